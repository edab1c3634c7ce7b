/**
 * `npm run bench:diary`: what exporting and importing a long diary costs (docs/product.md §2 /profile, Export and
 * import). Two years of a diary — four meals of two dishes a day, eight drinks and one weigh-in — are loaded
 * through the import endpoint into a fresh account, exported as JSON and CSV, and imported again (which must add
 * nothing). Prints wall times, file sizes and the process's resident memory growth over each export.
 * BENCH_DATABASE_URL=postgres://… runs on a scratch database of a PostgreSQL server instead of the embedded one.
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { createTestApp } from "../test/helpers";

const DAYS = 730;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function diaryFile() {
  const meals = [];
  const water = [];
  const weight = [];
  for (let day = 0; day < DAYS; day += 1) {
    const date = addDays("2024-01-01", day);
    for (const mealType of ["breakfast", "lunch", "dinner", "snack"]) {
      meals.push({
        date,
        mealType,
        source: "text",
        originalQuery: `день ${day}, ${mealType}: гречка, "котлета"`,
        createdAt: `${date}T09:00:00.000Z`,
        dishes: [
          {
            name: "гречка варёная",
            grams: 180,
            per100g: { calories: 92, protein: 3.4, fat: 0.6, carbs: 20 },
            foodId: null,
            isEstimate: false,
          },
          {
            name: 'котлета "домашняя", куриная',
            grams: 90 + (day % 7),
            per100g: { calories: 190, protein: 16, fat: 12, carbs: 5 },
            foodId: null,
            isEstimate: true,
          },
        ],
      });
    }
    for (let i = 0; i < 8; i += 1) {
      water.push({ date, volumeMl: 250, notes: null, source: "quick", createdAt: `${date}T1${i}:00:00.000Z` });
    }
    weight.push({ date, weightKg: Math.round((80 - day / 100) * 10) / 10, notes: null });
  }
  return {
    format: "tarelka-diary",
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: { firstName: "Бенч", lastName: "Тест", profileData: { weightKg: 80, language: "ru" } },
    meals,
    water,
    weight,
  };
}

function rssMb(): number {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function main() {
  const backend = process.env.BENCH_DATABASE_URL ? "postgres" : "pglite";
  if (backend === "postgres") process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "100000" });
  await t.createUser(1);
  const headers = { ...t.headersFor(1), "content-type": "application/json" };
  const payload = JSON.stringify(diaryFile());
  console.log(`backend ${backend}; file ${(payload.length / 1024 / 1024).toFixed(2)} MB, ${DAYS * 4} meals`);

  const timed = async (label: string, work: () => Promise<{ statusCode: number; body: string }>) => {
    const before = rssMb();
    const started = performance.now();
    const res = await work();
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.log(
      `${label.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms  ${(res.body.length / 1024).toFixed(0).padStart(6)} KB  RSS +${(rssMb() - before).toFixed(0)} MB`,
    );
    return res;
  };

  const first = await timed("import (fresh)", () =>
    t.app.inject({ method: "POST", url: "/api/diary/import", headers, payload }),
  );
  console.log(`  added ${JSON.stringify(first.json().added)}`);
  await timed("export JSON", () => t.app.inject({ url: "/api/diary/export.json", headers: t.headersFor(1) }));
  await timed("export CSV", () => t.app.inject({ url: "/api/diary/export.csv", headers: t.headersFor(1) }));
  const again = await timed("import again (no-op)", () =>
    t.app.inject({ method: "POST", url: "/api/diary/import", headers, payload }),
  );
  console.log(`  added ${JSON.stringify(again.json().added)}`);
  await t.close();
}

await main();
