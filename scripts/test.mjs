// The one test command (README): typecheck, lint, build, then every Vitest project (unit, API against real
// databases, browser journeys in Chromium). Ends with a plain 'N passed, N failed' line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const started = Date.now();
const step = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("lint", "npm", ["run", "lint", "--silent"]);
step("build", "npm", ["run", "build", "--silent"]);

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-test-")), "vitest.json");
console.log("\n▶ vitest (unit, api, e2e)");
const vitest = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, "utf8"));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll checks took ${seconds} s.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
if (vitest.status !== 0 && failed === 0)
  console.log(`vitest exited with ${vitest.status} (see unhandled errors above)`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
