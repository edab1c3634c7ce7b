// A process measured as the server runs (decision 032): the measuring script bundled as the server is, started the way
// `npm run serve` starts it (plain Node with the serve flags), given the descriptions on stdin, and read back as the
// one JSON value it writes. engine-memory.ts and engine-latency.ts measure through it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bundle } from "../../../scripts/build-server.mjs";
import { REPO_ROOT, serveNodeFlags } from "../../../scripts/serve-arguments.mjs";

export type Description = { text: string; lang: "ru" | "en" };

/** Bundles taken in this process, by entry: a measurement run several times is bundled once. */
const bundled = new Map<string, Promise<string>>();

function bundleOnce(entry: string): Promise<string> {
  let child = bundled.get(entry);
  if (child === undefined) {
    const out = path.join(REPO_ROOT, "node_modules/.cache/tarelka-bench", `${path.basename(entry, ".ts")}.mjs`);
    child = bundle(entry, out).then(() => out);
    bundled.set(entry, child);
  }
  return child;
}

/** Runs `entry` (a path from the repository's root) as the server runs, on `descriptions`, and returns what it wrote. */
export async function answerAsTheServer<T>(entry: string, descriptions: readonly Description[]): Promise<T> {
  const child = await bundleOnce(entry);
  const run = spawnSync(process.execPath, [...serveNodeFlags(), child], {
    cwd: REPO_ROOT,
    input: JSON.stringify(descriptions),
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`${path.basename(entry)} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
