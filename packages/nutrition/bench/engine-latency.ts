// The latency per description as a server pays it (bench.ts; decision 027, follow-up "the reading's time per item"):
// a fresh process started the way `npm run serve` starts the server (plain Node with its flags, on a bundle of the
// sources, decision 032) answers every description once to warm up, then times each once more, as bench.ts times them
// in its own process through tsx. The serve flags' smaller young generation (--max-semi-space-size) makes the
// collector run more often, and a description a collection falls in pays for it, so the two figures differ; the
// bench's gate stays on its own pass, this one is printed beside it.
import { answerAsTheServer, type Description } from "./served-child";

export interface EngineLatency {
  median: number;
  p99: number;
  /** Young-generation collections during the timed pass. */
  scavenges: number;
  answered: number;
}

/** Runs the measured process as the server runs, on `descriptions`, and returns its reading. */
export function measureEngineLatency(descriptions: readonly Description[]): Promise<EngineLatency> {
  return answerAsTheServer<EngineLatency>("packages/nutrition/bench/engine-latency-child.ts", descriptions);
}
