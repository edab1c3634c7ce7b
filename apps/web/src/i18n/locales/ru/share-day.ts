import { shareDayButton } from "./share-day-button";

/**
 * Sharing a day's summary from the dashboard (docs/product.md §2 /, Share the day): the rest loads with the sharing
 * code, on the first tap (lib/share-day.ts).
 */
export const shareDay = {
  ...shareDayButton,
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
