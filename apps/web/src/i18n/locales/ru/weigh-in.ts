/** The dashboard's weigh-in form: its strings load with it, on the tap that opens it (decision 006). */
export const weighIn = {
  field: "Вес сегодня, кг",
  save: "Сохранить",
  cancel: "Отмена",
  problem: "Введите вес от {{min}} до {{max}} кг",
  saved: "Вес записан: {{value}} кг",
  goalChanged: "Цель по калориям: {{from}} → {{to}} ккал",
  goalKept: "Цель по калориям ваша и не меняется: {{goal}} ккал",
  failed: "Не удалось записать вес",
};
