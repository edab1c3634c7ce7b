/** Export and import of the whole diary on the profile screen (docs/product.md §2 /profile, Export and import). */
export const diaryTransfer = {
  title: "Мои данные",
  hint: "Скачайте весь дневник — профиль, приёмы пищи с блюдами, воду и вес — или загрузите его из файла JSON. Фото в файл не входят.",
  downloadJson: "Скачать JSON",
  downloadCsv: "Скачать CSV для таблиц",
  preparing: "Готовим файл...",
  importFile: "Загрузить из файла JSON",
  importing: "Загружаем...",
  downloadFailed: "Не удалось скачать дневник",
  importFailed: "Не удалось загрузить дневник",
  notADiary: "Это не файл дневника Тарелки. Выберите файл JSON, скачанный здесь же.",
  tooLarge: "Файл больше {{size}} МБ — такой не загрузить.",
  imported: "Дневник загружен",
  importedCounts:
    "Добавлено: приёмов пищи — {{meals}}, записей воды — {{water}}, взвешиваний — {{weight}}, своих продуктов — {{myFoods}}, избранного — {{favourites}}, моих блюд — {{myMeals}}. Уже были в дневнике: {{already}}.",
  nothingNew: "Всё из этого файла уже есть в дневнике — ничего не добавлено.",
};
