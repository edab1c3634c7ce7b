/// <reference types="node" />
import { readdirSync } from "node:fs";
import type { EndpointDefinition } from "../src/endpoint";

/**
 * Where endpoint groups live: next to their entity's schemas in a module of `src/` (`water.ts`, the shape a new
 * entity follows, docs/adding-a-feature.md), or in a module of `src/endpoints/` (the older resources).
 */
const FOLDERS = [new URL("../src/", import.meta.url), new URL("../src/endpoints/", import.meta.url)];

export interface ContractEndpoint {
  /** `group.member`, e.g. `waterEndpoints.log`. */
  name: string;
  endpoint: EndpointDefinition;
  /** The module that declares the group, relative to `src/`, e.g. `water.ts` or `endpoints/meals.ts`. */
  file: string;
}

const isModule = (file: string) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts");

/**
 * Every endpoint of every `…Endpoints` group in the modules of `src/` and `src/endpoints/`, read from the folders
 * rather than from an index, so the tests that hold the server to its contracts see a new entity's file without
 * anyone listing it. A group re-exported by a second module is counted once, under the first.
 */
export async function contractEndpoints(): Promise<ContractEndpoint[]> {
  const all: ContractEndpoint[] = [];
  const seen = new Set<EndpointDefinition>();
  for (const folder of FOLDERS) {
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isModule(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const file of files) {
      const exports = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      for (const [group, members] of Object.entries(exports)) {
        if (!/^[a-z]\w*Endpoints$/.test(group) || !members || typeof members !== "object") continue;
        for (const [member, endpoint] of Object.entries(members as Record<string, EndpointDefinition>)) {
          if (seen.has(endpoint)) continue;
          seen.add(endpoint);
          const relative = folder.href.endsWith("/endpoints/") ? `endpoints/${file}` : file;
          all.push({ name: `${group}.${member}`, endpoint, file: relative });
        }
      }
    }
  }
  return all;
}
