import type { RecommendationTexts } from "./recommendation-texts";

/** The English twin of recommendation-texts.ru.ts; its type makes a missing or extra key a compile error. */
export const RECOMMENDATIONS_EN: RecommendationTexts = {
  caloriesLow: {
    title: "Calories below your goal",
    text: (eaten, goal, diff, pct) =>
      `You ate ${eaten} of ${goal} — ${diff} (${pct}) short. Eating far below the goal is hard to keep up: add a proper meal.`,
  },
  caloriesHigh: {
    title: "Calories above your goal",
    text: (eaten, goal, diff, pct) =>
      `You ate ${eaten} against a goal of ${goal} — ${diff} (${pct}) over. See which meal added the most and make that portion smaller.`,
  },
  proteinLow: {
    title: "Low on protein",
    text: (eaten, goal, pct) =>
      `Protein ${eaten} of ${goal} (${pct}). Add poultry, fish, cottage cheese, eggs or beans to your meals.`,
  },
  fatHigh: {
    title: "Fat above your goal",
    text: (eaten, goal, diff) =>
      `Fat ${eaten} against a goal of ${goal} — ${diff} over. Pick leaner meat and dairy, and less oil and sauce.`,
  },
  carbsHigh: {
    title: "Carbs above your goal",
    text: (eaten, goal, diff) =>
      `Carbs ${eaten} against a goal of ${goal} — ${diff} over. Swap sweets and pastries for vegetables and whole grains.`,
  },
  fibreLow: {
    title: "Low on fibre",
    text: (eaten, min) => `Fibre ${eaten}, while ${min} or more is advised. Add vegetables, beans and whole grains.`,
  },
  sugarHigh: {
    title: "High in sugar",
    text: (eaten, max) => `Sugars ${eaten} — more than ${max} a day. Cut back on sweet drinks and desserts.`,
  },
  sodiumHigh: {
    title: "High in salt",
    text: (eaten, max) =>
      `Sodium ${eaten} — more than ${max} a day. Salt less and go easy on cured meat, sauces and ready meals.`,
  },
  waterLow: {
    title: "Not enough water",
    text: (drunk, goal, short) =>
      `Water ${drunk} of ${goal} — ${short} short. Keep a bottle in sight and have a glass between meals.`,
  },
  nothingLogged: {
    title: "Nothing logged",
    text: "There are no meals in the diary for this day, so there is nothing to assess. Log each meal — a photo or a few words will do.",
  },
  oneMeal: {
    title: "Only one meal logged",
    text: (eaten) => `The diary has one meal of ${eaten}. If you ate more, log it so the advice is accurate.`,
  },
};
