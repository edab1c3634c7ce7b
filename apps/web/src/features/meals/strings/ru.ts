/** The correction in words on the confirmation screen (docs/decisions/023-correction-in-words.md). */
export const mealCorrection = {
  label: "Поправить словами",
  hint: "Например: «гречки было 150 г», «без соуса», «ещё хлеб», «не рис, а киноа», «половину».",
  placeholder: "гречки было 150 г",
  apply: "Поправить",
  applying: "Поправляю…",
  undo: "Отменить поправку",
  undone: "Поправка отменена.",
  changesTitle: "Что изменилось",
  grams: "{{name}}: {{from}} → {{to}} г",
  removed: "Убрано: {{name}}",
  added: "Добавлено: {{name}}, {{grams}} г",
  replaced: "{{name}} → {{to}}, {{grams}} г",
  unmatched: "Не нашлось в базе: {{items}}",
  failed: {
    "not-understood": "Не понял поправку «{{words}}». Ничего не изменилось.",
    "not-in-meal": "Такого нет в этом приёме пищи: «{{words}}». Ничего не изменилось.",
    "part-of-dish":
      "«{{words}}» — часть блюда, взвешенного целиком. Измените количество блюда или опишите приём пищи заново, перечислив это отдельно.",
    "which-item": "Не понял, к какому блюду это относится: назовите его, например «гречки было 150 г».",
    implausible: "С такой поправкой выйдет больше, чем бывает в одном приёме пищи. Проверьте число.",
    unchanged: "Так уже и записано: «{{words}}». Ничего не изменилось.",
  },
  error: "Не удалось применить поправку. Попробуйте ещё раз.",
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("mealCorrection.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    mealCorrection: typeof mealCorrection;
  }
}
