/**
 * The browser journeys' global setup (vitest.config.ts): the server's bundle, and one migrated embedded database
 * folder per run, made by the release step itself (`npm run db:migrate`), which each journey's server starts from as
 * a copy of its own (suite.ts). A fresh folder's initialisation is most of a server's start (some 15 s of each, far
 * more beside the API tests), while a copied folder opens in a second or two
 * (docs/decisions/033-test-databases-from-templates.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "../scripts/build-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated embedded database's folder (DATA_DIR/pglite) that each journey's server starts from a copy of. */
    e2eDatabaseTemplate: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "..");

export default async function setup(project: TestProject): Promise<() => void> {
  // The journeys' servers run the server's bundle (suite.ts), built here so it is never older than the sources.
  await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-e2e-template-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // The journeys' servers use the embedded database, whatever the developer's shell points at.
  delete env.DATABASE_URL;
  delete env.DATABASE_DIRECT_URL;
  let output = "";
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/cli/migrate.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`the journeys' template database could not be made:\n${output}`);
  project.provide("e2eDatabaseTemplate", path.join(dataDir, "pglite"));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
