/**
 * docs/product.md §2 /analytics. Numbers and dates arrive already formatted for the language (Intl), so the strings only
 * place them. Counts in running text are written as "label: N" where a Russian plural would otherwise be needed.
 */
export const analytics = {
  title: "Аналитика",
  period: {
    label: "Период",
    week: "Неделя",
    month: "Месяц",
    quarter: "Квартал",
  },
  logMeal: "Записать приём пищи",
  calories: {
    title: "Калории",
    loadFailed: "Не удалось загрузить калории за период.",
    empty: "За этот период нет записей о еде. Запишите, что вы съели, — и здесь появится график.",
    summary: "Калории по дням, {{from}} — {{to}}. Дней с записями: {{logged}} из {{total}}.",
    summaryAverage: "В среднем {{value}} ккал за день с записями.",
    summaryGoal: "Цель {{goal}} ккал. Дней больше цели более чем на 10%: {{over}}.",
    tableCaption: "Калории по дням",
    columnDay: "День",
    columnCalories: "Ккал",
    noMeals: "нет записей",
    legendDay: "День с записями",
    legendOver: "Больше цели более чем на 10%",
    legendGoal: "Цель {{value}} ккал",
    average: "В среднем {{value}} ккал за день с записями",
    withinGoal_one: "{{within}} из {{count}} дня с записями — в пределах 10% от цели",
    withinGoal_few: "{{within}} из {{count}} дней с записями — в пределах 10% от цели",
    withinGoal_many: "{{within}} из {{count}} дней с записями — в пределах 10% от цели",
    withinGoal_other: "{{within}} из {{count}} дня с записями — в пределах 10% от цели",
    noGoal: "Цель по калориям не задана, поэтому дни с целью не сравниваются.",
    toProfile: "Задать цель в профиле",
    expenditure: "Ваш реальный расход: ~{{value}} ккал/день (по питанию и тренду веса)",
    expenditureNeeds:
      "Чтобы оценить ваш реальный расход, нужны два взвешивания с разницей не меньше недели и записи еды в большинство дней между ними.",
    expenditureLonger: "За неделю этого не набрать — выберите месяц или квартал.",
  },
  nutrition: {
    title: "Белки, жиры, углеводы",
    loadFailed: "Не удалось загрузить БЖУ за период.",
    empty: "За этот период нет записей о еде — средних пока нет.",
    perDay: "В среднем за день с записями",
    ofGoal: "{{value}} из {{goal}} г",
    noGoal: "{{value}} г, цель не задана",
    shares: "Доля в энергии",
    nutrients: { protein: "Белки", fat: "Жиры", carbs: "Углеводы" },
  },
  advice: {
    title: "Советы",
    loadFailed: "Не удалось загрузить советы за период.",
    empty: "Пока советовать нечего: продолжайте записывать еду и вес.",
    logMore: "Чтобы судить о периоде, записей мало: дней с записями {{logged}} из {{total}}, нужно хотя бы {{needed}}.",
    fastLoss:
      "Вес по тренду снижается на {{value}}\u00a0кг в неделю — быстрее безопасных {{limit}}\u00a0кг. Стоит есть немного больше.",
    overGoal:
      "В среднем {{average}}\u00a0ккал в день — больше цели {{goal}}\u00a0ккал более чем на 10%. Ориентир — {{target}}\u00a0ккал.",
    underGoal: "В среднем {{average}}\u00a0ккал в день — меньше цели {{goal}}\u00a0ккал более чем на 10%.",
    underFloor: "Это ниже безопасного минимума {{floor}}\u00a0ккал в день: ешьте не меньше него.",
    consistency: "Дней в пределах 10% от цели: {{within}} из {{logged}}. Ровнее по дням — легче держать цель.",
    macroLow: "{{nutrient}}: {{share}} энергии — меньше рекомендуемых {{min}}–{{max}}.",
    macroHigh: "{{nutrient}}: {{share}} энергии — больше рекомендуемых {{min}}–{{max}}.",
    goalMet:
      "Отлично: в среднем {{average}}\u00a0ккал при цели {{goal}}\u00a0ккал, дней в пределах цели: {{within}} из {{logged}}.",
  },
  weight: {
    title: "Вес",
    loadFailed: "Не удалось загрузить взвешивания.",
    formTitle: "Записать вес",
    weightLabel: "Вес, кг",
    weightPlaceholder: "Например, 72,5",
    dateLabel: "Дата",
    notesLabel: "Заметка (необязательно)",
    notesPlaceholder: "Например, утром натощак",
    sameDateHint: "Одно взвешивание на дату: новая запись на ту же дату заменит прежнюю.",
    replacesHint: "На {{date}} уже записано {{value}} кг — новая запись её заменит.",
    submit: "Сохранить вес",
    saved: "Записано: {{value}} кг",
    replaced: "Вес на {{date}} заменён: {{value}} кг",
    deleted: "Взвешивание удалено",
    remove: "Удалить взвешивание {{value}} кг, {{date}}",
    entry: "{{value}} кг",
    entries: "Взвешивания за период",
    empty: "За этот период взвешиваний нет. Запишите первое — и здесь появится график.",
    lastBefore: "Последнее взвешивание: {{value}} кг, {{date}}.",
    chartSummary: "Вес, {{from}} — {{to}}. Взвешиваний: {{count}}. Последнее: {{last}} кг.",
    chartTarget: "Цель: {{value}} кг.",
    legendWeighIns: "Взвешивания",
    legendTrend: "Тренд",
    legendTarget: "Цель {{value}} кг",
    change: "Изменение за период по тренду: {{value}} кг",
    changeNeedsTwo: "Изменение появится после второго взвешивания за период.",
    errors: {
      weight: "Введите вес числом от {{min}} до {{max}} кг, например 72,5",
      date: "Выберите дату",
      notes: "Заметка не длиннее {{max}} символов",
      log: "Не удалось записать вес",
      delete: "Не удалось удалить взвешивание",
      full: "Взвешиваний уже {{max}} — удалите старые, чтобы добавить новое",
    },
  },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("analytics.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    analytics: typeof analytics;
  }
}
