import { analyzeMealText, type MealAnalysis } from "@tarelka/nutrition";
import { daysBetween } from "../meal-dates";
import {
  type ChatFacts,
  type DayFacts,
  goalsLine,
  intakeLine,
  mealCount,
  remainingOf,
  waterLine,
  weekLine,
} from "./facts";
import { type FoodIdea, plateIdeas, proteinIdeas } from "./food-ideas";
import { dayName, detectLang, grams, kcal, kg, type Lang, listOf, ml, num, plural, signed, UNITS } from "./format";

/**
 * The built-in offline nutritionist (product-decisions.md, AI providers: the default, no network). It recognises
 * what a question is about by keywords in Russian and English and answers only from the person's diary (ChatFacts)
 * and the food database; a question it does not recognise gets an honest list of what it can help with. Pure: the
 * same question and facts always give the same answer.
 */

export type Intent = "caloriesIn" | "weight" | "week" | "water" | "protein" | "remaining" | "today" | "unknown";

/** Lower case, ё as е, one space between words: keywords are matched on this. */
function normalise(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").replace(/\s+/g, " ").trim();
}

function wordsOf(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Keywords per intent: `stems` match the start of a word ("белк" → белка, белком), `words` a whole word (вес, but
 * not весь), `phrases` a run of words. Checked in this order, so the more specific subject wins: "сколько воды
 * сегодня" is about water, "что съесть, чтобы добрать белок" about protein.
 */
const KEYWORDS: readonly {
  intent: Exclude<Intent, "caloriesIn" | "unknown">;
  stems: string[];
  words?: string[];
  phrases?: string[];
}[] = [
  {
    intent: "weight",
    stems: ["взвеш", "похуд", "худе", "сбросил", "сбросить", "тренд", "weigh", "trend", "slim"],
    words: ["вес", "веса", "весе", "весу", "весом", "scale", "lose", "losing", "lost", "gain", "gained"],
  },
  {
    intent: "week",
    stems: ["недел", "week"],
    phrases: ["7 дней", "семь дней", "7 days", "seven days"],
  },
  {
    intent: "water",
    stems: ["вод", "выпи", "попить", "жидкост", "water", "drink", "drank", "hydrat", "fluid"],
    words: ["пить"],
  },
  { intent: "protein", stems: ["белк", "белок", "протеин", "protein"] },
  {
    intent: "remaining",
    stems: ["остал", "остат", "добра", "съесть", "поесть", "доесть", "ужин", "перекус", "обед", "завтрак", "приготов"],
    words: [
      "left",
      "remaining",
      "remain",
      "dinner",
      "supper",
      "snack",
      "lunch",
      "breakfast",
      "suggest",
      "ideas",
      "idea",
    ],
    phrases: ["should i eat", "can i eat", "could i eat", "to eat", "eat for", "что съесть", "что поесть"],
  },
  {
    intent: "today",
    stems: ["сегодн", "итог", "сводк", "калори", "ккал", "съел", "today", "summary", "progress", "calor", "kcal"],
    words: ["ate", "eaten", "doing"],
    phrases: ["как у меня", "как дела", "how am i", "so far"],
  },
];

/** "сколько калорий в …", "калорийность …", "how many calories in …", "calories in …". */
const CALORIES_IN: readonly RegExp[] = [
  /(?:калорий|калории|калорийность|ккал|кбжу)\s+(?:в|во)\s+(.+)$/,
  /калорийность\s+(.+)$/,
  /(?:calories|kcal|cals)\s+(?:are\s+|is\s+)?(?:there\s+)?in\s+(.+)$/,
  /how many (?:calories|kcal) (?:does|do) (.+?) (?:have|contain)$/,
];

/**
 * First words that make "калорий в …" a question about the person's own day or goal, not about a food: "сколько
 * калорий в день мне нужно", "калорий в среднем за неделю", "how many calories do I have".
 */
const NOT_A_FOOD = new Set([
  "день",
  "дня",
  "сутки",
  "неделю",
  "неделе",
  "месяц",
  "сегодня",
  "среднем",
  "сумме",
  "итоге",
  "общем",
  "меня",
  "мне",
  "мой",
  "моем",
  "моей",
  "day",
  "today",
  "week",
  "month",
  "total",
  "average",
  "i",
  "my",
  "me",
]);

/** The food text of a "how many calories in …" question; null when the question is not one. */
export function foodTextOf(question: string): string | null {
  const text = normalise(question).replace(/[?!.…\s]+$/u, "");
  for (const pattern of CALORIES_IN) {
    const found = pattern.exec(text)?.[1];
    if (found === undefined) continue;
    const food = found.replace(/^(?:an?|the|one)\s+/, "").trim();
    if (NOT_A_FOOD.has(food.split(" ")[0] ?? "")) return null;
    return food;
  }
  return null;
}

export function detectIntent(question: string): Intent {
  if (foodTextOf(question) !== null) return "caloriesIn";
  const words = wordsOf(question);
  const joined = ` ${words.join(" ")} `;
  for (const k of KEYWORDS) {
    if (words.some((w) => k.stems.some((s) => w.startsWith(s)))) return k.intent;
    if (k.words && words.some((w) => k.words?.includes(w))) return k.intent;
    if (k.phrases?.some((p) => joined.includes(` ${p} `))) return k.intent;
  }
  return "unknown";
}

/** Questions the chat offers as one-tap suggestions (contracts ZChatSchema); each one is answered from the diary. */
export function chatSuggestions(lang: Lang): string[] {
  return lang === "ru"
    ? [
        "Как у меня сегодня?",
        "Что съесть на ужин?",
        "Сколько воды мне ещё выпить?",
        "Как меняется мой вес?",
        "Сколько калорий в 200 г гречки?",
      ]
    : [
        "How am I doing today?",
        "What should I eat for dinner?",
        "How much more water should I drink?",
        "How is my weight changing?",
        "How many calories in 200 g of buckwheat?",
      ];
}

function ideaLine(idea: FoodIdea, lang: Lang): string {
  return lang === "ru"
    ? `${idea.name} ${grams(idea.grams, lang)} — ${kcal(idea.calories, lang)}, белка ${grams(idea.protein, lang)}`
    : `${idea.name} ${grams(idea.grams, lang)} — ${kcal(idea.calories, lang)}, ${grams(idea.protein, lang)} protein`;
}

const NO_CALORIE_GOAL: Record<Lang, string> = {
  ru: "Цель по калориям не задана — укажите её в профиле, и я буду считать остаток.",
  en: "No calorie goal is set — add one in your profile and I'll count what's left.",
};

function todayAnswer(day: DayFacts, lang: Lang): string {
  const left = remainingOf(day);
  if (day.meals === 0) {
    const goal = day.goals.calories;
    const start = lang === "ru" ? "Сегодня в дневнике пока нет еды." : "Nothing is logged for today yet.";
    const rest =
      goal == null
        ? NO_CALORIE_GOAL[lang]
        : lang === "ru"
          ? `Цель на день — ${kcal(goal, lang)}. Запишите приём пищи, и я посчитаю остаток.`
          : `Your goal is ${kcal(goal, lang)} a day. Log a meal and I'll count what's left.`;
    return `${start} ${rest} ${waterLine(day, lang)}.`;
  }
  const parts = [
    lang === "ru"
      ? `Сегодня (${mealCount(day.meals, lang)}): ${intakeLine(day, lang)}.`
      : `Today (${mealCount(day.meals, lang)}): ${intakeLine(day, lang)}.`,
  ];
  const goals = goalsLine(day.goals, lang);
  if (goals) parts.push(lang === "ru" ? `Цели: ${goals}.` : `Goals: ${goals}.`);
  if (left.calories == null) parts.push(NO_CALORIE_GOAL[lang]);
  else if (left.calories >= 0) {
    parts.push(lang === "ru" ? `Осталось ${kcal(left.calories, lang)}.` : `${kcal(left.calories, lang)} left.`);
  } else {
    parts.push(
      lang === "ru"
        ? `Это на ${kcal(-left.calories, lang)} больше цели.`
        : `That's ${kcal(-left.calories, lang)} over your goal.`,
    );
  }
  parts.push(`${waterLine(day, lang)}.`);
  return parts.join(" ");
}

function remainingAnswer(day: DayFacts, lang: Lang): string {
  const left = remainingOf(day);
  const seed = daysBetween("2000-01-01", day.date);
  if (left.calories == null) {
    const plate = plateIdeas({ budgetKcal: null, proteinNeeded: false, lang, seed });
    return `${NO_CALORIE_GOAL[lang]} ${lang === "ru" ? "Сбалансированная тарелка, например" : "A balanced plate, for example"}: ${plate.map((i) => ideaLine(i, lang)).join("; ")}.`;
  }
  const proteinLeft = left.protein != null && left.protein > 0 ? left.protein : null;
  const plate = plateIdeas({ budgetKcal: Math.max(0, left.calories), proteinNeeded: proteinLeft != null, lang, seed });
  if (left.calories <= 0 || plate.length === 0) {
    const over =
      left.calories < 0
        ? lang === "ru"
          ? `Цель на сегодня уже набрана: ${kcal(day.eaten.calories, lang)} из ${kcal(day.goals.calories ?? 0, lang)} (на ${kcal(-left.calories, lang)} больше).`
          : `You've reached today's goal: ${kcal(day.eaten.calories, lang)} of ${kcal(day.goals.calories ?? 0, lang)} (${kcal(-left.calories, lang)} over).`
        : lang === "ru"
          ? `До цели осталось всего ${kcal(left.calories, lang)}.`
          : `Only ${kcal(left.calories, lang)} left for today.`;
    const light = plateIdeas({ budgetKcal: 40, proteinNeeded: false, lang, seed }).slice(0, 1);
    const tail =
      light.length > 0
        ? lang === "ru"
          ? ` Если голодно, возьмите что-то совсем лёгкое: ${ideaLine(light[0]!, lang)}.`
          : ` If you're hungry, pick something very light: ${ideaLine(light[0]!, lang)}.`
        : "";
    return `${over}${tail}`;
  }
  const head =
    proteinLeft != null
      ? lang === "ru"
        ? `До цели осталось ${kcal(left.calories, lang)} и ${grams(proteinLeft, lang)} белка.`
        : `You have ${kcal(left.calories, lang)} and ${grams(proteinLeft, lang)} of protein left for today.`
      : lang === "ru"
        ? `До цели осталось ${kcal(left.calories, lang)}.`
        : `You have ${kcal(left.calories, lang)} left for today.`;
  const total = plate.reduce((a, i) => ({ calories: a.calories + i.calories, protein: a.protein + i.protein }), {
    calories: 0,
    protein: 0,
  });
  const list = plate.map((i) => ideaLine(i, lang)).join("; ");
  return lang === "ru"
    ? `${head} Например: ${list}. Вместе ${kcal(total.calories, lang)} и ${grams(total.protein, lang)} белка — укладывается в остаток.`
    : `${head} For example: ${list}. Together that's ${kcal(total.calories, lang)} and ${grams(total.protein, lang)} of protein — within what's left.`;
}

function proteinAnswer(day: DayFacts, lang: Lang): string {
  const left = remainingOf(day);
  const eaten = grams(day.eaten.protein, lang);
  if (day.goals.protein == null) {
    return lang === "ru"
      ? `Белка сегодня: ${eaten}. Цель по белку не задана — её можно указать в профиле.`
      : `Protein today: ${eaten}. No protein goal is set — you can add one in your profile.`;
  }
  const goal = grams(day.goals.protein, lang);
  if (left.protein == null || left.protein <= 0) {
    return lang === "ru"
      ? `Белка сегодня: ${eaten} из ${goal} — цель выполнена.`
      : `Protein today: ${eaten} of ${goal} — goal reached.`;
  }
  const head =
    lang === "ru"
      ? `Белка сегодня: ${eaten} из ${goal}, осталось ${grams(left.protein, lang)}.`
      : `Protein today: ${eaten} of ${goal}, ${grams(left.protein, lang)} to go.`;
  const budget = left.calories == null ? null : Math.max(0, left.calories);
  const ideas = proteinIdeas({ budgetKcal: budget, lang });
  if (ideas.length === 0) {
    return lang === "ru"
      ? `${head} Калорий на сегодня почти не осталось, так что белок лучше добрать завтра.`
      : `${head} There are hardly any calories left today, so catch up on protein tomorrow.`;
  }
  const list = ideas.map((i) => ideaLine(i, lang)).join("; ");
  return lang === "ru"
    ? `${head} Много белка при небольшой калорийности: ${list}.`
    : `${head} High in protein for few calories: ${list}.`;
}

function waterAnswer(day: DayFacts, lang: Lang): string {
  const { totalMl, goalMl } = day.water;
  if (goalMl == null || goalMl <= 0) {
    return lang === "ru"
      ? `Воды сегодня: ${ml(totalMl, lang)}. Цель по воде появится, когда в профиле будет указан вес.`
      : `Water today: ${ml(totalMl, lang)}. A water goal appears once your profile has your weight.`;
  }
  const left = goalMl - totalMl;
  if (left <= 0) {
    return lang === "ru"
      ? `Воды сегодня: ${ml(totalMl, lang)} из ${ml(goalMl, lang)} — цель выполнена.`
      : `Water today: ${ml(totalMl, lang)} of ${ml(goalMl, lang)} — goal reached.`;
  }
  const glasses = Math.ceil(left / 250);
  return lang === "ru"
    ? `Воды сегодня: ${ml(totalMl, lang)} из ${ml(goalMl, lang)}. Осталось ${ml(left, lang)} — это около ${num(glasses, lang)} ${glasses % 10 === 1 && glasses % 100 !== 11 ? "стакана" : "стаканов"} по 250 мл.`
    : `Water today: ${ml(totalMl, lang)} of ${ml(goalMl, lang)}. ${ml(left, lang)} to go — about ${num(glasses, lang)} ${glasses === 1 ? "glass" : "glasses"} of 250 ml.`;
}

function weightAnswer(facts: ChatFacts, lang: Lang): string {
  const { weight } = facts;
  if (!weight.latest) {
    return lang === "ru"
      ? "Взвешиваний в дневнике пока нет. Запишите вес в разделе «Аналитика», и я покажу, как он меняется."
      : "There are no weigh-ins in your diary yet. Log your weight in Analytics and I'll show how it changes.";
  }
  const parts = [
    lang === "ru"
      ? `Последнее взвешивание: ${kg(weight.latest.weightKg, lang)} (${dayName(weight.latest.date, lang)}).`
      : `Last weigh-in: ${kg(weight.latest.weightKg, lang)} (${dayName(weight.latest.date, lang)}).`,
  ];
  if (weight.trend) {
    const { from, to, changeKg } = weight.trend;
    const days = daysBetween(from.date, to.date);
    const span =
      lang === "ru"
        ? `${signed(changeKg, lang)} ${UNITS.ru.kg} за ${num(days, lang)} ${plural(days, lang, ["день", "дня", "дней"])} (с ${kg(from.weightKg, lang)} до ${kg(to.weightKg, lang)})`
        : `${signed(changeKg, lang)} ${UNITS.en.kg} in ${num(days, lang)} ${plural(days, lang, ["day", "days"])} (from ${kg(from.weightKg, lang)} to ${kg(to.weightKg, lang)})`;
    const direction =
      Math.abs(changeKg) < 0.1
        ? lang === "ru"
          ? "По тренду вес почти не меняется"
          : "Your trend is steady"
        : changeKg < 0
          ? lang === "ru"
            ? "По тренду вес снижается"
            : "Your trend is going down"
          : lang === "ru"
            ? "По тренду вес растёт"
            : "Your trend is going up";
    parts.push(`${direction}: ${span}.`);
  } else {
    parts.push(
      lang === "ru"
        ? `Для тренда нужно хотя бы два взвешивания за ${weight.periodDays} дней.`
        : `A trend needs at least two weigh-ins within ${weight.periodDays} days.`,
    );
  }
  if (weight.targetKg != null) {
    const toGo = Math.abs(weight.latest.weightKg - weight.targetKg);
    parts.push(
      toGo < 0.1
        ? lang === "ru"
          ? "Цель по весу достигнута!"
          : "You've reached your target weight!"
        : lang === "ru"
          ? `До цели ${kg(weight.targetKg, lang)} осталось ${kg(toGo, lang)}.`
          : `${kg(toGo, lang)} to go to your target of ${kg(weight.targetKg, lang)}.`,
    );
  }
  return parts.join(" ");
}

function weekAnswer(facts: ChatFacts, lang: Lang): string {
  const { week } = facts;
  const parts = [`${weekLine(week, lang)}.`];
  if (week.averageCalories != null && week.goalCalories != null) {
    const diff = week.averageCalories - week.goalCalories;
    parts.push(
      Math.abs(diff) <= week.goalCalories * 0.1
        ? lang === "ru"
          ? "Это в пределах 10% от цели."
          : "That's within 10% of your goal."
        : diff < 0
          ? lang === "ru"
            ? `Это на ${kcal(-diff, lang)} в день меньше цели.`
            : `That's ${kcal(-diff, lang)} a day under your goal.`
          : lang === "ru"
            ? `Это на ${kcal(diff, lang)} в день больше цели.`
            : `That's ${kcal(diff, lang)} a day over your goal.`,
    );
    if (week.daysWithinGoal != null) {
      parts.push(
        lang === "ru"
          ? `Дней, близких к цели (±10%): ${num(week.daysWithinGoal, lang)} из ${num(week.loggedDays, lang)}.`
          : `Days close to the goal (±10%): ${num(week.daysWithinGoal, lang)} of ${num(week.loggedDays, lang)}.`,
      );
    }
  } else if (week.averageCalories != null) parts.push(NO_CALORIE_GOAL[lang]);
  return parts.join(" ");
}

function analysisLine(item: MealAnalysis["items"][number], lang: Lang): string {
  const u = UNITS[lang];
  return lang === "ru"
    ? `${item.name} ${num(item.grams, lang)} ${u.g}${item.portionAssumed ? " (обычная порция)" : ""} — ${kcal(item.calories, lang)}, Б ${num(item.protein, lang, 1)} / Ж ${num(item.fat, lang, 1)} / У ${num(item.carbs, lang, 1)} ${u.g}`
    : `${item.name} ${num(item.grams, lang)} ${u.g}${item.portionAssumed ? " (a typical portion)" : ""} — ${kcal(item.calories, lang)}, P ${num(item.protein, lang, 1)} / F ${num(item.fat, lang, 1)} / C ${num(item.carbs, lang, 1)} ${u.g}`;
}

/** "How many calories in …": the nutrition engine reads the food text and prices it by the database. */
function caloriesInAnswer(foodText: string, lang: Lang): string {
  const text = foodText.trim();
  if (text.length === 0) {
    return lang === "ru"
      ? "Напишите, какой продукт и сколько, например: «Сколько калорий в 200 г гречки?»"
      : "Tell me the food and the amount, for example: “How many calories in 200 g of buckwheat?”";
  }
  const analysis = analyzeMealText(text, { lang });
  const unmatched =
    analysis.unmatched.length > 0
      ? lang === "ru"
        ? ` Не нашёл в базе продуктов: ${analysis.unmatched.map((w) => `«${w}»`).join(", ")}.`
        : ` Not found in the food database: ${analysis.unmatched.map((w) => `“${w}”`).join(", ")}.`
      : "";
  if (analysis.items.length === 0) {
    return lang === "ru"
      ? `Не нашёл «${text}» в базе продуктов, поэтому не назову цифры наугад. Попробуйте назвать продукт иначе, например «200 г гречки».`
      : `I couldn't find “${text}” in the food database, so I won't guess. Try naming it differently, e.g. “200 g of buckwheat”.`;
  }
  const lines = analysis.items.map((i) => analysisLine(i, lang));
  const t = analysis.totals;
  const total =
    analysis.items.length > 1
      ? lang === "ru"
        ? ` Всего: ${kcal(t.calories, lang)}, белки ${grams(t.protein, lang)}, жиры ${grams(t.fat, lang)}, углеводы ${grams(t.carbs, lang)}.`
        : ` Total: ${kcal(t.calories, lang)}, protein ${grams(t.protein, lang)}, fat ${grams(t.fat, lang)}, carbs ${grams(t.carbs, lang)}.`
      : "";
  const head = lang === "ru" ? "По базе продуктов: " : "From the food database: ";
  return `${head}${lines.join("; ")}.${total}${unmatched}`;
}

function helpAnswer(lang: Lang): string {
  const [a, b, c, d, e] = chatSuggestions(lang);
  return lang === "ru"
    ? `Я отвечаю по вашему дневнику и базе продуктов. Могу рассказать, как у вас дела сегодня, сколько калорий и белка осталось и что можно съесть, сколько выпито воды, как меняется вес, сколько в среднем калорий за неделю и сколько калорий в продукте. Спросите, например: «${a}», «${b}», «${c}», «${d}» или «${e}»`
    : `I answer from your diary and the food database. I can tell you how today is going, how many calories and how much protein are left and what to eat, how much water you've had, how your weight is changing, your average calories this week, and how many calories a food has. Try: “${a}”, “${b}”, “${c}”, “${d}” or “${e}”`;
}

export interface OfflineAnswer {
  intent: Intent;
  lang: Lang;
  text: string;
}

/** Answers a question in its own language (`fallback` when it has no letters) from the person's facts. */
export function answerOffline(question: string, facts: ChatFacts, fallback: Lang): OfflineAnswer {
  const lang = detectLang(question, fallback);
  const intent = detectIntent(question);
  const text = (() => {
    switch (intent) {
      case "caloriesIn":
        return caloriesInAnswer(foodTextOf(question) ?? "", lang);
      case "weight":
        return weightAnswer(facts, lang);
      case "week":
        return weekAnswer(facts, lang);
      case "water":
        return waterAnswer(facts.today, lang);
      case "protein":
        return proteinAnswer(facts.today, lang);
      case "remaining":
        return remainingAnswer(facts.today, lang);
      case "today":
        return todayAnswer(facts.today, lang);
      case "unknown":
        return helpAnswer(lang);
    }
  })();
  return { intent, lang, text };
}

/**
 * Ideas from the database that fit what is left today, handed to the configured model with the facts so that
 * foods it suggests come with real numbers too.
 */
export function foodIdeasLine(day: DayFacts, lang: Lang): string | null {
  const left = remainingOf(day);
  if (left.calories != null && left.calories <= 0) return null;
  const plate = plateIdeas({
    budgetKcal: left.calories,
    proteinNeeded: left.protein != null && left.protein > 0,
    lang,
    seed: daysBetween("2000-01-01", day.date),
  });
  if (plate.length === 0) return null;
  return lang === "ru"
    ? `Продукты из базы, которые укладываются в остаток: ${plate.map((i) => ideaLine(i, lang)).join("; ")}.`
    : `Foods from the database that fit what is left: ${plate.map((i) => ideaLine(i, lang)).join("; ")}.`;
}

/** The day's summary in the offline writer's words (contracts ZDayAnalysisSchema `summary`). */
export function offlineDaySummary(day: DayFacts, topTitles: readonly string[], lang: Lang): string {
  const when = dayName(day.date, lang);
  if (day.meals === 0) {
    return lang === "ru"
      ? `${when} еда в дневнике не записана, поэтому о питании этого дня мне сказать нечего. ${waterLine(day, lang)}.`
      : `Nothing was logged on ${when}, so there is nothing to say about that day's eating yet. ${waterLine(day, lang)}.`;
  }
  const goal = day.goals.calories;
  const calories =
    goal == null
      ? kcal(day.eaten.calories, lang)
      : lang === "ru"
        ? `${kcal(day.eaten.calories, lang)} из ${kcal(goal, lang)}`
        : `${kcal(day.eaten.calories, lang)} of ${kcal(goal, lang)}`;
  const protein =
    day.goals.protein == null
      ? grams(day.eaten.protein, lang)
      : lang === "ru"
        ? `${grams(day.eaten.protein, lang)} из ${grams(day.goals.protein, lang)}`
        : `${grams(day.eaten.protein, lang)} of ${grams(day.goals.protein, lang)}`;
  const head =
    lang === "ru"
      ? `${when}: ${calories}, белки ${protein} (${mealCount(day.meals, lang)}). ${waterLine(day, lang)}.`
      : `${when}: ${calories}, protein ${protein} (${mealCount(day.meals, lang)}). ${waterLine(day, lang)}.`;
  if (topTitles.length === 0) {
    return lang === "ru"
      ? `${head} День в пределах целей — так держать!`
      : `${head} The day is within your goals — keep it up!`;
  }
  const focus = listOf(
    topTitles.slice(0, 2).map((t) => t.charAt(0).toLowerCase() + t.slice(1)),
    lang,
  );
  return lang === "ru" ? `${head} Главное: ${focus}.` : `${head} Main points: ${focus}.`;
}
