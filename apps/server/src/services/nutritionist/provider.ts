import { detectLang, type TLanguage } from "@tarelka/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { NewRecommendation, TAnswerSource } from "../../repositories/ai-nutritionist-repository";
import { ModelCallError } from "../openai-compatible-client";
import type { ChatModel, ChatTurn } from "./chat-model";
import { DIARY_TEXTS } from "./diary-texts";
import { type ChatFacts, type DayFacts, describeFacts, goalsLine, intakeLine, mealCount, waterLine } from "./facts";
import { answerOffline, foodIdeasLine, offlineDaySummary } from "./offline";

/**
 * Who answers in the AI nutritionist (docs/product.md, AI providers: one provider interface). The offline
 * nutritionist is the default; a configured chat model answers with the person's diary in its instructions and
 * falls back to the offline one when it fails. Either way the answer says who wrote it.
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
 * from a model's guess): only the listed numbers, the person's language, short answers.
 */
function instructions(lang: TLanguage): string {
  return [
    "You are the AI nutritionist (ИИ-нутрициолог) of Tarelka, a meal and calorie diary.",
    `Answer in ${LANGUAGE_NAMES[lang]}, in at most five short, friendly and concrete sentences.`,
    "Use only the numbers given below: they come from the person's own diary and the food database.",
    "Never estimate, round differently or invent any other number (calories, grams, millilitres, kilograms).",
    "If a question needs a number that is not given, say it is not in the diary and suggest logging it.",
    "You are not a doctor: for medical conditions, medicines or pregnancy, suggest seeing one.",
  ].join(" ");
}

export function chatSystemMessage(facts: ChatFacts, lang: TLanguage): string {
  const ideas = foodIdeasLine(facts.today, lang);
  return [instructions(lang), "", "Diary facts:", ...describeFacts(facts, lang), ...(ideas ? [ideas] : [])].join("\n");
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

/**
 * The configured model with the offline nutritionist behind it. A failed or slow call is logged as a warning, with
 * our own message and never the key, and the offline answer goes out labelled "offline": it is real, not invented.
 */
export function createModelNutritionist(deps: { model: ChatModel; log: FastifyBaseLogger }): NutritionistProvider {
  const { model, log } = deps;

  function warn(error: unknown, what: string) {
    const reason = error instanceof ModelCallError ? error.reason : "error";
    const message = error instanceof ModelCallError ? error.message : "unexpected failure";
    log.warn({ reason, message }, `chat model failed on ${what}; the offline nutritionist answered`);
  }

  return {
    answeredBy: "model",
    async answer(input) {
      const lang = detectLang(input.question, input.profileLang);
      const turns: ChatTurn[] = [
        { role: "system", content: chatSystemMessage(input.facts, lang) },
        ...input.history.slice(-MODEL_HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content })),
        { role: "user", content: input.question },
      ];
      try {
        return { content: await model.complete(turns), source: "model" };
      } catch (error) {
        warn(error, "a chat question");
        return offlineNutritionist.answer(input);
      }
    },
    async summarizeDay(input) {
      const ask = DIARY_TEXTS[input.lang].summaryAsk;
      try {
        const summary = await model.complete([
          { role: "system", content: daySystemMessage(input) },
          { role: "user", content: ask },
        ]);
        return { summary, source: "model" };
      } catch (error) {
        warn(error, "a day summary");
        return offlineNutritionist.summarizeDay(input);
      }
    },
  };
}
