import fs from "node:fs";
import type { TAnalyzeTextResponse } from "@tarelka/contracts";
import { FIRST_REPLIES_ELEMENT_ID } from "@tarelka/contracts";
import type { TMyFoodInput } from "@tarelka/contracts/my-foods";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import {
  announcementsHeard,
  BACKENDS,
  countRoundTrips,
  createScratchDatabase,
  createTestApp,
  fakeDist,
  launchHeaders,
  type TestApp,
  testEnv,
} from "./helpers";

/**
 * A person's data kept in a server's memory (decision 031): their own foods for typed meals and the food search, and
 * a signed launch's first replies. Whatever changes them, through the API or behind its back, on this server or
 * another sharing the database, is read at once (on PostgreSQL, once the database's announcement has arrived).
 */

const pie: TMyFoodInput = { name: "Пирог Бабушкин", per100g: { calories: 300, protein: 6, fat: 12, carbs: 42 } };

async function analyze(app: FastifyInstance, userId: number, text: string) {
  return app.inject({
    method: "POST",
    url: "/api/food/analyze-text",
    headers: launchHeaders(userId),
    payload: { text, lang: "ru" },
  });
}

/** The calories of "пирог бабушкин 100 г" for this person: their own food's, or null when they have none. */
async function ownPie(app: FastifyInstance, userId: number): Promise<number | null> {
  const res = await analyze(app, userId, "пирог бабушкин 100 г");
  expect(res.statusCode).toBe(200);
  const mine = (res.json() as TAnalyzeTextResponse).items.find((item) => item.mine);
  return mine ? mine.calories : null;
}

/** The first replies in the page a signed launch of this person opens (plugins/first-replies.ts). */
async function firstReplies(app: FastifyInstance, userId: number): Promise<string> {
  const query = Buffer.from(launchHeaders(userId)["x-vk-launch-params"] as string, "base64").toString("utf8");
  const res = await app.inject({ url: `/?${query}` });
  expect(res.statusCode).toBe(200);
  const block = res.body.match(
    new RegExp(`<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">(.*?)</script>`),
  );
  expect(block).not.toBeNull();
  return block?.[1] ?? "";
}

const today = () => new Date().toISOString().slice(0, 10);
const porridge = (name: string) => ({
  date: today(),
  mealType: "breakfast",
  source: "manual",
  dishes: [
    { name, grams: 200, per100g: { calories: 90, protein: 3, fat: 2, carbs: 15 }, foodId: null, isEstimate: false },
  ],
});

/** Waits until `check` holds: a notification crosses from one server's database session to another's. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Proves `read` is answered from memory once every announcement sent so far has arrived. A read that overlapped the
 * announcement of a change is rightly not kept (decision 031), and on PostgreSQL the announcement can arrive after a
 * read already saw the change, so the read before the counted one may still go to the database.
 */
async function readsFromMemory(t: TestApp, read: () => Promise<unknown>): Promise<void> {
  await announcementsHeard(t.app.deps.database);
  await read();
  const sent = await countRoundTrips(t, read);
  expect(sent.statements).toEqual([]);
}

describe.each(BACKENDS)("a person's data in memory on %s", (backend) => {
  let t: TestApp;
  let dist: string;
  const COOK = 5101;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp(backend, { WEB_DIST_DIR: dist });
    await t.createUser(COOK);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sees a food created, edited and deleted through the API at once", async () => {
    expect(await ownPie(t.app, COOK)).toBeNull();
    const created = await t.send(COOK, "POST", "/api/my-foods", pie);
    expect(await ownPie(t.app, COOK)).toBe(300);
    const id = created.json().id as number;
    await t.send(COOK, "PUT", `/api/my-foods/${id}`, { ...pie, per100g: { ...pie.per100g, calories: 280 } });
    expect(await ownPie(t.app, COOK)).toBe(280);
    await t.send(COOK, "DELETE", `/api/my-foods/${id}`);
    expect(await ownPie(t.app, COOK)).toBeNull();
  });

  it("sees a change made behind the API's back, and does not read the database while nothing changed", async () => {
    const userId = (await t.send(COOK, "GET", "/api/users/me")).json().id as number;
    expect(await ownPie(t.app, COOK)).toBeNull();
    await t.database.db.execute(sql`insert into my_foods (user_id, name, calories_per_100g, protein_per_100g,
      fat_per_100g, carbs_per_100g) values (${userId}, 'Пирог Бабушкин', 250, 5, 10, 35)`);
    // The database announces the change; on PostgreSQL it reaches the server a moment after the statement returns.
    await eventually(async () => (await ownPie(t.app, COOK)) === 250, "the inserted food is found");
    await readsFromMemory(t, () => ownPie(t.app, COOK));
    await t.database.db.execute(sql`delete from my_foods where user_id = ${userId}`);
    await eventually(async () => (await ownPie(t.app, COOK)) === null, "the deleted food is gone");
  });

  it("answers USER_NOT_FOUND right after the account is deleted, and a new account starts empty", async () => {
    const LEAVER = 5102;
    await t.createUser(LEAVER);
    await t.send(LEAVER, "POST", "/api/my-foods", pie);
    expect(await ownPie(t.app, LEAVER)).toBe(300);
    await t.send(LEAVER, "DELETE", "/api/users/me");
    const res = await analyze(t.app, LEAVER, "пирог бабушкин 100 г");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("USER_NOT_FOUND");
    await t.createUser(LEAVER);
    expect(await ownPie(t.app, LEAVER)).toBeNull();
  });

  it("opens a launch with the meal, the water and the name changed since the last launch", async () => {
    const shows = (text: string) => async () => (await firstReplies(t.app, COOK)).includes(text);
    expect(await shows("Овсянка Утренняя")()).toBe(false);
    const meal = await t.send(COOK, "POST", "/api/meals", porridge("Овсянка Утренняя"));
    await eventually(shows("Овсянка Утренняя"), "the logged meal is in the next launch");
    // From memory now: the launch reads nothing while nothing changed.
    await readsFromMemory(t, () => firstReplies(t.app, COOK));

    await t.send(COOK, "POST", "/api/water-intake/log", { date: today(), volumeMl: 321 });
    await eventually(shows('"totalMl":321'), "the water logged is in the next launch");
    await t.send(COOK, "PUT", "/api/users/me", { firstName: "Повар" });
    await eventually(shows('"firstName":"Повар"'), "the new name is in the next launch");
    await t.send(COOK, "DELETE", `/api/meals/${meal.json().id}`);
    await eventually(async () => !(await shows("Овсянка Утренняя")()), "the deleted meal is gone from the next launch");
  });

  it("reads the caller's account once, then from memory, and a change of it at once", async () => {
    await t.send(COOK, "GET", "/api/users/me");
    await readsFromMemory(t, () => t.send(COOK, "GET", "/api/users/me"));
    // The client reads the person again right after saving the profile.
    await t.send(COOK, "PUT", "/api/users/me", { firstName: "Шеф" });
    expect((await t.send(COOK, "GET", "/api/users/me")).json()).toMatchObject({ firstName: "Шеф" });
    const userId = (await t.send(COOK, "GET", "/api/users/me")).json().id as number;
    await t.database.db.execute(sql`update users set first_name = 'Кок' where id = ${userId}`);
    await eventually(
      async () => (await t.send(COOK, "GET", "/api/users/me")).json().firstName === "Кок",
      "a name changed behind the API's back",
    );
  });

  it("opens a launch without premium once its paid time has ended, though nothing changed in the database", async () => {
    const userId = (await t.send(COOK, "GET", "/api/users/me")).json().id as number;
    const ends = new Date(Date.now() + 1_500);
    await t.database.db.execute(
      sql`update users set is_premium = 1, premium_expires_at = ${ends.toISOString()}::timestamptz where id = ${userId}`,
    );
    await eventually(async () => (await firstReplies(t.app, COOK)).includes('"isPremium":1'), "premium shown");
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50));
    expect(await firstReplies(t.app, COOK)).toContain('"isPremium":0');
  });

  it("opens a launch with a dish renamed behind the API's back", async () => {
    const meal = await t.send(COOK, "POST", "/api/meals", porridge("Каша Манная"));
    await eventually(async () => (await firstReplies(t.app, COOK)).includes("Каша Манная"), "the meal is shown");
    await t.database.db.execute(sql`update meal_dishes set name = 'Каша Пшённая' where meal_id = ${meal.json().id}`);
    await eventually(async () => (await firstReplies(t.app, COOK)).includes("Каша Пшённая"), "the renamed dish");
  });
});

describe.runIf(BACKENDS.includes("postgres"))("a person's data in memory across servers on one PostgreSQL", () => {
  const COOK = 5201;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const servers: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dist: string;
  const createCookOnA = () =>
    a.inject({
      method: "POST",
      url: "/api/users",
      headers: launchHeaders(COOK),
      payload: { firstName: "Тест", lastName: "Тестов" },
    });

  beforeAll(async () => {
    dist = fakeDist();
    scratch = await createScratchDatabase();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: scratch.url, pgliteDir: "memory://" });
      const app = await buildApp(testEnv({ WEB_DIST_DIR: dist }), database);
      await app.ready();
      const close = async () => {
        await app.close();
        await database.close();
      };
      servers.push({ app, close });
    }
    [a, b] = servers.map((s) => s.app) as [FastifyInstance, FastifyInstance];
    expect((await createCookOnA()).statusCode).toBe(201);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await scratch?.drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const onA = (method: "POST" | "DELETE", url: string, payload?: object) =>
    a.inject({ method, url, headers: launchHeaders(COOK), ...(payload ? { payload } : {}) });

  it("a food created on one server is found by the other, which had the person in memory", async () => {
    // Listening starts with the server; the second read is then from memory.
    await eventually(async () => (await ownPie(b, COOK)) === null, "B reads the person");
    const created = await onA("POST", "/api/my-foods", pie);
    expect(created.statusCode).toBe(201);
    await eventually(async () => (await ownPie(b, COOK)) === 300, "B sees A's new food");
    await onA("DELETE", `/api/my-foods/${created.json().id}`);
    await eventually(async () => (await ownPie(b, COOK)) === null, "B sees A's deletion");
  });

  it("a meal logged on one server is in the next launch the other opens", async () => {
    expect(await firstReplies(b, COOK)).not.toContain("Сырники");
    expect((await onA("POST", "/api/meals", porridge("Сырники"))).statusCode).toBe(201);
    await eventually(async () => (await firstReplies(b, COOK)).includes("Сырники"), "B's launch shows A's meal");
  });

  it("a profile changed or an account deleted on one server is read so on the other", async () => {
    const onB = (url: string) => b.inject({ url, headers: launchHeaders(COOK) });
    expect((await onB("/api/users/me")).statusCode).toBe(200);
    expect(
      (
        await a.inject({
          method: "PUT",
          url: "/api/users/me",
          headers: launchHeaders(COOK),
          payload: { firstName: "Анна" },
        })
      ).statusCode,
    ).toBe(200);
    await eventually(async () => (await onB("/api/users/me")).json().firstName === "Анна", "B reads A's change");
    expect((await onA("DELETE", "/api/users/me")).statusCode).toBe(204);
    await eventually(async () => (await onB("/api/users/me")).statusCode === 404, "B answers 404 after A's deletion");
    expect((await createCookOnA()).statusCode).toBe(201);
  });

  it("after its listening connection is cut, a server reads the database until it listens again", async () => {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      expect(await ownPie(b, COOK)).toBeNull();
      // Every server's listening session is cut; a food is added while none listens.
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %'",
      );
      expect(cut.rowCount).toBe(2);
      expect((await onA("POST", "/api/my-foods", pie)).statusCode).toBe(201);
      // B learns of the cut within moments and forgets what it held, since changes may have been missed meanwhile.
      await eventually(async () => (await ownPie(b, COOK)) === 300, "B reads the food added while none listened");
      // Listening again, and from then on a change is heard again.
      await eventually(async () => {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'listen %'",
        );
        return rows[0].n === 2;
      }, "both servers listen again");
      await ownPie(b, COOK);
      await admin.query("delete from my_foods");
      await eventually(async () => (await ownPie(b, COOK)) === null, "B sees the deletion after listening again");
    } finally {
      await admin.end();
    }
  });
});
