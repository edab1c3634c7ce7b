/** The own-foods screen (contracts my-foods.ts): foods copied from a pack label, found later in the meal text. */
export const myFoods = {
  title: "Мои продукты",
  intro:
    "Перепишите продукт с этикетки — значения на 100 г. Потом просто напишите его название в описании еды: мы найдём его раньше базы и пометим «моё».",
  count: "{{count}} из {{max}}",
  add: "Добавить продукт",
  empty:
    "Здесь пока пусто. Добавьте продукт, которого нет в базе: протеиновый батончик, любимый йогурт, домашний хлеб.",
  loadFailed: "Не удалось загрузить ваши продукты.",
  limit: "Можно хранить не больше {{max}} своих продуктов. Удалите те, что больше не покупаете, чтобы добавить новый.",
  per100g: "{{kcal}} ккал · {{macros}} на 100 г",
  portion: "{{name}} — {{grams}} г",
  portionGramsOnly: "Порция — {{grams}} г",
  barcode: "Штрихкод {{code}}",
  editLabel: "Изменить «{{name}}»",
  form: {
    newTitle: "Новый продукт",
    editTitle: "Изменить продукт",
    fromBarcode:
      "Этого штрихкода нет в открытой базе. Перепишите значения с упаковки — в следующий раз продукт найдётся по названию.",
    name: "Название",
    namePlaceholder: "Например: батончик Bombbar",
    per100g: "На 100 г",
    calories: "Калории, ккал",
    protein: "Белки, г",
    fat: "Жиры, г",
    carbs: "Углеводы, г",
    portionTitle: "Порция (необязательно)",
    portionGrams: "Вес порции, г",
    portionName: "Как называется",
    portionNamePlaceholder: "батончик, стакан, кусок",
    barcode: "Штрихкод (необязательно)",
    save: "Сохранить",
    saving: "Сохраняем...",
    cancel: "Отмена",
    delete: "Удалить",
  },
  rules: {
    name: "Название: от 1 до {{max}} символов, в одну строку.",
    calories: "Калории: число от 0 до 900 на 100 г.",
    macro: "Число от 0 до 100 г на 100 г.",
    macrosTotal:
      "Белков, жиров и углеводов вместе больше 100 г на 100 г. Проверьте, что это значения на 100 г, а не на упаковку.",
    portionGrams: "Вес порции: число больше 0 и не больше {{max}} г.",
    portionNameNeedsGrams: "Укажите вес порции, у которой есть название.",
    portionName: "Название порции: не длиннее {{max}} символов, в одну строку.",
    barcode: "Это не штрихкод EAN-13, EAN-8 или UPC-A. Проверьте цифры.",
  },
  created: "«{{name}}» добавлен в мои продукты",
  updated: "«{{name}}» сохранён",
  saveFailed: "Не удалось сохранить продукт",
  deleted: "«{{name}}» удалён из моих продуктов",
  deleteFailed: "Не удалось удалить продукт",
  undoFailed: "Не удалось отменить",
};

// Registers this catalogue's type with the app's (decision 006 strings by feature): `t("myFoods.…")` is checked.
declare module "../../../i18n/feature-catalogs" {
  interface FeatureCatalogs {
    myFoods: typeof myFoods;
  }
}
