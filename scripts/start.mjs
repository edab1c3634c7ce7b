// One command from a fresh clone to a running product (README quick start): install what is missing,
// build the web app and the server (decision 032), then start the server on its embedded defaults. Plain Node, so it runs before `npm ci`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const installed = "node_modules/.package-lock.json";
const stale = !fs.existsSync(installed) || fs.statSync("package-lock.json").mtimeMs > fs.statSync(installed).mtimeMs;
if (stale) {
  console.log("Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}
console.log("Building the web app and the server…");
run("npm", ["run", "build", "--silent"]);

// The quick start is the local demo, which the server runs only when asked (docs/security.md, Demo mode). Asked
// only when no VK secret is configured and the operator said nothing about the demo, so
// `VK_APP_ID=… VK_APP_SECRET=… npm start` still serves the real app.
const askForDemo = !process.env.VK_APP_SECRET && process.env.DEMO_MODE === undefined;
// Started as `npm run serve` starts it, with the same Node flags (docs/deploy.md, Memory), without npm in between.
const serve = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.serve.split(" ").slice(1);
const server = spawn(process.execPath, serve, {
  stdio: "inherit",
  env: askForDemo ? { ...process.env, DEMO_MODE: "1" } : process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
