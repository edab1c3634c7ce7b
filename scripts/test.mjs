// The one test command (README): typecheck, lint, build, then every Vitest project (unit, API against real
// databases, browser journeys in Chromium). Ends with a plain 'N passed, N failed' line.
//
// Without arguments two lanes run side by side: the API tests in one Vitest process, and the browser journeys in
// another; the unit and component tests, in two halves (Vitest's --shard), go to whichever lane is free first. A
// journey spends most of its time waiting on Chromium and the server, which are other processes. With arguments (a
// file, a project) one Vitest process runs them.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

const started = Date.now();
const step = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  // Each step's time, so a slow CI run says where it went.
  console.log(`  ${label} took ${Math.round((Date.now() - stepStarted) / 1000)} s`);
};

step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("lint", "npm", ["run", "lint", "--silent"]);
step("build", "npm", ["run", "build", "--silent"]);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-test-"));

/** One Vitest run; its lines are passed on whole (runs share the terminal), each prefixed with its label. */
function vitest(label, args) {
  const report = path.join(reportDir, `${label}.json`);
  const child = spawn(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
  }
  const runStarted = Date.now();
  return new Promise((resolve) =>
    child.on("close", (status) =>
      resolve({ label, status, report, seconds: Math.round((Date.now() - runStarted) / 1000) }),
    ),
  );
}

const given = process.argv.slice(2);
console.log("\n▶ vitest (unit, api, e2e)");
/** The unit and component tests in halves, each taken by whichever lane is free first. */
const UNIT_SHARDS = 2;
const unitShards = Array.from(
  { length: UNIT_SHARDS },
  (_, i) => () =>
    vitest(`unit-${i + 1}`, [
      "--project",
      "unit",
      "--project",
      "components",
      "--maxWorkers=1",
      `--shard=${i + 1}/${UNIT_SHARDS}`,
    ]),
);
/** One lane: its own run, then unit shards while any is left. */
async function lane(start) {
  const done = [await start()];
  for (let shard = unitShards.shift(); shard; shard = unitShards.shift()) done.push(await shard());
  return done;
}
const runs = (
  await Promise.all(
    given.length > 0
      ? [vitest("tests", given)]
      : [
          // Two lanes of one worker each, one per core: the API tests, which start servers, databases and CLI
          // processes, in one, the browser journeys in the other; the unit and component tests follow in halves in
          // whichever lane ends first, so neither waits long for the other.
          lane(() => vitest("api", ["--project", "api", "--maxWorkers=1"])),
          lane(() => vitest("e2e", ["--project", "e2e"])),
        ],
  )
).flat();

const reports = runs
  .filter((run) => fs.existsSync(run.report))
  .map((run) => ({
    label: run.label,
    report: run.report,
    seconds: run.seconds,
    json: JSON.parse(fs.readFileSync(run.report, "utf8")),
  }));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { label, report, seconds, json } of reports) {
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
  console.log(
    `${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed in ${seconds} s (report ${report})`,
  );
}
// The slowest files of each run, where a run that grew slower will show why.
for (const { label, json } of reports) {
  const slowest = json.testResults
    .map((file) => ({ name: path.relative(process.cwd(), file.name), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(`${label}, slowest files: ${slowest.map((f) => `${f.name} ${Math.round(f.ms / 1000)} s`).join(", ")}`);
}
// What failed comes last, so a log cut to its tail still says what failed and why.
const firstLine = (message) => (message ?? "").split("\n")[0].slice(0, 300);
for (const { label, json } of reports) {
  for (const file of json.testResults) {
    const name = path.relative(process.cwd(), file.name);
    // A file whose hook failed (a server that did not start) fails with no failed test of its own.
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) {
      console.log(
        `✖ ${label} ${name}\n    ${firstLine(file.message) || "a hook failed; its error is in the log above"}`,
      );
    }
    for (const test of file.assertionResults) {
      if (test.status === "failed")
        console.log(`✖ ${label} ${name} › ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
    }
  }
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll checks took ${seconds} s.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
for (const run of runs) {
  if (run.status !== 0 && failed === 0) console.log(`${run.label}: vitest exited with ${run.status} (see above)`);
}
process.exit(runs.every((run) => run.status === 0) && failed === 0 ? 0 : 1);
