import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * An endpoint is written once, in packages/contracts (docs/code-style.md §3): the web calls it through its endpoint
 * object (lib/api-client.ts `call`), so no source file of the web app spells an API URL of its own. Tests may: they
 * check the exact URLs the contracts build.
 */
const ROOT = import.meta.dirname;
const API_URL_LITERAL = /["'`]\/api(?:[/?"'`])/;
/** Files that may hold an API URL literal, relative to apps/web/src. */
const ALLOWED: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("API URLs in the web app", () => {
  it("come only from the contracts' endpoint objects", () => {
    const found = sourceFiles(ROOT)
      .filter((file) => !ALLOWED.includes(path.relative(ROOT, file)))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            API_URL_LITERAL.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
