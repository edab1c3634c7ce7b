/**
 * How well the offline nutritionist reads chat questions and keeps the limits people set
 * (docs/decisions/010-ai-nutritionist.md). Prints intent accuracy on the tuning two thirds and on the held-out
 * third of the labelled set (nutritionist-questions.ts), the confusion per intent, and how often a suggestion keeps
 * the labelled constraints, with calories recomputed here from the food database by food id and grams.
 *
 *   npm run bench:nutritionist
 *   npm run bench:nutritionist -- --model   (also the model path, against a stand-in model: nutritionist-model.ts)
 */
import { getDatabase, NUTRIENT_KEYS } from "@tarelka/nutrition";
import { answerOffline } from "../src/services/nutritionist/offline";
import { proteinRich, tagsOf } from "../src/services/nutritionist/suggest";
import { HER_FACTS as FACTS } from "../src/services/nutritionist/test-fixtures";
import { benchModelPath } from "./nutritionist-model";
import { heldOut, type LabelledQuestion, QUESTIONS } from "./nutritionist-questions";

const pct = (n: number, d: number) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

function accuracy(set: readonly LabelledQuestion[]) {
  const wrong: { q: LabelledQuestion; got: string }[] = [];
  for (const q of set) {
    const got = answerOffline(q.text, FACTS, q.lang).intent;
    if (got !== q.intent) wrong.push({ q, got });
  }
  return { right: set.length - wrong.length, total: set.length, wrong };
}

const db = getDatabase();
const KCAL = NUTRIENT_KEYS.indexOf("kcal");
const PROTEIN = NUTRIENT_KEYS.indexOf("protein");

/** Whether an answer's suggestion keeps the labelled constraints, judged from the database, not from the answer. */
function respects(q: LabelledQuestion): { ok: boolean; why: string } {
  const answer = answerOffline(q.text, FACTS, q.lang);
  const s = answer.suggestion;
  if (!s) return { ok: false, why: "no suggestion" };
  let kcal = 0;
  let protein = 0;
  for (const item of s.items) {
    const food = db.byId.get(item.foodId);
    if (!food) return { ok: false, why: `unknown food ${item.foodId}` };
    kcal += Math.round(((food.per100g[KCAL] ?? 0) * item.grams) / 100);
    protein += ((food.per100g[PROTEIN] ?? 0) * item.grams) / 100;
    for (const tag of q.constraints?.exclude ?? []) {
      if ((tagsOf(item.foodId) ?? [tag]).includes(tag)) return { ok: false, why: `${item.foodId} is ${tag}` };
    }
  }
  const max = q.constraints?.maxKcal;
  if (max != null && kcal > max) return { ok: false, why: `${kcal} kcal > ${max}` };
  if (q.constraints?.protein && !proteinRich(kcal, protein, s.kind))
    return { ok: false, why: `${protein.toFixed(1)} g protein` };
  return { ok: true, why: "" };
}

const train = QUESTIONS.filter((q) => !heldOut(q));
const held = QUESTIONS.filter(heldOut);
const ru = QUESTIONS.filter((q) => q.lang === "ru").length;
console.log(`Labelled questions: ${QUESTIONS.length} (${ru} Russian, ${QUESTIONS.length - ru} English)`);
console.log(`Split by text hash: ${train.length} tuning, ${held.length} held out\n`);

const t = accuracy(train);
const h = accuracy(held);
console.log(`Intent accuracy, tuning:   ${pct(t.right, t.total)}`);
console.log(`Intent accuracy, held out: ${pct(h.right, h.total)}`);
for (const lang of ["ru", "en"] as const) {
  const a = accuracy(held.filter((q) => q.lang === lang));
  console.log(`  held out, ${lang}: ${pct(a.right, a.total)}`);
}

const intents = [...new Set(QUESTIONS.map((q) => q.intent))];
console.log("\nPer intent on the held-out third (right/total, and what the misses were read as):");
for (const intent of intents) {
  const of = held.filter((q) => q.intent === intent);
  const misses = h.wrong.filter((w) => w.q.intent === intent);
  const confused = new Map<string, number>();
  for (const m of misses) confused.set(m.got, (confused.get(m.got) ?? 0) + 1);
  const list = [...confused].map(([k, n]) => `${k}×${n}`).join(", ");
  console.log(
    `  ${intent.padEnd(12)} ${String(of.length - misses.length).padStart(2)}/${String(of.length).padEnd(3)} ${list}`,
  );
}
if (h.wrong.length > 0) {
  console.log("\nHeld-out misses:");
  for (const { q, got } of h.wrong) console.log(`  [${q.lang}] ${q.intent} → ${got}: ${q.text}`);
}

for (const [name, set] of [
  ["tuning", train],
  ["held out", held],
] as const) {
  const constrained = set.filter((q) => q.constraints);
  const results = constrained.map((q) => ({ q, ...respects(q) }));
  const ok = results.filter((r) => r.ok).length;
  console.log(`\nConstraint-respecting suggestions, ${name}: ${pct(ok, constrained.length)}`);
  for (const r of results.filter((x) => !x.ok)) console.log(`  ${r.q.text}: ${r.why}`);
}

if (process.argv.includes("--model") || process.env.NUTRITIONIST_BENCH_MODEL === "stand-in") {
  await benchModelPath(
    [
      ["tuning", train],
      ["held out", held],
    ],
    (q) => respects(q).ok,
  );
}
