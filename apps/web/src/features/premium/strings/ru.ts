/** Premium and /subscription (docs/product.md §4 Premium, §6). */
export const premium = {
  title: "Тарелка Премиум",
  loading: "Загружаем подписку...",
  loadFailed: "Не удалось загрузить статус подписки",
  retry: "Повторить",
  activeUntil: "Премиум активен до {{date}}",
  inactive: "Премиум не подключён",
  expired: "Срок премиума истёк",
  expiringSoon_one: "Премиум закончится через {{count}} день",
  expiringSoon_few: "Премиум закончится через {{count}} дня",
  expiringSoon_many: "Премиум закончится через {{count}} дней",
  expiringSoon_other: "Премиум закончится через {{count}} дня",
  benefits: {
    unlimitedPhotos: "Безлимитный анализ фото",
    priority: "Приоритетная обработка",
    advancedAi: "Расширенные возможности ИИ",
    noAds: "Без рекламы",
  },
  price_one: "{{count}} голос за {{days}} дней",
  price_few: "{{count}} голоса за {{days}} дней",
  price_many: "{{count}} голосов за {{days}} дней",
  price_other: "{{count}} голоса за {{days}} дней",
  buy: "Оформить подписку",
  cancel: "Отменить подписку",
  resume: "Возобновить подписку",
  cancelledNote: "Подписка отменена: премиум действует до конца оплаченного периода.",
  boxDone: "Готово! Обновляем статус подписки",
  boxFailed: "Не удалось открыть окно подписки",
  onlyInVk: "Оплата доступна только во ВКонтакте",
  back: "На главную",
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("premium.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    premium: typeof premium;
  }
}
