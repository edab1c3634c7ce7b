// The engine's resident memory as a server holds it (bench.ts): a fresh process, started the way `npm run serve`
// starts the server (package.json, README) — plain Node with its flags (the heap limit changes when V8 collects) on a
// bundle of the sources (decision 032) — imports the engine, answers the descriptions it is given on stdin the way
// requests would bring them, and reports what it holds (engine-memory-child.ts). Nothing of the bench (its sets,
// Nutrition5k's files, the raw FNDDS tables the generated set is referenced from) is in it, and nothing is collected
// by force before the reading: the figure is what the process keeps, garbage the collector has not yet taken included.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bundle } from "../../../scripts/build-server.mjs";
import { REPO_ROOT, serveNodeFlags } from "../../../scripts/serve-arguments.mjs";

export interface EngineMemory {
  /** Resident set size after answering every description, bytes. */
  rss: number;
  /** Resident set size of the same process before the engine was imported: the runtime, the bundle's code, the descriptions. */
  runtimeRss: number;
  heapUsed: number;
  answered: number;
}

type Description = { text: string; lang: "ru" | "en" };

/** Bundles the measured process, runs it, and returns its reading. */
export async function measureEngineMemory(descriptions: readonly Description[]): Promise<EngineMemory> {
  const child = path.join(REPO_ROOT, "node_modules/.cache/tarelka-bench/engine-memory.mjs");
  await bundle("packages/nutrition/bench/engine-memory-child.ts", child);
  const run = spawnSync(process.execPath, [...serveNodeFlags(), child], {
    cwd: REPO_ROOT,
    input: JSON.stringify(descriptions),
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`engine memory measurement failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as EngineMemory;
}
