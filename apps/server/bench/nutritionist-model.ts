/**
 * The model path of the nutritionist measured on the same labelled questions (docs/decisions/019-nutritionist-model-tools.md):
 * `npm run bench:nutritionist -- --model` (or NUTRITIONIST_BENCH_MODEL=stand-in).
 *
 * The model is a stand-in speaking the chat-completions protocol over real HTTP (test/chat-stand-in.ts). It is not a
 * language model: it calls the diary and food tools, writes its answer from what they returned by a fixed template,
 * and on a fixed share of questions (chosen by a hash of the text) states a wrong diary number or advises eating
 * below the safe floor. So the figures measure the pipeline around a model (tools, the fact check, the safety lines,
 * the constraint check, the offline fallback), never a real model's understanding or wording.
 */
import { analyzeMealText, getDatabase, NUTRIENT_KEYS } from "@tarelka/nutrition";
import type { FastifyBaseLogger } from "fastify";
import { createOpenAiChatModel } from "../src/services/nutritionist/chat-model";
import { mealRequestOf } from "../src/services/nutritionist/constraints";
import { answerOffline } from "../src/services/nutritionist/offline";
import { createModelNutritionist } from "../src/services/nutritionist/provider";
import { proteinRich, tagsOf } from "../src/services/nutritionist/suggest";
import { HER_FACTS as FACTS } from "../src/services/nutritionist/test-fixtures";
import {
  STAND_IN_KEY,
  STAND_IN_MODEL,
  type StandInRequest,
  startChatStandIn,
  toolResults,
} from "../test/chat-stand-in";
import type { LabelledQuestion } from "./nutritionist-questions";

type Fault = "none" | "wrongNumber" | "belowFloor";

/** A fixed share of answers carries a planted fault: a fifth a wrong "eaten today", a tenth advice below the floor. */
function faultOf(text: string): Fault {
  let h = 0;
  for (const c of text) h = (h * 33 + c.charCodeAt(0)) >>> 0;
  const bucket = h % 10;
  return bucket < 2 ? "wrongNumber" : bucket === 2 ? "belowFloor" : "none";
}

const lastUser = (request: StandInRequest) => request.messages.filter((m) => m.role === "user").at(-1)?.content ?? "";

/** The first "idea that fits" of the facts block: name, grams, kcal. */
function firstIdea(system: string): { name: string; grams: number; kcal: number } | null {
  const m = /idea that fits what is left, (.+?) (\d+(?:\.\d+)?) g: (\d+) kcal/u.exec(system);
  return m ? { name: m[1]!, grams: Number(m[2]), kcal: Number(m[3]) } : null;
}

const SUGGEST =
  /(?:перекус|ужин|обед|завтрак|съесть|поесть|посовет|предлож|snack|dinner|lunch|breakfast|suggest|idea|what (?:can|should) i eat)/iu;

/** The stand-in's one script: tools first, then a templated answer from their results. */
function standInScript(request: StandInRequest) {
  const question = lastUser(request);
  const ru = /[а-яё]/iu.test(question);
  const system = request.messages[0]?.content ?? "";
  if (request.tools && !request.messages.some((m) => m.role === "tool")) {
    const today = /today (\d{4}-\d{2}-\d{2})/u.exec(system)?.[1] ?? FACTS.today.date;
    return {
      toolCalls: [
        { name: "diary_day", arguments: { date: today } },
        { name: "lookup_food", arguments: { query: question.slice(0, 200) } },
      ],
    };
  }
  const results = toolResults(request);
  const day = results.find((r) => r.name === "diary_day")?.result as
    | { eaten: { calories: number }; goals: { calories: number | null } }
    | undefined;
  const eatenFromBlock = Number(/eaten (\d+) kcal/u.exec(system)?.[1] ?? Number.NaN);
  const eaten = day?.eaten.calories ?? eatenFromBlock;
  const goal = day?.goals.calories ?? FACTS.today.goals.calories;
  const foods = ((results.find((r) => r.name === "lookup_food")?.result as { foods?: unknown[] } | undefined)?.foods ??
    []) as { name: string; grams: number; calories: number; protein: number }[];
  const fault = faultOf(question);
  const stated = fault === "wrongNumber" ? Math.round(eaten * 1.5) : eaten;
  const parts = [
    ru
      ? `Сегодня вы съели ${stated} ккал из ${goal} ккал.`
      : `Today you have eaten ${stated} kcal of your ${goal} kcal goal.`,
  ];
  if (SUGGEST.test(question)) {
    const idea = firstIdea(system);
    if (idea)
      parts.push(
        ru
          ? `Идея: ${idea.name} ${idea.grams} г, ${idea.kcal} ккал.`
          : `Idea: ${idea.name} ${idea.grams} g, ${idea.kcal} kcal.`,
      );
  } else {
    for (const f of foods.slice(0, 2)) {
      parts.push(
        ru
          ? `${f.name} ${f.grams} г: ${f.calories} ккал, белка ${f.protein} г.`
          : `${f.name} ${f.grams} g: ${f.calories} kcal, ${f.protein} g of protein.`,
      );
    }
  }
  if (fault === "belowFloor") parts.push(ru ? "Попробуйте есть 900 ккал в день." : "Try eating 900 kcal a day.");
  return { text: parts.join(" ") };
}

const db = getDatabase();
const KCAL = NUTRIENT_KEYS.indexOf("kcal");
const PROTEIN = NUTRIENT_KEYS.indexOf("protein");

/**
 * Whether a shown model answer keeps the labelled constraints, judged from the database: its "Идея: name grams"
 * is read again by the nutrition engine and priced there, and the food's kind checked against the exclusions.
 */
function modelAnswerRespects(q: LabelledQuestion, text: string): boolean {
  const m = /(?:Идея|Idea): (.+?) (\d+(?:\.\d+)?) (?:г|g),/u.exec(text);
  if (!m) return false;
  const item = analyzeMealText(`${m[1]} ${m[2]} ${q.lang === "ru" ? "г" : "g"}`).items[0];
  const food = item ? db.byId.get(item.foodId) : undefined;
  if (!item || !food) return false;
  const kcal = Math.round(((food.per100g[KCAL] ?? 0) * item.grams) / 100);
  const protein = ((food.per100g[PROTEIN] ?? 0) * item.grams) / 100;
  if (q.constraints?.maxKcal != null && kcal > q.constraints.maxKcal) return false;
  for (const tag of q.constraints?.exclude ?? []) if ((tagsOf(item.foodId) ?? [tag]).includes(tag)) return false;
  // Judged by the stricter, meal-sized bar unless a snack was asked for.
  const kind = mealRequestOf(q.text).meal === "snack" ? "snack" : "lunch";
  return !q.constraints?.protein || proteinRich(kcal, protein, kind);
}

const pct = (n: number, d: number) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

const silentLog = {
  warn() {},
  info() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: "silent",
  silent() {},
} as unknown as FastifyBaseLogger;

export async function benchModelPath(
  sets: readonly (readonly [string, readonly LabelledQuestion[]])[],
  /** The offline bench's own judge of an offline suggestion. */
  offlineRespects: (q: LabelledQuestion) => boolean,
) {
  const standIn = await startChatStandIn();
  standIn.script = standInScript;
  const model = createOpenAiChatModel({
    baseUrl: standIn.url,
    apiKey: STAND_IN_KEY,
    model: STAND_IN_MODEL,
    timeoutMs: 5000,
  });
  const provider = createModelNutritionist({ model, log: silentLog, tools: "auto", maxToolRounds: 3, timeoutMs: 5000 });
  const readers = {
    day: async () => FACTS.today,
    week: async () => FACTS.week,
    meals: async () => [],
  };
  console.log("\n== Model path, against a stand-in model (pipeline figures, not a real model's quality) ==");
  console.log(
    "The stand-in calls diary_day and lookup_food, answers from their results by a template, and plants a wrong\n" +
      "'eaten today' in a fifth of its answers and advice below the safe floor in a tenth (by a hash of the text).",
  );
  try {
    for (const [name, set] of sets) {
      let routedOffline = 0;
      let redFlags = 0;
      let redFlagsReachedModel = 0;
      const planted = { wrongNumber: [0, 0], belowFloor: [0, 0], none: [0, 0] } as Record<Fault, [number, number]>;
      let intentRight = 0;
      let constrained = 0;
      let kept = 0;
      let elapsed = 0;
      const misses: string[] = [];
      for (const q of set) {
        const before = standIn.requests.length;
        const started = performance.now();
        const answer = await provider.answer({
          question: q.text,
          profileLang: q.lang,
          facts: FACTS,
          history: [],
          diary: { today: FACTS.today.date, readers },
        });
        elapsed += performance.now() - started;
        const reachedModel = standIn.requests.length > before;
        const offline = answerOffline(q.text, FACTS, q.lang);
        // The model path reads a question with the offline reader to route it (a red flag never reaches the model)
        // and to fall back; what the model itself understood is not measurable with a stand-in.
        if (offline.intent === q.intent) intentRight++;
        if (q.intent === "redFlag") {
          redFlags++;
          if (reachedModel) redFlagsReachedModel++;
        }
        if (!reachedModel) {
          routedOffline++;
        } else {
          const fault = faultOf(q.text);
          planted[fault][1]++;
          if (answer.source === "offline") planted[fault][0]++;
        }
        if (q.constraints) {
          constrained++;
          const ok = answer.source === "model" ? modelAnswerRespects(q, answer.content) : offlineRespects(q);
          if (ok) kept++;
          else misses.push(`  ${q.text} → ${answer.source}: ${answer.content.slice(0, 140).replaceAll("\n", " ")}`);
        }
      }
      console.log(`\n-- ${name} (${set.length} questions) --`);
      console.log(`Intent reading that routes the model path (the offline reader): ${pct(intentRight, set.length)}`);
      console.log(`Red-flag questions that reached the model: ${redFlagsReachedModel}/${redFlags}`);
      console.log(`Answered offline without asking the model (red flags): ${routedOffline}`);
      console.log(`Planted wrong numbers caught (offline answer shown): ${pct(...planted.wrongNumber)}`);
      console.log(`Planted below-floor advice caught: ${pct(...planted.belowFloor)}`);
      const [falseRejections, clean] = planted.none;
      console.log(`Clean answers refused anyway (false rejections): ${pct(falseRejections, clean)}`);
      console.log(`Constraint-respecting suggestions as shown (model or offline): ${pct(kept, constrained)}`);
      if (misses.length > 0)
        console.log("  misses (a model answer with no suggestion at all is not caught by the check):");
      for (const miss of misses) console.log(miss);
      console.log(`Average time per answer: ${(elapsed / set.length).toFixed(1)} ms (local stand-in, two HTTP rounds)`);
    }
  } finally {
    await standIn.close();
  }
}
