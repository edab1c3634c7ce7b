import os from "node:os";
import { defineConfig } from "vitest/config";

// Three levels of tests (docs/code-style.md §11): pure units, the real API against a real database,
// and a thin layer of journeys in real Chromium against the production build.
export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: a browser journey spends most of its time waiting on
    // Chromium and the server (other processes), so on a two-core machine the unit and API files run beside it.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: "unit",
          // The property tests read hundreds of generated meals each; on a machine busy with the browser journeys
          // beside them they take seconds, which is no failure of theirs.
          testTimeout: 20_000,
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "scripts/*.test.ts",
          ],
          setupFiles: ["./test-setup/fail-on-console-error.ts", "./test-setup/property-seed.ts"],
        },
      },
      {
        // The web's component tests: screens rendered in jsdom with Testing Library, their API answered by a stub.
        test: {
          name: "components",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["./test-setup/fail-on-console-error.ts", "./test-setup/dom.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/test/**/*.test.ts"],
          setupFiles: ["./test-setup/fail-on-console-error.ts"],
          // One migrated database of each kind per run, copied for each test app (docs/decisions/033-…).
          globalSetup: ["./apps/server/test/database-templates.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // One migrated database folder per run, copied for each journey's server (docs/decisions/033-…).
          globalSetup: ["./e2e/global-setup.ts"],
          testTimeout: 60_000,
          // A block's server and browser start in its first hook (e2e/harness.ts waits up to 150 s for the server).
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
