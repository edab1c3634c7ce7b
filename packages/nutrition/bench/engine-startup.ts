// The engine's start-up as the server pays it (bench.ts; decision 027, follow-up "start-up as the server pays it"):
// since decision 032 the server runs a bundle of the sources with plain Node, so its boot compiles and runs the
// engine's JavaScript, not tsx's loading of 150 TypeScript modules through its loader thread. The engine is bundled
// the way the server's bundle is (scripts/build-server.mjs) and timed in fresh processes started with `npm run serve`'s
// flags: its import and its first description, as bench.ts times them in its own process through tsx.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bundle } from "../../../scripts/build-server.mjs";
import { REPO_ROOT, serveNodeFlags } from "../../../scripts/serve-arguments.mjs";

export interface EngineStartup {
  /** Each fresh process's wall and CPU time, in the order run. */
  runs: { wallMs: number; cpuMs: number }[];
  /** The middle run by wall time. */
  median: { wallMs: number; cpuMs: number };
}

/** Bundles the engine and times its start-up in `runs` fresh processes, one after another. */
export async function measureEngineStartup(runs = 3): Promise<EngineStartup> {
  const engine = path.join(REPO_ROOT, "node_modules/.cache/tarelka-bench/engine.mjs");
  await bundle("packages/nutrition/src/index.ts", engine);
  const child = path.join(REPO_ROOT, "packages/nutrition/bench/engine-startup-child.mjs");
  const readings: EngineStartup["runs"] = [];
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, [...serveNodeFlags(), child, engine], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`engine start-up measurement failed: ${run.stderr}`);
    readings.push(JSON.parse(run.stdout) as EngineStartup["runs"][number]);
  }
  const median = [...readings].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(readings.length / 2)]!;
  return { runs: readings, median };
}
