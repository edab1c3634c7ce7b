import { readdir } from "node:fs/promises";
import type { FastifyPluginAsync } from "fastify";

/** The modules of `routes/` that hold no routes: the helpers route modules register their endpoints with. */
const HELPERS = new Set(["endpoint-route", "day-entry-routes"]);
const ROUTES_DIR = new URL("./routes/", import.meta.url);

export interface RouteModule {
  /** The module's file name without its extension, e.g. `water`. */
  name: string;
  plugin: FastifyPluginAsync;
}

let found: Promise<RouteModule[]> | undefined;

/**
 * Every route module of `routes/`, read from the folder rather than from a list kept by hand, so a new feature's
 * routes are registered by adding their file (docs/adding-a-feature.md, step 5). A module exports exactly one
 * plugin named `…Routes`; one that exports none or several stops the start-up, so a file cannot be skipped
 * quietly. Which of them are public is app.ts's decision, never the module's: a module nobody marked is behind the
 * signature hook.
 */
export function routeModules(): Promise<RouteModule[]> {
  found ??= discover();
  return found;
}

async function discover(): Promise<RouteModule[]> {
  const files = (await readdir(ROUTES_DIR))
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !/\.(test|d)\.[cm]?[jt]s$/.test(file))
    .sort();
  const modules: RouteModule[] = [];
  for (const file of files) {
    const name = file.replace(/\.[cm]?[jt]s$/, "");
    if (HELPERS.has(name)) continue;
    // A path relative to this module, not a URL: the server's bundle (decision 032) holds every file of routes/
    // under this pattern, while the sources import the file itself (Vitest is told to leave the pattern alone).
    const exports = (await import(/* @vite-ignore */ `./routes/${file}`)) as Record<string, unknown>;
    const plugins = Object.entries(exports).filter(
      (entry): entry is [string, FastifyPluginAsync] => entry[0].endsWith("Routes") && typeof entry[1] === "function",
    );
    const [only] = plugins;
    if (plugins.length !== 1 || !only) {
      throw new Error(`routes/${file} must export exactly one …Routes plugin; it exports ${plugins.length}`);
    }
    modules.push({ name, plugin: only[1] });
  }
  return modules;
}
