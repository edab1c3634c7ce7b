import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema/ (npm run db:generate), committed, reviewed, and applied at start (src/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema",
  out: "./drizzle",
});
