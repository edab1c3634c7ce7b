// `npm run bench:nutrition` (issue 3 §6): accuracy on Nutrition5k cafe1 and on the team's labelled meals, side by
// side, then latency per description, engine start-up time and resident memory.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface Estimate {
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}
interface Case {
  text: string;
  lang: "ru" | "en";
  reference: Estimate;
}

const rssBefore = process.memoryUsage().rss;
const startedAt = performance.now();
const { analyzeMealText } = await import("../src/index");
analyzeMealText("яблоко"); // the database is built on first use; count it in start-up
const startupMs = performance.now() - startedAt;

const { loadCafe1, loadIngredientValues } = await import("./nutrition5k");
const { formatNutrition5kGap, nutrition5kGap } = await import("./nutrition5k-gap");
const cafe1 = loadCafe1().filter((d) => d.calories > 0 && d.ingredients.length > 0);
const nutrition5k: Case[] = cafe1.map((d) => ({ text: d.description, lang: "en", reference: d }));
const labelled: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("labelled-meals.json", import.meta.url)), "utf8"),
) as Case[];

interface Summary {
  dishes: number;
  within10: number;
  within20: number;
  within15: number;
  maeCalories: number;
  maeProtein: number;
  maeFat: number;
  maeCarbs: number;
  carbsWithin7_5g: number;
  unmatchedShare: number;
}

const latencies: number[] = [];

function evaluate(cases: Case[]): Summary {
  let w10 = 0;
  let w15 = 0;
  let w20 = 0;
  let carbs75 = 0;
  let withUnmatched = 0;
  const abs = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  for (const c of cases) {
    const t0 = performance.now();
    const result = analyzeMealText(c.text, { lang: c.lang });
    latencies.push(performance.now() - t0);
    const e = result.totals;
    const r = c.reference;
    const error = Math.abs(e.calories - r.calories);
    if (error <= 0.1 * r.calories) w10++;
    if (error <= 0.15 * r.calories) w15++;
    if (error <= 0.2 * r.calories) w20++;
    if (Math.abs(e.carbs - r.carbs) <= 7.5) carbs75++;
    if (result.unmatched.length > 0) withUnmatched++;
    abs.calories += error;
    abs.protein += Math.abs(e.protein - r.protein);
    abs.fat += Math.abs(e.fat - r.fat);
    abs.carbs += Math.abs(e.carbs - r.carbs);
  }
  const n = cases.length;
  return {
    dishes: n,
    within10: w10 / n,
    within15: w15 / n,
    within20: w20 / n,
    maeCalories: abs.calories / n,
    maeProtein: abs.protein / n,
    maeFat: abs.fat / n,
    maeCarbs: abs.carbs / n,
    carbsWithin7_5g: carbs75 / n,
    unmatchedShare: withUnmatched / n,
  };
}

const n5k = evaluate(nutrition5k);
const own = evaluate(labelled);
const ownRu = evaluate(labelled.filter((c) => c.lang === "ru"));
const ownEn = evaluate(labelled.filter((c) => c.lang === "en"));

// Latency on a warm engine: every description once more, timed alone.
latencies.length = 0;
for (const c of [...nutrition5k, ...labelled]) {
  const t0 = performance.now();
  analyzeMealText(c.text, { lang: c.lang });
  latencies.push(performance.now() - t0);
}
latencies.sort((a, b) => a - b);
const quantile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
const rss = process.memoryUsage().rss;

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const num = (v: number) => v.toFixed(1);
const rows: [string, (s: Summary) => string][] = [
  ["descriptions", (s) => String(s.dishes)],
  ["kcal within ±10%", (s) => pct(s.within10)],
  ["kcal within ±15%", (s) => pct(s.within15)],
  ["kcal within ±20%", (s) => pct(s.within20)],
  ["MAE kcal", (s) => num(s.maeCalories)],
  ["MAE protein g", (s) => num(s.maeProtein)],
  ["MAE fat g", (s) => num(s.maeFat)],
  ["MAE carbs g", (s) => num(s.maeCarbs)],
  ["carbs within 7.5 g", (s) => pct(s.carbsWithin7_5g)],
  ["with unmatched text", (s) => pct(s.unmatchedShare)],
];
const columns = [
  ["Nutrition5k cafe1", n5k],
  ["Own set (all)", own],
  ["Own set (ru)", ownRu],
  ["Own set (en)", ownEn],
] as const;
const line = (cells: string[]) =>
  `${cells[0]!.padEnd(22)}${cells
    .slice(1)
    .map((c) => c.padStart(20))
    .join("")}`;
const out: string[] = [];
out.push(line(["", ...columns.map(([name]) => name)]));
for (const [label, f] of rows) out.push(line([label, ...columns.map(([, s]) => f(s))]));
out.push("");
out.push(`latency per description: median ${quantile(0.5).toFixed(3)} ms, p99 ${quantile(0.99).toFixed(3)} ms`);
out.push(`engine start-up (import + database build): ${startupMs.toFixed(0)} ms`);
out.push(
  `resident memory: ${(rss / 1024 / 1024).toFixed(0)} MB (process start ${(rssBefore / 1024 / 1024).toFixed(0)} MB)`,
);
out.push("");
const check = (ok: boolean, text: string) => out.push(`${ok ? "PASS" : "FAIL"}  ${text}`);
check(n5k.within10 >= 0.9, `Nutrition5k kcal within ±10% for ≥ 90% of dishes (${pct(n5k.within10)})`);
check(own.within15 >= 0.85, `own set kcal within ±15% for ≥ 85% (${pct(own.within15)})`);
check(quantile(0.99) < 2, `p99 latency < 2 ms (${quantile(0.99).toFixed(3)} ms)`);
check(startupMs < 300, `start-up < 300 ms (${startupMs.toFixed(0)} ms)`);
check(rss < 150 * 1024 * 1024, `resident memory < 150 MB (${(rss / 1024 / 1024).toFixed(0)} MB)`);
out.push("");
out.push(...formatNutrition5kGap(nutrition5kGap(cafe1, loadIngredientValues())));
process.stdout.write(`${out.join("\n")}\n`);
