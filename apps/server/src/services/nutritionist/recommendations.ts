import { RECOMMENDATION_PRIORITIES, RECOMMENDATION_TOPICS } from "@tarelka/contracts";
import type { NewRecommendation, TRecommendationPriority } from "../../repositories/ai-nutritionist-repository";
import { GOAL_TOLERANCE } from "../analytics-maths";
import type { DayFacts } from "./facts";
import { grams, kcal, type Lang, ml, num } from "./format";

/**
 * The day's recommendations, always drawn by rules from the day's own numbers (contracts ZDayAnalysisSchema), in
 * whichever language the person reads; a configured model only writes the summary around them. A rule whose
 * number is unknown (no goal set, a day mostly of estimated dishes) draws nothing: nothing is guessed. The priority says how
 * far off the day is, so the list's priority filter (spec §3 AI recommendation) shows the biggest gaps first.
 */

/** Protein counts as low below this share of the goal. */
export const PROTEIN_LOW_SHARE = 0.8;
/** Fibre below this many grams a day is low (the common adult guideline of about 25 g). */
export const FIBRE_MIN_G = 25;
/** Total sugars above this many grams a day are high (WHO: free sugars under 10% of 2,000 kcal, about 50 g). */
export const SUGAR_MAX_G = 50;
/** Sodium above this many milligrams a day is high (WHO: under 2 g of sodium a day). */
export const SODIUM_MAX_MG = 2000;

/** Priority of a gap given as a share of its goal (0.25 = a quarter off): the thresholds are where it rises. */
function priorityOf(gap: number, thresholds: readonly [number, number]): TRecommendationPriority {
  if (gap > thresholds[1]) return "high";
  if (gap > thresholds[0]) return "medium";
  return "low";
}

const pct = (share: number, lang: Lang) => `${num(share * 100, lang)}%`;

type Rule = (day: DayFacts, lang: Lang) => NewRecommendation | null;

const calories: Rule = (day, lang) => {
  const goal = day.goals.calories;
  if (goal == null || goal <= 0) return null;
  const eaten = day.eaten.calories;
  const off = (eaten - goal) / goal;
  // Within the same ±10% the analytics call a day "within goal" (analytics-maths isWithinGoal).
  if (Math.abs(off) <= GOAL_TOLERANCE + 1e-9) return null;
  // A lone meal cannot tell a small day from an unlogged one; the logging rule speaks for that day instead.
  if (off < 0 && day.meals <= 1) return null;
  const priority = priorityOf(Math.abs(off), [0.2, 0.35]);
  const diff = Math.round(Math.abs(eaten - goal));
  if (off < 0) {
    return {
      topic: "calories",
      priority,
      title: lang === "ru" ? "Калорий меньше цели" : "Calories below your goal",
      text:
        lang === "ru"
          ? `Съедено ${kcal(eaten, lang)} из ${kcal(goal, lang)} — на ${kcal(diff, lang)} (${pct(-off, lang)}) меньше. Сильный недобор мешает держать режим: добавьте полноценный приём пищи.`
          : `You ate ${kcal(eaten, lang)} of ${kcal(goal, lang)} — ${kcal(diff, lang)} (${pct(-off, lang)}) short. Eating far below the goal is hard to keep up: add a proper meal.`,
    };
  }
  return {
    topic: "calories",
    priority,
    title: lang === "ru" ? "Калорий больше цели" : "Calories above your goal",
    text:
      lang === "ru"
        ? `Съедено ${kcal(eaten, lang)} при цели ${kcal(goal, lang)} — на ${kcal(diff, lang)} (${pct(off, lang)}) больше. Посмотрите, какой приём пищи дал больше всего, и уменьшите порцию.`
        : `You ate ${kcal(eaten, lang)} against a goal of ${kcal(goal, lang)} — ${kcal(diff, lang)} (${pct(off, lang)}) over. See which meal added the most and make that portion smaller.`,
  };
};

const protein: Rule = (day, lang) => {
  const goal = day.goals.protein;
  if (goal == null || goal <= 0 || day.meals <= 1) return null;
  const share = day.eaten.protein / goal;
  if (share >= PROTEIN_LOW_SHARE) return null;
  return {
    topic: "protein",
    priority: priorityOf(1 - share, [0.35, 0.5]),
    title: lang === "ru" ? "Мало белка" : "Low on protein",
    text:
      lang === "ru"
        ? `Белка ${grams(day.eaten.protein, lang)} из ${grams(goal, lang)} (${pct(share, lang)}). Добавьте к приёмам пищи птицу, рыбу, творог, яйца или бобовые.`
        : `Protein ${grams(day.eaten.protein, lang)} of ${grams(goal, lang)} (${pct(share, lang)}). Add poultry, fish, cottage cheese, eggs or beans to your meals.`,
  };
};

/** Fat or carbs above their goal by more than the tolerance. */
function overGoal(topic: "fat" | "carbs"): Rule {
  return (day, lang) => {
    const goal = day.goals[topic];
    if (goal == null || goal <= 0) return null;
    const eaten = day.eaten[topic];
    const over = eaten / goal - 1;
    if (over <= GOAL_TOLERANCE + 1e-9) return null;
    const priority = priorityOf(over, [0.25, 0.5]);
    const diff = grams(eaten - goal, lang);
    if (topic === "fat") {
      return {
        topic,
        priority,
        title: lang === "ru" ? "Жиров больше цели" : "Fat above your goal",
        text:
          lang === "ru"
            ? `Жиров ${grams(eaten, lang)} при цели ${grams(goal, lang)} — на ${diff} больше. Чаще выбирайте нежирное мясо и молочное, меньше масла и соусов.`
            : `Fat ${grams(eaten, lang)} against a goal of ${grams(goal, lang)} — ${diff} over. Pick leaner meat and dairy, and less oil and sauce.`,
      };
    }
    return {
      topic,
      priority,
      title: lang === "ru" ? "Углеводов больше цели" : "Carbs above your goal",
      text:
        lang === "ru"
          ? `Углеводов ${grams(eaten, lang)} при цели ${grams(goal, lang)} — на ${diff} больше. Замените сладкое и выпечку овощами и крупами.`
          : `Carbs ${grams(eaten, lang)} against a goal of ${grams(goal, lang)} — ${diff} over. Swap sweets and pastries for vegetables and whole grains.`,
    };
  };
}

const fibre: Rule = (day, lang) => {
  // As for protein, a lone meal cannot tell a day short of fibre from one not fully logged.
  if (day.fibreG == null || day.meals <= 1 || day.fibreG >= FIBRE_MIN_G) return null;
  return {
    topic: "fibre",
    priority: priorityOf(1 - day.fibreG / FIBRE_MIN_G, [0.3, 0.6]),
    title: lang === "ru" ? "Мало клетчатки" : "Low on fibre",
    text:
      lang === "ru"
        ? `Клетчатки ${grams(day.fibreG, lang)} при норме от ${grams(FIBRE_MIN_G, lang)}. Добавьте овощи, бобовые и цельнозерновые крупы.`
        : `Fibre ${grams(day.fibreG, lang)}, while ${grams(FIBRE_MIN_G, lang)} or more is advised. Add vegetables, beans and whole grains.`,
  };
};

const sugar: Rule = (day, lang) => {
  if (day.sugarG == null || day.sugarG <= SUGAR_MAX_G) return null;
  return {
    topic: "sugar",
    priority: priorityOf(day.sugarG / SUGAR_MAX_G - 1, [0.25, 0.5]),
    title: lang === "ru" ? "Много сахара" : "High in sugar",
    text:
      lang === "ru"
        ? `Сахаров ${grams(day.sugarG, lang)} — больше ${grams(SUGAR_MAX_G, lang)} в день. Сократите сладкие напитки и десерты.`
        : `Sugars ${grams(day.sugarG, lang)} — more than ${grams(SUGAR_MAX_G, lang)} a day. Cut back on sweet drinks and desserts.`,
  };
};

const sodium: Rule = (day, lang) => {
  if (day.sodiumMg == null || day.sodiumMg <= SODIUM_MAX_MG) return null;
  const mg = (n: number) => `${num(n, lang)} ${lang === "ru" ? "мг" : "mg"}`;
  return {
    topic: "sodium",
    priority: priorityOf(day.sodiumMg / SODIUM_MAX_MG - 1, [0.25, 0.5]),
    title: lang === "ru" ? "Много соли" : "High in salt",
    text:
      lang === "ru"
        ? `Натрия ${mg(day.sodiumMg)} — больше ${mg(SODIUM_MAX_MG)} в день. Меньше солите и реже берите колбасы, соусы и готовую еду.`
        : `Sodium ${mg(day.sodiumMg)} — more than ${mg(SODIUM_MAX_MG)} a day. Salt less and go easy on cured meat, sauces and ready meals.`,
  };
};

const water: Rule = (day, lang) => {
  const goal = day.water.goalMl;
  if (goal == null || goal <= 0 || day.water.totalMl >= goal) return null;
  const share = day.water.totalMl / goal;
  return {
    topic: "water",
    priority: priorityOf(1 - share, [0.25, 0.5]),
    title: lang === "ru" ? "Мало воды" : "Not enough water",
    text:
      lang === "ru"
        ? `Воды ${ml(day.water.totalMl, lang)} из ${ml(goal, lang)} — не хватает ${ml(goal - day.water.totalMl, lang)}. Держите бутылку воды на виду и пейте по стакану между приёмами пищи.`
        : `Water ${ml(day.water.totalMl, lang)} of ${ml(goal, lang)} — ${ml(goal - day.water.totalMl, lang)} short. Keep a bottle in sight and have a glass between meals.`,
  };
};

const logging: Rule = (day, lang) => {
  if (day.meals >= 2) return null;
  if (day.meals === 0) {
    return {
      topic: "logging",
      priority: "high",
      title: lang === "ru" ? "День не записан" : "Nothing logged",
      text:
        lang === "ru"
          ? "За этот день в дневнике нет еды, поэтому оценить питание нельзя. Записывайте каждый приём пищи — фото или парой слов."
          : "There are no meals in the diary for this day, so there is nothing to assess. Log each meal — a photo or a few words will do.",
    };
  }
  return {
    topic: "logging",
    priority: "medium",
    title: lang === "ru" ? "Записан один приём пищи" : "Only one meal logged",
    text:
      lang === "ru"
        ? `В дневнике один приём пищи на ${kcal(day.eaten.calories, lang)}. Если ели ещё, запишите — тогда выводы будут точнее.`
        : `The diary has one meal of ${kcal(day.eaten.calories, lang)}. If you ate more, log it so the advice is accurate.`,
  };
};

/** Rules of the nutrients that need meals to say anything; without meals only logging and water speak. */
const FOOD_RULES: readonly Rule[] = [calories, protein, overGoal("fat"), overGoal("carbs"), fibre, sugar, sodium];

/** The day's recommendations, most urgent first, then in the contract's topic order. */
export function recommendationsFor(day: DayFacts, lang: Lang): NewRecommendation[] {
  const rules = day.meals === 0 ? [water, logging] : [...FOOD_RULES, water, logging];
  const drawn = rules.map((rule) => rule(day, lang)).filter((r): r is NewRecommendation => r !== null);
  const rank = (r: NewRecommendation) => RECOMMENDATION_PRIORITIES.indexOf(r.priority);
  return drawn.sort(
    (a, b) => rank(b) - rank(a) || RECOMMENDATION_TOPICS.indexOf(a.topic) - RECOMMENDATION_TOPICS.indexOf(b.topic),
  );
}
