/**
 * The meal words of the dashboard as well as the meal screens: meal types, nutrients, units. They load with the
 * first route (decision 006); the rest of the `meals` catalogue loads with the meal screens (`meals.ts`).
 */
export const mealWords = {
  mealTypes: { breakfast: "Завтрак", lunch: "Обед", dinner: "Ужин", snack: "Перекус" },
  nutrients: { calories: "Калории", protein: "Белки", fat: "Жиры", carbs: "Углеводы" },
  kcal: "{{value}} ккал",
  grams: "{{value}} г",
  kcalPer100g: "{{value}} ккал / 100 г",
  macroShort: "Б {{protein}} · Ж {{fat}} · У {{carbs}}",
};
