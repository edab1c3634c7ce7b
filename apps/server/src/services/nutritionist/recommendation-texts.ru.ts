/**
 * The day's recommendations in Russian (recommendations.ts draws them by rules; docs/decisions/010-ai-nutritionist.md).
 * The source of the type the English catalogue must match key for key (recommendation-texts.ts). Amounts arrive
 * formatted for the language (format.ts).
 */
export const RECOMMENDATIONS_RU = {
  caloriesLow: {
    title: "Калорий меньше цели",
    text: (eaten: string, goal: string, diff: string, pct: string) =>
      `Съедено ${eaten} из ${goal} — на ${diff} (${pct}) меньше. Сильный недобор мешает держать режим: добавьте полноценный приём пищи.`,
  },
  caloriesHigh: {
    title: "Калорий больше цели",
    text: (eaten: string, goal: string, diff: string, pct: string) =>
      `Съедено ${eaten} при цели ${goal} — на ${diff} (${pct}) больше. Посмотрите, какой приём пищи дал больше всего, и уменьшите порцию.`,
  },
  proteinLow: {
    title: "Мало белка",
    text: (eaten: string, goal: string, pct: string) =>
      `Белка ${eaten} из ${goal} (${pct}). Добавьте к приёмам пищи птицу, рыбу, творог, яйца или бобовые.`,
  },
  fatHigh: {
    title: "Жиров больше цели",
    text: (eaten: string, goal: string, diff: string) =>
      `Жиров ${eaten} при цели ${goal} — на ${diff} больше. Чаще выбирайте нежирное мясо и молочное, меньше масла и соусов.`,
  },
  carbsHigh: {
    title: "Углеводов больше цели",
    text: (eaten: string, goal: string, diff: string) =>
      `Углеводов ${eaten} при цели ${goal} — на ${diff} больше. Замените сладкое и выпечку овощами и крупами.`,
  },
  fibreLow: {
    title: "Мало клетчатки",
    text: (eaten: string, min: string) =>
      `Клетчатки ${eaten} при норме от ${min}. Добавьте овощи, бобовые и цельнозерновые крупы.`,
  },
  sugarHigh: {
    title: "Много сахара",
    text: (eaten: string, max: string) =>
      `Сахаров ${eaten} — больше ${max} в день. Сократите сладкие напитки и десерты.`,
  },
  sodiumHigh: {
    title: "Много соли",
    text: (eaten: string, max: string) =>
      `Натрия ${eaten} — больше ${max} в день. Меньше солите и реже берите колбасы, соусы и готовую еду.`,
  },
  waterLow: {
    title: "Мало воды",
    text: (drunk: string, goal: string, short: string) =>
      `Воды ${drunk} из ${goal} — не хватает ${short}. Держите бутылку воды на виду и пейте по стакану между приёмами пищи.`,
  },
  nothingLogged: {
    title: "День не записан",
    text: "За этот день в дневнике нет еды, поэтому оценить питание нельзя. Записывайте каждый приём пищи — фото или парой слов.",
  },
  oneMeal: {
    title: "Записан один приём пищи",
    text: (eaten: string) =>
      `В дневнике один приём пищи на ${eaten}. Если ели ещё, запишите — тогда выводы будут точнее.`,
  },
};
