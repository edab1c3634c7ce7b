import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { monthKey } from "../src/services/usage-limit";
import { announcementsHeard, BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";
import { listenLocally } from "./stand-ins";

/** What the stand-in chat-completions server does with the next requests. */
type Mode = "valid" | "malformed" | "hang" | "429-once" | "429-always" | "500-once";

/** A real HTTP server speaking the OpenAI chat-completions protocol, standing in for the vision provider. */
async function startStandIn() {
  const state = { mode: "valid" as Mode, requests: 0, lastBody: null as null | Record<string, unknown> };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      state.requests += 1;
      state.lastBody = JSON.parse(raw);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const content = JSON.stringify({
        dishes: [
          { name: "гречка варёная", grams: 150, confidence: 0.9 },
          {
            name: "zzqx соус",
            grams: 30,
            confidence: 0.4,
            calories_per_100g: 200,
            protein_per_100g: 1,
            fat_per_100g: 20,
            carbs_per_100g: 5,
          },
          { name: "qqqzz", grams: 10, confidence: 0.2 },
        ],
      });
      const completion = (text: string) => ({ choices: [{ index: 0, message: { role: "assistant", content: text } }] });
      switch (state.mode) {
        case "valid":
          return reply(200, completion(`\`\`\`json\n${content}\n\`\`\``));
        case "malformed":
          return reply(200, completion("Here are your dishes: buckwheat, probably {"));
        case "hang":
          return; // never answers; the client's time-out must fire
        case "429-once":
          state.mode = "valid";
          return reply(429, { error: { message: "slow down" } });
        case "500-once":
          state.mode = "valid";
          return reply(500, { error: { message: "oops" } });
        case "429-always":
          return reply(429, { error: { message: "slow down" } });
      }
    });
  });
  const { origin, close } = await listenLocally(server);
  return { state, url: `${origin}/v1`, close };
}

function multipartBody(file: Buffer, filename = "meal.jpg", type = "image/jpeg") {
  const boundary = `----tarelka${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="lang"\r\n\r\nru\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real photo-like JPEG with EXIF including GPS, so stripping can be checked. */
async function fixtureJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 90, g: 60, b: 20 } } })
          .png()
          .toBuffer(),
        left: 300,
        top: 200,
      },
    ])
    .withExif({ IFD0: { Make: "TestPhone", Model: "X1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 0/1" } })
    .jpeg()
    .toBuffer();
}

describe.each(BACKENDS)("food analysis API on %s", (backend) => {
  let t: TestApp;
  let noProvider: TestApp;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let dataDir: string;
  let jpeg: Buffer;

  const analyzePhoto = (app: TestApp, userId: number, file: Buffer = jpeg) => {
    const { payload, contentType } = multipartBody(file);
    return app.app.inject({
      method: "POST",
      url: "/api/food/analyze-photo",
      headers: { ...app.headersFor(userId), "content-type": contentType },
      payload,
    });
  };
  const firstPhoto = async (app: TestApp, userId: number) => {
    const res = await app.app.inject({ url: "/api/achievements/me", headers: app.headersFor(userId) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string; status: string; progress: number }[]).find((a) => a.id === "first-photo");
  };
  const usageOf = async (app: TestApp, userId: number) =>
    (await app.app.inject({ url: "/api/food/photo-usage", headers: app.headersFor(userId) })).json();

  beforeAll(async () => {
    standIn = await startStandIn();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-photos-"));
    jpeg = await fixtureJpeg();
    t = await createTestApp(backend, {
      DATA_DIR: dataDir,
      VISION_API_BASE_URL: standIn.url,
      VISION_API_KEY: "test-key",
      VISION_MODEL: "stand-in-vision",
      VISION_TIMEOUT_MS: "1500",
      RATE_LIMIT_PER_MINUTE: "1000",
    });
    noProvider = await createTestApp(backend, { DATA_DIR: dataDir });
    for (const id of [3001, 3002, 3003, 3004, 3005]) await t.createUser(id);
    await noProvider.createUser(3101);
  });
  afterAll(async () => {
    await t?.close();
    await noProvider?.close();
    await standIn?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    standIn.state.mode = "valid";
    standIn.state.requests = 0;
  });

  it("analyses text with the nutrition engine and refuses an empty description with the spec's words", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/food/analyze-text",
      headers: t.headersFor(3001),
      payload: { text: "гречка 200 г и котлета" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items.map((i: { name: string }) => i.name)).toEqual(["гречка", "котлета"]);
    expect(ok.json().items[0].grams).toBe(200);

    for (const text of ["", "   \n "]) {
      const empty = await t.app.inject({
        method: "POST",
        url: "/api/food/analyze-text",
        headers: t.headersFor(3001),
        payload: { text },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toEqual({
        code: "INPUT_REQUIRED",
        message: "Input Required — Please describe what you ate.",
      });
    }
    const unsigned = await t.app.inject({ method: "POST", url: "/api/food/analyze-text", payload: { text: "суп" } });
    expect(unsigned.statusCode).toBe(401);
  });

  it("searches foods for the editor", async () => {
    const res = await t.app.inject({ url: "/api/food/search?q=греч&lang=ru", headers: t.headersFor(3001) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ name: "гречка" });
    const bad = await t.app.inject({ url: "/api/food/search?q=&lang=ru", headers: t.headersFor(3001) });
    expect(bad.statusCode).toBe(400);
  });

  it("recognises a photo: dishes priced by the database, unknown ones as a flagged estimate or unmatched", async () => {
    const res = await analyzePhoto(t, 3001);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recognized).toBe(true);
    expect(body.dishes[0]).toMatchObject({ name: "гречка", grams: 150, foodId: "buckwheat", isEstimate: false });
    expect(body.dishes[0].per100g.calories).toBeCloseTo(92, 0);
    expect(body.dishes[1]).toMatchObject({ name: "zzqx соус", grams: 30, foodId: null, isEstimate: true });
    expect(body.dishes[1].per100g).toEqual({ calories: 200, protein: 1, fat: 20, carbs: 5 });
    expect(body.unmatched).toEqual(["qqqzz"]);
    expect(body.usage).toMatchObject({ used: 1, limit: 10 });

    // The provider got a downscaled JPEG and our model name, with the key.
    const sent = standIn.state.lastBody as { model: string; messages: { content: unknown }[] };
    expect(sent.model).toBe("stand-in-vision");
    expect(JSON.stringify(sent.messages)).toContain("data:image/jpeg;base64,");

    // The kept photo: at most 1024 px, no EXIF (GPS included), readable only by its owner.
    const photo = await t.app.inject({ url: body.photoUrl, headers: t.headersFor(3001) });
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    expect((await t.app.inject({ url: body.photoUrl, headers: t.headersFor(3002) })).statusCode).toBe(404);

    // The meal can be saved with the photo attached.
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: t.headersFor(3001),
      payload: { mealType: "lunch", source: "photo", photoId: body.photoId, dishes: body.dishes },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().photoUrl).toBe(body.photoUrl);
    // A recognised photo saved as a meal earns the photographer.
    expect(await firstPhoto(t, 3001)).toMatchObject({ status: "completed", progress: 1 });
    // Another person cannot attach it.
    const stolen = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: t.headersFor(3002),
      payload: { mealType: "lunch", source: "photo", photoId: body.photoId, dishes: body.dishes },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it("refuses what is not an image, and it costs nothing", async () => {
    const before = (await usageOf(t, 3002)).used;
    const res = await analyzePhoto(t, 3002, Buffer.from("%PDF-1.4 this is not a photo at all"));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_IMAGE_FORMAT");
    // A JPEG by its first bytes that does not decode is a broken image, not a format question.
    const broken = await analyzePhoto(t, 3002, jpeg.subarray(0, 2048));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("INVALID_IMAGE");
    expect((await usageOf(t, 3002)).used).toBe(before);
    expect(standIn.state.requests).toBe(0);
  });

  it("refuses a photo over 10 MB", async () => {
    const res = await analyzePhoto(t, 3002, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it.each([
    ["malformed", 502, "VISION_BAD_REPLY", 1],
    ["hang", 504, "VISION_TIMEOUT", 1],
    ["429-always", 503, "VISION_RATE_LIMITED", 2],
  ] as const)(
    "maps a provider answering %s to %i %s and gives the analysis back",
    async (mode, status, code, calls) => {
      standIn.state.mode = mode;
      const before = (await usageOf(t, 3003)).used;
      const res = await analyzePhoto(t, 3003);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(standIn.state.requests).toBe(calls);
      expect((await usageOf(t, 3003)).used).toBe(before);
    },
  );

  it.each(["429-once", "500-once"] as const)("retries once after %s and succeeds", async (mode) => {
    standIn.state.mode = mode;
    const res = await analyzePhoto(t, 3003);
    expect(res.statusCode).toBe(200);
    expect(standIn.state.requests).toBe(2);
  });

  it("lets exactly one of twenty concurrent analyses through at 9 used; premium is unlimited", async () => {
    const db = t.app.deps.database.db;
    const [row] = await db.select().from(users).where(eq(users.socialId, "3004"));
    const month = monthKey(new Date());
    await t.app.deps.repositories.meals.setPhotoUsage(row!.id, month, 9);

    const results = await Promise.all(Array.from({ length: 20 }, () => analyzePhoto(t, 3004)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 429)?.json().error.code).toBe("PHOTO_LIMIT_REACHED");
    const usage = await usageOf(t, 3004);
    expect(usage).toMatchObject({ used: 10, limit: 10, remaining: 0 });
    expect(new Date(usage.resetsAt).getUTCDate()).toBe(1);

    const [premium] = await db.select().from(users).where(eq(users.socialId, "3005"));
    await db.update(users).set({ isPremium: 1 }).where(eq(users.id, premium!.id));
    await announcementsHeard(t.app.deps.database);
    await t.app.deps.repositories.meals.setPhotoUsage(premium!.id, month, 50);
    const res = await analyzePhoto(t, 3005);
    expect(res.statusCode).toBe(200);
    expect(res.json().usage).toMatchObject({ used: 51, limit: null });
  });

  it("keeps the photo and asks for words when no provider is configured", async () => {
    // Before any photo, the usage read says recognition is off, so the camera can say it before the shot.
    expect(await usageOf(noProvider, 3101)).toMatchObject({ used: 0, recognition: false });
    const res = await analyzePhoto(noProvider, 3101);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recognized: false, dishes: [], source: "photo" });
    expect(res.json().photoId).toMatch(/^[a-f0-9]{32}$/);
    const photo = await noProvider.app.inject({ url: res.json().photoUrl, headers: noProvider.headersFor(3101) });
    expect(photo.statusCode).toBe(200);
    expect(await usageOf(noProvider, 3101)).toMatchObject({ used: 0, recognition: false });

    // Described in words and saved with the photo, even marked as a photo meal, it is no recognised photo: the
    // photographer stays unearned.
    const saved = await noProvider.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: noProvider.headersFor(3101),
      payload: { mealType: "lunch", source: "photo", photoId: res.json().photoId, dishes: [plainDish(300)] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().photoUrl).toBe(res.json().photoUrl);
    expect(await firstPhoto(noProvider, 3101)).toMatchObject({ status: "in_progress", progress: 0 });
  });

  it("says recognition is on where a vision provider is configured", async () => {
    expect(await usageOf(t, 3004)).toMatchObject({ limit: 10, recognition: true });
  });
});
