import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  createScratchDatabase,
  launchHeaders,
  plainDish,
  REPO_ROOT,
  serveArguments,
  TEST_APP_ID,
  TEST_REDIS_URL,
  TEST_SECRET,
  warnSkipped,
} from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";
import { listenLocally } from "./stand-ins";

/**
 * A fleet of real server processes (docs/decisions/013-fleet.md, docs/deploy.md): three instances started at once
 * on one empty PostgreSQL database, sharing Redis and an S3-compatible bucket, with requests alternated between
 * two of them as a round-robin balancer would. Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 */

const RATE_LIMIT = 40;
const FREE_ANALYSES = 10;

interface Instance {
  origin: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the server as `npm run serve` does (its bundle, decision 032), on a free port; resolves once it says it is ready. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-fleet-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, serveArguments(), {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 40_000;
  let port: string | undefined;
  while (!port) {
    port = /Landing page:\s+http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) break;
    if (child.exitCode !== null) throw new Error(`a server exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`a server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A vision model stand-in that recognises one dish in whatever it is shown. */
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

/** Signed launch headers of a VK user, and the client address the balancer in front reports. */
function headersOf(vkId: number, client: string): Record<string, string> {
  return { ...launchHeaders(vkId), "x-forwarded-for": client };
}

function photoForm(jpeg: Buffer): { body: Buffer; type: string } {
  const boundary = `fleet${crypto.randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="meal.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const ready = Boolean(process.env.TEST_DATABASE_URL && TEST_REDIS_URL);
if (!ready) {
  warnSkipped("The multi-instance fleet test", "set TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis)");
}

describe.skipIf(!ready)("a fleet of servers on PostgreSQL, Redis and an S3-compatible bucket", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: S3Server;
  let bucket: string;
  let vision: Awaited<ReturnType<typeof startVision>>;
  let instances: Instance[] = [];
  let a: Instance;
  let b: Instance;
  let jpeg: Buffer;
  let startMs = 0;

  /** The i-th request goes to A when i is even, to B when odd: a round-robin balancer. */
  const call = (i: number, pathname: string, init: RequestInit = {}) =>
    fetch(`${(i % 2 === 0 ? a : b).origin}${pathname}`, init);
  const createUser = async (on: Instance, vkId: number, client: string) => {
    const res = await fetch(`${on.origin}/api/users`, {
      method: "POST",
      headers: { ...headersOf(vkId, client), "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Флот", lastName: "Тестов" }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const upload = (i: number, vkId: number, client: string) => {
    const form = photoForm(jpeg);
    return call(i, "/api/food/analyze-photo", {
      method: "POST",
      headers: { ...headersOf(vkId, client), "content-type": form.type },
      body: form.body,
    });
  };

  beforeAll(async () => {
    // What `npm run serve` runs is the bundle of the sources as they are now (decision 032).
    await buildServer();
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    [scratch, s3, vision] = await Promise.all([createScratchDatabase(), startS3Server(), startVision()]);
    const storage = await s3.bucket();
    bucket = storage.name;
    const env = {
      NODE_ENV: "test",
      VK_APP_ID: String(TEST_APP_ID),
      VK_APP_SECRET: TEST_SECRET,
      WEB_DIST_DIR: "/nonexistent-web-dist",
      DATABASE_URL: scratch.url,
      DB_POOL_MAX: "4",
      REDIS_URL: TEST_REDIS_URL as string,
      REDIS_KEY_PREFIX: `tarelka-fleet-${crypto.randomBytes(6).toString("hex")}:`,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      // The balancer in front states each client's address (README, TRUST_PROXY).
      TRUST_PROXY: "127.0.0.1",
      VISION_API_BASE_URL: vision.url,
      VISION_TIMEOUT_MS: "5000",
      ...storage.env,
    };
    // A cold start: three instances at once on an empty database, each migrating as it starts.
    const started = performance.now();
    const starts = await Promise.allSettled([startInstance(env), startInstance(env), startInstance(env)]);
    startMs = Math.round(performance.now() - started);
    instances = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    const failures = starts.flatMap((start) => (start.status === "rejected" ? [String(start.reason)] : []));
    if (failures.length > 0) throw new Error(`not every instance started:\n${failures.join("\n")}`);
    [a, b] = instances as [Instance, Instance];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await vision?.close();
    await s3?.close();
    await scratch?.drop();
  });

  it("comes up whole from a concurrent cold start on an empty database: every instance ready", async () => {
    expect(instances).toHaveLength(3);
    for (const instance of instances) {
      const res = await fetch(`${instance.origin}/api/ready`, { headers: { "x-forwarded-for": "198.51.100.1" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: "ready",
        checks: { database: "ok", redis: "ok", storage: "ok" },
        storage: "s3",
      });
      expect(instance.output()).not.toMatch(/could not start|duplicate key/);
    }
    expect(startMs).toBeLessThan(40_000);
    // Two serve the rest, as behind a round-robin balancer.
    await instances.pop()?.stop();
  });

  it("holds one rate limit across the fleet: alternating requests get exactly the configured total", async () => {
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT * 2; i++) {
      codes.push((await call(i, "/api/health", { headers: { "x-forwarded-for": "203.0.113.10" } })).status);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(RATE_LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(RATE_LIMIT);
    // Another client still has its whole allowance.
    expect((await call(1, "/api/health", { headers: { "x-forwarded-for": "203.0.113.11" } })).status).toBe(200);
  });

  it("reads on B and attaches on B a photo analysed on A, and deleting the account empties its folder in the bucket", async () => {
    const client = "203.0.113.20";
    const userId = await createUser(a, 9001, client);
    const analysed = await upload(0, 9001, client);
    expect(analysed.status).toBe(200);
    const photo = (await analysed.json()) as { photoId: string; photoUrl: string; recognized: boolean };
    expect(photo.recognized).toBe(true);

    const shown = await call(1, photo.photoUrl, { headers: headersOf(9001, client) });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).format).toBe("jpeg");

    const meal = await call(1, "/api/meals", {
      method: "POST",
      headers: { ...headersOf(9001, client), "content-type": "application/json" },
      body: JSON.stringify({ mealType: "lunch", source: "photo", photoId: photo.photoId, dishes: [plainDish(300)] }),
    });
    expect(meal.status).toBe(201);
    const mealId = ((await meal.json()) as { id: number }).id;
    const read = await call(0, `/api/meals/${mealId}`, { headers: headersOf(9001, client) });
    expect(((await read.json()) as { photoUrl: string }).photoUrl).toBe(photo.photoUrl);
    expect(await s3.keys(bucket, `photos/${userId}/`)).toEqual([`photos/${userId}/${photo.photoId}.jpg`]);

    const deleted = await call(1, "/api/users/me", { method: "DELETE", headers: headersOf(9001, client) });
    expect(deleted.status).toBe(204);
    expect(await s3.keys(bucket, `photos/${userId}/`)).toEqual([]);
    expect((await call(0, photo.photoUrl, { headers: headersOf(9001, client) })).status).toBe(404);
  });

  it("lets exactly 10 of 20 concurrent free analyses through across both servers", async () => {
    const client = "203.0.113.30";
    const userId = await createUser(b, 9002, client);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(i, 9002, client)));
    const codes = results.map((res) => res.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(FREE_ANALYSES);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - FREE_ANALYSES);
    expect(await s3.keys(bucket, `photos/${userId}/`)).toHaveLength(FREE_ANALYSES);
    const usage = await call(0, "/api/food/photo-usage", { headers: headersOf(9002, client) });
    expect(((await usage.json()) as { used: number }).used).toBe(FREE_ANALYSES);
  });

  it("carries a bounded mixed load across both servers with no non-2xx, and both answer the same diary", async () => {
    // Eight people at once, each with an address of their own (under the per-client limit), alternating servers.
    const people = Array.from({ length: 8 }, (_, n) => ({ vkId: 9100 + n, client: `203.0.113.${100 + n}` }));
    await Promise.all(people.map(({ vkId, client }, n) => createUser(n % 2 === 0 ? a : b, vkId, client)));
    const date = "2030-01-15";
    const codes = await Promise.all(
      people.map(async ({ vkId, client }) => {
        const json = { ...headersOf(vkId, client), "content-type": "application/json" };
        const seen: number[] = [];
        for (let i = 0; i < 4; i++) {
          const steps = [
            call(i, "/api/water-intake/log", {
              method: "POST",
              headers: json,
              body: JSON.stringify({ volumeMl: 250, date }),
            }),
            call(i + 1, "/api/meals", {
              method: "POST",
              headers: json,
              body: JSON.stringify({ date, mealType: "snack", source: "text", dishes: [plainDish(200)] }),
            }),
            call(i, `/api/meals/summary?date=${date}`, { headers: headersOf(vkId, client) }),
          ];
          for (const res of await Promise.all(steps)) seen.push(res.status);
        }
        return seen;
      }),
    );
    const all = codes.flat();
    expect(all).toHaveLength(people.length * 12);
    expect(all.filter((code) => code < 200 || code >= 300)).toEqual([]);
    for (const { vkId, client } of people) {
      const [onA, onB] = await Promise.all(
        [0, 1].map((i) =>
          call(i, `/api/meals/summary?date=${date}`, { headers: headersOf(vkId, client) }).then((r) => r.json()),
        ),
      );
      expect(onA).toEqual(onB);
      expect((onA as { totals: { calories: number } }).totals.calories).toBeGreaterThan(0);
      const water = await call(0, `/api/water-intake/day/${date}`, { headers: headersOf(vkId, client) });
      expect(((await water.json()) as { totalMl: number }).totalMl).toBe(1000);
    }
  });
});
