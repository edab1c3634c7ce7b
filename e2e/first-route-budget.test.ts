import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

/**
 * The first-route JavaScript budget of docs/decisions/006-landing-loading-and-speed.md: ≤ 120 KB gzip for what each
 * first document loads before it can draw (its entry script and the chunks it hints with modulepreload). `npm run
 * bench:web` measures the same in Lighthouse with the page's real network; this test keeps every build honest.
 */
const DIST = path.resolve(import.meta.dirname, "../apps/web/dist");
const BUDGET_BYTES = 120 * 1024;

/** The scripts a built document loads up front: module entries and modulepreload hints of our own assets. */
function upFrontScripts(document: string): string[] {
  const html = fs.readFileSync(path.join(DIST, document), "utf8");
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(sources)];
}

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

describe.runIf(fs.existsSync(path.join(DIST, "app.html")))("first-route JavaScript of the build", () => {
  it.each(["app.html", "index.html"])("%s loads at most 120 KB of gzipped script before it draws", (document) => {
    const scripts = upFrontScripts(document);
    // A document without its entry would pass any budget: the parser must have found the scripts.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const bytes = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.info(`${document}: ${(bytes / 1024).toFixed(2)} KiB gzip -9 in ${scripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
