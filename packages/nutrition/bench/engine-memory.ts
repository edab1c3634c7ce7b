// The engine's resident memory as a server holds it (bench.ts): a fresh process, started the way `npm run serve`
// starts the server (package.json, README) — plain Node with its flags (the heap limit changes when V8 collects) on a
// bundle of the sources (decision 032) — imports the engine, answers the descriptions it is given on stdin the way
// requests would bring them, and reports what it holds (engine-memory-child.ts). Nothing of the bench (its sets,
// Nutrition5k's files, the raw FNDDS tables the generated set is referenced from) is in it, and nothing is collected
// by force before the reading: the figure is what the process keeps, garbage the collector has not yet taken included.
import { answerAsTheServer, type Description } from "./served-child";

export interface EngineMemory {
  /** Resident set size after answering every description, bytes. */
  rss: number;
  /** Resident set size of the same process before the engine was imported: the runtime, the bundle's code, the descriptions. */
  runtimeRss: number;
  heapUsed: number;
  answered: number;
}

/** Runs the measured process as the server runs and returns its reading. */
export function measureEngineMemory(descriptions: readonly Description[]): Promise<EngineMemory> {
  return answerAsTheServer<EngineMemory>("packages/nutrition/bench/engine-memory-child.ts", descriptions);
}
