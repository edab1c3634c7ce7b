import type { TLanguage } from "@tarelka/contracts";
import { type AnalyzedItem, analyzeMealText, getDatabase, NUTRIENT_KEYS } from "@tarelka/nutrition";
import { addDays } from "../meal-dates";
import { type ChatFacts, type DayFacts, remainingOf } from "./facts";
import { foodQuestionOf } from "./food-facts";
import { floorFor, MAX_LOSS_KG_PER_WEEK } from "./safety";

/**
 * What the configured model is told and what its answer is checked against (docs/decisions/019-nutritionist-model-tools.md).
 * The facts block is compact and language-neutral (plain numbers, English keys): the model answers in the person's
 * language from it. Every number written into the block, and every number a tool hands the model, is also put in a
 * ledger of known values, each with the topics it is about ("eaten", "goal", "left", a day, a food); the fact
 * check (fact-check.ts) compares the numbers of the answer with the ledger.
 */

/** The quantities a stated number can be about, read from its unit and the nutrient named next to it. */
export type Quantity = "kcal" | "protein" | "fat" | "carbs" | "fibre" | "sugar" | "water" | "weight";

export interface KnownValue {
  quantity: Quantity;
  value: number;
  /** What the value is: a role ("eaten", "goal", "left", "over", "floor", "change", "latest") and a scope ("today", "week", "day:YYYY-MM-DD", "food:<id>"). */
  topics: readonly string[];
}

/** A food the model was given numbers for: its names let the check tell that a sentence is about it. */
export interface KnownFood {
  id: string;
  names: readonly string[];
}

export class FactLedger {
  readonly values: KnownValue[] = [];
  readonly foods: KnownFood[] = [];
  /** Days whose totals the model was given, so "yesterday" in an answer points at one. */
  readonly days = new Set<string>();

  constructor(
    /** Today in the person's time zone. */
    readonly today: string,
  ) {}

  add(quantity: Quantity, value: number | null | undefined, ...topics: string[]): void {
    if (value == null || !Number.isFinite(value)) return;
    this.values.push({ quantity, value, topics });
  }

  addFood(id: string): void {
    if (this.foods.some((f) => f.id === id)) return;
    const food = getDatabase().byId.get(id);
    if (food) this.foods.push({ id, names: [...food.namesRu, ...food.namesEn] });
  }

  /** A day's totals and goals, as the diary tools and the facts block state them. */
  addDay(day: DayFacts, scope: string): void {
    this.days.add(day.date);
    const left = remainingOf(day);
    const scopes = [scope, `day:${day.date}`];
    this.add("kcal", day.eaten.calories, "eaten", ...scopes);
    this.add("protein", day.eaten.protein, "eaten", ...scopes);
    this.add("fat", day.eaten.fat, "eaten", ...scopes);
    this.add("carbs", day.eaten.carbs, "eaten", ...scopes);
    this.add("kcal", day.goals.calories, "goal", ...scopes);
    this.add("protein", day.goals.protein, "goal", ...scopes);
    this.add("fat", day.goals.fat, "goal", ...scopes);
    this.add("carbs", day.goals.carbs, "goal", ...scopes);
    if (left.calories != null)
      this.add("kcal", Math.abs(left.calories), left.calories >= 0 ? "left" : "over", ...scopes);
    if (left.protein != null)
      this.add("protein", Math.abs(left.protein), left.protein >= 0 ? "left" : "over", ...scopes);
    this.add("fibre", day.fibreG, "eaten", ...scopes);
    this.add("sugar", day.sugarG, "eaten", ...scopes);
    this.add("water", day.water.totalMl, "eaten", ...scopes);
    this.add("water", day.water.goalMl, "goal", ...scopes);
    if (day.water.goalMl != null) {
      const left = day.water.goalMl - day.water.totalMl;
      this.add("water", Math.abs(left), left >= 0 ? "left" : "over", ...scopes);
    }
  }

  /** A food's values for the grams looked up and per 100 g, as the food tool and the facts block state them. */
  addFoodItem(item: Pick<AnalyzedItem, "foodId" | "grams" | "calories" | "protein" | "fat" | "carbs">): void {
    this.addFood(item.foodId);
    const topic = `food:${item.foodId}`;
    const per100 = per100Of(item.foodId);
    const scaled = (value: number | undefined) => (value == null ? null : round1((value * item.grams) / 100));
    for (const [quantity, portion] of [
      ["kcal", item.calories],
      ["protein", item.protein],
      ["fat", item.fat],
      ["carbs", item.carbs],
      ["fibre", scaled(per100?.fibre)],
      ["sugar", scaled(per100?.sugar)],
    ] as const) {
      this.add(quantity, portion, topic, "portion");
      this.add(quantity, per100?.[quantity], topic, "per100");
    }
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A catalog food's values per 100 g, from the database. */
export function per100Of(foodId: string): Record<Exclude<Quantity, "water" | "weight">, number> | null {
  const food = getDatabase().byId.get(foodId);
  if (!food) return null;
  const at = (key: (typeof NUTRIENT_KEYS)[number]) => round1(food.per100g[NUTRIENT_KEYS.indexOf(key)] ?? 0);
  return {
    kcal: Math.round(at("kcal")),
    protein: at("protein"),
    fat: at("fat"),
    carbs: at("carbs"),
    fibre: at("fiber"),
    sugar: at("sugars"),
  };
}

const fixed = (n: number) => String(round1(n));

/** The person's profile as the block states it; every field is optional. */
export interface ProfileFacts {
  age?: number | null;
  heightCm?: number | null;
  activity?: string | null;
  pace?: string | null;
}

/**
 * The facts block: profile, goals, today and the week against the goal, water, the weight trend and the safe
 * floor, one line each. Each number is put in the ledger as it is written.
 */
export function factsBlock(facts: ChatFacts, ledger: FactLedger, profile: ProfileFacts = {}): string[] {
  const { today, week, weight } = facts;
  const floor = floorFor(facts.sex ?? null);
  ledger.addDay(today, "today");
  const lines: string[] = [];
  const who = [
    facts.sex ?? "sex not given",
    profile.age != null ? `${profile.age} years` : null,
    profile.heightCm != null ? `${fixed(profile.heightCm)} cm` : null,
    profile.activity ? `activity ${profile.activity}` : null,
    profile.pace ? `chosen pace ${profile.pace}` : null,
  ].filter(Boolean);
  lines.push(`profile: ${who.join(", ")}`);
  const g = today.goals;
  const macros = [
    g.protein != null ? `protein ${fixed(g.protein)} g` : null,
    g.fat != null ? `fat ${fixed(g.fat)} g` : null,
    g.carbs != null ? `carbs ${fixed(g.carbs)} g` : null,
  ].filter(Boolean);
  lines.push(
    `daily goal: ${g.calories != null ? `${g.calories} kcal` : "no calorie goal"}${macros.length ? `; ${macros.join(", ")}` : ""}`,
  );
  const left = remainingOf(today);
  const e = today.eaten;
  const leftText = [
    left.calories == null ? null : left.calories >= 0 ? `left ${left.calories} kcal` : `over by ${-left.calories} kcal`,
    left.protein == null ? null : left.protein >= 0 ? `protein left ${fixed(left.protein)} g` : null,
  ].filter(Boolean);
  lines.push(
    `today ${today.date}: eaten ${e.calories} kcal (protein ${fixed(e.protein)} g, fat ${fixed(e.fat)} g, carbs ${fixed(e.carbs)} g) in ${today.meals} meals${leftText.length ? `; ${leftText.join(", ")}` : ""}`,
  );
  const w = today.water;
  lines.push(
    w.goalMl != null && w.goalMl > 0
      ? `water today: ${w.totalMl} ml of ${w.goalMl} ml goal${w.goalMl > w.totalMl ? ` (${w.goalMl - w.totalMl} ml left)` : ""}`
      : `water today: ${w.totalMl} ml, no water goal`,
  );
  ledger.add("kcal", week.averageCalories, "week", "average", "eaten");
  ledger.add("kcal", week.goalCalories, "week", "goal");
  if (week.averageCalories != null && week.goalCalories != null) {
    ledger.add("kcal", Math.abs(week.averageCalories - week.goalCalories), "week", "left", "over");
  }
  lines.push(
    `week ${week.from}..${week.to}: ${week.loggedDays} of ${week.days} days logged` +
      (week.averageCalories != null ? `; average ${week.averageCalories} kcal/day` : "") +
      (week.goalCalories != null ? ` vs goal ${week.goalCalories}` : "") +
      (week.daysWithinGoal != null ? `; ${week.daysWithinGoal} days within goal` : ""),
  );
  if (weight.latest) {
    ledger.add("weight", weight.latest.weightKg, "latest");
    const parts = [`latest ${fixed(weight.latest.weightKg)} kg on ${weight.latest.date}`];
    if (weight.trend) {
      const { from, to, changeKg } = weight.trend;
      ledger.add("weight", from.weightKg, "trend");
      ledger.add("weight", to.weightKg, "trend", "latest");
      ledger.add("weight", Math.abs(changeKg), "change");
      parts.push(
        `trend over ${weight.periodDays} days ${changeKg > 0 ? "+" : ""}${fixed(changeKg)} kg (${fixed(from.weightKg)} → ${fixed(to.weightKg)} kg)`,
      );
    }
    if (weight.targetKg != null) {
      const toGo = Math.abs(weight.latest.weightKg - weight.targetKg);
      ledger.add("weight", weight.targetKg, "goal");
      ledger.add("weight", toGo, "left");
      parts.push(`target ${fixed(weight.targetKg)} kg (${fixed(toGo)} kg to go)`);
    }
    lines.push(`weight: ${parts.join("; ")}`);
  } else {
    lines.push("weight: no weigh-ins");
  }
  ledger.add("kcal", floor, "floor");
  ledger.add("weight", MAX_LOSS_KG_PER_WEEK, "floor");
  lines.push(
    `safe floor: never advise eating under ${floor} kcal a day, nor losing more than ${MAX_LOSS_KG_PER_WEEK} kg a week`,
  );
  return lines;
}

/**
 * The food a question asks about, looked up the way the offline nutritionist reads it, for the block: an endpoint
 * without tools still gets the database's numbers for "сколько белка в твороге", and the check knows them.
 */
export function askedFoodLines(question: string, lang: TLanguage, ledger: FactLedger): string[] {
  const asked = foodQuestionOf(question);
  if (!asked) return [];
  let items: AnalyzedItem[];
  try {
    items = analyzeMealText(asked.food, { lang }).items.filter((i) => !i.caloriesStated);
  } catch {
    return [];
  }
  return items.slice(0, 3).map((item) => {
    ledger.addFoodItem(item);
    return `food database, ${foodLine(item)}`;
  });
}

/** "творог 200 g (typical portion): 236 kcal, protein 36 g, …; per 100 g: …". */
export function foodLine(
  item: Pick<AnalyzedItem, "foodId" | "name" | "grams" | "calories" | "protein" | "fat" | "carbs"> & {
    portionAssumed?: boolean;
  },
): string {
  const per100 = per100Of(item.foodId);
  const portion = `${item.name} ${fixed(item.grams)} g${item.portionAssumed ? " (typical portion)" : ""}`;
  const values = `${Math.round(item.calories)} kcal, protein ${fixed(item.protein)} g, fat ${fixed(item.fat)} g, carbs ${fixed(item.carbs)} g`;
  const hundred = per100
    ? `; per 100 g: ${per100.kcal} kcal, protein ${per100.protein} g, fat ${per100.fat} g, carbs ${per100.carbs} g, fibre ${per100.fibre} g, sugars ${per100.sugar} g`
    : "";
  return `${portion}: ${values}${hundred}`;
}

/** "Yesterday" in an answer, when the model was given that day. */
export function yesterdayOf(ledger: FactLedger): string {
  return addDays(ledger.today, -1);
}
