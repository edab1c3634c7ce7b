import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { createS3Blobs } from "../src/services/photo-blobs";
import {
  BACKENDS,
  createScratchDatabase,
  launchHeaders,
  plainDish,
  REPO_ROOT,
  TEST_APP_ID,
  TEST_SECRET,
} from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";
import { listenLocally } from "./stand-ins";

/**
 * The backup and restore drill (docs/deploy.md, Backups and restore; apps/server/src/cli/backup.ts), run as an
 * operator runs it, as its own process, against a database and photo store that real requests filled: on the
 * embedded database with its own disk store, on PostgreSQL with photos on a shared disk, and with photos in a
 * bucket of a real local S3-compatible server (s3rver, docs/decisions/013-fleet.md). A restore must bring
 * back every row and every photo byte for byte, the real app must serve them from the restored place, and a
 * backup with anything missing must fail its restore loudly.
 */

/** Tables whose rows the requests below create: what a person would miss. */
const TABLES = ["users", "meals", "meal_dishes", "water_intake", "weight_log", "photos"] as const;

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the backup command as `npm run db:…` does, with only the environment given. */
function runBackup(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/backup.ts", ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function startVision() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const content = JSON.stringify({ dishes: [{ name: "гречка варёная", grams: 150, confidence: 0.9 }] });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  const { origin, close } = await listenLocally(server);
  return { url: `${origin}/v1`, close };
}

function multipart(jpeg: Buffer) {
  const boundary = `backup${crypto.randomBytes(8).toString("hex")}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="meal.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every photo of a place, disk or bucket, read straight from where it is kept (`<user>/<file>` → SHA-256). */
async function photosOf(dataDir: string, bucket: Record<string, string> | undefined): Promise<Record<string, string>> {
  if (!bucket) return filesUnder(path.join(dataDir, "photos"));
  const blobs = createS3Blobs({
    endpoint: bucket.S3_ENDPOINT,
    bucket: bucket.S3_BUCKET as string,
    region: "us-east-1",
    accessKeyId: bucket.S3_ACCESS_KEY_ID,
    secretAccessKey: bucket.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  const found: Record<string, string> = {};
  for (const item of await blobs.inventory("photos/")) {
    found[item.key.slice("photos/".length)] = sha256((await blobs.get(item.key)) as Buffer);
  }
  return found;
}

/** Every file under `root` (relative path → SHA-256). */
async function filesUnder(root: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(root, file).split(path.sep).join("/")] = sha256(await fs.readFile(file));
  }
  return found;
}

async function countsOf(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = Number(result.rows[0]?.n);
  }
  return counts;
}

async function serverOn(database: DatabaseHandle, dataDir: string, extra: Record<string, string> = {}) {
  const env = loadEnv({
    NODE_ENV: "test",
    VK_APP_ID: String(TEST_APP_ID),
    VK_APP_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    OFF_API_URL: "http://127.0.0.1:9",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "10000",
    ...extra,
  });
  const app = await buildApp(env, database);
  await app.ready();
  return app;
}

const CASES = [
  ...BACKENDS.map((backend) => ({ backend, store: "disk" as const })),
  { backend: "pglite" as const, store: "s3" as const },
];

describe.each(CASES)("backup and restore drill on $backend, photos on $store", ({ backend, store }) => {
  const scratches: { url: string; drop: () => Promise<void> }[] = [];
  const folders: string[] = [];
  let vision: Awaited<ReturnType<typeof startVision>>;
  let s3: S3Server | null = null;
  let sourceBucket: Record<string, string> | undefined;
  let sourceDir: string;
  let sourceUrl: string | undefined;
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  let before: Record<string, number>;
  const photoUrls: { vkId: number; url: string }[] = [];

  const folder = async () => {
    const made = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-backup-test-"));
    folders.push(made);
    return made;
  };
  const scratch = async () => {
    const made = await createScratchDatabase();
    scratches.push(made);
    return made.url;
  };
  /** A fresh bucket's settings when photos are kept in one. */
  const bucket = async () => (s3 ? (await s3.bucket()).env : undefined);
  /** The command's environment for a place: its database, data folder and bucket. */
  const envOf = (
    dataDir: string,
    url: string | undefined,
    photos: Record<string, string> | undefined,
  ): Record<string, string> => ({
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    ...photos,
  });
  const closeSource = async () => {
    await app?.close();
    await database?.close();
    app = null;
    database = null;
  };

  beforeAll(async () => {
    vision = await startVision();
    s3 = store === "s3" ? await startS3Server() : null;
    sourceBucket = await bucket();
    sourceDir = await folder();
    sourceUrl = backend === "postgres" ? await scratch() : undefined;
    database = await openDatabase({ url: sourceUrl, pgliteDir: path.join(sourceDir, "pglite") });
    app = await serverOn(database, sourceDir, {
      VISION_API_BASE_URL: vision.url,
      VISION_TIMEOUT_MS: "5000",
      ...sourceBucket,
    });
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 140, b: 60 } } })
      .jpeg()
      .toBuffer();
    const ask = async (vkId: number, method: "POST" | "DELETE", url: string, payload?: object) => {
      const res = await app?.inject({ method, url, headers: launchHeaders(vkId), ...(payload ? { payload } : {}) });
      if (!res || res.statusCode >= 300) throw new Error(`${method} ${url}: ${res?.statusCode} ${res?.body}`);
      return res.json() as Record<string, unknown>;
    };
    for (const vkId of [8101, 8102, 8103]) {
      await ask(vkId, "POST", "/api/users", { firstName: "Резерв", lastName: String(vkId) });
      for (const mealType of ["breakfast", "lunch"]) {
        await ask(vkId, "POST", "/api/meals", {
          mealType,
          source: "text",
          originalQuery: "гречка 200 г",
          dishes: [plainDish(300), plainDish(150)],
        });
      }
      for (let glass = 0; glass < 3; glass++) await ask(vkId, "POST", "/api/water-intake/log", { volumeMl: 250 });
      await ask(vkId, "POST", "/api/analytics/weight", { weightKg: 70 + (vkId % 10) });
      // Two analysed photos: one saved with a meal, one not (yet).
      for (let shot = 0; shot < 2; shot++) {
        const form = multipart(jpeg);
        const res = await app?.inject({
          method: "POST",
          url: "/api/food/analyze-photo",
          headers: { ...launchHeaders(vkId), "content-type": form.type },
          payload: form.payload,
        });
        if (res?.statusCode !== 200) throw new Error(`photo: ${res?.statusCode} ${res?.body}`);
        const photo = res.json() as { photoId: string; photoUrl: string };
        photoUrls.push({ vkId, url: photo.photoUrl });
        if (shot === 0) {
          await ask(vkId, "POST", "/api/meals", {
            mealType: "dinner",
            source: "photo",
            photoId: photo.photoId,
            dishes: [plainDish(400)],
          });
        }
      }
    }
    before = await countsOf(database);
  }, 120_000);

  afterAll(async () => {
    await closeSource();
    await vision?.close();
    await s3?.close();
    for (const made of scratches) await made.drop();
    for (const made of folders) await fs.rm(made, { recursive: true, force: true });
  });

  it("had real rows and photos to back up", () => {
    expect(before.users).toBe(3);
    expect(before.meals).toBe(9);
    expect(before.meal_dishes).toBe(15);
    expect(before.water_intake).toBe(9);
    expect(before.weight_log).toBe(3);
    // The embedded store keeps its bookkeeping in its own files, the shared one in the photos table.
    expect(before.photos).toBe(backend === "postgres" || store === "s3" ? 6 : 0);
    expect(photoUrls).toHaveLength(6);
  });

  it.runIf(backend === "pglite")(
    "refuses to back up the embedded database while a server holds its folder",
    async () => {
      const target = path.join(await folder(), "b");
      const result = await runBackup(["backup", "--to", target], envOf(sourceDir, undefined, sourceBucket));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another Tarelka process \(pid \d+\)/);
      await expect(fs.access(target)).rejects.toThrow();
    },
  );

  it("restores every row and every photo, byte for byte, into a fresh place the real app then serves", async () => {
    // The embedded database is backed up with its server stopped; PostgreSQL while it runs.
    if (backend === "pglite") await closeSource();
    const backupDir = path.join(await folder(), "backup");
    const backedUp = await runBackup(["backup", "--to", backupDir], envOf(sourceDir, sourceUrl, sourceBucket));
    expect(backedUp.stderr).not.toMatch(/error|fail/i);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/Backed up into .*: (pglite|postgres), \d+ tables, \d+ rows, 6 photos/);

    const targetDir = await folder();
    const targetUrl = backend === "postgres" ? await scratch() : undefined;
    const targetBucket = await bucket();
    const restored = await runBackup(["restore", "--from", backupDir], envOf(targetDir, targetUrl, targetBucket));
    expect(restored.stderr).not.toMatch(/error|fail/i);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Verified: \d+ tables with \d+ rows and 6 photos .* match the backup\./);

    // Checked here independently of the command's own verification.
    const sourcePhotos = await photosOf(sourceDir, sourceBucket);
    expect(Object.keys(sourcePhotos)).toHaveLength(6);
    expect(await photosOf(targetDir, targetBucket)).toEqual(sourcePhotos);
    const target = await openDatabase({ url: targetUrl, pgliteDir: path.join(targetDir, "pglite") });
    try {
      expect(await countsOf(target)).toEqual(before);
      const served = await serverOn(target, targetDir, targetBucket);
      try {
        for (const { vkId, url } of photoUrls) {
          const res = await served.inject({ url, headers: launchHeaders(vkId) });
          expect(res.statusCode).toBe(200);
          expect(res.headers["content-type"]).toBe("image/jpeg");
        }
        const meals = await served.inject({ url: "/api/meals", headers: launchHeaders(8102) });
        expect(meals.statusCode).toBe(200);
        expect((meals.json() as { meals: unknown[] }).meals).toHaveLength(3);
      } finally {
        await served.close();
      }
    } finally {
      await target.close();
    }

    // A backup missing a photo, or claiming rows the dump does not hold, fails its restore and names what.
    const damaged = path.join(await folder(), "damaged");
    await fs.cp(backupDir, damaged, { recursive: true });
    const [lost] = Object.keys(sourcePhotos);
    await fs.rm(path.join(damaged, "photos", ...(lost as string).split("/")));
    const manifestFile = path.join(damaged, "manifest.json");
    const manifest = JSON.parse(await fs.readFile(manifestFile, "utf8")) as { tables: Record<string, number> };
    manifest.tables["public.meals"] = (manifest.tables["public.meals"] ?? 0) + 1;
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    const failed = await runBackup(
      ["restore", "--from", damaged],
      envOf(await folder(), backend === "postgres" ? await scratch() : undefined, await bucket()),
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("does NOT match the backup (2 differences)");
    expect(failed.stdout).toContain(`photo photos/${lost}: backed up`);
    expect(failed.stdout).toContain("restored missing");
    expect(failed.stdout).toMatch(/table public\.meals: backed up 10 rows, restored 9 rows/);

    // Nothing is restored over data: a second restore into the same place refuses.
    const again = await runBackup(["restore", "--from", backupDir], envOf(targetDir, targetUrl, targetBucket));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already (has|holds)/);
  }, 120_000);

  it("runs the whole drill in one command and cleans up after itself", async () => {
    if (backend === "pglite") await closeSource();
    const result = await runBackup(["drill"], envOf(sourceDir, sourceUrl, sourceBucket));
    expect(result.stderr).not.toMatch(/error|fail/i);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Backed up in [\d.]+ s: (pglite|postgres), \d+ tables, \d+ rows, 6 photos/);
    expect(result.stdout).toMatch(/Verified: \d+ tables with \d+ rows and 6 photos .* match the backup\./);
  }, 120_000);
});
