/**
 * docs/product.md §2 /achievements and §3 Achievement. Titles and descriptions are keyed by the contract's ids
 * (ACHIEVEMENT_TARGETS); a description names the count that earns it, which a unit test checks against the
 * contract's target. Counts are written as "N / M" or "N из M", so no Russian plural is needed.
 */
export const achievements = {
  title: "Достижения",
  summary: "Получено {{earned}} из {{total}}",
  earnedHeading: "Получены",
  inProgressHeading: "В процессе",
  noneYet: "Пока ни одного. Запишите первый приём пищи — и здесь появится первое достижение.",
  logMeal: "Записать приём пищи",
  earnedOn: "Получено {{date}}",
  progressLabel: "Прогресс: {{progress}} из {{target}}",
  new: "Новое",
  loadFailed: "Не удалось загрузить достижения.",
  retry: "Повторить",
  toast: {
    title: "Достижение получено: {{title}}",
    more: "И ещё {{count}}",
    open: "Все достижения",
  },
  items: {
    "first-meal": { title: "Первый шаг", description: "Запишите первый приём пищи" },
    "first-photo": { title: "Фотограф", description: "Запишите приём пищи по фотографии" },
    "streak-3": { title: "Три дня подряд", description: "Записывайте еду 3 дня подряд" },
    "streak-7": { title: "Неделя без пропусков", description: "Записывайте еду 7 дней подряд" },
    "goal-days-7": {
      title: "В рамках цели",
      description: "Проведите 7 дней в пределах 10% от цели по калориям",
    },
    "water-goal-1": { title: "Капля за каплей", description: "Выпейте дневную норму воды" },
    "water-goal-7": { title: "Водный баланс", description: "Выпейте норму воды в 7 разных дней" },
    "first-weigh-in": { title: "На весах", description: "Запишите первое взвешивание" },
    "weigh-ins-10": { title: "Под контролем", description: "Запишите 10 взвешиваний" },
    "meals-50": { title: "Полсотни", description: "Запишите 50 приёмов пищи" },
    "streak-30": { title: "Месяц привычки", description: "Записывайте еду 30 дней подряд" },
    "target-weight": {
      title: "Цель достигнута",
      description: "Дойдите до целевого веса из профиля (± 0,5 кг)",
    },
  },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("achievements.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    achievements: typeof achievements;
  }
}
