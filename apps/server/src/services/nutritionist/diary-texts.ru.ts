import { plural, pluralForms } from "./format";

const DAYS = pluralForms({ one: "день", few: "дня", many: "дней" });
/** A period's length as the facts write it, the bare number and its word ("30 дней"). */
const period = (days: number) => `${days} ${plural(days, "ru", DAYS)}`;

/**
 * The offline nutritionist's words about the person's own diary (offline.ts, facts.ts, the model's day prompt in
 * provider.ts), in Russian. This catalogue is the source of the type the English one must match key for key
 * (diary-texts.ts). Numbers arrive formatted for the language (format.ts); plural forms are chosen by
 * Intl.PluralRules (format.ts plural). Tone (docs/decisions/010-ai-nutritionist.md): kind, specific, never shaming.
 */
export const DIARY_RU = {
  /** One-tap questions the chat offers (contracts ZChatSchema); each is answered from the diary. */
  chatSuggestions: [
    "Как у меня сегодня?",
    "Что съесть на ужин?",
    "Сколько воды мне ещё выпить?",
    "Как меняется мой вес?",
    "Сколько калорий в 200 г гречки?",
  ] as readonly string[],

  days: DAYS,
  meals: pluralForms({ one: "приём пищи", few: "приёма пищи", many: "приёмов пищи" }),
  /** After "около": "около 1 стакана", "около 3 стаканов". */
  glasses: pluralForms({ one: "стакана", few: "стаканов", many: "стаканов" }),
  macroNames: { protein: "белки", fat: "жиры", carbs: "углеводы" },

  ideaLine: (name: string, grams: string, kcal: string, protein: string) =>
    `${name} ${grams} — ${kcal}, белка ${protein}`,
  noCalorieGoal: "Цель по калориям не задана — укажите её в профиле, и я буду считать остаток.",

  todayEmpty: "Сегодня в дневнике пока нет еды.",
  todayGoalOnly: (goal: string) => `Цель на день — ${goal}. Запишите приём пищи, и я посчитаю остаток.`,
  todayHead: (meals: string, intake: string) => `Сегодня (${meals}): ${intake}.`,
  todayGoals: (goals: string) => `Цели: ${goals}.`,
  todayLeft: (left: string) => `Осталось ${left}.`,
  todayOver: (over: string) => `Это на ${over} больше цели.`,

  balancedPlate: (list: string) => `Сбалансированная тарелка, например: ${list}.`,
  goalReached: (eaten: string, goal: string, over: string) =>
    `Цель на сегодня уже набрана: ${eaten} из ${goal} (на ${over} больше).`,
  onlyLeft: (left: string) => `До цели осталось всего ${left}.`,
  lightIdea: (idea: string) => ` Если голодно, возьмите что-то совсем лёгкое: ${idea}.`,
  leftWithProtein: (kcal: string, protein: string) => `До цели осталось ${kcal} и ${protein} белка.`,
  leftCalories: (kcal: string) => `До цели осталось ${kcal}.`,
  plateFits: (head: string, list: string, kcal: string, protein: string) =>
    `${head} Например: ${list}. Вместе ${kcal} и ${protein} белка — укладывается в остаток.`,

  proteinNoGoal: (eaten: string) => `Белка сегодня: ${eaten}. Цель по белку не задана — её можно указать в профиле.`,
  proteinReached: (eaten: string, goal: string) => `Белка сегодня: ${eaten} из ${goal} — цель выполнена.`,
  proteinHead: (eaten: string, goal: string, left: string) => `Белка сегодня: ${eaten} из ${goal}, осталось ${left}.`,
  proteinNoRoom: (head: string) => `${head} Калорий на сегодня почти не осталось, так что белок лучше добрать завтра.`,
  proteinIdeas: (head: string, list: string) => `${head} Много белка при небольшой калорийности: ${list}.`,

  waterNoGoal: (total: string) => `Воды сегодня: ${total}. Цель по воде появится, когда в профиле будет указан вес.`,
  waterReached: (total: string, goal: string) => `Воды сегодня: ${total} из ${goal} — цель выполнена.`,
  waterLeft: (total: string, goal: string, left: string, glasses: string) =>
    `Воды сегодня: ${total} из ${goal}. Осталось ${left} — это около ${glasses} по 250 мл.`,

  noWeighIns: "Взвешиваний в дневнике пока нет. Запишите вес в разделе «Аналитика», и я покажу, как он меняется.",
  lastWeighIn: (weight: string, day: string) => `Последнее взвешивание: ${weight} (${day}).`,
  trendSpan: (change: string, days: string, from: string, to: string) => `${change} за ${days} (с ${from} до ${to})`,
  trendSteady: "По тренду вес почти не меняется",
  trendDown: "По тренду вес снижается",
  trendUp: "По тренду вес растёт",
  trendNeedsTwo: (days: number) => `Для тренда нужно хотя бы два взвешивания за ${period(days)}.`,
  targetReached: "Цель по весу достигнута!",
  targetToGo: (target: string, toGo: string) => `До цели ${target} осталось ${toGo}.`,

  weekWithin: "Это в пределах 10% от цели.",
  weekUnder: (diff: string) => `Это на ${diff} в день меньше цели.`,
  weekOver: (diff: string) => `Это на ${diff} в день больше цели.`,
  weekDaysWithin: (within: string, logged: string) => `Дней, близких к цели (±10%): ${within} из ${logged}.`,

  foodIdeas: (list: string) => `Продукты из базы, которые укладываются в остаток: ${list}.`,

  summaryEmpty: (when: string, water: string) =>
    `${when} еда в дневнике не записана, поэтому о питании этого дня мне сказать нечего. ${water}.`,
  amountOf: (eaten: string, goal: string) => `${eaten} из ${goal}`,
  summaryHead: (when: string, calories: string, protein: string, meals: string, water: string) =>
    `${when}: ${calories}, белки ${protein} (${meals}). ${water}.`,
  summaryWithin: (head: string) => `${head} День в пределах целей — так держать!`,
  summaryFocus: (head: string, focus: string) => `${head} Главное: ${focus}.`,

  /** facts.ts: the lines the offline answers and the model's instructions share. */
  intake: (kcal: string, protein: string, fat: string, carbs: string) =>
    `${kcal}, белки ${protein}, жиры ${fat}, углеводы ${carbs}`,
  water: (total: string) => `Вода: ${total}`,
  waterOf: (total: string, goal: string) => `Вода: ${total} из ${goal}`,
  weightLastWeighIn: (weight: string, day: string) => `последнее взвешивание ${weight} (${day})`,
  weightTrend: (days: number, change: string, from: string, to: string) =>
    `тренд за ${period(days)} ${change} (с ${from} до ${to})`,
  weightTarget: (target: string) => `цель ${target}`,
  weight: (parts: string) => `Вес: ${parts}`,
  weightNone: "Вес: взвешиваний нет",
  weekSpan: (days: number, from: string, to: string) => `За ${period(days)} (${from} — ${to})`,
  weekNoMeals: (span: string) => `${span} еда не записана`,
  weekLogged: (span: string, days: string, average: string) =>
    `${span} еда записана за ${days}, в среднем ${average} в день`,
  weekGoal: (base: string, goal: string) => `${base} при цели ${goal}`,
  factsToday: (day: string, intake: string, meals: string) => `Сегодня ${day}, съедено: ${intake} (${meals}).`,
  factsGoals: (goals: string | null) => `Цели на день: ${goals ?? "не заданы в профиле"}.`,
  factsProteinLeft: (protein: string) => `белка ${protein}`,
  factsLeft: (list: string) => `Осталось до целей на сегодня: ${list} (отрицательное число — цель превышена).`,

  /** provider.ts: the configured model's day prompt. */
  dayGoals: (goals: string | null) => `Цели: ${goals ?? "не заданы"}.`,
  summaryAsk: "Напиши короткое резюме этого дня (2–3 предложения) с его цифрами и главным советом.",
};
