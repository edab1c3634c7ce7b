import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { signLaunchParams } from "../apps/server/src/auth/vk-launch-params";
import { DEMO_VK_SECRET } from "../apps/server/src/config/env";
import { serveArguments } from "../scripts/serve-arguments.mjs";
import { freePort } from "../test-setup/free-port";

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

export interface RunningServer {
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (built web app, embedded database in a fresh folder), as `npm start` does: from its sources
 * through tsx, or with `compiled` from its bundle as `npm run serve` runs it (decision 032; the caller builds it
 * first). With `databaseFrom`, the folder's database starts as a copy of that one (the journeys' migrated template,
 * global-setup.ts) instead of empty; the server migrates it as it opens, as any start does.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { databaseFrom?: string | undefined; compiled?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-e2e-"));
  if (options.databaseFrom) fs.cpSync(options.databaseFrom, path.join(dataDir, "pglite"), { recursive: true });
  let output = "";
  const args = options.compiled ? serveArguments() : ["--import", "tsx", "apps/server/src/main.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    // The browser journeys open /demo, which the server offers only when asked for.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO_MODE: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://localhost:${port}`;
  // Generous: beside the unit and API tests on two cores, a start that takes seconds alone has taken over a minute.
  const deadline = Date.now() + 150_000;
  while (!output.includes("is ready")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      // The folder is deleted next, so the database's closing checkpoint (seconds of writing and flushing) would be
      // wasted; a clean stop is boot.test.ts's to check.
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  /** The console errors and uncaught page errors of this browser's pages since the last call, then forgets them. */
  takePageErrors(): string[];
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  });
  let pageErrors: string[] = [];
  return {
    context,
    async newPage(options = {}) {
      const page = await context.newPage();
      // A console error or an uncaught error in a journey is a failure, not noise: they are collected here, where
      // every page is made, and the test runner fails the test they happened in (suite.ts failOnPageErrors).
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const where = message.location().url || page.url();
        pageErrors.push(`console.error at ${where}: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        pageErrors.push(`uncaught error at ${page.url()}: ${error.stack ?? error.message}`);
      });
      await page.setViewportSize({ width: options.width ?? 390, height: options.height ?? 844 });
      return page;
    },
    takePageErrors() {
      const taken = pageErrors;
      pageErrors = [];
      return taken;
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A launch query string for app 1, signed as VK signs it, for this person and this moment: with the demo's public
 * secret, or with the secret a journey gave its server in place of the demo.
 */
export function demoLaunchQuery(userId: string, secret = DEMO_VK_SECRET): string {
  return signLaunchParams(
    {
      vk_user_id: userId,
      vk_app_id: "1",
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "desktop_web",
      vk_language: "ru",
    },
    secret,
  );
}

/** Signed headers for the demo app, as the mini-app sends them (to prepare data through the real API). */
export function demoHeaders(userId: string, secret = DEMO_VK_SECRET): Record<string, string> {
  return {
    "x-vk-launch-params": Buffer.from(demoLaunchQuery(userId, secret)).toString("base64"),
    "content-type": "application/json",
  };
}
