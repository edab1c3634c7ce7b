/**
 * docs/product.md §2 /supplements, §3 Supplement recommendation. Nutrient, category, priority and unit words are keyed by the
 * contract's own values (SUPPLEMENT_NUTRIENTS, SUPPLEMENT_CATEGORIES, SUPPLEMENT_PRIORITIES); the micro sign of
 * "µg" is keyed as "ug". Counts are written "3 из 7", so no Russian plural is needed.
 */
export const supplements = {
  title: "Добавки",
  intro:
    "Подсказки строятся по вашему дневнику питания за последние {{days}} дней. Сначала — еда: к каждой добавке мы называем продукты, которые восполняют тот же недостаток.",
  doctor: "Прежде чем начать принимать любую добавку, посоветуйтесь с врачом.",
  analysis: {
    title: "Анализ рациона",
    run: "Проанализировать мой рацион",
    again: "Проанализировать снова",
    running: "Анализируем рацион…",
    failed: "Не удалось проанализировать рацион",
    period: "Неделя с {{from}} по {{to}}",
    loggedDays: "Дней с записями: {{logged}} из {{days}}",
    notEnough:
      "Для выводов нужны записи хотя бы за {{min}} дня недели. Блюда без продукта из базы (оценка «на глаз») не содержат данных о витаминах и минералах, поэтому дни, состоящие в основном из них, не учитываются.",
    logMeal: "Записать приём пищи",
    intakeTitle: "Среднее за день против нормы",
    intakeNote:
      "Норма — рекомендуемое потребление для вашего пола и возраста из профиля, для белка — ваша цель по белку. Отметка на полосе — {{gap}} нормы: ниже неё мы считаем недостатком.",
    amount: "{{average}} из {{reference}} {{unit}}",
    gap: "Недостаток",
    noGaps: "Недостатков не нашли: ваш рацион покрывает нормы по всем нутриентам, которые мы можем оценить.",
    found: "Подсказки по добавкам — ниже.",
  },
  suggestions: {
    title: "Подсказки",
    loadFailed: "Не удалось загрузить подсказки.",
    empty: "Подсказок пока нет. Они появятся после анализа, если в рационе найдётся недостаток.",
    dosage: "Доза",
    reason: "Почему",
    benefits: "Польза и продукты",
    priority: "Приоритет: {{level}}",
    accept: "Принять",
    decline: "Отклонить",
    acceptInstead: "Всё-таки принять",
    declineInstead: "Больше не принимаю",
    accepted: "Принято",
    declined: "Отклонено",
    acceptedToast: "«{{name}}» — в списке «Мои добавки»",
    declinedToast: "«{{name}}» отклонено",
    acceptFailed: "Не удалось принять подсказку",
    declineFailed: "Не удалось отклонить подсказку",
  },
  mine: {
    title: "Мои добавки",
    loadFailed: "Не удалось загрузить ваши добавки.",
    empty: "Вы пока не приняли ни одной подсказки.",
    acceptedOn: "Принято {{date}}",
    lastAnalysis: "Последний анализ: {{date}}",
    noAnalysis: "Анализа ещё не было.",
  },
  nutrients: {
    vitaminD: "Витамин D",
    vitaminB12: "Витамин B12",
    vitaminC: "Витамин C",
    folateDfe: "Фолаты",
    iron: "Железо",
    calcium: "Кальций",
    magnesium: "Магний",
    zinc: "Цинк",
    potassium: "Калий",
    epaDha: "Омега-3 (EPA и DHA)",
    protein: "Белок",
  },
  categories: {
    vitamin: "Витамин",
    mineral: "Минерал",
    protein: "Белок",
    omega: "Омега-3",
    probiotic: "Пробиотик",
    other: "Другое",
  },
  priorities: {
    critical: "критический",
    high: "высокий",
    medium: "средний",
    low: "низкий",
  },
  units: { ug: "мкг", mg: "мг", g: "г" },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("supplements.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    supplements: typeof supplements;
  }
}
