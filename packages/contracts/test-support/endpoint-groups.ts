/// <reference types="node" />
import { readdirSync } from "node:fs";
import type { EndpointDefinition } from "../src/endpoint";

const ENDPOINTS_DIR = new URL("../src/endpoints/", import.meta.url);

export interface ContractEndpoint {
  /** `group.member`, e.g. `waterEndpoints.log`. */
  name: string;
  endpoint: EndpointDefinition;
}

/**
 * Every endpoint of every `…Endpoints` group in `src/endpoints/`, read from the folder rather than from an index,
 * so the tests that hold the server to its contracts see a new resource's file without anyone listing it.
 */
export async function contractEndpoints(): Promise<ContractEndpoint[]> {
  const files = readdirSync(ENDPOINTS_DIR)
    .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"))
    .sort();
  const all: ContractEndpoint[] = [];
  const seen = new Set<EndpointDefinition>();
  for (const file of files) {
    const exports = (await import(new URL(file, ENDPOINTS_DIR).href)) as Record<string, unknown>;
    for (const [group, members] of Object.entries(exports)) {
      if (!/^[a-z]\w*Endpoints$/.test(group) || !members || typeof members !== "object") continue;
      for (const [member, endpoint] of Object.entries(members as Record<string, EndpointDefinition>)) {
        if (seen.has(endpoint)) continue;
        seen.add(endpoint);
        all.push({ name: `${group}.${member}`, endpoint });
      }
    }
  }
  return all;
}
