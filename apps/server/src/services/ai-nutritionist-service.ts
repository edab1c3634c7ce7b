import {
  ANALYTICS_PERIOD_DAYS,
  CHAT_LIMITS,
  type TChat,
  type TChatExchange,
  type TChatHistory,
  type TDayAnalysis,
  type TRecommendation,
} from "@tarelka/contracts";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import {
  type AiNutritionistRepository,
  type TRecommendationPriority,
  toChatMessageDto,
  toRecommendationDto,
} from "../repositories/ai-nutritionist-repository";
import { type MealsRepository, toMealDto } from "../repositories/meals-repository";
import type { WaterRepository } from "../repositories/water-repository";
import type { WeightRepository } from "../repositories/weight-repository";
import { createAnalyticsService } from "./analytics-service";
import { goalsOf } from "./goals-service";
import { isValidTimeZone, localDate, startOfLocalDay } from "./meal-dates";
import { type ChatFacts, type DayFacts, dayExtrasOf, type WeekFacts } from "./nutritionist/facts";
import { profileLang } from "./nutritionist/format";
import type { DiaryReaders } from "./nutritionist/model-tools";
import { chatSuggestions } from "./nutritionist/offline";
import { MODEL_HISTORY_MESSAGES, type NutritionistProvider } from "./nutritionist/provider";
import { recommendationsFor } from "./nutritionist/recommendations";

/** The weight trend the chat speaks of: the analytics' month (docs/product.md §7 analytics periods). */
const WEIGHT_PERIOD = "month" as const;

const langOf = (user: UserRow) => profileLang(user.profileData.language, user.language);

/**
 * When the person's day began, for the daily chat limit (contracts CHAT_LIMITS). It is counted in the time zone
 * stored in their profile, changed only through the profile, else UTC; never in the request's X-User-Timezone
 * header, which the caller picks freely: a header-dated day would restart the limit on every change of zone.
 */
function limitDayStart(user: UserRow, at: Date): Date {
  const zone = isValidTimeZone(user.profileData.timezone) ? user.profileData.timezone : "UTC";
  return startOfLocalDay(localDate(zone, at), zone);
}

/**
 * Business rules of the AI nutritionist (docs/product.md §7 /api/ai-nutritionist calls; contracts ai-nutritionist.ts); SQL
 * stays in the repositories. The diary facts are read with the same queries and maths as the dashboard and the
 * analytics screens, so the nutritionist never states a number the person cannot find there.
 */
export function createAiNutritionistService(deps: {
  ai: AiNutritionistRepository;
  meals: MealsRepository;
  water: WaterRepository;
  weight: WeightRepository;
  provider: NutritionistProvider;
}) {
  const { ai, meals, water, provider } = deps;
  const analytics = createAnalyticsService({ weight: deps.weight, meals });

  async function dayFacts(user: UserRow, date: string): Promise<DayFacts> {
    const [[intake], waterEntries, dishes] = await Promise.all([
      meals.dayTotals(user.id, date, date),
      water.listByDate(user.id, date),
      meals.dishesBetween(user.id, date, date),
    ]);
    return {
      date,
      eaten: {
        calories: intake?.calories ?? 0,
        protein: intake?.protein ?? 0,
        fat: intake?.fat ?? 0,
        carbs: intake?.carbs ?? 0,
      },
      meals: intake?.meals ?? 0,
      goals: goalsOf(user.profileData),
      water: {
        totalMl: waterEntries.reduce((sum, e) => sum + e.volumeMl, 0),
        goalMl: user.profileData.waterGoalMl ?? null,
      },
      // A meal's dishes keep calories and macros only (meal_dishes): these come from their database foods.
      ...dayExtrasOf(dishes),
    };
  }

  async function weekFacts(user: UserRow, end: string): Promise<WeekFacts> {
    const week = await analytics.caloriesHistory(user.id, end, "week", user.profileData);
    return {
      from: week.from,
      to: week.to,
      days: week.days.length,
      loggedDays: week.loggedDays,
      averageCalories: week.averageCalories,
      goalCalories: week.goalCalories,
      daysWithinGoal: week.daysWithinGoal,
    };
  }

  /**
   * The configured model's tools read the diary through these, bound here to the signed-in person: no argument a
   * model sends can name anyone else (docs/decisions/019-nutritionist-model-tools.md).
   */
  function diaryReadersOf(user: UserRow): DiaryReaders {
    return {
      day: (date) => dayFacts(user, date),
      week: (end) => weekFacts(user, end),
      async meals(date) {
        return (await meals.listByDate(user.id, date)).map((row) => {
          const meal = toMealDto(row);
          return {
            mealType: meal.mealType,
            dishes: meal.dishes.map((d) => ({ name: d.name, grams: d.grams, ...d.nutrients })),
            totals: meal.totals,
          };
        });
      },
    };
  }

  async function chatFacts(user: UserRow, today: string): Promise<ChatFacts> {
    const [day, week, weight] = await Promise.all([
      dayFacts(user, today),
      weekFacts(user, today),
      analytics.weightHistory(user.id, today, WEIGHT_PERIOD, user.profileData),
    ]);
    const first = weight.trend[0];
    const last = weight.trend.at(-1);
    return {
      today: day,
      week,
      weight: {
        latest: weight.latest ? { date: weight.latest.date, weightKg: weight.latest.weightKg } : null,
        trend: first && last && weight.changeKg != null ? { from: first, to: last, changeKg: weight.changeKg } : null,
        periodDays: ANALYTICS_PERIOD_DAYS[WEIGHT_PERIOD],
        targetKg: weight.targetWeightKg,
      },
      // The safe calorie floor depends on it (nutritionist/safety.ts).
      sex: user.profileData.gender ?? null,
    };
  }

  async function ownedChat(userId: number, chatId: number) {
    const chat = await ai.findOwnedChat(userId, chatId);
    if (!chat) throw AppError.notFound("Chat");
    return chat;
  }

  return {
    async chat(user: UserRow): Promise<TChat> {
      const chat = await ai.chatOf(user.id);
      return {
        id: chat.id,
        answeredBy: provider.answeredBy,
        suggestions: chatSuggestions(langOf(user)),
        createdAt: chat.createdAt.toISOString(),
      };
    },

    async history(userId: number, chatId: number): Promise<TChatHistory> {
      await ownedChat(userId, chatId);
      const rows = await ai.recentMessages(chatId, CHAT_LIMITS.historyMax);
      return { chatId, messages: rows.map(toChatMessageDto) };
    },

    /**
     * Stores the question, answers it and stores the answer (docs/product.md §7 POST chat/{id}/message). The facts and the
     * history are read first, so the daily limit's lock is held only for the count and the insert, never for a
     * model call. `today` dates the diary facts only; the limit's day is the stored zone's (limitDayStart).
     */
    async send(user: UserRow, today: string, chatId: number, message: string): Promise<TChatExchange> {
      await ownedChat(user.id, chatId);
      const [facts, history] = await Promise.all([
        chatFacts(user, today),
        ai.recentMessages(chatId, MODEL_HISTORY_MESSAGES),
      ]);
      const question = await ai.addQuestion(
        user.id,
        chatId,
        message,
        limitDayStart(user, new Date()),
        CHAT_LIMITS.messagesPerDayMax,
      );
      if (!question) {
        throw new AppError(
          "CHAT_DAILY_LIMIT_REACHED",
          `A person sends at most ${CHAT_LIMITS.messagesPerDayMax} chat messages per day`,
        );
      }
      const answer = await provider.answer({
        question: message,
        profileLang: langOf(user),
        facts,
        history: history.map((m) => ({ role: m.role === "user" ? "user" : "assistant", content: m.content })),
        diary: {
          today,
          readers: diaryReadersOf(user),
          profile: {
            age: user.profileData.age,
            heightCm: user.profileData.heightCm,
            activity: user.profileData.activityLevel,
            pace: user.profileData.weightLossPace,
          },
        },
      });
      const stored = await ai.addAnswer(chatId, answer.content, answer.source);
      return { question: toChatMessageDto(question), answer: toChatMessageDto(stored) };
    },

    /**
     * The day's analysis (docs/product.md §7 POST analyze-day/me): the rules draw the recommendations from the day's numbers,
     * they replace the day's stored ones, and the summary is written around them.
     */
    async analyzeDay(user: UserRow, today: string, date: string | undefined): Promise<TDayAnalysis> {
      const day = date ?? today;
      // A day not yet lived has no diary to read; its "analysis" could only be invented.
      if (day > today) {
        throw new AppError("VALIDATION_FAILED", "The day has not come yet", [
          { path: "body.date", message: "must not be after today" },
        ]);
      }
      const lang = langOf(user);
      const facts = await dayFacts(user, day);
      const drawn = recommendationsFor(facts, lang);
      const stored = await ai.replaceDay(user.id, day, drawn);
      const { summary, source } = await provider.summarizeDay({ lang, day: facts, recommendations: drawn });
      return { date: day, summary, answeredBy: source, recommendations: stored.map(toRecommendationDto) };
    },

    async recommendations(
      userId: number,
      limit: number,
      priority?: TRecommendationPriority,
    ): Promise<TRecommendation[]> {
      return (await ai.listRecommendations(userId, limit, priority)).map(toRecommendationDto);
    },

    async markRead(userId: number, id: number): Promise<TRecommendation> {
      const row = await ai.markRead(userId, id);
      if (!row) throw AppError.notFound("Recommendation");
      return toRecommendationDto(row);
    },
  };
}

export type AiNutritionistService = ReturnType<typeof createAiNutritionistService>;
