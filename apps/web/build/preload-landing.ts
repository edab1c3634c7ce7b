import type { Plugin } from "vite";

/** The landing's page and variant modules; everything they import statically is hinted too. */
const LANDING_ENTRIES = /features\/landing\/(landing-page|variants\/variant-[abc])\.tsx$/;

/**
 * Adds modulepreload hints for the landing's lazy chunks to index.html. Outside VK the landing is the first
 * route, and without the hints its chunks would be discovered only after the entry ran: a waterfall of two
 * more round trips before the hero paints (issue 7, LCP). Together they are ~5 KB gzip, so inside VK the
 * wasted bytes are negligible.
 */
export function preloadLanding(): Plugin {
  return {
    name: "tarelka-preload-landing",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        // Chunks the entry already imports have their own hints from Vite.
        const hinted = new Set<string>();
        const mark = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== "chunk" || hinted.has(fileName)) return;
          hinted.add(fileName);
          for (const imported of chunk.imports) mark(imported);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) mark(chunk.fileName);
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== "chunk" || files.has(fileName) || hinted.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && chunk.facadeModuleId && LANDING_ENTRIES.test(chunk.facadeModuleId)) {
            add(chunk.fileName);
          }
        }
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
