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
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("water.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    water: typeof water;
  }
}
