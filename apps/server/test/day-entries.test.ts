import { pathOf } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { routeModules } from "../src/route-modules";
import type { DayEntryRoutes } from "../src/routes/day-entry-routes";
import type { DayEntryEndpoints, DayEntrySpec } from "../src/services/day-entry-service";
import { fullOf } from "./attack/schema-walk";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

type Spec = DayEntrySpec<never, DayEntryEndpoints>;

/**
 * Every diary entity built with the day-entity kit (routes/day-entry-routes.ts), found among the route modules
 * rather than listed, answers the four calls the same way (docs/adding-a-feature.md, step 3): an entity that adds
 * nothing of its own needs no API test of its own, and one that does writes only what is its own. Bodies come from
 * each entity's contract (`fullOf`: every field it allows).
 */
const entities = (await routeModules()).flatMap(({ name, plugin }) =>
  "dayEntry" in plugin ? [[name, (plugin as DayEntryRoutes).dayEntry as unknown as Spec] as const] : [],
);

const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

describe("the day-entity kit", () => {
  it("is found in the route modules (water is built with it)", () => {
    expect(entities.map(([name]) => name)).toContain("water");
  });
});

describe.each(BACKENDS)("every day entity on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (userId: number, endpoint: DayEntryEndpoints[keyof DayEntryEndpoints], input: object, body?: unknown) =>
    t.app.inject({
      method: endpoint.method,
      url: pathOf(endpoint, input as never),
      headers: t.headersFor(userId),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  let nextPerson = 9100;

  describe.each(entities)("%s", (_name, spec) => {
    const { log, day, update, remove } = spec.endpoints;
    const logBody = (date?: string) => {
      const { date: _, ...full } = fullOf(log.body) as { date?: string };
      return date ? { ...full, date } : full;
    };
    const readDay = async (userId: number, date: string) => {
      const res = await send(userId, day, { params: { date } });
      expect(res.statusCode).toBe(200);
      return (day.responses[200] as z.ZodType).parse(res.json());
    };

    it("logs on the day given, lists it in that day only, changes it and deletes it", async () => {
      const owner = nextPerson++;
      await t.createUser(owner);
      const logged = await send(owner, log, {}, logBody("2030-03-04"));
      expect(logged.statusCode, logged.body).toBe(201);
      const entry = (log.responses[201] as z.ZodType).parse(logged.json()) as { id: number };
      expect(JSON.stringify(await readDay(owner, "2030-03-04"))).toContain(JSON.stringify(logged.json()));
      expect(JSON.stringify(await readDay(owner, "2030-03-05"))).not.toContain(`"id":${entry.id},`);

      const changed = await send(owner, update, { params: { id: entry.id } }, fullOf(update.body));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(JSON.stringify(await readDay(owner, "2030-03-04"))).toContain(JSON.stringify(changed.json()));

      expect((await send(owner, remove, { params: { id: entry.id } })).statusCode).toBe(204);
      expect(JSON.stringify(await readDay(owner, "2030-03-04"))).not.toContain(`"id":${entry.id},`);
      expect((await send(owner, remove, { params: { id: entry.id } })).statusCode).toBe(404);
    });

    it("puts an entry without a day on today in the person's time zone", async () => {
      const owner = nextPerson++;
      // Kiritimati (UTC+14) is on tomorrow's date for most of the UTC day.
      await t.createUser(owner, { profileData: { timezone: "Pacific/Kiritimati" } });
      const logged = await send(owner, log, {}, logBody());
      expect(logged.statusCode, logged.body).toBe(201);
      expect(JSON.stringify(await readDay(owner, dayIn("Pacific/Kiritimati")))).toContain(
        JSON.stringify(logged.json()),
      );
    });

    it("answers 404 for another person's entry and leaves it untouched", async () => {
      const [owner, other] = [nextPerson++, nextPerson++];
      await t.createUser(owner);
      await t.createUser(other);
      const logged = await send(owner, log, {}, logBody("2030-03-06"));
      const { id } = logged.json() as { id: number };
      expect((await send(other, update, { params: { id } }, fullOf(update.body))).statusCode).toBe(404);
      expect((await send(other, remove, { params: { id } })).statusCode).toBe(404);
      expect(JSON.stringify(await readDay(other, "2030-03-06"))).not.toContain(`"id":${id},`);
      expect(JSON.stringify(await readDay(owner, "2030-03-06"))).toContain(JSON.stringify(logged.json()));
    });

    it("keeps at most its per-day limit, also under concurrent logs, and says which limit is full", async () => {
      const owner = nextPerson++;
      await t.createUser(owner);
      const results = await Promise.all(
        Array.from({ length: spec.perDayMax + 2 }, () => send(owner, log, {}, logBody("2030-03-07"))),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(spec.perDayMax);
      const refused = results.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
      const own = spec.limitError?.();
      for (const res of refused) {
        const { error } = res.json() as { error: { code: string; limit?: unknown } };
        if (own) expect(error.code).toBe(own.code);
        else
          expect(error).toMatchObject({
            code: "LIMIT_REACHED",
            limit: { of: spec.name, per: "day", max: spec.perDayMax },
          });
      }
      // Another day is not full.
      expect((await send(owner, log, {}, logBody("2030-03-08"))).statusCode).toBe(201);
    });
  });
});
