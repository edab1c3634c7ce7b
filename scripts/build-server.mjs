// The server as one JavaScript file (decision 032): `apps/server/dist/main.mjs`, which `npm run serve` runs with plain
// Node, so production neither loads a TypeScript loader nor compiles the sources at every start. Part of
// `npm run build`; the tests that start the server as production does build it first (it takes about a second).
// Plain Node, like serve-arguments.mjs, so scripts, tests and benches share it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { REPO_ROOT } from "./serve-arguments.mjs";

/** What `npm run serve` runs. */
export const SERVER_BUNDLE = path.join(REPO_ROOT, "apps/server/dist/main.mjs");

/**
 * Every npm package a workspace depends on stays outside the bundle and is loaded from node_modules as before
 * (native parts such as sharp's, PGlite's WebAssembly, packages that read their own files); the workspaces'
 * own TypeScript (@tarelka/*) is what gets bundled.
 */
function externalPackages() {
  const manifests = [
    "package.json",
    "apps/server/package.json",
    "packages/nutrition/package.json",
    "packages/contracts/package.json",
  ];
  const names = new Set();
  for (const manifest of manifests) {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, manifest), "utf8"),
    );
    for (const name of [...Object.keys(dependencies), ...Object.keys(devDependencies)]) {
      if (!name.startsWith("@tarelka/")) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * The sources find their data, migrations and route files next to themselves (`import.meta.url`,
 * `import.meta.dirname`). In a bundle those would name the bundle, so each source's own place is written in,
 * relative to the bundle: the bundle keeps working wherever the repository is, as long as it stays in it.
 */
function sourcePlaces(outfile) {
  const outDir = path.dirname(outfile);
  return {
    name: "source-places",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, "utf8");
        if (!source.includes("import.meta.")) return { contents: source, loader: "ts" };
        const file = JSON.stringify(path.relative(outDir, args.path));
        const dir = JSON.stringify(path.relative(outDir, path.dirname(args.path)) || ".");
        const contents = source
          .replaceAll(/\bimport\.meta\.url\b/g, `new URL(${file}, import.meta.url).href`)
          .replaceAll(
            /\bimport\.meta\.dirname\b/g,
            `process.getBuiltinModule("node:path").join(import.meta.dirname, ${dir})`,
          );
        return { contents, loader: "ts" };
      });
    },
  };
}

/**
 * Bundles `entry` (a path from the repository's root) into `outfile`; resolves once it is written. The file is
 * replaced whole (written beside it, then renamed over it): test runs build it side by side (the journeys' setup, the
 * start-up and fleet tests) while servers start from it, and a server must never read one half written.
 */
export async function bundle(entry, outfile) {
  const { outputFiles } = await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: externalPackages(),
    plugins: [sourcePlaces(outfile)],
    // Names stay readable in stack traces and logs; the file is read once at start, so its size costs nothing.
    minify: false,
    keepNames: true,
    logLevel: "warning",
    write: false,
  });
  for (const output of outputFiles) {
    fs.mkdirSync(path.dirname(output.path), { recursive: true });
    const partial = `${output.path}.${process.pid}.${Date.now()}.partial`;
    fs.writeFileSync(partial, output.contents);
    fs.renameSync(partial, output.path);
  }
}

/** Builds what `npm run serve` runs. */
export function buildServer() {
  return bundle("apps/server/src/main.ts", SERVER_BUNDLE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built: ${path.relative(REPO_ROOT, SERVER_BUNDLE)} (${Date.now() - started} ms)`);
}
