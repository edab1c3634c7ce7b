// `npm run typecheck`: every workspace's TypeScript project checked by its own `tsc`, as many at once as the machine
// has cores. Each `tsc` uses one core, and the five checks together take several minutes one after another on a
// two-core CI machine; side by side they take about half that. A project's output is printed whole when it ends, so
// two projects' errors never interleave.
import { spawn } from "node:child_process";
import os from "node:os";

/** Longest first, so the last to start is a short one (times as measured on the CI machine). */
const PROJECTS = ["apps/web", "packages/nutrition", "apps/server", "e2e", "packages/contracts"];

const lanes = Math.max(1, Math.min(PROJECTS.length, os.availableParallelism()));
const queue = [...PROJECTS];
const failed = [];

async function lane() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const started = Date.now();
    const { status, output } = await tsc(project);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    console.log(`  tsc -p ${project}: ${status === 0 ? "ok" : "failed"} in ${seconds} s`);
    if (status !== 0) failed.push(project);
  }
}

function tsc(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (status) => resolve({ status, output }));
  });
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(", ")}`);
  process.exit(1);
}
