import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { signLaunchParams } from "../apps/server/src/auth/vk-launch-params";
import { DEMO_VK_SECRET } from "../apps/server/src/config/env";

const ROOT = path.resolve(import.meta.dirname, "..");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Flags for Debian's Chromium in a container: no sandbox or GPU, and no background traffic of its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Browser tests must fail in CI without Chromium, and may skip with a loud message on a developer machine
 * (foundation issue §7).
 */
export const chromiumAvailable = fs.existsSync(CHROMIUM_PATH);
if (!chromiumAvailable) {
  const message = `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium".`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message} Browser tests are SKIPPED.\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (built web app, embedded database in a fresh folder), as `npm start` does. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-e2e-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (!output.includes("is ready")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  });
  return {
    context,
    async newPage(options = {}) {
      const page = await context.newPage();
      await page.setViewportSize({ width: options.width ?? 390, height: options.height ?? 844 });
      // A page error in a journey is a failure, not noise.
      page.on("pageerror", (error) => {
        throw error;
      });
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A launch query string for the demo app, signed as VK signs it, for this person and this moment. */
export function demoLaunchQuery(userId: string): string {
  return signLaunchParams(
    {
      vk_user_id: userId,
      vk_app_id: "1",
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "desktop_web",
      vk_language: "ru",
    },
    DEMO_VK_SECRET,
  );
}

/** Signed headers for the demo app, as the mini-app sends them (to prepare data through the real API). */
export function demoHeaders(userId: string): Record<string, string> {
  return {
    "x-vk-launch-params": Buffer.from(demoLaunchQuery(userId)).toString("base64"),
    "content-type": "application/json",
  };
}
