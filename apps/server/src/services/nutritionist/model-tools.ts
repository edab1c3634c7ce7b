import type { TLanguage } from "@tarelka/contracts";
import { analyzeMealText } from "@tarelka/nutrition";
import { z } from "zod";
import { addDays } from "../meal-dates";
import type { ToolDefinition } from "../openai-compatible-client";
import type { DayFacts, WeekFacts } from "./facts";
import { type FactLedger, foodLine, per100Of } from "./model-facts";

/**
 * The tools the configured model may call (docs/decisions/019-nutritionist-model-tools.md): the food database and
 * the signed-in person's own diary. A set of tools is made for one answer, bound to one person: no tool takes a
 * person, an account or a chat, and an argument the schema does not name (a `user_id`, say) is refused, so a model
 * can only ever read the diary of whoever asked. Arguments are the model's text and are checked like a request's.
 */

/** A dish of a meal as the meals tool hands it over: the diary's own rounded numbers. */
export interface MealOfDay {
  mealType: string;
  dishes: { name: string; grams: number; calories: number; protein: number; fat: number; carbs: number }[];
  totals: { calories: number; protein: number; fat: number; carbs: number };
}

/** The signed-in person's diary, as the service reads it for the dashboard and the analytics. */
export interface DiaryReaders {
  day(date: string): Promise<DayFacts>;
  meals(date: string): Promise<MealOfDay[]>;
  week(endDate: string): Promise<WeekFacts>;
}

export interface NutritionistTools {
  readonly definitions: readonly ToolDefinition[];
  /** Runs one call; the result (or the error) is JSON text for the model. Never throws for the model's mistakes. */
  run(name: string, argumentsJson: string): Promise<string>;
}

/** How far back the diary tools read: a year, the analytics' longest period. */
export const DIARY_TOOL_DAYS_BACK = 366;
const FOOD_ITEMS_MAX = 5;
const MEALS_MAX = 20;

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

const ARGS = {
  lookup_food: z.object({ query: z.string().trim().min(1).max(200) }).strict(),
  diary_day: z.object({ date: ZDate }).strict(),
  diary_meals: z.object({ date: ZDate }).strict(),
  diary_week: z.object({ end_date: ZDate.optional() }).strict(),
} as const;

type ToolName = keyof typeof ARGS;

const dateParam = { type: "string", description: "A day of the diary, YYYY-MM-DD, not after today" };

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    type: "function",
    function: {
      name: "lookup_food",
      description:
        'Calories and macros of foods from the food database, for the amount named ("200 g cottage cheese", "2 eggs") or a typical portion, and per 100 g. Use it for every number about a food.',
      parameters: {
        type: "object",
        properties: { query: { type: "string", description: "Foods and amounts, in Russian or English" } },
        required: ["query"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "diary_day",
      description: "The person's totals of one day against their goals: calories, macros, meals, water.",
      parameters: {
        type: "object",
        properties: { date: dateParam },
        required: ["date"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "diary_meals",
      description: "The meals the person logged on one day, with each dish's grams, calories and macros.",
      parameters: {
        type: "object",
        properties: { date: dateParam },
        required: ["date"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "diary_week",
      description: "The person's seven days ending on a date (today by default): days logged, average calories, goal.",
      parameters: {
        type: "object",
        properties: { end_date: dateParam },
        additionalProperties: false,
      },
    },
  },
];

const isRealDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

function refused(message: string): string {
  return JSON.stringify({ error: message });
}

/**
 * The tools of one answer for one person. `readers` are already bound to the signed-in person by the service;
 * every value a tool hands over is also put in the ledger the answer is checked against.
 */
export function createNutritionistTools(deps: {
  today: string;
  lang: TLanguage;
  readers: DiaryReaders;
  ledger: FactLedger;
}): NutritionistTools {
  const { today, lang, readers, ledger } = deps;
  const oldest = addDays(today, -DIARY_TOOL_DAYS_BACK);

  function checkDate(date: string): string | null {
    if (!isRealDate(date)) return "not a calendar date";
    if (date > today) return `the day has not come yet (today is ${today})`;
    if (date < oldest) return `the diary tools read back to ${oldest}`;
    return null;
  }

  const run: Record<ToolName, (args: never) => Promise<unknown>> = {
    async lookup_food({ query }: { query: string }) {
      let analysis: ReturnType<typeof analyzeMealText>;
      try {
        analysis = analyzeMealText(query, { lang });
      } catch {
        return { foods: [], notFound: [query] };
      }
      const items = analysis.items.filter((i) => !i.caloriesStated).slice(0, FOOD_ITEMS_MAX);
      for (const item of items) ledger.addFoodItem(item);
      return {
        foods: items.map((i) => ({
          name: i.name,
          grams: i.grams,
          typicalPortion: i.portionAssumed,
          calories: Math.round(i.calories),
          protein: i.protein,
          fat: i.fat,
          carbs: i.carbs,
          per100g: per100Of(i.foodId),
          summary: foodLine(i),
        })),
        notFound: analysis.unmatched,
      };
    },
    async diary_day({ date }: { date: string }) {
      const day = await readers.day(date);
      ledger.addDay(day, date === today ? "today" : `day:${date}`);
      return {
        date,
        meals: day.meals,
        eaten: day.eaten,
        goals: day.goals,
        water: day.water,
        fibreG: day.fibreG,
        sugarG: day.sugarG,
      };
    },
    async diary_meals({ date }: { date: string }) {
      const meals = (await readers.meals(date)).slice(0, MEALS_MAX);
      ledger.days.add(date);
      for (const meal of meals) {
        ledger.add("kcal", meal.totals.calories, "meal", `day:${date}`);
        ledger.add("protein", meal.totals.protein, "meal", `day:${date}`);
        for (const dish of meal.dishes) {
          ledger.add("kcal", dish.calories, "meal", `day:${date}`);
          ledger.add("protein", dish.protein, "meal", `day:${date}`);
        }
      }
      return { date, meals };
    },
    async diary_week({ end_date }: { end_date?: string }) {
      const week = await readers.week(end_date ?? today);
      ledger.add("kcal", week.averageCalories, "week", "average", "eaten");
      ledger.add("kcal", week.goalCalories, "week", "goal");
      return week;
    },
  };

  return {
    definitions: TOOL_DEFINITIONS,
    async run(name, argumentsJson) {
      if (!Object.hasOwn(ARGS, name)) return refused(`no tool named ${JSON.stringify(name.slice(0, 50))}`);
      const tool = name as ToolName;
      let raw: unknown;
      try {
        raw = argumentsJson.trim() === "" ? {} : JSON.parse(argumentsJson);
      } catch {
        return refused("arguments are not JSON");
      }
      const parsed = ARGS[tool].safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) =>
          i.code === "unrecognized_keys"
            ? `only ${Object.keys(ARGS[tool].shape).join(", ") || "no arguments"} may be given; tools read only the signed-in person's diary`
            : `${i.path.join(".") || "arguments"}: ${i.message}`,
        );
        return refused(issues.join("; "));
      }
      const args = parsed.data as Record<string, unknown>;
      for (const key of ["date", "end_date"]) {
        const value = args[key];
        if (typeof value === "string") {
          const wrong = checkDate(value);
          if (wrong) return refused(`${key}: ${wrong}`);
        }
      }
      return JSON.stringify(await run[tool](args as never));
    },
  };
}
