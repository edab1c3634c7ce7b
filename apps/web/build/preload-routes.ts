import fs from "node:fs";
import path from "node:path";
import type { IndexHtmlTransformContext, Plugin } from "vite";

type OutputBundle = NonNullable<IndexHtmlTransformContext["bundle"]>;

/** The landing's page and variant modules: the first route outside VK. */
const LANDING_ENTRIES = /features\/landing\/(landing-page|variants\/variant-[abc])\.tsx$/;
/** What a VK launch needs before its first screen: providers, the start-up wrapper, the app's frame and the dashboard (docs/product.md §4). */
const MINI_APP_ENTRIES =
  /(app\/(query-provider|app-frame)|features\/mini-app\/mini-app-wrapper|features\/dashboard\/dashboard-page)\.tsx$/;

/** The chunks `roots` name, with every chunk they import, leaving out those in `skip`. */
function withImports(bundle: OutputBundle, roots: string[], skip = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk" || found.has(fileName) || skip.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

/** The lazy chunks holding a module that matches `entries`, with everything they import, minus what the entry hints. */
function chunksFor(bundle: OutputBundle, entries: RegExp): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  // Chunks the entry already imports have their own hints from Vite.
  const hinted = withImports(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const roots = chunks.filter((c) => c.moduleIds.some((id) => entries.test(id))).map((c) => c.fileName);
  return [...withImports(bundle, roots, hinted)];
}

const hint = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * Without hints, a lazy route's chunks are discovered only after the entry ran: two or three more round trips
 * before the first screen paints (decision 006, LCP). The first route differs by where the page is opened, so the
 * build writes two documents: `index.html` hints the landing (opened in a browser) and `app.html` hints the
 * mini-app's start-up and dashboard; the server sends `app.html` to a VK launch (a signed `vk_*` query).
 */
export function preloadRoutes(): Plugin {
  let outDir = "dist";
  let appHints: string[] = [];
  let landingHints: string[] = [];
  return {
    name: "tarelka-preload-routes",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        landingHints = chunksFor(ctx.bundle, LANDING_ENTRIES).map(hint);
        appHints = chunksFor(ctx.bundle, MINI_APP_ENTRIES).map(hint);
        return [];
      },
    },
    writeBundle() {
      const indexPath = path.join(outDir, "index.html");
      const html = fs.readFileSync(indexPath, "utf8");
      const withHints = (hints: string[]) => html.replace("</head>", `  ${hints.join("\n    ")}\n  </head>`);
      fs.writeFileSync(indexPath, withHints(landingHints));
      fs.writeFileSync(path.join(outDir, "app.html"), withHints(appHints));
    },
  };
}
