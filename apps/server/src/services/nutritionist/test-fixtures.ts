import type { ChatFacts, DayFacts } from "./facts";

/**
 * The person the nutritionist's tests and its bench (apps/server/bench/nutritionist.ts) ask as: mid-day, 1,234 of
 * 2,000 kcal eaten, so 766 kcal left, weighing in weekly. One copy, so the answers the tests pin and the accuracy the
 * bench reports are about the same day.
 */
export const MID_DAY: DayFacts = {
  date: "2026-11-21",
  eaten: { calories: 1234, protein: 56.7, fat: 40.2, carbs: 150.3 },
  meals: 3,
  goals: { calories: 2000, protein: 110, fat: 70, carbs: 250 },
  water: { totalMl: 750, goalMl: 2100 },
  fibreG: null,
  sugarG: null,
  sodiumMg: null,
};

/** MID_DAY with the week and the weight trend around it; no sex given. */
export const MID_DAY_FACTS: ChatFacts = {
  today: MID_DAY,
  week: {
    from: "2026-11-15",
    to: "2026-11-21",
    days: 7,
    loggedDays: 5,
    averageCalories: 1876,
    goalCalories: 2000,
    daysWithinGoal: 3,
  },
  weight: {
    latest: { date: "2026-11-20", weightKg: 81.9 },
    trend: {
      from: { date: "2026-10-25", weightKg: 83.14 },
      to: { date: "2026-11-20", weightKg: 81.95 },
      changeKg: -1.19,
    },
    periodDays: 30,
    targetKg: 75,
  },
};

/** The same person with her sex given, which sets the safe calorie floor (safety.ts). */
export const HER_FACTS: ChatFacts = { ...MID_DAY_FACTS, sex: "female" };
