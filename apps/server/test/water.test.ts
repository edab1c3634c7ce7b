import { WATER_LIMITS } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, countRoundTrips, createTestApp, type TestApp } from "./helpers";

/**
 * Water intake (docs/product.md §3 entry, §7 calls). Person 3001 has a full profile, so the server has computed the water
 * goal: 30 ml × 70 kg × 1.1 (moderate activity) = 2310 → 2300 ml (docs/product.md, Water goal).
 * 3002 has no profile (no goal); 3003 lives in Pago Pago (UTC−11), a day behind UTC for most of the UTC day.
 */
const ANNA = { gender: "female", age: 30, heightCm: 165, weightKg: 70, activityLevel: "moderate" } as const;

describe.each(BACKENDS)("water intake API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [id, profileData] of [
      [3001, ANNA],
      [3002, {}],
      [3003, { timezone: "Pacific/Pago_Pago" }],
      [3004, {}],
    ] as const) {
      await t.createUser(id, { profileData });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const log = (userId: number, payload: object) => call(userId, "POST", "/api/water-intake/log", payload);
  const day = async (userId: number, date: string) => {
    const res = await call(userId, "GET", `/api/water-intake/day/${date}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("logs water and answers the day: entries oldest first, their total and the profile's goal", async () => {
    const first = await log(3001, { volumeMl: 250, source: "quick", date: "2030-05-01" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ date: "2030-05-01", volumeMl: 250, notes: null, source: "quick" });
    expect(typeof first.json().id).toBe("number");
    expect(Number.isNaN(Date.parse(first.json().createdAt))).toBe(false);

    // No source: docs/product.md §9 default 'manual'. The note is trimmed by the contract.
    const second = await log(3001, { volumeMl: 330, notes: "  чай без сахара ", date: "2030-05-01" });
    expect(second.json()).toMatchObject({ volumeMl: 330, notes: "чай без сахара", source: "manual" });
    await log(3001, { volumeMl: 500, date: "2030-05-02" });

    const got = await day(3001, "2030-05-01");
    expect(got).toMatchObject({ date: "2030-05-01", totalMl: 580, goalMl: 2300 });
    expect(got.entries.map((e: { id: number }) => e.id)).toEqual([first.json().id, second.json().id]);

    const noGoal = await day(3002, "2030-05-01");
    expect(noGoal).toEqual({ date: "2030-05-01", entries: [], totalMl: 0, goalMl: null });
  });

  it("logs an entry with one statement, and no transaction", async () => {
    // The day's row counts its entries under its own row lock (docs/decisions/030-streak-and-water-days.md).
    // The account is read once and then kept in memory (decision 031): read it first, so only the route's own counts.
    await t.send(3002, "GET", "/api/users/me");
    const sent = await countRoundTrips(t, async () => {
      expect((await log(3002, { volumeMl: 200, date: "2030-06-20" })).statusCode).toBe(201);
    });
    expect(sent.transactions).toBe(0);
    expect(sent.statements).toHaveLength(1);
  });

  it("answers a logged entry exactly as the day lists it (the reply is the inserted row)", async () => {
    const logged = await log(3004, { volumeMl: 275, notes: "морс", source: "manual", date: "2030-06-07" });
    expect(logged.statusCode).toBe(201);
    expect((await day(3004, "2030-06-07")).entries).toEqual([logged.json()]);
  });

  it("dates an entry without a date by the person's time zone (header first, then profile)", async () => {
    const now = new Date();
    const inTz = (tz: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

    // Kiritimati (UTC+14) is on tomorrow's date for most of the UTC day.
    const byHeader = await t.app.inject({
      method: "POST",
      url: "/api/water-intake/log",
      headers: { ...t.headersFor(3002), "x-user-timezone": "Pacific/Kiritimati" },
      payload: { volumeMl: 200 },
    });
    expect(byHeader.statusCode).toBe(201);
    expect(byHeader.json().date).toBe(inTz("Pacific/Kiritimati"));
    expect((await day(3002, inTz("Pacific/Kiritimati"))).entries.map((e: { id: number }) => e.id)).toContain(
      byHeader.json().id,
    );

    const byProfile = await log(3003, { volumeMl: 200 });
    expect(byProfile.json().date).toBe(inTz("Pacific/Pago_Pago"));

    const badHeader = await t.app.inject({
      method: "POST",
      url: "/api/water-intake/log",
      headers: { ...t.headersFor(3003), "x-user-timezone": "Not/AZone" },
      payload: { volumeMl: 200 },
    });
    expect(badHeader.json().date).toBe(inTz("Pacific/Pago_Pago"));
  });

  it("updates only the fields given; a null or empty note clears it", async () => {
    const created = (await log(3001, { volumeMl: 250, notes: "кофе", source: "quick", date: "2030-05-10" })).json();
    const url = `/api/water-intake/${created.id}`;

    const volumeOnly = await call(3001, "PUT", url, { volumeMl: 300 });
    expect(volumeOnly.statusCode).toBe(200);
    expect(volumeOnly.json()).toEqual({ ...created, volumeMl: 300 });

    const notesOnly = await call(3001, "PUT", url, { notes: "кофе с молоком" });
    expect(notesOnly.json()).toEqual({ ...created, volumeMl: 300, notes: "кофе с молоком" });

    expect((await call(3001, "PUT", url, { notes: null })).json().notes).toBeNull();
    await call(3001, "PUT", url, { notes: "снова" });
    const emptied = await call(3001, "PUT", url, { notes: "   " });
    expect(emptied.json()).toEqual({ ...created, volumeMl: 300, notes: null });

    expect(await day(3001, "2030-05-10")).toMatchObject({ totalMl: 300, entries: [{ volumeMl: 300, notes: null }] });
  });

  it("deletes an entry; it is gone from the day and a second delete is 404", async () => {
    const kept = (await log(3001, { volumeMl: 100, date: "2030-05-11" })).json();
    const gone = (await log(3001, { volumeMl: 400, date: "2030-05-11" })).json();
    const res = await call(3001, "DELETE", `/api/water-intake/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await day(3001, "2030-05-11")).toMatchObject({ totalMl: 100, entries: [{ id: kept.id }] });
    const again = await call(3001, "DELETE", `/api/water-intake/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("NOT_FOUND");
    expect((await call(3001, "PUT", `/api/water-intake/${gone.id}`, { volumeMl: 1 })).statusCode).toBe(404);
  });

  it("answers 404 for another person's entry, leaves it untouched and never shows it in their day", async () => {
    const mine = (await log(3001, { volumeMl: 250, notes: "моё", date: "2030-05-12" })).json();
    for (const res of [
      await call(3002, "PUT", `/api/water-intake/${mine.id}`, { volumeMl: 1, notes: null }),
      await call(3002, "DELETE", `/api/water-intake/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect(await day(3002, "2030-05-12")).toMatchObject({ entries: [], totalMl: 0 });
    expect((await day(3001, "2030-05-12")).entries).toEqual([mine]);
  });

  it("rejects bad input with VALIDATION_FAILED and stores nothing", async () => {
    const date = "2030-05-20";
    const bad = [
      { volumeMl: 0, date },
      { volumeMl: -250, date },
      { volumeMl: WATER_LIMITS.volumeMlMax + 1, date },
      { volumeMl: 250.5, date },
      { volumeMl: "250", date },
      { date },
      { volumeMl: 250, notes: "x".repeat(WATER_LIMITS.notesMax + 1), date },
      { volumeMl: 250, source: "bottle", date },
      { volumeMl: 250, date: "2030-02-30" },
      { volumeMl: 250, date: "20.05.2030" },
    ];
    for (const payload of bad) {
      const res = await log(3004, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.issues.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(await day(3004, date)).toMatchObject({ entries: [], totalMl: 0 });

    const entry = (await log(3004, { volumeMl: 250, notes: "вода", date })).json();
    const badUpdates = [
      {},
      { source: "quick" },
      { volumeMl: 0 },
      { volumeMl: WATER_LIMITS.volumeMlMax + 1 },
      { volumeMl: 99.9 },
      { notes: "x".repeat(WATER_LIMITS.notesMax + 1) },
    ];
    for (const payload of badUpdates) {
      const res = await call(3004, "PUT", `/api/water-intake/${entry.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await day(3004, date)).entries).toEqual([entry]);

    for (const [method, url] of [
      ["GET", "/api/water-intake/day/2030-13-01"],
      ["GET", "/api/water-intake/day/today"],
      ["PUT", "/api/water-intake/abc"],
      ["PUT", "/api/water-intake/0"],
      ["DELETE", "/api/water-intake/-1"],
      // Beyond PostgreSQL's integer: refused as input rather than failing in the database.
      ["DELETE", "/api/water-intake/99999999999"],
    ] as const) {
      const res = await call(3004, method, url, method === "PUT" ? { volumeMl: 250 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it(`keeps at most ${WATER_LIMITS.entriesPerDayMax} entries per person and day, also under concurrent logs`, async () => {
    const date = "2030-06-01";
    const max = WATER_LIMITS.entriesPerDayMax;
    for (let i = 0; i < max - 3; i++) expect((await log(3002, { volumeMl: 10, date })).statusCode).toBe(201);

    // Ten at once with three places left: exactly three get in.
    const burst = await Promise.all(Array.from({ length: 10 }, () => log(3002, { volumeMl: 10, date })));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("WATER_DAY_LIMIT_REACHED");
    }
    expect(await day(3002, date)).toMatchObject({ totalMl: max * 10 });
    expect((await day(3002, date)).entries).toHaveLength(max);

    // The limit is per day and per person; a deleted entry frees its place.
    expect((await log(3002, { volumeMl: 10, date: "2030-06-02" })).statusCode).toBe(201);
    expect((await log(3004, { volumeMl: 10, date })).statusCode).toBe(201);
    const last = (await day(3002, date)).entries.at(-1);
    expect((await call(3002, "DELETE", `/api/water-intake/${last.id}`)).statusCode).toBe(204);
    expect((await log(3002, { volumeMl: 10, date })).statusCode).toBe(201);
  });

  it("deletes a person's water together with their account", async () => {
    expect((await log(3004, { volumeMl: 250, date: "2030-07-01" })).statusCode).toBe(201);
    expect((await call(3004, "DELETE", "/api/users/me")).statusCode).toBe(204);
    await t.createUser(3004);
    expect(await day(3004, "2030-07-01")).toMatchObject({ entries: [], totalMl: 0 });
  });

  it("requires a signed-in person with an account", async () => {
    for (const [method, url] of [
      ["POST", "/api/water-intake/log"],
      ["GET", "/api/water-intake/day/2030-05-01"],
      ["PUT", "/api/water-intake/1"],
      ["DELETE", "/api/water-intake/1"],
    ] as const) {
      const payload = method === "POST" || method === "PUT" ? { volumeMl: 250 } : undefined;
      const unsigned = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(unsigned.statusCode, `${method} ${url}`).toBe(401);
      const noAccount = await call(3999, method, url, payload);
      expect(noAccount.statusCode, `${method} ${url}`).toBe(404);
      expect(noAccount.json().error.code).toBe("USER_NOT_FOUND");
    }
  });
});
