// `npm run bench:nutrition` (decision 007): accuracy on Nutrition5k cafe1 and on the team's labelled meals, side by
// side, then latency per description, engine start-up time and resident memory.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { heldOutByHash } from "./held-out";

interface Estimate {
  calories: number;
  /** Absent for a meal whose reference source prints energy only (labelled-meals.txt: a café menu card). */
  protein?: number;
  fat?: number;
  carbs?: number;
}
interface Case {
  text: string;
  lang: "ru" | "en";
  reference: Estimate;
}

const rssBefore = process.memoryUsage().rss;
const startedAt = performance.now();
const cpuBefore = process.cpuUsage();
const { analyzeMealText } = await import("../src/index");
analyzeMealText("яблоко"); // the database is built on first use; count it in start-up
const startupMs = performance.now() - startedAt;
// CPU time of the same start-up: on a shared machine wall time also counts other processes' turns.
const startupCpu = process.cpuUsage(cpuBefore);
const startupCpuMs = (startupCpu.user + startupCpu.system) / 1000;
// Start-up reads the database from the copy kept for the engine's current sources (src/database-cache.ts) once a run
// has built it; the build itself, which the first start after an edit pays, is timed apart below.
const { readFromKeptCopy } = await import("../src/database-cache");
const startupRead = readFromKeptCopy();
// The FNDDS name index is built on the first English name the catalog lacks; its one-off cost, reported apart.
const fnddsStarted = performance.now();
analyzeMealText("beef noodle soup");
const fnddsFirstMs = performance.now() - fnddsStarted;

const { buildDatabase } = await import("../src/database");
const buildStarted = performance.now();
buildDatabase();
const buildMs = performance.now() - buildStarted;

const { loadCafe1, loadIngredientValues } = await import("./nutrition5k");
const { formatNutrition5kGap, nutrition5kGap } = await import("./nutrition5k-gap");
const cafe1 = loadCafe1().filter((d) => d.calories > 0 && d.ingredients.length > 0);
const nutrition5k: Case[] = cafe1.map((d) => ({ text: d.description, lang: "en", reference: d }));
const labelled: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("labelled-meals.json", import.meta.url)), "utf8"),
) as Case[];
// Written before the parser was last changed and never tuned against (bench/label-heldout.ts): typed the way people
// type, referenced from USDA and Russian pack labels without the engine's catalog.
const heldOut: (Case & { measure: "grams" | "household" })[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL("realistic-heldout.json", import.meta.url)), "utf8")) as {
    lang: "ru" | "en";
    measure: "grams" | "household";
    text: string;
    reference: { calories: number };
  }[]
).map((m) => ({ ...m, reference: { calories: m.reference.calories, protein: 0, fat: 0, carbs: 0 } }));

// Russian shop products and café food referenced from pack labels and GOST compositions (russian-products.txt),
// written before the catalog's label foods; scored like the held-out set.
const russian: (Case & { measure: "grams" | "household" })[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL("russian-products.json", import.meta.url)), "utf8")) as {
    lang: "ru" | "en";
    measure: "grams" | "household";
    text: string;
    reference: { calories: number };
  }[]
).map((m) => ({ ...m, reference: { calories: m.reference.calories, protein: 0, fat: 0, carbs: 0 } }));

// English descriptions generated from FNDDS foods and their measures, referenced from the raw FNDDS files
// (bench/fndds-generated.ts): how far the engine generalises past the names and portions it was written for.

// The larger realistic set (realistic-more.txt), typed as people type, referenced like the held-out set. A third of
// it, chosen by a hash of the text, is held out and never tuned against; the other two thirds are the working set.
type Realistic = Case & { measure: "grams" | "household" };
const more: Realistic[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL("realistic-more.json", import.meta.url)), "utf8")) as {
    lang: "ru" | "en";
    measure: "grams" | "household";
    text: string;
    reference: { calories: number };
  }[]
).map((m) => ({ ...m, reference: { calories: m.reference.calories, protein: 0, fat: 0, carbs: 0 } }));
// Everyday Russian (label-everyday.ts): how people type a meal in Russian — diminutives, sugar in tea, pieces and
// spoons, number words, café food — referenced from the engine's own food data by hand-chosen grams, so they score
// the reading of the words. The development set is worked on; the held-out set was written before those changes and
// is never tuned against.
const readEveryday = (name: string): Realistic[] =>
  (
    JSON.parse(readFileSync(fileURLToPath(new URL(`${name}.json`, import.meta.url)), "utf8")) as {
      lang: "ru";
      measure: "grams" | "household";
      text: string;
      reference: { calories: number };
    }[]
  ).map((m) => ({ ...m, reference: { calories: m.reference.calories, protein: 0, fat: 0, carbs: 0 } }));
const everydayDev = readEveryday("everyday-ru-dev");
// Typed meals (typed-meals.txt, decision 024): Russian and English descriptions in batches, each batch written with
// its references (USDA/FNDDS and Russian labels, never the catalog) before the engine was run on it. A third,
// chosen by the same hash as the larger realistic set, is held out and never tuned against; the rest is the
// development part.
const typed: Realistic[] = readEveryday("typed-meals") as Realistic[];
const typedHeld = typed.filter((m) => heldOutByHash(m.text));
const typedDev = typed.filter((m) => !heldOutByHash(m.text));
const everydayHeld = readEveryday("everyday-ru-heldout");

const moreHeld = more.filter((m) => heldOutByHash(m.text));
const moreWork = more.filter((m) => !heldOutByHash(m.text));

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
  let withMacros = 0;
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
    if (result.unmatched.length > 0) withUnmatched++;
    abs.calories += error;
    if (r.protein !== undefined && r.fat !== undefined && r.carbs !== undefined) {
      withMacros++;
      if (Math.abs(e.carbs - r.carbs) <= 7.5) carbs75++;
      abs.protein += Math.abs(e.protein - r.protein);
      abs.fat += Math.abs(e.fat - r.fat);
      abs.carbs += Math.abs(e.carbs - r.carbs);
    }
  }
  const n = cases.length;
  const m = Math.max(1, withMacros);
  return {
    dishes: n,
    within10: w10 / n,
    within15: w15 / n,
    within20: w20 / n,
    maeCalories: abs.calories / n,
    maeProtein: abs.protein / m,
    maeFat: abs.fat / m,
    maeCarbs: abs.carbs / m,
    carbsWithin7_5g: carbs75 / m,
    unmatchedShare: withUnmatched / n,
  };
}

const n5k = evaluate(nutrition5k);
const own = evaluate(labelled);
const ownRu = evaluate(labelled.filter((c) => c.lang === "ru"));
const ownEn = evaluate(labelled.filter((c) => c.lang === "en"));

/** An estimate this far from the reference either way is a reading no person would accept (40 kg of buckwheat). */
const ABSURD_FACTOR = 3;
interface HeldOutSummary {
  n: number;
  within: number;
  absurd: string[];
  missed: string[];
}
/**
 * A diary cannot be more exact than a few kcal: for the typed-meals set an answer within 10 kcal of the reference is
 * within tolerance whatever the share (black coffee, 2 kcal), and the absurd count leaves out references under 30 kcal,
 * as the FNDDS-generated set does.
 */
function evaluateTyped(cases: Realistic[]): HeldOutSummary {
  let within = 0;
  const absurd: string[] = [];
  const missed: string[] = [];
  for (const c of cases) {
    const e = analyzeMealText(c.text, { lang: c.lang }).totals.calories;
    const r = c.reference.calories;
    const tolerance = c.measure === "grams" ? 0.2 : 0.3;
    if (Math.abs(e - r) <= Math.max(10, tolerance * r)) within++;
    else missed.push(`${c.text} → ${e.toFixed(0)} kcal (ref ${r})`);
    if (r >= 30 && (e > r * ABSURD_FACTOR || e < r / ABSURD_FACTOR))
      absurd.push(`${c.text} → ${e.toFixed(0)} kcal (ref ${r})`);
  }
  return { n: cases.length, within: within / Math.max(1, cases.length), absurd, missed };
}
function evaluateHeldOut(cases: typeof heldOut): HeldOutSummary {
  let within = 0;
  const absurd: string[] = [];
  const missed: string[] = [];
  for (const c of cases) {
    const e = analyzeMealText(c.text, { lang: c.lang }).totals.calories;
    const r = c.reference.calories;
    const tolerance = c.measure === "grams" ? 0.2 : 0.3;
    if (Math.abs(e - r) <= tolerance * r) within++;
    else missed.push(`${c.text} → ${e.toFixed(0)} kcal (ref ${r})`);
    if (e > r * ABSURD_FACTOR || e < r / ABSURD_FACTOR) absurd.push(`${c.text} → ${e.toFixed(0)} kcal (ref ${r})`);
  }
  return { n: cases.length, within: within / Math.max(1, cases.length), absurd, missed };
}
const held = evaluateHeldOut(heldOut);
const heldRu = evaluateHeldOut(heldOut.filter((c) => c.lang === "ru"));
const heldEn = evaluateHeldOut(heldOut.filter((c) => c.lang === "en"));
const ru = evaluateHeldOut(russian);
const ruWithin15 = evaluate(russian).within15;

const moreHeldRu = evaluateHeldOut(moreHeld.filter((c) => c.lang === "ru"));
const moreHeldEn = evaluateHeldOut(moreHeld.filter((c) => c.lang === "en"));
const moreWorkRu = evaluateHeldOut(moreWork.filter((c) => c.lang === "ru"));
const moreWorkEn = evaluateHeldOut(moreWork.filter((c) => c.lang === "en"));
const evDev = evaluateHeldOut(everydayDev);
const evHeld = evaluateHeldOut(everydayHeld);
const typedDevRu = evaluateTyped(typedDev.filter((c) => c.lang === "ru"));
const typedDevEn = evaluateTyped(typedDev.filter((c) => c.lang === "en"));
const typedHeldRu = evaluateTyped(typedHeld.filter((c) => c.lang === "ru"));
const typedHeldEn = evaluateTyped(typedHeld.filter((c) => c.lang === "en"));
// The first batch of the file (its first FIRST_BATCH lines), the set the bracketed figures were measured on: later
// batches change what the held-out third holds, so its figures are printed alone too (counted, never listed).
const FIRST_BATCH = 747;
const firstHeld = typed.slice(0, FIRST_BATCH).filter((m) => heldOutByHash(m.text));
const firstHeldRu = evaluateTyped(firstHeld.filter((c) => c.lang === "ru"));
const firstHeldEn = evaluateTyped(firstHeld.filter((c) => c.lang === "en"));

// This process's resident memory, taken before the bench itself reads the raw FNDDS files for the generated set's
// references (those tables are the bench's, not the engine's). It also holds the bench's sets and Nutrition5k's
// files, so the target is judged on a process that holds only the engine (engine-memory.ts, below).
const rssEngine = process.memoryUsage().rss;
const { generateFnddsMeals, generateFirstPartMeals } = await import("./fndds-generated");
const { meals: generated, skipped: genSkipped } = generateFnddsMeals();

interface GeneratedScore {
  n: number;
  carbs75: number;
  maeCarbs: number;
  kcal20: number;
  absurd: string[];
}
function scoreGenerated(meals: typeof generated): GeneratedScore {
  let carbs75 = 0;
  let carbsAbs = 0;
  let kcal20 = 0;
  const absurd: string[] = [];
  for (const g of meals) {
    const t = analyzeMealText(g.text, { lang: "en" }).totals;
    const carbError = Math.abs(t.carbs - g.reference.carbs);
    carbsAbs += carbError;
    if (carbError <= 7.5) carbs75++;
    if (Math.abs(t.calories - g.reference.calories) <= 0.2 * g.reference.calories) kcal20++;
    // Below 30 kcal a factor says nothing (a cup of black coffee); those are left out of the absurd count.
    if (
      g.reference.calories >= 30 &&
      (t.calories > g.reference.calories * ABSURD_FACTOR || t.calories < g.reference.calories / ABSURD_FACTOR)
    ) {
      absurd.push(`${g.text} → ${t.calories.toFixed(0)} kcal (ref ${g.reference.calories.toFixed(0)})`);
    }
  }
  const n = Math.max(1, meals.length);
  return { n: meals.length, carbs75: carbs75 / n, maeCarbs: carbsAbs / n, kcal20: kcal20 / n, absurd };
}
const gen = scoreGenerated(generated);
// The first version of the set (names cut to the first part of the FNDDS description), scored in the same run so the
// two can be compared (docs/decisions/029-fndds-generated-set.md); only the current set counts for the checks.
const genFirst = scoreGenerated(generateFirstPartMeals());
const genAbsurd = gen.absurd;

// Latency on a warm engine: every description once more, timed alone.
latencies.length = 0;
const everyDescription = [
  ...nutrition5k,
  ...labelled,
  ...heldOut,
  ...russian,
  ...more,
  ...everydayDev,
  ...everydayHeld,
  ...typed,
  ...generated.map((g) => ({ text: g.text, lang: "en" as const })),
].map((c) => ({ text: c.text, lang: c.lang }));
for (const c of everyDescription) {
  const t0 = performance.now();
  analyzeMealText(c.text, { lang: c.lang });
  latencies.push(performance.now() - t0);
}
latencies.sort((a, b) => a - b);
// The longest text the analyse call takes (contracts' ZAnalyzeTextRequestSchema, 2,000 characters) as one word in each
// script, which no slip of a food can be: what an outsider can make one reading cost.
const longWordMs = (["a", "ж"] as const).map((letter) => {
  const t0 = performance.now();
  analyzeMealText(letter.repeat(2000));
  return performance.now() - t0;
});
const quantile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
// What a server holds: a fresh process started as the server is, having answered every description above. The figure
// holds garbage the collector has not yet taken, so it moves by tens of megabytes with when the last collection ran;
// the median of three processes is judged, as start-up's is, and each is printed.
const { measureEngineMemory } = await import("./engine-memory");
const memoryRuns = [];
for (let run = 0; run < 3; run++) memoryRuns.push(await measureEngineMemory(everyDescription));
memoryRuns.sort((a, b) => a.rss - b.rss);
const engineMemory = memoryRuns[1]!;
const rss = engineMemory.rss;
// The same latency as a server pays it: the bundle in a fresh process with the serve flags (engine-latency.ts). Printed
// beside the bench's own figure; the gate stays on the bench's pass.
const { measureEngineLatency } = await import("./engine-latency");
const serverLatency = await measureEngineLatency(everyDescription);
// What a server's boot pays: the engine as compiled JavaScript in fresh processes started as the server is (decision
// 032), its kept database copy written by this process's start above. The start-up through tsx above is still printed.
const { measureEngineStartup } = await import("./engine-startup");
const serverStartup = await measureEngineStartup();

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
/** The typed-meals figures of the engine as it was when the set was written, before any change made against it. */
const BEFORE = {
  typedHeldRu: "80.4%",
  typedHeldEn: "70.2%",
  typedHeldAbsurd: "11",
  typedDevRu: "80.6%",
  typedDevEn: "77.9%",
  typedDevAbsurd: "18",
};
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
out.push(
  `held-out realistic set: ${held.n} descriptions, kcal within ±20% (stated grams) / ±30% (household measures): ` +
    `${pct(held.within)} (ru ${pct(heldRu.within)}, en ${pct(heldEn.within)}); ` +
    `absurd totals (off by more than ${ABSURD_FACTOR}×): ${held.absurd.length}`,
);
// The held-out sets' absurd totals are counted, never listed, so that no held-out line is read (decision 024).
out.push(
  `Russian products set: ${ru.n} descriptions, kcal within ±20% (stated grams) / ±30% (household measures): ` +
    `${pct(ru.within)}; within ±15%: ${pct(ruWithin15)}; absurd totals: ${ru.absurd.length}`,
);
for (const a of ru.absurd) out.push(`  absurd: ${a}`);
// Only this set's misses are listed: it is the one written to be worked on (the held-out set is never tuned against).
for (const m of ru.missed) out.push(`  outside: ${m}`);
out.push(
  `larger realistic set: ${more.length} descriptions (ru ${more.filter((m) => m.lang === "ru").length}, en ${more.filter((m) => m.lang === "en").length}), ` +
    `within ±20% (stated grams) / ±30% (household):`,
);
out.push(
  `  held-out third (${moreHeld.length}, never tuned against): ru ${pct(moreHeldRu.within)} of ${moreHeldRu.n}, ` +
    `en ${pct(moreHeldEn.within)} of ${moreHeldEn.n}; absurd totals: ${moreHeldRu.absurd.length + moreHeldEn.absurd.length}`,
);
out.push(
  `  working two thirds (${moreWork.length}): ru ${pct(moreWorkRu.within)} of ${moreWorkRu.n}, ` +
    `en ${pct(moreWorkEn.within)} of ${moreWorkEn.n}; absurd totals: ${moreWorkRu.absurd.length + moreWorkEn.absurd.length}`,
);
for (const a of [...moreWorkRu.absurd, ...moreWorkEn.absurd]) out.push(`  absurd (working): ${a}`);
// Only the working set's misses are listed; the held-out third's are not looked at.
for (const m of [...moreWorkRu.missed, ...moreWorkEn.missed]) out.push(`  outside (working): ${m}`);
out.push(
  `everyday Russian sets, within ±20% (stated grams) / ±30% (household): development ${pct(evDev.within)} of ${evDev.n}, ` +
    `absurd totals ${evDev.absurd.length}; held-out (never tuned against) ${pct(evHeld.within)} of ${evHeld.n}, ` +
    `absurd totals ${evHeld.absurd.length}`,
);
for (const a of evDev.absurd) out.push(`  absurd (development): ${a}`);
// Only the development set's misses are listed; the held-out set's are not looked at.
for (const m of evDev.missed) out.push(`  outside (development): ${m}`);
out.push(
  `typed meals: ${typed.length} descriptions (ru ${typed.filter((m) => m.lang === "ru").length}, en ${typed.filter((m) => m.lang === "en").length}), ` +
    `within ±20% (stated grams) / ±30% (household) or 10 kcal; in brackets the first batch before its engine changes (decision 024):`,
);
out.push(
  `  held-out third (${typedHeld.length}, never tuned against): ru ${pct(typedHeldRu.within)} of ${typedHeldRu.n} (${BEFORE.typedHeldRu}), ` +
    `en ${pct(typedHeldEn.within)} of ${typedHeldEn.n} (${BEFORE.typedHeldEn}); absurd totals: ${typedHeldRu.absurd.length + typedHeldEn.absurd.length} (${BEFORE.typedHeldAbsurd})`,
);
out.push(
  `  development two thirds (${typedDev.length}): ru ${pct(typedDevRu.within)} of ${typedDevRu.n} (${BEFORE.typedDevRu}), ` +
    `en ${pct(typedDevEn.within)} of ${typedDevEn.n} (${BEFORE.typedDevEn}); absurd totals: ${typedDevRu.absurd.length + typedDevEn.absurd.length} (${BEFORE.typedDevAbsurd})`,
);
out.push(
  `  held-out third of the first batch alone (${firstHeld.length}): ru ${pct(firstHeldRu.within)} of ${firstHeldRu.n}, ` +
    `en ${pct(firstHeldEn.within)} of ${firstHeldEn.n}; absurd totals: ${firstHeldRu.absurd.length + firstHeldEn.absurd.length}`,
);
// The held-out third is counted, never listed, so that nothing is tuned against it.
for (const a of [...typedDevRu.absurd, ...typedDevEn.absurd]) out.push(`  absurd (typed, development): ${a}`);
// Only the development part's misses are listed; the held-out third's are never looked at.
for (const m of [...typedDevRu.missed, ...typedDevEn.missed]) out.push(`  outside (typed, development): ${m}`);
out.push(
  `FNDDS-generated English set: ${gen.n} descriptions (seeded), each record said with its distinguishing qualifiers; ` +
    `the first version's first-part names in brackets (decision 029):`,
);
out.push(
  `  carbs within 7.5 g ${pct(gen.carbs75)} (${pct(genFirst.carbs75)}), MAE carbs ${num(gen.maeCarbs)} g ` +
    `(${num(genFirst.maeCarbs)} g), kcal within ±20% ${pct(gen.kcal20)} (${pct(genFirst.kcal20)}); ` +
    `absurd totals (≥ 30 kcal): ${gen.absurd.length} (${genFirst.absurd.length})`,
);
out.push(
  `  records drawn and left out: ${[...genSkipped.values()].reduce((a, b) => a + b, 0)} (` +
    `${[...genSkipped].map(([why, count]) => `${why} ${count}`).join(", ")})`,
);
for (const a of genAbsurd) out.push(`  absurd: ${a}`);
// Corrections in words on the confirmation screen (bench/corrections.ts, decision 023): the development set the
// interpreter was worked on, and a held-out set written before it and never tuned against, reported apart.
{
  const { CORRECTIONS_DEV, CORRECTIONS_HELD_OUT, judgeCorrection } = await import("./corrections");
  const times: number[] = [];
  const score = (cases: typeof CORRECTIONS_DEV, lang: "ru" | "en") => {
    const mine = cases.filter((c) => c.lang === lang);
    const missed: string[] = [];
    for (const c of mine) {
      const t0 = performance.now();
      const { ok, got } = judgeCorrection(c);
      times.push(performance.now() - t0);
      if (!ok) missed.push(`${c.meal} + «${c.correction}» → ${got} (expected ${c.expect ?? "refused"})`);
    }
    return { n: mine.length, right: mine.length - missed.length, missed };
  };
  const line = (name: string, cases: typeof CORRECTIONS_DEV) => {
    const r = score(cases, "ru");
    const e = score(cases, "en");
    out.push(
      `  ${name}: ${pct((r.right + e.right) / (r.n + e.n))} of ${r.n + e.n} (ru ${r.right}/${r.n}, en ${e.right}/${e.n})`,
    );
    return [...r.missed, ...e.missed];
  };
  out.push("corrections in words, right result (or a refusal where one is expected):");
  const devMissed = line("development", CORRECTIONS_DEV);
  line("held-out (never tuned against)", CORRECTIONS_HELD_OUT);
  // Only the development set's misses are listed; the held-out set's are not looked at.
  for (const m of devMissed) out.push(`  missed (development): ${m}`);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  out.push(
    `  time per correction (analysis of the meal and of the expected text included): median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms`,
  );
}
out.push("");
out.push(`latency per description: median ${quantile(0.5).toFixed(3)} ms, p99 ${quantile(0.99).toFixed(3)} ms`);
out.push(
  `  as the server pays it (compiled JavaScript, plain Node with the serve flags, warm): median ` +
    `${serverLatency.median.toFixed(3)} ms, p99 ${serverLatency.p99.toFixed(3)} ms; ${serverLatency.scavenges} ` +
    `young-generation collections over its ${serverLatency.answered} descriptions`,
);
out.push(
  `  one word of 2,000 letters, the longest text taken: ${longWordMs.map((ms) => `${ms.toFixed(0)} ms`).join(" (Latin), ")} (Cyrillic)`,
);
out.push(
  `engine start-up as the server pays it (compiled JavaScript, plain Node with the serve flags, import + database ` +
    `read from its kept copy + first description; median of ${serverStartup.runs.length} fresh processes): ` +
    `${serverStartup.median.wallMs.toFixed(0)} ms wall, ${serverStartup.median.cpuMs.toFixed(0)} ms CPU ` +
    `(each: ${serverStartup.runs.map((r) => `${r.wallMs.toFixed(0)}/${r.cpuMs.toFixed(0)}`).join(", ")} ms wall/CPU)`,
);
out.push(
  `  through tsx, in this process (import + database ${startupRead ? "read from its kept copy" : "built, no kept copy yet"}): ` +
    `${startupMs.toFixed(0)} ms wall, ${startupCpuMs.toFixed(0)} ms CPU; ` +
    `first FNDDS name lookup (builds its index): ${fnddsFirstMs.toFixed(0)} ms`,
);
out.push(`  the database built from the catalog, as the first start after an edit does: ${buildMs.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
out.push(
  `resident memory of a process started as the server is, after loading the engine and answering all ` +
    `${engineMemory.answered} descriptions (median of 3 fresh processes): ${mb(rss)} (before the engine was imported ` +
    `${mb(engineMemory.runtimeRss)}, JavaScript heap in use ${mb(engineMemory.heapUsed)}; each: ` +
    `${memoryRuns.map((m) => mb(m.rss)).join(", ")})`,
);
out.push(
  `  this bench process, which also holds its sets: ${mb(rssEngine)} before the generated set's raw FNDDS ` +
    `references are read, ${mb(process.memoryUsage().rss)} after (process start ${mb(rssBefore)})`,
);
out.push("");
const check = (ok: boolean, text: string) => out.push(`${ok ? "PASS" : "FAIL"}  ${text}`);
check(n5k.within10 >= 0.9, `Nutrition5k kcal within ±10% for ≥ 90% of dishes (${pct(n5k.within10)})`);
check(own.within15 >= 0.85, `own set kcal within ±15% for ≥ 85% (${pct(own.within15)})`);
const heldWithin = [moreHeldRu.within, moreHeldEn.within];
check(
  heldWithin.every((w) => w >= 0.92),
  `larger realistic set, held-out third within tolerance ≥ 92% each language (ru ${pct(moreHeldRu.within)}, en ${pct(moreHeldEn.within)})`,
);
check(
  typedHeldRu.within >= 0.92 && typedHeldEn.within >= 0.92,
  `typed meals, held-out third within tolerance ≥ 92% each language (ru ${pct(typedHeldRu.within)}, en ${pct(typedHeldEn.within)})`,
);
check(gen.carbs75 >= 0.8, `FNDDS-generated carbs within 7.5 g ≥ 80% (${pct(gen.carbs75)})`);
const absurdTotal =
  held.absurd.length +
  ru.absurd.length +
  moreHeldRu.absurd.length +
  moreHeldEn.absurd.length +
  moreWorkRu.absurd.length +
  moreWorkEn.absurd.length +
  evDev.absurd.length +
  evHeld.absurd.length +
  typedHeldRu.absurd.length +
  typedHeldEn.absurd.length +
  typedDevRu.absurd.length +
  typedDevEn.absurd.length +
  genAbsurd.length;
check(absurdTotal === 0, `zero absurd totals across the realistic, Russian and generated sets (${absurdTotal})`);
check(quantile(0.99) < 2, `p99 latency < 2 ms (${quantile(0.99).toFixed(3)} ms)`);
// Judged on the start-up the server pays (decision 027, follow-up "start-up as the server pays it"); the figure through
// tsx is printed beside it.
check(
  serverStartup.median.wallMs < 300,
  `start-up < 300 ms (${serverStartup.median.wallMs.toFixed(0)} ms as the server pays it; ${startupMs.toFixed(0)} ms through tsx)`,
);
check(rss < 150 * 1024 * 1024, `resident memory < 150 MB (${(rss / 1024 / 1024).toFixed(0)} MB)`);
out.push("");
out.push(...formatNutrition5kGap(nutrition5kGap(cafe1, loadIngredientValues())));
process.stdout.write(`${out.join("\n")}\n`);
