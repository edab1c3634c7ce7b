// Who may import whom (ARCHITECTURE.md, "Workspaces and who may import whom"), checked on every `npm run lint`.
// Relative imports are resolved to the file they name, so a rule holds at any folder depth. Plain Node, no
// dependencies: it runs before anything is built.
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/**
 * The rules: each names the files it governs and judges one import of such a file, given the repo-relative path
 * it resolves to ("" for a package) and the specifier as written.
 */
export const RULES = [
  {
    name: "a web feature imports no other feature",
    applies: (file) => file.startsWith("apps/web/src/features/"),
    forbids: (file, target) => {
      const own = file.split("/")[4];
      return target.startsWith("apps/web/src/features/") && target.split("/")[4] !== own;
    },
  },
  {
    name: "web lib/, components/, stores/ and i18n/ import no feature and not the app",
    applies: (file) => /^apps\/web\/src\/(lib|components|stores|i18n)\//.test(file),
    forbids: (_file, target) => /^apps\/web\/src\/(features|app)\//.test(target),
  },
  {
    name: "the web imports only the contracts of our packages",
    applies: (file) => file.startsWith("apps/web/"),
    forbids: (_file, target, specifier) =>
      /^@tarelka\/(?!contracts(\/|$))/.test(specifier) || /^(apps\/server|packages\/nutrition)\//.test(target),
  },
  {
    name: "server repositories import no service, route or plugin",
    applies: (file) => file.startsWith("apps/server/src/repositories/"),
    forbids: (_file, target) => /^apps\/server\/src\/(services|routes|plugins)\//.test(target),
  },
  {
    name: "contracts import only zod",
    applies: (file) => file.startsWith("packages/contracts/src/") && !file.endsWith(".test.ts"),
    forbids: (_file, target, specifier) =>
      target ? !target.startsWith("packages/contracts/") : specifier !== "zod" && !specifier.startsWith("zod/"),
  },
  {
    // A bench measures the engine as the server runs it, so it may read the serve command through the plain Node
    // helpers of the root scripts/ folder; the engine itself stays free of them.
    name: "nutrition imports nothing of ours (its benches also the root scripts/)",
    applies: (file) => file.startsWith("packages/nutrition/"),
    forbids: (file, target, specifier) =>
      specifier.startsWith("@tarelka/") ||
      (target !== "" &&
        !target.startsWith("packages/nutrition/") &&
        !(file.startsWith("packages/nutrition/bench/") && /^scripts\/[^/]+$/.test(target))),
  },
];

/** The import specifiers of one source text. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

/** Repo-relative path a relative specifier points at (extension left as written), or "" for a package. */
function resolveTarget(file, specifier) {
  if (!specifier.startsWith(".")) return "";
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** Every broken rule in `files`, a map of repo-relative path → source text. */
export function violations(files) {
  const broken = [];
  for (const [file, source] of files) {
    const rules = RULES.filter((rule) => rule.applies(file));
    if (rules.length === 0) continue;
    for (const specifier of importsOf(source)) {
      const target = resolveTarget(file, specifier);
      for (const rule of rules) {
        if (rule.forbids(file, target, specifier)) broken.push({ file, specifier, rule: rule.name });
      }
    }
  }
  return broken;
}

function sourcesUnder(root, dir, into) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(root, rel, into);
    else if (SOURCE.test(entry.name)) into.set(rel, fs.readFileSync(path.join(root, rel), "utf8"));
  }
  return into;
}

export function repoSources(root) {
  const files = new Map();
  for (const dir of ["apps/web/src", "apps/server/src", "packages/contracts/src", "packages/nutrition"]) {
    sourcesUnder(root, dir, files);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const broken = violations(repoSources(path.resolve(import.meta.dirname, "..")));
  for (const v of broken) console.error(`${v.file}: imports "${v.specifier}" — ${v.rule}`);
  if (broken.length > 0) {
    console.error(`\n${broken.length} import(s) break the rules of ARCHITECTURE.md.`);
    process.exit(1);
  }
  console.log("Import rules hold (ARCHITECTURE.md).");
}
