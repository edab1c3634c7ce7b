import { afterAll, beforeAll } from "vitest";
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
  beforeAll(async () => {
    suite.server = await startServer(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
