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
  paywall: {
    lead: "Фотографируйте еду сколько угодно и без рекламы. Всё остальное в Тарелке бесплатно.",
    compareCaption: "Что даёт Премиум по сравнению с бесплатным планом",
    free: "Бесплатно",
    premium: "Премиум",
    rows: {
      photos: { name: "Анализ фото", free: "{{n}} фото в месяц", premium: "Без лимита" },
      ads: { name: "Реклама", free: "Возможна", premium: "Без рекламы" },
      rest: {
        name: "Описание словами, вода, вес, аналитика, ИИ-нутрициолог",
        free: "Есть",
        premium: "Есть",
      },
    },
    billing: "Оплата голосами ВКонтакте. Подписка продлевается раз в {{days}} дней, отменить можно в любой момент.",
    alreadyActive: "Премиум уже подключён.",
    manage: "Управлять подпиской",
    ios: "На iPhone и iPad ВКонтакте не разрешает покупки внутри мини-приложений. Оформите подписку в Тарелке во ВКонтакте на Android или на сайте vk.com — Премиум заработает и на этом устройстве.",
    outsideVk:
      "Оплата работает в мини-приложении Тарелки во ВКонтакте: подписка оформляется голосами ВКонтакте, вводить карту здесь не нужно.",
    openInVk: "Открыть Тарелку во ВКонтакте",
    newWindow: "(откроется в новом окне)",
    toLanding: "О Тарелке",
  },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("premium.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    premium: typeof premium;
  }
}
