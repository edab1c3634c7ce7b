import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { createDiskBlobs, createS3Blobs, type PhotoBlobs } from "../src/services/photo-blobs";
import { findOrphans, removeOrphans } from "../src/services/photo-orphans";
import { photoKey } from "../src/services/photo-store";
import {
  BACKENDS,
  createScratchDatabase,
  createTestApp,
  launchHeaders,
  plainDish,
  REPO_ROOT,
  TEST_APP_ID,
  TEST_SECRET,
  type TestApp,
} from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";

/**
 * Orphaned photos (docs/deploy.md, Orphaned photos; services/photo-orphans.ts, cli/photo-orphans.ts): objects no row
 * accounts for are found in every store — the embedded disk, a shared disk, a real local S3-compatible server
 * (s3rver, docs/decisions/013-fleet.md) — and removed only past the grace period; photos people use are never
 * touched; rows whose object is gone are reported.
 */

const DAY_MS = 24 * 60 * 60_000;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const newId = () => crypto.randomBytes(16).toString("hex");

/** A photo stored through the store itself, as an analysis stores it; saved with a meal when `meal` is set. */
async function storePhoto(app: FastifyInstance, vkId: number, userId: number, meal: boolean): Promise<string> {
  const slot = await app.deps.photos.reserve(userId, async () => new Set());
  const id = await slot.save(JPEG);
  if (meal) {
    const res = await app.inject({
      method: "POST",
      url: "/api/meals",
      headers: launchHeaders(vkId),
      payload: { mealType: "lunch", source: "photo", photoId: id, dishes: [plainDish(300)] },
    });
    expect(res.statusCode).toBe(201);
  }
  return id;
}

const CASES = BACKENDS.flatMap((backend) => [
  { backend, store: "disk" as const },
  { backend, store: "s3" as const },
]);

describe.each(CASES)("orphaned photos on $backend, photos on $store", ({ backend, store }) => {
  let app: TestApp;
  let s3: S3Server | null = null;
  let dataDir: string;
  let blobs: PhotoBlobs;
  let shared: boolean;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-orphans-"));
    s3 = store === "s3" ? await startS3Server() : null;
    const bucket = await s3?.bucket();
    app = await createTestApp(backend, { DATA_DIR: dataDir, ...bucket?.env });
    blobs = bucket
      ? createS3Blobs({
          endpoint: bucket.env.S3_ENDPOINT,
          bucket: bucket.name,
          region: "us-east-1",
          accessKeyId: bucket.env.S3_ACCESS_KEY_ID,
          secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: true,
        })
      : createDiskBlobs(dataDir);
    shared = app.app.deps.photos.kind !== "disk";
    expect(app.app.deps.photos.kind).toBe(store === "s3" ? "s3" : backend === "postgres" ? "shared-disk" : "disk");
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("finds objects no row accounts for and rows without objects, and removes only orphans past the grace period", async () => {
    const userId = await app.createUser(7301);
    const inMeal = await storePhoto(app.app, 7301, userId, true);
    const unsaved = await storePhoto(app.app, 7301, userId, false);
    const lostId = await storePhoto(app.app, 7301, userId, true);
    // Bytes whose delete failed, and a folder of an account long gone.
    const strayKey = photoKey(userId, newId());
    const goneOwnerKey = photoKey(userId + 999, newId());
    await blobs.put(strayKey, JPEG);
    await blobs.put(goneOwnerKey, JPEG);
    // A meal's photo whose object went missing (a bucket restored to an earlier moment).
    await blobs.remove([photoKey(userId, lostId)]);

    const deps = { db: app.app.deps.database.db, blobs, shared, graceMs: DAY_MS };
    const now = await findOrphans(deps);
    // The embedded store's bookkeeping is its own files: a photo no meal uses is the server's to sweep after a
    // day, so it is listed too, but it is as young as the others.
    const expectedOrphans = [strayKey, goneOwnerKey, ...(shared ? [] : [photoKey(userId, unsaved)])].sort();
    expect(now.orphans.map((o) => o.key).sort()).toEqual(expectedOrphans);
    expect(now.expired).toEqual([]);
    expect(now.missing).toEqual([{ userId, id: lostId, state: shared ? "kept" : "meal" }]);
    expect(now.objects).toBe(4);

    // Nothing is old enough yet: a removal takes nothing.
    expect(await removeOrphans(deps, now)).toEqual([]);
    expect((await blobs.inventory("photos/")).map((o) => o.key).sort()).toHaveLength(4);

    // Two days later, the orphans are past the grace period and go; the photos people use stay.
    const later = { ...deps, now: Date.now() + 2 * DAY_MS };
    const aged = await findOrphans(later);
    expect(aged.expired.map((o) => o.key).sort()).toEqual(expectedOrphans);
    const gone = await removeOrphans(later, aged);
    expect(gone.map((o) => o.key).sort()).toEqual(expectedOrphans);
    const left = (await blobs.inventory("photos/")).map((o) => o.key).sort();
    expect(left).toEqual([photoKey(userId, inMeal), ...(shared ? [photoKey(userId, unsaved)] : [])].sort());
    const shown = await app.app.inject({ url: `/api/food/photos/${inMeal}`, headers: app.headersFor(7301) });
    expect(shown.statusCode).toBe(200);
    expect((await findOrphans(later)).orphans).toEqual([]);
  });
});

function runOrphans(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/photo-orphans.ts", ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(BACKENDS)("npm run photos:orphans on %s with photos on disk", (backend) => {
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-orphans-cli-"));
    scratch = backend === "postgres" ? await createScratchDatabase() : null;
    database = await openDatabase({ url: scratch?.url, pgliteDir: path.join(dataDir, "pglite") });
    const env = loadEnv({
      NODE_ENV: "test",
      VK_APP_ID: String(TEST_APP_ID),
      VK_APP_SECRET: TEST_SECRET,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent-web-dist",
      DATA_DIR: dataDir,
    });
    app = await buildApp(env, database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("reports an old orphan, deletes it only with --delete, and never a photo in use", async () => {
    const server = app as FastifyInstance;
    const created = await server.inject({
      method: "POST",
      url: "/api/users",
      headers: launchHeaders(7401),
      payload: { firstName: "Сирота", lastName: "Тест" },
    });
    const userId = (created.json() as { id: number }).id;
    const kept = await storePhoto(server, 7401, userId, true);
    const orphanFile = path.join(dataDir, "photos", String(userId), `${newId()}.jpg`);
    await fs.writeFile(orphanFile, JPEG);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await fs.utimes(orphanFile, twoDaysAgo, twoDaysAgo);
    // The embedded database is read by one process at a time (its data folder's lock): the server stops first.
    if (backend === "pglite") {
      await app?.close();
      await database?.close();
      app = null;
      database = null;
    }
    const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const orphanKey = `photos/${userId}/${path.basename(orphanFile)}`;

    const reported = await runOrphans([], env);
    expect(reported.stderr).toBe("");
    expect(reported.code).toBe(0);
    expect(reported.stdout).toContain("Objects without a row: 1 (0.0 MB), 1 older than 24 h.");
    expect(reported.stdout).toContain(orphanKey);
    expect(reported.stdout).toContain("Rows without an object: 0.");
    expect(reported.stdout).toContain("Nothing deleted: run again with --delete to remove the 1 older than 24 h.");
    await expect(fs.access(orphanFile)).resolves.toBeUndefined();

    const tooShort = await runOrphans(["--delete", "--grace-hours", "0.5"], env);
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain("--grace-hours must be at least 1");
    await expect(fs.access(orphanFile)).resolves.toBeUndefined();

    // A grace period longer than the orphan's age keeps it even with --delete.
    const patient = await runOrphans(["--delete", "--grace-hours", "72"], env);
    expect(patient.stdout).toContain("Deleted 0 orphaned objects");
    await expect(fs.access(orphanFile)).resolves.toBeUndefined();

    const deleted = await runOrphans(["--delete"], env);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain("Deleted 1 orphaned objects");
    await expect(fs.access(orphanFile)).rejects.toThrow();
    const files = await fs.readdir(path.join(dataDir, "photos", String(userId)));
    expect(files).toEqual([`${kept}.jpg`]);
  }, 120_000);
});
