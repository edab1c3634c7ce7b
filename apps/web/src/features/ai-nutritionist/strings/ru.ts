/**
 * docs/product.md §2 /ai-nutritionist (docs/product.md, Names: ИИ-нутрициолог). The answers and the recommendations come
 * from the server already written in the person's language; these are the screen's own words around them.
 * Numbers and dates arrive formatted for the language (Intl), so the strings only place them.
 */
export const aiNutritionist = {
  title: "ИИ-нутрициолог",
  retry: "Повторить",
  /** Who answers in this chat (contracts ZChatSchema.answeredBy). */
  answeredBy: {
    offline: "Отвечает встроенный нутрициолог по вашему дневнику",
    model: "Отвечает ИИ-модель по данным вашего дневника",
  },
  /** Under one answer whose writer differs from the chat's (say, the model failed and the built-in one stood in). */
  answerSource: {
    offline: "Ответ встроенного нутрициолога",
    model: "Ответ ИИ-модели",
  },
  chat: {
    heading: "Чат с нутрициологом",
    loadFailed: "Не удалось загрузить чат.",
    historyFailed: "Не удалось загрузить переписку.",
    greeting:
      "Здравствуйте! Я ваш нутрициолог. Я вижу ваш дневник — еду, воду и вес — и отвечаю по этим цифрам. Спросите что-нибудь или выберите вопрос:",
    suggestions: "Готовые вопросы",
    log: "Переписка",
    you: "Вы",
    nutritionist: "Нутрициолог",
    typing: "Нутрициолог печатает…",
    inputLabel: "Ваш вопрос",
    placeholder: "Например: что съесть на ужин?",
    keyHint: "Enter — отправить, Shift+Enter — новая строка",
    send: "Отправить",
    counter: "{{length}} / {{max}}",
    tooLong: "Вопрос длиннее {{max}} символов — сократите его.",
    sendFailed: "Вопрос не отправлен.",
    dailyLimit: "На сегодня вопросы закончились: за день можно задать {{max}}. Продолжим завтра.",
    today: "Сегодня",
  },
  day: {
    heading: "Мой день",
    intro: "Нутрициолог посмотрит сегодняшний дневник и подскажет, на что обратить внимание.",
    analyze: "Разобрать мой день",
    analyzing: "Разбираю день…",
    failed: "Не удалось разобрать день.",
    summaryTitle: "Разбор за {{date}}",
    writtenBy: {
      offline: "Разбор написал встроенный нутрициолог",
      model: "Разбор написала ИИ-модель",
    },
    noRecommendations: "Замечаний нет: день в пределах ваших целей.",
  },
  recommendations: {
    heading: "Рекомендации",
    priorityLabel: "Приоритет",
    filters: { all: "Все", high: "Высокий", medium: "Средний", low: "Низкий" },
    loadFailed: "Не удалось загрузить рекомендации.",
    empty: "Рекомендаций пока нет. Нажмите «Разобрать мой день» — и они появятся здесь.",
    emptyFiltered: "Рекомендаций с таким приоритетом нет.",
    priority: { high: "Высокий приоритет", medium: "Средний приоритет", low: "Низкий приоритет" },
    topics: {
      calories: "Калории",
      protein: "Белки",
      fat: "Жиры",
      carbs: "Углеводы",
      fibre: "Клетчатка",
      sugar: "Сахар",
      sodium: "Соль",
      water: "Вода",
      logging: "Дневник",
    },
    forDate: "За {{date}}",
    markRead: "Отметить прочитанным",
    read: "Прочитано",
    markReadFailed: "Не удалось отметить рекомендацию прочитанной.",
  },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("aiNutritionist.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    aiNutritionist: typeof aiNutritionist;
  }
}
