import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ZApiErrorSchema } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AttackCase, casesFor } from "./attack/bad-inputs";
import { dumpOf, dumpUrls, kindOf, type OwnedIds, seedPerson } from "./attack/people";
import { type AttackRoute, collectRoutes } from "./attack/route-table";
import { rowCounter } from "./attack/row-counts";
import { fullOf } from "./attack/schema-walk";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * The permanent attack suite: every route the running app registers gets bad inputs derived from its own contract,
 * sent as a signed-in person. None may end in a 5xx, every refusal uses the app's error shape, and a refused request
 * stores nothing. Then a second person tries every route that takes an id with the first person's ids.
 */
const ATTACKER = 9_100;
const OWNER = 9_201;
const STRANGER = 9_202;

/** Routes that end the session's person run last, so every other route is attacked with a living account. */
const runsLast = (r: AttackRoute) => (r.method === "DELETE" && r.url === "/api/users/me" ? 1 : 0);

describe.each(BACKENDS)("attack suite on %s", (backend) => {
  let t: TestApp;
  let routes: AttackRoute[];
  let dataDir: string;
  let attackerIds: OwnedIds;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-attack-"));
    const collected = await collectRoutes(() =>
      createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "1000000", DATA_DIR: dataDir }),
    );
    t = collected.built;
    routes = collected.routes;
    attackerIds = await seedPerson(t, ATTACKER, "атакующий", routes);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds the app's routes from the running app", () => {
    const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
    // A few routes of each kind, so a broken collector cannot pass with an empty table.
    for (const known of [
      "POST /api/meals",
      "PUT /api/meals/:id",
      "GET /api/water-intake/day/:date",
      "POST /api/events",
    ]) {
      expect(urls).toContain(known);
    }
    expect(routes.filter((r) => r.url.startsWith("/api/")).length).toBeGreaterThanOrEqual(40);
  });

  it("answers every bad input of every route without a 5xx, in the app's error shape, storing nothing", async () => {
    const idFor = (route: AttackRoute): Record<string, string> => {
      const kind = kindOf(route.url);
      const id = kind && kind !== "date" ? attackerIds[kind] : undefined;
      return id ? { id } : {};
    };
    const ordered = [...routes].sort((a, b) => runsLast(a) - runsLast(b));
    const cases: AttackCase[] = ordered.flatMap((route) =>
      casesFor(route, { validParams: idFor(route), bodyLimit: t.env.BODY_LIMIT_BYTES }),
    );
    const count = await rowCounter(t.app.deps.database.db);
    let counts = await count();
    const serverErrors: string[] = [];
    const wrongShape: string[] = [];
    const stored: string[] = [];
    let n = 0;
    let checked = 0;
    for (const c of cases) {
      n++;
      const res = await t.app.inject({
        method: c.method as "GET",
        url: c.url,
        headers: { ...t.headersFor(ATTACKER), ...c.headers },
        // A fresh address per request keeps the per-address limits of public routes out of the way.
        remoteAddress: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      if (res.statusCode >= 500) serverErrors.push(`${c.label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(res.body);
        } catch {
          parsed = undefined;
        }
        const shaped = ZApiErrorSchema.safeParse(parsed);
        if (!shaped.success) wrongShape.push(`${c.label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        // A refusal by the route's schema happens before its handler runs, so it cannot have stored anything;
        // every other refusal (the handler's own, the database's) is checked against the row counts.
        const issues = shaped.success ? (shaped.data.error.issues ?? []) : [];
        const bySchema = issues.length > 0 && issues.every((i) => /^(body|querystring|params)\b/.test(i.path));
        if (!bySchema) {
          checked++;
          const now = await count();
          if (now !== counts) stored.push(`${c.label} → ${res.statusCode}`);
          counts = now;
        }
      } else {
        counts = await count();
      }
    }
    console.info(
      `attack suite on ${backend}: ${routes.length} routes, ${cases.length} cases, ${serverErrors.length} answered 5xx, ` +
        `${wrongShape.length} refusals in another shape, ${stored.length} of ${checked} refusals checked for rows that stored something`,
    );
    expect(serverErrors).toEqual([]);
    expect(wrongShape).toEqual([]);
    expect(stored).toEqual([]);
    expect(cases.length).toBeGreaterThan(2000);
  }, 600_000);

  it("refuses a person every route that takes another person's id, and changes nothing of theirs", async () => {
    const owner = await seedPerson(t, OWNER, "владелец", routes);
    await seedPerson(t, STRANGER, "чужой", routes);
    const dump = await dumpUrls(t, routes, owner);
    const before = await dumpOf(t, OWNER, dump);
    console.info(`cross-user sweep on ${backend}: the owner's data read through ${dump.length} URLs`);
    const unmapped: string[] = [];
    const answered: string[] = [];
    const tried: string[] = [];
    const ask = async (method: string, url: string, payload?: object) => {
      tried.push(`${method} ${url}`);
      return t.app.inject({
        method: method as "GET",
        url,
        headers: t.headersFor(STRANGER),
        ...(payload ? { payload } : {}),
      });
    };
    for (const route of routes.filter((r) => r.paramNames.length > 0 && r.url.startsWith("/api/"))) {
      const kind = kindOf(route.url);
      if (!kind || (kind !== "date" && !owner[kind])) {
        unmapped.push(`${route.method} ${route.url}`);
        continue;
      }
      // A body the contract accepts, so that a 400 cannot stand in for the ownership check, with every field the
      // contract lets it change set, so that a route which did change the owner's entry shows in the dump.
      const payload = route.body ? (fullOf(route.body) as object) : undefined;
      if (route.body)
        expect(route.body.safeParse(payload).success, `${route.url}: ${JSON.stringify(payload)}`).toBe(true);
      if (kind === "date") {
        // A day is not owned: the stranger reads their own day, which must hold nothing of the owner's.
        const res = await ask(route.method, route.url.replace(":date", new Date().toISOString().slice(0, 10)), payload);
        if (res.statusCode !== 200 || res.body.includes("владелец"))
          answered.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const res = await ask(route.method, route.url.replace(":id", owner[kind] ?? ""), payload);
      // 404, never 403, so that ids cannot be probed (docs/product.md, Identity and security).
      if (res.statusCode !== 404)
        answered.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    // Ids inside a body: a stored photo is the one the body may name.
    const meal = { mealType: "lunch", source: "photo", photoId: owner.photo, dishes: [plainDish(200)] };
    const withPhoto = await ask("POST", "/api/meals", meal);
    if (withPhoto.statusCode < 400 && withPhoto.json().photoUrl !== null)
      answered.push(
        `POST /api/meals with the owner's photoId → ${withPhoto.statusCode} ${withPhoto.body.slice(0, 120)}`,
      );
    console.info(`cross-user sweep on ${backend}: ${tried.length} requests with the owner's ids`);
    expect(unmapped).toEqual([]);
    expect(answered).toEqual([]);
    expect(await dumpOf(t, OWNER, dump)).toEqual(before);
    // The dump reads every kind of the person's data, so a broken derivation cannot pass with an empty one.
    for (const read of [
      /^\/api\/users\/me$/,
      /^\/api\/meals\?(.*&)?date=/,
      /^\/api\/water-intake\/day\//,
      /^\/api\/food\/photos\//,
    ]) {
      expect(
        dump.some((url) => read.test(url)),
        String(read),
      ).toBe(true);
    }
    expect(tried.length).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
