// The arguments after `node` in `npm run serve`'s command (package.json), Node's flags included: a test or a bench
// that starts the server, or a process measured as the server would run, uses exactly what production uses.
// Plain Node, so the server's tests and the nutrition benches share it without importing each other.
import fs from "node:fs";
import path from "node:path";

/** The repository's root: where `npm run serve` runs. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

/** Every word of the serve command after `node`: Node's flags, then the script. */
export function serveArguments() {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));
  return manifest.scripts.serve.split(" ").slice(1);
}

/** Node's flags alone: the serve command's words between `node` and its script. */
export function serveNodeFlags() {
  return serveArguments().slice(0, -1);
}
