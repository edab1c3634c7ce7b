import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { type Browser, launchBrowser, type RunningServer, startServer } from "./harness";

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/**
 * The real server on the production build and one Chromium profile for a describe block, stopped after it.
 * Kept apart from harness.ts, which the web benchmark also imports outside the test runner.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  failOnPageErrors(() => suite.browser);
  beforeAll(async () => {
    suite.server = await startJourneyServer(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/**
 * The real server for a journey, run as `npm run serve` runs it, from the bundle the global setup built: a fresh
 * data folder of its own whose database is a copy of the run's migrated template (global-setup.ts), so each server
 * starts in seconds instead of initialising a database and compiling the sources.
 */
export function startJourneyServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(env, { databaseFrom: inject("e2eDatabaseTemplate"), compiled: true });
}

/**
 * Fails each test in whose time the browser's pages logged a console error or threw an uncaught error, with
 * their messages (docs/code-style.md §11: an unexpected error is a bug the assertions did not catch).
 */
export function failOnPageErrors(browser: () => Browser | undefined): void {
  afterEach(() => {
    const errors = browser()?.takePageErrors() ?? [];
    if (errors.length > 0) throw new Error(`the browser reported ${errors.length} error(s):\n${errors.join("\n")}`);
  });
}

/**
 * Takes the errors a test caused on purpose (a reply it made fail, a file it broke), waiting up to 5 s for them:
 * each error reported so far must match one of `expected`, and each of `expected` must have been reported.
 * Any other error still fails the test.
 */
export async function expectPageErrors(browser: Browser, expected: RegExp[]): Promise<void> {
  const seen: string[] = [];
  const missing = () => expected.filter((pattern) => !seen.some((error) => pattern.test(error)));
  const deadline = Date.now() + 5000;
  do {
    seen.push(...browser.takePageErrors());
    if (missing().length === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  const unexpected = seen.filter((error) => !expected.some((pattern) => pattern.test(error)));
  expect({ unexpected, missing: missing().map(String) }).toEqual({ unexpected: [], missing: [] });
}

/** What Chromium logs for a reply with an error status (to a path containing `path`), as console.error. */
export function failedLoad(path: string, status: number): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^console\\.error at \\S*${escaped}\\S*: Failed to load resource: the server responded with a status of ${status} `,
  );
}
