/**
 * `npm run bench:photos`: what a burst of photo uploads costs the server (docs/security.md, Limits).
 * Each scenario starts the real server in a child process, so its resident memory is the server's alone: the
 * peak (VmHWM) and the current size (VmRSS) are read from /proc before and after the burst.
 *  1. 50 concurrent 4000×3000 JPEG uploads by one free person, vision provider configured (a local stand-in
 *     that answers at once): wall time, memory growth, answers, files stored and analyses spent.
 *  2. The same burst with no provider configured: files stored stay within the person's storage cap.
 *  3. Which sizes and formats are accepted: a 48 Mpx phone JPEG, a 9999×9999 PNG, an SVG and a GIF.
 * BENCH_DATABASE_URL=postgres://… runs the server on scratch databases of a PostgreSQL server instead of the
 * embedded one, for memory figures without the embedded database's own weight in them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { signLaunchParams } from "../src/auth/vk-launch-params";

const SECRET = "bench-secret-123";
const BURST = 50;

/** The child: the real app on a free port, its address printed as one JSON line. */
async function runServer() {
  const { buildApp } = await import("../src/app");
  const { loadEnv } = await import("../src/config/env");
  const { openDatabase } = await import("../src/db/client");
  const env = loadEnv({
    NODE_ENV: "production",
    VK_APP_ID: "1",
    VK_APP_SECRET: SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
    DATA_DIR: process.env.BENCH_DATA_DIR as string,
    WEB_DIST_DIR: "/nonexistent",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...(process.env.BENCH_VISION_URL ? { VISION_API_BASE_URL: process.env.BENCH_VISION_URL } : {}),
  });
  const database = await openDatabase(
    process.env.BENCH_DB_URL ? { url: process.env.BENCH_DB_URL } : { pgliteDir: "memory://" },
  );
  const app = await buildApp(env, database);
  await app.listen({ port: 0, host: "127.0.0.1" });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
}

/** Resets the kernel's peak-RSS mark of the process, so the next peak read is the burst's own. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/**
 * With BENCH_DATABASE_URL (a PostgreSQL server), each scenario gets a scratch database there. The embedded
 * database alone holds several hundred MB in the server process, which blurs what a burst of uploads adds.
 */
async function scratchDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { url: null, drop: async () => {} };
  const name = `tarelka_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function startServer(dataDir: string, visionUrl: string | null) {
  const database = await scratchDatabase();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "server"], {
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_VISION_URL: visionUrl ?? "",
      ...(database.url ? { BENCH_DB_URL: database.url } : {}),
    },
    stdio: ["ignore", "pipe", process.env.BENCH_LOG_LEVEL ? "inherit" : "ignore"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      // BENCH_LOG_LEVEL=error shows the server's own log lines, to see why an answer was not the expected one.
      if (process.env.BENCH_LOG_LEVEL) process.stderr.write(chunk);
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await database.drop();
    },
  };
}

async function standInVision() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const content = JSON.stringify({ dishes: [{ name: "гречка варёная", grams: 180, confidence: 0.9 }] });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const headersOf = (userId: string) => ({
  "x-vk-launch-params": Buffer.from(
    signLaunchParams(
      { vk_user_id: userId, vk_app_id: "1", vk_ts: String(Math.floor(Date.now() / 1000)), vk_platform: "mobile_web" },
      SECRET,
    ),
  ).toString("base64"),
});

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = "----benchphotos";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(base: string, userId: string, file: Buffer, filename = "m.jpg", type = "image/jpeg") {
  const { body, contentType } = multipart(file, filename, type);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/food/analyze-photo`, {
    method: "POST",
    headers: { ...headersOf(userId), "content-type": contentType },
    body,
  });
  const reply = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: reply.error?.code ?? null, ms: performance.now() - t0 };
}

async function createPerson(base: string, userId: string) {
  const res = await fetch(`${base}/api/users`, {
    method: "POST",
    headers: { ...headersOf(userId), "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Бенч", lastName: "Тест" }),
  });
  if (res.status !== 201) throw new Error(`creating a person answered ${res.status}`);
}

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** A photo-like JPEG: blurred noise, so it weighs about what a phone photo of that size does. */
async function phoneJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(0.7)
    .jpeg({ quality })
    .toBuffer();
}

/** Answers grouped by status and code, each group with its slowest answer. */
const tally = (answers: { status: number; code: string | null; ms: number }[]) => {
  const by = new Map<string, { n: number; slowest: number }>();
  for (const a of answers) {
    const key = a.code ? `${a.status} ${a.code}` : String(a.status);
    const group = by.get(key) ?? { n: 0, slowest: 0 };
    by.set(key, { n: group.n + 1, slowest: Math.max(group.slowest, a.ms) });
  }
  return [...by].map(([k, g]) => `${g.n}× ${k} (slowest ${g.slowest.toFixed(0)} ms)`).join(", ");
};

async function burst(label: string, visionUrl: string | null, jpeg: Buffer) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-bench-photos-"));
  const server = await startServer(dataDir, visionUrl);
  try {
    await createPerson(server.base, "9201");
    // One upload first, so the decoder and the database are warm and the baseline is the server at work.
    await upload(server.base, "9201", jpeg);
    const before = memoryOf(server.pid);
    // What matters is how far the burst lifts the peak above where the server already is.
    if (!resetPeak(server.pid)) console.log("  (peak RSS cannot be reset here; the peak may predate the burst)");
    const filesBefore = filesUnder(path.join(dataDir, "photos"));
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: BURST }, () => upload(server.base, "9201", jpeg)));
    const wallMs = performance.now() - t0;
    const after = memoryOf(server.pid);
    const usage = (await (
      await fetch(`${server.base}/api/food/photo-usage`, { headers: headersOf("9201") })
    ).json()) as { used: number };
    console.log(`\n${label}`);
    console.log(`  answers:          ${tally(answers)}`);
    console.log(`  wall time:        ${wallMs.toFixed(0)} ms`);
    console.log(
      `  RSS:              ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB ` +
        `(+${(after.peakMb - before.rssMb).toFixed(0)} MB), ${after.rssMb.toFixed(0)} MB after`,
    );
    console.log(
      `  files stored:     ${filesUnder(path.join(dataDir, "photos")) - filesBefore} by the burst ` +
        `(${filesUnder(path.join(dataDir, "photos"))} in all)`,
    );
    console.log(`  analyses spent:   ${usage.used} in all (1 by the warm-up)`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function formats() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-bench-photos-"));
  const server = await startServer(dataDir, null);
  try {
    await createPerson(server.base, "9301");
    const cases: [string, () => Promise<Buffer>, string, string][] = [
      ["48 Mpx JPEG (8064×6048, a 48 Mpx phone)", () => phoneJpeg(8064, 6048, 60), "p.jpg", "image/jpeg"],
      [
        "9999×9999 PNG",
        () =>
          sharp({ create: { width: 9999, height: 9999, channels: 3, background: { r: 200, g: 100, b: 50 } } })
            .png()
            .toBuffer(),
        "p.png",
        "image/png",
      ],
      [
        "SVG",
        async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
          ),
        "p.svg",
        "image/svg+xml",
      ],
      [
        "GIF",
        () =>
          sharp({ create: { width: 64, height: 64, channels: 3, background: "#c84" } })
            .gif()
            .toBuffer(),
        "p.gif",
        "image/gif",
      ],
    ];
    console.log("\nsizes and formats (no provider)");
    for (const [label, make, filename, type] of cases) {
      const file = await make();
      const t0 = performance.now();
      const answer = await upload(server.base, "9301", file, filename, type);
      const ms = performance.now() - t0;
      console.log(
        `  ${label.padEnd(42)} ${(file.length / 1024).toFixed(0).padStart(6)} KB → ${answer.status}` +
          `${answer.code ? ` ${answer.code}` : ""} in ${ms.toFixed(0)} ms`,
      );
    }
    console.log(`  files stored: ${filesUnder(path.join(dataDir, "photos"))}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const jpeg = await phoneJpeg(4000, 3000);
  console.log(`${BURST} concurrent uploads of a 4000×3000 JPEG (${(jpeg.length / 1024 / 1024).toFixed(1)} MB) each`);
  const vision = await standInVision();
  try {
    await burst("free person, vision provider configured", vision.url, jpeg);
  } finally {
    await vision.close();
  }
  await burst("no vision provider configured", null, jpeg);
  await formats();
}

if (process.argv[2] === "server") await runServer();
else await main();
