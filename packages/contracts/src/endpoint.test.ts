import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { contractEndpoints } from "../test-support/endpoint-groups";
import { FIRST_SCREEN_PATHS } from "./constants";
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointRef,
  type EndpointReply,
  type InputIsOptional,
  type MultipartBody,
  pathOf,
} from "./endpoint";
import * as endpoints from "./endpoints";
import { ZApiErrorSchema } from "./errors";
import { ZHealthFailingReplySchema, ZReadyReplySchema } from "./health";

const MACHINE_503 = new Map<EndpointDefinition, z.ZodType>([
  [endpoints.publicEndpoints.health, ZHealthFailingReplySchema],
  [endpoints.publicEndpoints.ready, ZReadyReplySchema],
]);
// Every group of the endpoints folder, a file added without touching an index included.
const all = await contractEndpoints();

describe("endpoint objects", () => {
  it("each names a method and path of its own", () => {
    const keys = all.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.length).toBeGreaterThan(40);
  });

  it("are found next to their entity's schemas as well as in the endpoints folder", () => {
    // water.ts declares its group beside its schemas, the shape a new entity copies (docs/adding-a-feature.md):
    // a scan of only one of the two folders would lose a whole resource from every check here and on the server.
    const files = new Set(all.map(({ file }) => file));
    expect(all.filter(({ file }) => file === "water.ts").map(({ name }) => name)).toContain("waterEndpoints.log");
    expect([...files].some((file) => file.startsWith("endpoints/"))).toBe(true);
  });

  it("declare a params schema exactly when the path has parameters, with the same names", () => {
    for (const { name, endpoint } of all) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = endpoint.params ? Object.keys((endpoint.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it("answer errors in the one error shape, and at least one success or a declared non-JSON reply", () => {
    for (const { name, endpoint } of all) {
      const statuses = Object.keys(endpoint.responses).map(Number);
      for (const status of statuses.filter((s) => s >= 400)) {
        // The health and readiness checks' 503 is their own answer for machines (endpoints/events.ts), the only
        // exceptions.
        const expected = status === 503 ? (MACHINE_503.get(endpoint) ?? ZApiErrorSchema) : ZApiErrorSchema;
        expect(endpoint.responses[status], name).toBe(expected);
      }
      expect(statuses, name).toContain(500);
    }
  });

  it("the first route's refs are their endpoints' method and path", () => {
    const { FIRST_ROUTE_ENDPOINTS } = endpoints;
    expect(FIRST_ROUTE_ENDPOINTS.userExists).toEqual({ method: "GET", path: endpoints.userEndpoints.exists.path });
    expect(FIRST_ROUTE_ENDPOINTS.userMe).toEqual({ method: "GET", path: endpoints.userEndpoints.me.path });
    expect(FIRST_ROUTE_ENDPOINTS.updateUser).toEqual({ method: "PUT", path: endpoints.userEndpoints.update.path });
    expect(FIRST_ROUTE_ENDPOINTS.daySummary).toEqual({ method: "GET", path: endpoints.mealEndpoints.summary.path });
    expect(FIRST_ROUTE_ENDPOINTS.event).toEqual({ method: "POST", path: endpoints.publicEndpoints.event.path });
    expect(FIRST_ROUTE_ENDPOINTS.achievements).toEqual({
      method: "GET",
      path: endpoints.achievementEndpoints.list.path,
    });
    expect(FIRST_ROUTE_ENDPOINTS.markAchievementsNotified).toEqual({
      method: "POST",
      path: endpoints.achievementEndpoints.markNotified.path,
    });
  });
});

describe("pathOf", () => {
  it("fills path parameters with encodeURIComponent and appends the defined query values in order", () => {
    expect(pathOf(endpoints.mealEndpoints.get, { params: { id: 7 } })).toBe("/api/meals/7");
    expect(pathOf(endpoints.waterEndpoints.day, { params: { date: "a/b c" } })).toBe("/api/water-intake/day/a%2Fb%20c");
    expect(pathOf(endpoints.foodEndpoints.search, { query: { q: "рис & суп", lang: "ru", limit: 8 } })).toBe(
      "/api/food/search?q=%D1%80%D0%B8%D1%81%20%26%20%D1%81%D1%83%D0%BF&lang=ru&limit=8",
    );
    expect(pathOf(endpoints.analyticsEndpoints.weight, { query: { period: undefined } })).toBe(
      "/api/analytics/weight/me",
    );
    expect(pathOf(endpoints.userEndpoints.me)).toBe("/api/users/me");
  });

  it("refuses to build a path with a parameter missing", () => {
    expect(() => pathOf(endpoints.mealEndpoints.get, { params: {} as { id: number } })).toThrow(/:id/);
  });

  it("builds the first screen's paths exactly as the server keys its replies (decision 006)", () => {
    expect(FIRST_SCREEN_PATHS.userExists("42")).toBe("/api/users/exists?provider=vk&socialId=42");
    expect(FIRST_SCREEN_PATHS.userMe).toBe("/api/users/me");
    expect(FIRST_SCREEN_PATHS.daySummary("2026-01-31")).toBe("/api/meals/summary?date=2026-01-31");
  });
});

describe("endpoint types", () => {
  it("type each input and success reply from the schemas", () => {
    const { mealEndpoints, userEndpoints, waterEndpoints, foodEndpoints, FIRST_ROUTE_ENDPOINTS } = endpoints;
    expectTypeOf<EndpointInput<typeof mealEndpoints.get>["params"]>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<EndpointReply<typeof mealEndpoints.get>>().toEqualTypeOf<
      z.output<(typeof mealEndpoints.get.responses)[200]>
    >();
    expectTypeOf<EndpointReply<typeof waterEndpoints.remove>>().toEqualTypeOf<void>();
    expectTypeOf<InputIsOptional<typeof userEndpoints.me>>().toEqualTypeOf<true>();
    expectTypeOf<InputIsOptional<typeof userEndpoints.create>>().toEqualTypeOf<false>();
    expectTypeOf<InputIsOptional<typeof mealEndpoints.summary>>().toEqualTypeOf<true>();
    expectTypeOf<EndpointInput<typeof foodEndpoints.analyzePhoto>["body"]>().toEqualTypeOf<MultipartBody>();
    expectTypeOf(FIRST_ROUTE_ENDPOINTS.userMe).toEqualTypeOf<EndpointRef<typeof userEndpoints.me>>();
    expectTypeOf<EndpointReply<typeof FIRST_ROUTE_ENDPOINTS.userMe>>().toEqualTypeOf<
      EndpointReply<typeof userEndpoints.me>
    >();
  });
});
