import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_REPLIES_ELEMENT_ID, FIRST_SCREEN_PATHS } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRoundTrips, createTestApp, fakeDist, type TestApp } from "./helpers";

describe("serving the web app (docs/product.md §2 routes, decision 006 first-route hints)", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp("pglite", { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the landing document to a browser and to any client route", async () => {
    for (const url of ["/", "/?ab=B", "/profile", "/?vk_user_id=1"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("landing hints");
    }
  });

  it("sends the mini-app document to a signed VK launch", async () => {
    const res = await t.app.inject({ url: "/?vk_user_id=1&vk_app_id=2&vk_ts=3&sign=abc" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("mini-app hints");
  });

  it("caches hashed assets for a year and 404s a missing file", async () => {
    const asset = await t.app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  describe("first replies in a signed launch's page (decision 006)", () => {
    /** The launch URL VK would open for this person: the signed query string of the test helper. */
    const launchUrl = (userId: number, secret?: string) =>
      `/?${Buffer.from(t.headersFor(userId, {}, secret)["x-vk-launch-params"] as string, "base64").toString("utf8")}`;
    const repliesIn = (html: string): Record<string, unknown> | null => {
      const match = html.match(
        new RegExp(`<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">(.*?)</script>`),
      );
      return match ? (JSON.parse(match[1] as string) as Record<string, unknown>) : null;
    };
    const today = new Date().toISOString().slice(0, 10);
    /** The UTC calendar date `offset` days from `at`, by calendar arithmetic (first-replies.test.ts pins the rule). */
    const utcDate = (at: Date, offset: number) =>
      new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + offset)).toISOString().slice(0, 10);

    beforeAll(async () => {
      for (const [id, firstName] of [
        [3101, "Ева"],
        [3102, "</script><script>alert(1)</script>"],
      ] as const) {
        await t.createUser(id, { firstName, lastName: "Тест", profileData: { dailyCalorieGoal: 1900 } });
      }
      const meal = await t.app.inject({
        method: "POST",
        url: "/api/meals",
        headers: t.headersFor(3101),
        payload: {
          date: today,
          mealType: "breakfast",
          source: "manual",
          dishes: [
            {
              name: "Творог",
              grams: 150,
              per100g: { calories: 121, protein: 17, fat: 5, carbs: 3 },
              foodId: null,
              isEstimate: false,
            },
          ],
        },
      });
      expect(meal.statusCode).toBe(201);
    });

    it("answers the person, their record, the three dates any time zone can be on and the day before them, never stored by a cache", async () => {
      const before = new Date();
      const res = await t.app.inject({ url: launchUrl(3101) });
      const after = new Date();
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.body).toContain("mini-app hints");
      const replies = repliesIn(res.body);
      // Yesterday, today and tomorrow in UTC, and the day before the earliest of them (the dashboard's "same as
      // yesterday"); a request that crossed midnight may answer either side's four.
      const expected = [before, after].map((at) =>
        [
          FIRST_SCREEN_PATHS.userExists("3101"),
          FIRST_SCREEN_PATHS.userMe,
          ...[-2, -1, 0, 1].map((offset) => FIRST_SCREEN_PATHS.daySummary(utcDate(at, offset))),
        ].sort(),
      );
      expect(expected).toContainEqual(Object.keys(replies ?? {}).sort());
      // Exactly the API's own replies.
      const own = await t.app.inject({ url: FIRST_SCREEN_PATHS.daySummary(today), headers: t.headersFor(3101) });
      expect(replies?.[FIRST_SCREEN_PATHS.daySummary(today)]).toEqual(own.json());
      expect(JSON.stringify(replies)).toContain("Творог");
    });

    it("reads the person and every day's summary in one statement, not one API call per reply, and then from memory", async () => {
      // A change of the person's diary drops what the server held of their first screen (decision 031).
      const logged = await t.send(3101, "POST", "/api/water-intake/log", { date: today, volumeMl: 200 });
      expect(logged.statusCode).toBe(201);
      const launch = async () =>
        expect(Object.keys(repliesIn((await t.app.inject({ url: launchUrl(3101) })).body) ?? {}));
      const first = await countRoundTrips(t, async () => (await launch()).toHaveLength(6));
      expect(first).toEqual({ statements: [expect.any(String)], transactions: 0 });
      const again = await countRoundTrips(t, async () => (await launch()).toHaveLength(6));
      expect(again).toEqual({ statements: [], transactions: 0 });
    });

    it("answers only the dashboard's route, the one that reads them at start", async () => {
      const res = await t.app.inject({ url: launchUrl(3101).replace("/?", "/profile?") });
      expect(res.body).toContain("mini-app hints");
      expect(repliesIn(res.body)).toBeNull();
    });

    it("holds only the launching person's data", async () => {
      const replies = repliesIn((await t.app.inject({ url: launchUrl(3102) })).body);
      expect(JSON.stringify(replies)).not.toContain("Творог");
      expect(replies?.[FIRST_SCREEN_PATHS.userMe]).toMatchObject({ socialId: "3102" });
    });

    it("cannot be broken out of by a person's name", async () => {
      const res = await t.app.inject({ url: launchUrl(3102) });
      expect(res.body).not.toContain("<script>alert(1)");
      expect(repliesIn(res.body)?.[FIRST_SCREEN_PATHS.userMe]).toMatchObject({
        firstName: "</script><script>alert(1)</script>",
      });
    });

    it("puts nothing in the page of a forged launch, and only the answer 'no account' for a new person", async () => {
      const forged = await t.app.inject({ url: launchUrl(3101, "not-the-secret") });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toContain("mini-app hints");
      expect(repliesIn(forged.body)).toBeNull();
      expect(forged.headers["cache-control"]).toBe("no-cache");

      const newcomer = repliesIn((await t.app.inject({ url: launchUrl(3199) })).body);
      expect(newcomer).toEqual({ [FIRST_SCREEN_PATHS.userExists("3199")]: { exists: false, user: null } });
    });
  });
});

describe("the deployment's public configuration in the page (the landing's mini-app link and contact)", () => {
  const withHead = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-dist-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<html><head><title>T</title></head><body></body></html>");
    fs.writeFileSync(path.join(dir, "app.html"), "<html><head></head><body></body></html>");
    return dir;
  };
  const metaOf = (html: string, name: string) =>
    html.match(new RegExp(`<meta name="${name}" content="([^"]*)" />`))?.[1] ?? null;

  it("names the configured VK app and contacts in both documents", async () => {
    const dist = withHead();
    const t = await createTestApp("pglite", {
      WEB_DIST_DIR: dist,
      CONTACT_EMAIL: "help@tarelka.example",
      CONTACT_VK_GROUP: "tarelka_app",
    });
    try {
      for (const url of ["/", "/privacy", "/?vk_user_id=1&vk_app_id=2&vk_ts=3&sign=abc"]) {
        const html = (await t.app.inject({ url })).body;
        expect(metaOf(html, "tarelka:vk-app-id")).toBe(String(t.env.VK_APP_ID));
        expect(metaOf(html, "tarelka:contact-email")).toBe("help@tarelka.example");
        expect(metaOf(html, "tarelka:contact-vk")).toBe("tarelka_app");
      }
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("names no app while VK_APP_ID is left at its placeholder, so no page links to app 1", async () => {
    const dist = withHead();
    // The local demo as `npm start` runs it: neither VK_APP_ID nor VK_APP_SECRET in the environment.
    const unset = undefined as unknown as string;
    const t = await createTestApp("pglite", {
      WEB_DIST_DIR: dist,
      VK_APP_ID: unset,
      VK_APP_SECRET: unset,
      DEMO_MODE: "1",
    });
    try {
      const html = (await t.app.inject({ url: "/" })).body;
      expect(t.env.VK_APP_ID).toBe(1);
      expect(html).not.toContain("tarelka:vk-app-id");
      expect(html).not.toContain("tarelka:contact-email");
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("refuses a contact that is not an address or a community name at start", async () => {
    await expect(createTestApp("pglite", { CONTACT_EMAIL: "not-an-address" })).rejects.toThrow(/CONTACT_EMAIL/);
    await expect(createTestApp("pglite", { CONTACT_VK_GROUP: "https://evil/" })).rejects.toThrow(/CONTACT_VK_GROUP/);
  });
});
