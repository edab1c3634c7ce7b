import { publicEndpoints } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractEndpoint, contractEndpoints } from "../../../packages/contracts/test-support/endpoint-groups";
import { type AttackRoute, collectRoutes } from "./attack/route-table";
import { createTestApp, type TestApp } from "./helpers";

/**
 * The server against its contracts, both read from the code rather than from lists: every endpoint of every
 * group in packages/contracts/src/endpoints has a route, every API route is an endpoint, and only the public
 * endpoints answer without a VK signature (docs/adding-a-feature.md, step 5).
 */

/** API routes without a contract: VK's payment callback is form-encoded and signed by VK (routes/vk-payments.ts). */
const OUTSIDE_CONTRACTS = ["POST /api/vk/payments/callback"];
/** What anyone may call: the public endpoints and VK's callback, never a person's data (ARCHITECTURE.md, Identity). */
const PUBLIC = [
  ...Object.values(publicEndpoints).map((e) => `${e.method} ${e.path}`),
  "POST /api/vk/payments/callback",
].sort();

const keyOf = (method: string, path: string) => `${method} ${path}`;

describe("routes and contracts", () => {
  let t: TestApp;
  let routes: AttackRoute[];
  let endpoints: ContractEndpoint[];

  beforeAll(async () => {
    const collected = await collectRoutes(() => createTestApp("pglite"));
    t = collected.built;
    routes = collected.routes.filter((r) => r.url.startsWith("/api/"));
    endpoints = await contractEndpoints();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("registers a route for every contract endpoint", () => {
    const registered = new Set(routes.map((r) => keyOf(r.method, r.url)));
    const missing = endpoints
      .filter(({ endpoint }) => !registered.has(keyOf(endpoint.method, endpoint.path)))
      .map(({ name, endpoint }) => `${name}: ${keyOf(endpoint.method, endpoint.path)}`);
    expect(missing).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it("serves no API route that is not a contract endpoint", () => {
    const declared = new Set([
      ...endpoints.map(({ endpoint }) => keyOf(endpoint.method, endpoint.path)),
      ...OUTSIDE_CONTRACTS,
    ]);
    expect(routes.map((r) => keyOf(r.method, r.url)).filter((key) => !declared.has(key))).toEqual([]);
  });

  it("answers 401 without a signature on every route but the public ones", async () => {
    const open: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({ method: route.method as "GET", url: route.url.replace(/:\w+/g, "1") });
      if (res.statusCode !== 401) open.push(keyOf(route.method, route.url));
    }
    expect(open.sort()).toEqual(PUBLIC);
  });
});
