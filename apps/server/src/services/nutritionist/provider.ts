import type { TLanguage } from "@tarelka/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { NewRecommendation, TAnswerSource } from "../../repositories/ai-nutritionist-repository";
import { daysBetween } from "../meal-dates";
import { type ConversationMessage, ModelCallError, type ToolDefinition } from "../openai-compatible-client";
import type { ChatModel } from "./chat-model";
import { mealRequestOf } from "./constraints";
import { DIARY_TEXTS } from "./diary-texts";
import { checkAnswer, type Rejection } from "./fact-check";
import { type ChatFacts, type DayFacts, goalsLine, intakeLine, mealCount, remainingOf, waterLine } from "./facts";
import { plateIdeas } from "./food-ideas";
import { askedFoodLines, FactLedger, factsBlock, foodLine, type ProfileFacts } from "./model-facts";
import { createNutritionistTools, type DiaryReaders } from "./model-tools";
import { answerOffline, offlineDaySummary } from "./offline";

/**
 * Who answers in the AI nutritionist (docs/product.md, AI providers: one provider interface). The offline
 * nutritionist is the default; a configured chat model answers from a facts block and, where the endpoint supports
 * function calling, tools over the food database and the person's own diary (docs/decisions/019-nutritionist-model-tools.md).
 * Its answer is checked against those facts and the offline nutritionist's safety lines before it is shown; when it
 * fails any of them, or the model fails, the offline answer goes out instead. Either way the answer says who wrote it.
 */
export interface NutritionistProvider {
  /** Who answers when nothing fails (contracts ZChatSchema `answeredBy`). */
  readonly answeredBy: TAnswerSource;
  answer(input: ChatInput): Promise<{ content: string; source: TAnswerSource }>;
  summarizeDay(input: DayInput): Promise<{ summary: string; source: TAnswerSource }>;
}

export interface ChatInput {
  question: string;
  /** The person's own language, for a question with no letters in it. */
  profileLang: TLanguage;
  facts: ChatFacts;
  /** The chat's latest messages before the question, oldest first. */
  history: readonly { role: "user" | "assistant"; content: string }[];
  /** Today in the person's zone, and their diary for the model's tools, bound to them (model-tools.ts). */
  diary?: { today: string; readers: DiaryReaders; profile?: ProfileFacts };
}

export interface DayInput {
  lang: TLanguage;
  day: DayFacts;
  /** The rule-drawn recommendations of the day, most urgent first. */
  recommendations: readonly NewRecommendation[];
}

/** How many of the chat's latest messages go to the model with a question: enough for a follow-up, not a transcript. */
export const MODEL_HISTORY_MESSAGES = 10;

export const offlineNutritionist: NutritionistProvider = {
  answeredBy: "offline",
  async answer(input) {
    return { content: answerOffline(input.question, input.facts, input.profileLang).text, source: "offline" };
  },
  async summarizeDay(input) {
    const titles = input.recommendations.map((r) => r.title);
    return { summary: offlineDaySummary(input.day, titles, input.lang), source: "offline" };
  },
};

const LANGUAGE_NAMES: Record<TLanguage, string> = { ru: "Russian", en: "English" };

/**
 * The model's standing instructions (docs/product.md, Nutrition numbers: numbers come from the database, not
 * from a model's guess): only the listed numbers, the person's language, short answers, the safety lines.
 */
function instructions(lang: TLanguage): string {
  return [
    "You are the AI nutritionist (ИИ-нутрициолог) of Tarelka, a meal and calorie diary.",
    `Answer in ${LANGUAGE_NAMES[lang]}, in at most five short, friendly and concrete sentences.`,
    "Use only the numbers given below or returned by the tools: they come from the person's own diary and the food database.",
    "Never estimate, round differently or invent any other number (calories, grams, millilitres, kilograms).",
    "If a question needs a number that is not given, say it is not in the diary and suggest logging it.",
    "Never advise eating below the safe floor or losing weight faster than it allows; never suggest iron or potassium supplements (a doctor decides those).",
    "You are not a doctor: for medical conditions, medicines or pregnancy, suggest seeing one.",
  ].join(" ");
}

const TOOL_INSTRUCTIONS =
  "Tools: lookup_food for any food's numbers, diary_day, diary_meals and diary_week for other days of this person's diary. They read only this person's diary. When you suggest food, give each item's grams and kcal as lookup_food returned them.";

/** The system message of a chat question; every number in it is also put in the ledger. */
export function chatSystemMessage(
  input: Pick<ChatInput, "facts" | "question">,
  lang: TLanguage,
  ledger: FactLedger,
  options: { tools: boolean; profile?: ProfileFacts },
): string {
  const { facts } = input;
  const lines = factsBlock(facts, ledger, options.profile);
  lines.push(...askedFoodLines(input.question, lang, ledger));
  const left = remainingOf(facts.today);
  if (left.calories == null || left.calories > 0) {
    const ideas = plateIdeas({
      budgetKcal: left.calories,
      proteinNeeded: left.protein != null && left.protein > 0,
      lang,
      seed: daysBetween("2000-01-01", facts.today.date),
    });
    for (const idea of ideas) {
      ledger.addFoodItem(idea);
      lines.push(`idea that fits what is left, ${foodLine(idea)}`);
    }
  }
  return [
    instructions(lang),
    ...(options.tools ? [TOOL_INSTRUCTIONS] : []),
    "",
    "Facts:",
    ...lines.map((l) => `- ${l}`),
  ].join("\n");
}

function daySystemMessage(input: DayInput): string {
  const { day, lang } = input;
  const goals = goalsLine(day.goals, lang);
  const lines = [
    instructions(lang),
    "",
    `Diary facts for ${day.date}:`,
    `${intakeLine(day, lang)} (${mealCount(day.meals, lang)}).`,
    DIARY_TEXTS[lang].dayGoals(goals),
    `${waterLine(day, lang)}.`,
    "Recommendations already drawn from these numbers:",
    ...input.recommendations.map((r) => `- [${r.priority}] ${r.title}: ${r.text}`),
  ];
  return lines.join("\n");
}

export interface ModelNutritionistOptions {
  model: ChatModel;
  log: FastifyBaseLogger;
  /** "auto": tools are offered until the endpoint refuses them with a 400; "off": the facts block only. */
  tools: "auto" | "off";
  /** Rounds of tool calls before the model must answer in words. */
  maxToolRounds: number;
  /** One answer's whole budget, every round included: past it the offline answer goes out. */
  timeoutMs: number;
  now?: () => number;
}

/** Tool calls of one round beyond this get an error result: a model asking for twenty lookups is looping. */
export const TOOL_CALLS_PER_ROUND = 4;
/** After a 400 to tools, they are offered again this much later: the endpoint's model may have been changed. */
export const TOOLS_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Ended the conversation without an answer to show. */
class NoAnswer extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The configured model with the offline nutritionist behind it. A failed or slow call is logged as a warning, with
 * our own message and never the key; an answer the check refuses is logged by the rule it broke, with no number and
 * no word of the person's; either way the offline answer goes out labelled "offline": it is real, not invented.
 */
export function createModelNutritionist(options: ModelNutritionistOptions): NutritionistProvider {
  const { model, log } = options;
  const now = options.now ?? Date.now;
  let toolsRefusedUntil = 0;

  function warn(error: unknown, what: string) {
    const reason = error instanceof ModelCallError ? error.reason : error instanceof NoAnswer ? error.reason : "error";
    const message = error instanceof ModelCallError || error instanceof NoAnswer ? error.message : "unexpected failure";
    log.warn({ reason, message }, `chat model failed on ${what}; the offline nutritionist answered`);
  }

  function replaced(rejection: Rejection, what: string) {
    log.info(
      { event: "nutritionist.model_answer_replaced", ...rejection },
      `model ${what} failed the ${rejection.kind} check; the offline nutritionist answered`,
    );
  }

  /** One conversation: rounds of tool calls while tools are offered, then the model's words. */
  async function converse(
    messages: ConversationMessage[],
    tools: ReturnType<typeof createNutritionistTools> | null,
    deadline: number,
  ): Promise<string> {
    const definitions: readonly ToolDefinition[] | undefined = tools?.definitions;
    for (let round = 0; ; round++) {
      const timeoutMs = deadline - now();
      if (timeoutMs <= 0) throw new ModelCallError("timeout", "Chat model ran out of the answer's time");
      const last = round >= options.maxToolRounds;
      const reply = await model.converse(messages, {
        ...(definitions ? { tools: definitions, toolChoice: last ? "none" : "auto" } : {}),
        timeoutMs,
      });
      if (reply.toolCalls.length === 0) {
        if (!reply.content) throw new NoAnswer("bad_reply");
        return reply.content;
      }
      if (!tools || last) throw new NoAnswer("bad_reply");
      messages.push({ role: "assistant", content: reply.content, tool_calls: reply.toolCalls });
      for (const [index, call] of reply.toolCalls.entries()) {
        const content =
          index < TOOL_CALLS_PER_ROUND
            ? await tools.run(call.function.name, call.function.arguments)
            : JSON.stringify({ error: `at most ${TOOL_CALLS_PER_ROUND} tool calls per round` });
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
    }
  }

  return {
    answeredBy: "model",
    async answer(input) {
      const offline = answerOffline(input.question, input.facts, input.profileLang);
      const fallback = { content: offline.text, source: "offline" as const };
      // A red flag gets the offline nutritionist's safe answer, a doctor and a helpline, word for word (decision 010).
      if (offline.intent === "redFlag" || offline.also.includes("redFlag")) return fallback;
      const lang = offline.lang;
      // The budget is the model's: it starts with the first call, after the facts are written.
      let deadline: number | null = null;
      const today = input.diary?.today ?? input.facts.today.date;
      const history = input.history.slice(-MODEL_HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content }));

      const attempt = async (withTools: boolean) => {
        const ledger = new FactLedger(today);
        const tools =
          withTools && input.diary
            ? createNutritionistTools({ today, lang, readers: input.diary.readers, ledger })
            : null;
        const system = chatSystemMessage(input, lang, ledger, { tools: tools !== null, profile: input.diary?.profile });
        const messages: ConversationMessage[] = [
          { role: "system", content: system },
          ...history,
          { role: "user", content: input.question },
        ];
        deadline ??= now() + options.timeoutMs;
        return { text: await converse(messages, tools, deadline), ledger };
      };

      let result: { text: string; ledger: FactLedger };
      try {
        const withTools = options.tools === "auto" && input.diary !== undefined && now() >= toolsRefusedUntil;
        try {
          result = await attempt(withTools);
        } catch (error) {
          // An endpoint without function calling answers a request with tools 400: the facts block alone, from now on.
          if (!(withTools && error instanceof ModelCallError && error.status === 400)) throw error;
          toolsRefusedUntil = now() + TOOLS_RETRY_AFTER_MS;
          log.warn({ reason: "tools_refused" }, "chat model refused tools; answering from the facts block only");
          result = await attempt(false);
        }
      } catch (error) {
        warn(error, "a chat question");
        return fallback;
      }
      const request = mealRequestOf(input.question);
      const rejection = checkAnswer({
        text: result.text,
        ledger: result.ledger,
        sex: input.facts.sex ?? null,
        request,
      });
      if (rejection) {
        replaced(rejection, "answer");
        return fallback;
      }
      return { content: result.text, source: "model" };
    },
    async summarizeDay(input) {
      const ask = DIARY_TEXTS[input.lang].summaryAsk;
      try {
        const summary = await model.complete([
          { role: "system", content: daySystemMessage(input) },
          { role: "user", content: ask },
        ]);
        const ledger = new FactLedger(input.day.date);
        ledger.addDay(input.day, "today");
        const rejection = checkAnswer({ text: summary, ledger, sex: null, request: null });
        if (rejection) {
          replaced(rejection, "day summary");
          return offlineNutritionist.summarizeDay(input);
        }
        return { summary, source: "model" };
      } catch (error) {
        warn(error, "a day summary");
        return offlineNutritionist.summarizeDay(input);
      }
    },
  };
}
