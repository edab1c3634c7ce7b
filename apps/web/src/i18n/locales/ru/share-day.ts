/** Sharing a day's summary from the dashboard (docs/product.md §2 /, Share the day). */
export const shareDay = {
  button: "Поделиться итогом дня",
  sharing: "Делимся...",
  heading: "Тарелка · {{date}}",
  caloriesOfGoal: "Калории: {{eaten}} из {{goal}} ккал",
  calories: "Калории: {{eaten}} ккал",
  macroOfGoal: "{{name}}: {{value}} из {{goal}} г",
  macro: "{{name}}: {{value}} г",
  nutrients: { protein: "Белки", fat: "Жиры", carbs: "Углеводы" },
  copied: "Итог дня скопирован",
  copiedHint: "Вставьте его в сообщение или пост.",
  failed: "Не удалось поделиться",
  failedHint: "Браузер не дал ни поделиться, ни скопировать текст.",
};
