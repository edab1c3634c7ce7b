export const water = {
  title: "Вода",
  drunk: "Выпито {{total}} мл",
  drunkOfGoal: "Выпито {{total}} из {{goal}} мл",
  left: "Осталось {{value}} мл",
  reached: "Цель на день выполнена",
  noGoal: "Укажите вес и уровень активности в профиле — мы рассчитаем дневную норму воды.",
  toProfile: "Заполнить профиль",
  quickAdd: "Быстро добавить",
  add: "+{{value}} мл",
  customTitle: "Своё количество",
  volumeLabel: "Объём, мл",
  notesLabel: "Заметка (необязательно)",
  notesPlaceholder: "Например, чай без сахара",
  addCustom: "Добавить",
  entries: "Записи за день",
  empty: "Сегодня ещё ничего не записано. Нажмите на стакан выше.",
  emptyDay: "За этот день записей нет.",
  entry: "{{value}} мл",
  edit: "Изменить",
  save: "Сохранить",
  cancel: "Отмена",
  remove: "Удалить запись {{value}} мл",
  added: "Добавлено {{value}} мл",
  updated: "Запись изменена",
  deleted: "Запись удалена",
  loadFailed: "Не удалось загрузить данные о воде.",
  retry: "Повторить",
  errors: {
    volume: "Введите объём от 1 до {{max}} мл целым числом",
    notes: "Заметка не длиннее {{max}} символов",
    log: "Не удалось записать воду",
    update: "Не удалось изменить запись",
    delete: "Не удалось удалить запись",
    dayFull: "На этот день уже слишком много записей",
  },
  analysis: {
    title: "Анализ дня",
    loadFailed: "Не удалось получить анализ воды.",
    fromFood: "Из еды: ещё около {{value}} мл",
    fromFoodPartial: "Из еды: ещё не меньше {{value}} мл (не для всех блюд известен состав)",
    parts: "Утро {{morning}} мл · день {{afternoon}} мл · вечер {{evening}} мл",
    span: "Первый стакан в {{first}}, последний в {{last}}",
    noTimes: "Время питья известно только для записей, сделанных в тот же день.",
    advice: {
      nothingLogged: "За этот день вода не записана. Начните со стакана — одна кнопка выше.",
      belowGoal_one: "До цели {{remaining}} мл — примерно {{count}} стакан по 250 мл.",
      belowGoal_few: "До цели {{remaining}} мл — примерно {{count}} стакана по 250 мл.",
      belowGoal_many: "До цели {{remaining}} мл — примерно {{count}} стаканов по 250 мл.",
      belowGoal_other: "До цели {{remaining}} мл — примерно {{count}} стакана по 250 мл.",
      goalMet: "Норма воды на день выполнена — отлично.",
      farAbove:
        "Выпито {{value}} мл — намного больше, чем нужно без жары и долгих тренировок. Пить сверх жажды не обязательно.",
      eveningHeavy: "{{share}} воды пришлось на вечер. Пейте равномернее днём — так меньше жажды и ночных пробуждений.",
      longGap: "С {{from}} до {{to}} перерыв {{hours}} ч. Поставьте стакан на виду или напоминание на это время.",
      foodWater: "Еда дала ещё около {{value}} мл воды: суп, фрукты и овощи тоже поят.",
    },
  },
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("water.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    water: typeof water;
  }
}
