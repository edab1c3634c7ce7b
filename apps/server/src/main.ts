import path from "node:path";
import { buildApp } from "./app";
import { loadEnv } from "./config/env";
import { openDatabase } from "./db/client";
import { demoLaunchQuery } from "./demo/demo-launch";

const startedAt = performance.now();
const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  pgliteDir: path.join(env.DATA_DIR, "pglite"),
  onIdleConnectionError: (error) => app.log.warn({ err: error }, "idle database connection failed"),
});
const app = await buildApp(env, database);

const address = await app.listen({ port: env.PORT, host: env.HOST });
const base = env.PUBLIC_URL ?? `http://localhost:${new URL(address).port}`;
const readyMs = Math.round(performance.now() - startedAt);

const lines = [
  "",
  `  Tarelka is ready in ${readyMs} ms (database: ${database.kind}${database.kind === "pglite" ? `, ${env.DATA_DIR}` : ""})`,
  `  Landing page:  ${base}/`,
];
if (env.demoMode) {
  lines.push(
    `  Mini-app demo: ${base}/?${demoLaunchQuery(env)}`,
    `  (no VK_APP_SECRET set: demo mode with a development secret; ${base}/demo always gives a fresh link)`,
  );
} else {
  lines.push(`  VK app ${env.VK_APP_ID}: open it inside VK.`);
}
process.stdout.write(`${lines.join("\n")}\n\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
