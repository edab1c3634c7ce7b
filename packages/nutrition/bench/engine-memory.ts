// The engine's resident memory as a server holds it (bench.ts): a fresh process, started with the Node flags of
// `npm run serve` (package.json, README; the heap limit changes when V8 collects), imports the engine, answers the descriptions it is given on stdin the way requests
// would bring them, and reports what it holds. Nothing of the bench (its sets, Nutrition5k's files, the raw FNDDS
// tables the generated set is referenced from) is in it, and nothing is collected by force before the reading: the
// figure is what the process keeps, garbage the collector has not yet taken included.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveNodeFlags } from "../../../scripts/serve-arguments.mjs";

export interface EngineMemory {
  /** Resident set size after answering every description, bytes. */
  rss: number;
  /** Resident set size of the same process before the engine was imported: the runtime, tsx and the descriptions. */
  runtimeRss: number;
  heapUsed: number;
  answered: number;
}

type Description = { text: string; lang: "ru" | "en" };

/** Runs the measurement in a child process and returns its reading. */
export function measureEngineMemory(descriptions: readonly Description[]): EngineMemory {
  const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
  const child = spawnSync(process.execPath, [...serveNodeFlags(), fileURLToPath(import.meta.url), "child"], {
    cwd: repoRoot,
    input: JSON.stringify(descriptions),
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`engine memory measurement failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as EngineMemory;
}

async function child(): Promise<void> {
  const descriptions = JSON.parse(readFileSync(0, "utf8")) as Description[];
  const runtimeRss = process.memoryUsage().rss;
  const { analyzeMealText } = await import("../src/index");
  for (const d of descriptions) analyzeMealText(d.text, { lang: d.lang });
  const { rss, heapUsed } = process.memoryUsage();
  const reading: EngineMemory = { rss, runtimeRss, heapUsed, answered: descriptions.length };
  process.stdout.write(JSON.stringify(reading));
}

if (process.argv[2] === "child" && process.argv[1] === fileURLToPath(import.meta.url)) await child();
