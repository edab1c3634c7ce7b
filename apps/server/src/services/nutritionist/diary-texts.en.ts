import type { DiaryTexts } from "./diary-texts";

/** The English twin of diary-texts.ru.ts; its type makes a missing or extra key a compile error. */
export const DIARY_EN: DiaryTexts = {
  chatSuggestions: [
    "How am I doing today?",
    "What should I eat for dinner?",
    "How much more water should I drink?",
    "How is my weight changing?",
    "How many calories in 200 g of buckwheat?",
  ],

  days: { one: "day", other: "days" },
  meals: { one: "meal", other: "meals" },
  glasses: { one: "glass", other: "glasses" },
  macroNames: { protein: "protein", fat: "fat", carbs: "carbs" },

  ideaLine: (name, grams, kcal, protein) => `${name} ${grams} — ${kcal}, ${protein} protein`,
  noCalorieGoal: "No calorie goal is set — add one in your profile and I'll count what's left.",

  todayEmpty: "Nothing is logged for today yet.",
  todayGoalOnly: (goal) => `Your goal is ${goal} a day. Log a meal and I'll count what's left.`,
  todayHead: (meals, intake) => `Today (${meals}): ${intake}.`,
  todayGoals: (goals) => `Goals: ${goals}.`,
  todayLeft: (left) => `${left} left.`,
  todayOver: (over) => `That's ${over} over your goal.`,

  balancedPlate: (list) => `A balanced plate, for example: ${list}.`,
  goalReached: (eaten, goal, over) => `You've reached today's goal: ${eaten} of ${goal} (${over} over).`,
  onlyLeft: (left) => `Only ${left} left for today.`,
  lightIdea: (idea) => ` If you're hungry, pick something very light: ${idea}.`,
  leftWithProtein: (kcal, protein) => `You have ${kcal} and ${protein} of protein left for today.`,
  leftCalories: (kcal) => `You have ${kcal} left for today.`,
  plateFits: (head, list, kcal, protein) =>
    `${head} For example: ${list}. Together that's ${kcal} and ${protein} of protein — within what's left.`,

  proteinNoGoal: (eaten) => `Protein today: ${eaten}. No protein goal is set — you can add one in your profile.`,
  proteinReached: (eaten, goal) => `Protein today: ${eaten} of ${goal} — goal reached.`,
  proteinHead: (eaten, goal, left) => `Protein today: ${eaten} of ${goal}, ${left} to go.`,
  proteinNoRoom: (head) => `${head} There are hardly any calories left today, so catch up on protein tomorrow.`,
  proteinIdeas: (head, list) => `${head} High in protein for few calories: ${list}.`,

  waterNoGoal: (total) => `Water today: ${total}. A water goal appears once your profile has your weight.`,
  waterReached: (total, goal) => `Water today: ${total} of ${goal} — goal reached.`,
  waterLeft: (total, goal, left, glasses) =>
    `Water today: ${total} of ${goal}. ${left} to go — about ${glasses} of 250 ml.`,

  noWeighIns: "There are no weigh-ins in your diary yet. Log your weight in Analytics and I'll show how it changes.",
  lastWeighIn: (weight, day) => `Last weigh-in: ${weight} (${day}).`,
  trendSpan: (change, days, from, to) => `${change} in ${days} (from ${from} to ${to})`,
  trendSteady: "Your trend is steady",
  trendDown: "Your trend is going down",
  trendUp: "Your trend is going up",
  trendNeedsTwo: (days) => `A trend needs at least two weigh-ins within ${days} days.`,
  targetReached: "You've reached your target weight!",
  targetToGo: (target, toGo) => `${toGo} to go to your target of ${target}.`,

  weekWithin: "That's within 10% of your goal.",
  weekUnder: (diff) => `That's ${diff} a day under your goal.`,
  weekOver: (diff) => `That's ${diff} a day over your goal.`,
  weekDaysWithin: (within, logged) => `Days close to the goal (±10%): ${within} of ${logged}.`,

  foodIdeas: (list) => `Foods from the database that fit what is left: ${list}.`,

  summaryEmpty: (when, water) =>
    `Nothing was logged on ${when}, so there is nothing to say about that day's eating yet. ${water}.`,
  amountOf: (eaten, goal) => `${eaten} of ${goal}`,
  summaryHead: (when, calories, protein, meals, water) =>
    `${when}: ${calories}, protein ${protein} (${meals}). ${water}.`,
  summaryWithin: (head) => `${head} The day is within your goals — keep it up!`,
  summaryFocus: (head, focus) => `${head} Main points: ${focus}.`,

  intake: (kcal, protein, fat, carbs) => `${kcal}, protein ${protein}, fat ${fat}, carbs ${carbs}`,
  water: (total) => `Water: ${total}`,
  waterOf: (total, goal) => `Water: ${total} of ${goal}`,
  weightLastWeighIn: (weight, day) => `last weigh-in ${weight} (${day})`,
  weightTrend: (days, change, from, to) => `${days}-day trend ${change} (from ${from} to ${to})`,
  weightTarget: (target) => `target ${target}`,
  weight: (parts) => `Weight: ${parts}`,
  weightNone: "Weight: no weigh-ins",
  weekSpan: (days, from, to) => `Over ${days} days (${from} – ${to})`,
  weekNoMeals: (span) => `${span} no meals were logged`,
  weekLogged: (span, days, average) => `${span} meals were logged on ${days}, ${average} a day on average`,
  weekGoal: (base, goal) => `${base} against a goal of ${goal}`,
  factsToday: (day, intake, meals) => `Today is ${day}; eaten so far: ${intake} (${meals}).`,
  factsGoals: (goals) => `Daily goals: ${goals ?? "not set in the profile"}.`,
  factsProteinLeft: (protein) => `protein ${protein}`,
  factsLeft: (list) => `Left for today: ${list} (a negative number means the goal is passed).`,

  dayGoals: (goals) => `Goals: ${goals ?? "not set"}.`,
  summaryAsk: "Write a short summary of this day (2–3 sentences) with its numbers and the main advice.",
};
