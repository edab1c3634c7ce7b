import crypto from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos } from "../src/db/schema";
import {
  DISCARDED_PHOTO_KEEP_MS,
  PHOTO_STORAGE_MAX_BYTES,
  PHOTO_STORAGE_MAX_COUNT,
  UNATTACHED_PHOTO_KEEP_MS,
} from "../src/services/photo-store";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";
import { listenLocally } from "./stand-ins";

/**
 * Attacks on photo uploads (docs/security.md, Limits): spending storage past the free limit, unbounded
 * storage with no provider, decompression bombs, formats that should never reach a decoder, and photos left on
 * disk after their meal or their owner's account is gone. The same suite runs on every photo store
 * (docs/decisions/013-fleet.md): DATA_DIR's disk (the embedded mode's own on PGlite; with its bookkeeping in the
 * database on PostgreSQL) and a real local S3-compatible server.
 */

/**
 * What a test sees of a person's stored photos, whichever store keeps them: `names` as the embedded disk store
 * names its files (`<id>.jpg` kept, `<id>.deleted` waiting for an undo), `objects` the bytes actually stored.
 * Planting and ageing go through the store's own bookkeeping: its files on the embedded disk, its rows otherwise.
 */
function storeProbe(app: TestApp, dataDir: string, s3: { server: S3Server; bucket: string } | null) {
  const folderOf = (userId: number) => path.join(dataDir, "photos", String(userId));
  const db = app.app.deps.database.db;
  const embedded = app.app.deps.photos.kind === "disk";
  const idOf = (name: string) => name.slice(0, 32);
  return {
    kind: app.app.deps.photos.kind,
    async names(userId: number): Promise<string[]> {
      if (embedded) return fs.readdir(folderOf(userId)).catch(() => []);
      const rows = await db.select().from(photos).where(eq(photos.userId, userId));
      return rows.flatMap((row) =>
        row.state === "kept" ? [`${row.id}.jpg`] : row.state === "discarded" ? [`${row.id}.deleted`] : [],
      );
    },
    async objects(userId: number): Promise<string[]> {
      if (!s3) return (await fs.readdir(folderOf(userId)).catch(() => [] as string[])).sort();
      return (await s3.server.keys(s3.bucket, `photos/${userId}/`)).map((key) => key.split("/").pop() as string);
    },
    /** Photos stored long ago as far as the store can tell, the bytes being beside the point. */
    async plant(userId: number, ids: string[], bytes = 1): Promise<void> {
      if (embedded) {
        await fs.mkdir(folderOf(userId), { recursive: true });
        await Promise.all(ids.map((id) => fs.writeFile(path.join(folderOf(userId), `${id}.jpg`), "")));
        await Promise.all(ids.map((id) => fs.truncate(path.join(folderOf(userId), `${id}.jpg`), bytes)));
        return;
      }
      const changedAt = new Date();
      await db.insert(photos).values(ids.map((id) => ({ userId, id, state: "kept" as const, bytes, changedAt })));
    },
    async age(userId: number, name: string, ms: number): Promise<void> {
      const at = new Date(Date.now() - ms);
      if (embedded) await fs.utimes(path.join(folderOf(userId), name), at, at);
      else {
        await db
          .update(photos)
          .set({ changedAt: at })
          .where(and(eq(photos.userId, userId), eq(photos.id, idOf(name))));
      }
    },
    /** Rows of the shared bookkeeping left behind by uploads (none once every request is answered). */
    async pending(): Promise<number> {
      if (embedded) return 0;
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(photos).where(eq(photos.state, "pending"));
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** A vision stand-in that always recognises one dish, and counts what it is asked. */
async function startStandIn() {
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.requests += 1;
      const content = JSON.stringify({ dishes: [{ name: "гречка варёная", grams: 150, confidence: 0.9 }] });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  const { origin, close } = await listenLocally(server);
  return { state, url: `${origin}/v1`, close };
}

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = `----tarelka${crypto.randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c84"/></svg>',
);
const HEIC = path.join(import.meta.dirname, "fixtures", "meal-hevc.heic");

const CASES = BACKENDS.flatMap((backend) => [
  { backend, store: "disk" as const },
  { backend, store: "s3" as const },
]);

describe.each(CASES)("photo upload defences on $backend, photos on $store", ({ backend, store }) => {
  let limited: TestApp;
  let open: TestApp;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let s3: S3Server | null = null;
  let limitedDir: string;
  let openDir: string;
  let jpeg: Buffer;
  let limitedStore: ReturnType<typeof storeProbe>;
  let openStore: ReturnType<typeof storeProbe>;

  const upload = (app: TestApp, vkId: number, file: Buffer = jpeg, filename = "meal.jpg", type = "image/jpeg") => {
    const { payload, contentType } = multipartBody(file, filename, type);
    return app.app.inject({
      method: "POST",
      url: "/api/food/analyze-photo",
      headers: { ...app.headersFor(vkId), "content-type": contentType },
      payload,
    });
  };
  const filesOf = (dataDir: string, userId: number) =>
    (dataDir === limitedDir ? limitedStore : openStore).names(userId);
  /** Uploads being received; each is removed once its request is answered, whatever the answer. */
  const incomingOf = (dataDir: string) => fs.readdir(path.join(dataDir, "incoming")).catch(() => []);
  const usedOf = async (app: TestApp, vkId: number) =>
    (await app.app.inject({ url: "/api/food/photo-usage", headers: app.headersFor(vkId) })).json().used as number;
  const saveMeal = (app: TestApp, vkId: number, photoId: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: app.headersFor(vkId),
      payload: { mealType: "lunch", source: "photo", photoId, dishes: [plainDish(300)] },
    });
  beforeAll(async () => {
    standIn = await startStandIn();
    limitedDir = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-uploads-"));
    openDir = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-uploads-"));
    jpeg = await solid(1600, 1200).jpeg().toBuffer();
    s3 = store === "s3" ? await startS3Server() : null;
    const limitedBucket = await s3?.bucket();
    const openBucket = await s3?.bucket();
    limited = await createTestApp(backend, {
      DATA_DIR: limitedDir,
      VISION_API_BASE_URL: standIn.url,
      VISION_TIMEOUT_MS: "5000",
      RATE_LIMIT_PER_MINUTE: "1000",
      ...limitedBucket?.env,
    });
    open = await createTestApp(backend, { DATA_DIR: openDir, RATE_LIMIT_PER_MINUTE: "1000", ...openBucket?.env });
    limitedStore = storeProbe(
      limited,
      limitedDir,
      s3 && limitedBucket ? { server: s3, bucket: limitedBucket.name } : null,
    );
    openStore = storeProbe(open, openDir, s3 && openBucket ? { server: s3, bucket: openBucket.name } : null);
    const expected = store === "s3" ? "s3" : backend === "pglite" ? "disk" : "shared-disk";
    expect(openStore.kind).toBe(expected);
  });
  afterAll(async () => {
    await limited?.close();
    await open?.close();
    await standIn?.close();
    await s3?.close();
    await fs.rm(limitedDir, { recursive: true, force: true });
    await fs.rm(openDir, { recursive: true, force: true });
  });

  it("spends the free limit before reading the upload: 50 at once with 10 analyses left store 10 photos", async () => {
    const userId = await limited.createUser(4001);
    const results = await Promise.all(Array.from({ length: 50 }, () => upload(limited, 4001)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 429)?.json().error.code).toBe("PHOTO_LIMIT_REACHED");
    expect(await filesOf(limitedDir, userId)).toHaveLength(10);
    expect(await limitedStore.objects(userId)).toHaveLength(10);
    expect(await usedOf(limited, 4001)).toBe(10);
    expect(await incomingOf(limitedDir)).toEqual([]);
    expect(await limitedStore.pending()).toBe(0);

    // With the limit spent the bytes are not even looked at: an SVG is refused for the limit, not its format.
    const svg = await upload(limited, 4001, SVG, "meal.svg", "image/svg+xml");
    expect(svg.statusCode).toBe(429);
    expect(await filesOf(limitedDir, userId)).toHaveLength(10);
  });

  it("accepts only JPEG, PNG, WebP and HEIF by their bytes: SVG and GIF get 415 and nothing is stored", async () => {
    const userId = await limited.createUser(4002);
    const asked = standIn.state.requests;
    const gif = await solid(64, 64).gif().toBuffer();
    const refused = [
      await upload(limited, 4002, SVG, "meal.svg", "image/svg+xml"),
      // The name and the declared type are the sender's word; the bytes decide.
      await upload(limited, 4002, SVG, "meal.jpg", "image/jpeg"),
      await upload(limited, 4002, gif, "meal.gif", "image/gif"),
      await upload(limited, 4002, gif, "meal.png", "image/png"),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_IMAGE_FORMAT");
      expect(res.json().error.message).toContain("JPEG, PNG");
    }
    expect(await filesOf(limitedDir, userId)).toEqual([]);
    expect(await incomingOf(limitedDir)).toEqual([]);
    expect(standIn.state.requests).toBe(asked);
    expect(await usedOf(limited, 4002)).toBe(0);

    for (const [file, name, type] of [
      [await solid(800, 600).png().toBuffer(), "meal.png", "image/png"],
      [await solid(800, 600).webp().toBuffer(), "meal.webp", "image/webp"],
    ] as const) {
      const res = await upload(limited, 4002, file, name, type);
      expect(res.statusCode).toBe(200);
    }
    expect(standIn.state.requests).toBe(asked + 2);

    // An iPhone HEIC photo (HEVC inside HEIF, 64×48): decoded when this build of libvips can, otherwise a 415
    // that names the formats that work, and still nothing stored.
    const heic = await fs.readFile(HEIC);
    const decodes = await sharp(heic)
      .jpeg()
      .toBuffer()
      .then(() => true)
      .catch(() => false);
    const res = await upload(limited, 4002, heic, "IMG_0001.HEIC", "image/heic");
    if (decodes) expect(res.statusCode).toBe(200);
    else {
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: "UNSUPPORTED_IMAGE_FORMAT",
        message: expect.stringContaining("JPEG, PNG or WebP"),
      });
      expect(await filesOf(limitedDir, userId)).toHaveLength(2);
    }
  });

  it("refuses more pixels than a phone camera makes with 413, and takes a 48 Mpx photo", async () => {
    const userId = await open.createUser(4103);
    const bomb = await solid(9999, 9999).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(open, 4103, bomb, "meal.png", "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("IMAGE_TOO_LARGE");
    expect(await filesOf(openDir, userId)).toEqual([]);

    const phone = await upload(open, 4103, await solid(8064, 6048).jpeg().toBuffer());
    expect(phone.statusCode).toBe(200);
    const stored = await open.app.inject({ url: phone.json().photoUrl, headers: open.headersFor(4103) });
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(1024);
  });

  it("bounds what one person stores when no provider (and so no analysis limit) is configured", async () => {
    const userId = await open.createUser(4101);
    const ids = Array.from({ length: PHOTO_STORAGE_MAX_COUNT - 1 }, () => crypto.randomBytes(16).toString("hex"));
    await openStore.plant(userId, ids);

    // One place left and three uploads at once: exactly one is stored.
    const results = await Promise.all([upload(open, 4101), upload(open, 4101), upload(open, 4101)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const full = results.find((r) => r.statusCode === 409);
    expect(full?.json()).toEqual({ error: { code: "PHOTO_STORAGE_FULL", message: expect.any(String) } });
    expect(await filesOf(openDir, userId)).toHaveLength(PHOTO_STORAGE_MAX_COUNT);
    expect(await openStore.pending()).toBe(0);

    // Photos no meal uses a day after upload stop counting and leave the disk; one a meal shows stays however old.
    const attached = ids[0] as string;
    expect((await saveMeal(open, 4101, attached)).statusCode).toBe(201);
    const old = ids.slice(0, 100);
    for (const id of old) await openStore.age(userId, `${id}.jpg`, UNATTACHED_PHOTO_KEEP_MS + 60_000);
    expect((await upload(open, 4101)).statusCode).toBe(200);
    const left = await filesOf(openDir, userId);
    expect(left).toHaveLength(PHOTO_STORAGE_MAX_COUNT - 99 + 1);
    expect(left).toContain(`${attached}.jpg`);
    expect(left).not.toContain(`${ids[1]}.jpg`);

    // The byte cap holds on its own: one (sparse) file of the whole allowance fills the store.
    const heavyId = await open.createUser(4102);
    await openStore.plant(heavyId, ["a".repeat(32)], PHOTO_STORAGE_MAX_BYTES);
    const heavy = await upload(open, 4102);
    expect(heavy.statusCode).toBe(409);
    expect(heavy.json().error.code).toBe("PHOTO_STORAGE_FULL");
    expect(await filesOf(openDir, heavyId)).toHaveLength(1);
  });

  it("removes a meal's photo with its last meal once the undo window has passed, and brings it back on undo", async () => {
    const userId = await open.createUser(4105);
    const photo = (await upload(open, 4105)).json() as { photoId: string; photoUrl: string };
    const first = (await saveMeal(open, 4105, photo.photoId)).json().id as number;
    const second = (await saveMeal(open, 4105, photo.photoId)).json().id as number;
    const del = (id: number) =>
      open.app.inject({ method: "DELETE", url: `/api/meals/${id}`, headers: open.headersFor(4105) });
    const shown = async () =>
      (await open.app.inject({ url: photo.photoUrl, headers: open.headersFor(4105) })).statusCode;

    // Another meal still shows the photo.
    expect((await del(first)).statusCode).toBe(204);
    expect(await shown()).toBe(200);

    // The last one goes: the photo is no longer served, but the undo (the same meal saved again) gets it back.
    expect((await del(second)).statusCode).toBe(204);
    expect(await shown()).toBe(404);
    const undone = await saveMeal(open, 4105, photo.photoId);
    expect(undone.statusCode).toBe(201);
    expect(await shown()).toBe(200);

    // Deleted again and left past the undo window: the next clean-up takes the file off the disk for good.
    expect((await del(undone.json().id)).statusCode).toBe(204);
    const [discarded] = (await filesOf(openDir, userId)).filter((f) => f.startsWith(photo.photoId));
    expect(discarded).toBeDefined();
    await openStore.age(userId, discarded as string, DISCARDED_PHOTO_KEEP_MS + 60_000);
    const next = (await upload(open, 4105)).json() as { photoId: string };
    expect(await filesOf(openDir, userId)).toEqual([`${next.photoId}.jpg`]);
    expect(await openStore.objects(userId)).toEqual([`${next.photoId}.jpg`]);
    expect((await saveMeal(open, 4105, photo.photoId)).statusCode).toBe(400);
  });

  it("the periodic clean-up removes deleted meals' photos past the undo window for people who do not come back", async () => {
    const userId = await open.createUser(4108);
    const photo = (await upload(open, 4108)).json() as { photoId: string };
    const kept = (await upload(open, 4108)).json() as { photoId: string };
    const meal = (await saveMeal(open, 4108, photo.photoId)).json().id as number;
    await open.app.inject({ method: "DELETE", url: `/api/meals/${meal}`, headers: open.headersFor(4108) });
    const discarded = (await filesOf(openDir, userId)).find((f) => f.startsWith(photo.photoId)) as string;

    // What the server's timer runs every DISCARDED_PHOTO_KEEP_MS.
    const store = open.app.deps.photos;
    await store.sweepDiscarded();
    expect(await filesOf(openDir, userId)).toContain(discarded);
    await openStore.age(userId, discarded, DISCARDED_PHOTO_KEEP_MS + 60_000);
    await store.sweepDiscarded();
    expect((await filesOf(openDir, userId)).sort()).toEqual([`${kept.photoId}.jpg`]);
    expect(await openStore.objects(userId)).toEqual([`${kept.photoId}.jpg`]);
  });

  it("deletes every photo of a person with their account", async () => {
    const userId = await open.createUser(4104);
    const neighbourId = await open.createUser(4107);
    const photo = (await upload(open, 4104)).json() as { photoId: string };
    expect((await saveMeal(open, 4104, photo.photoId)).statusCode).toBe(201);
    expect((await upload(open, 4104)).statusCode).toBe(200);
    expect((await upload(open, 4107)).statusCode).toBe(200);
    expect(await filesOf(openDir, userId)).toHaveLength(2);
    expect(await openStore.objects(userId)).toHaveLength(2);

    const res = await open.app.inject({ method: "DELETE", url: "/api/users/me", headers: open.headersFor(4104) });
    expect(res.statusCode).toBe(204);
    expect(await openStore.objects(userId)).toEqual([]);
    expect(await filesOf(openDir, userId)).toEqual([]);
    expect(await filesOf(openDir, neighbourId)).toHaveLength(1);

    // An upload that was already past its checks when the account went does not bring the photos back.
    const late = await open.app.deps.photos.reserve(neighbourId, async () => new Set());
    const gone = await open.app.inject({ method: "DELETE", url: "/api/users/me", headers: open.headersFor(4107) });
    expect(gone.statusCode).toBe(204);
    await expect(late.save(jpeg)).rejects.toThrow();
    expect(await openStore.objects(neighbourId)).toEqual([]);
  });
});
