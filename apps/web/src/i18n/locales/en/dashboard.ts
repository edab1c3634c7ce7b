import type { Localized } from "../../types";
import type { dashboard as ru } from "../ru/dashboard";

export const dashboard: Localized<typeof ru> = {
  greeting: "Hi, {{name}}!",
  calorieGoal: "Daily goal: {{goal}} kcal",
  noGoal: "No calorie goal yet",
  eatenOfGoal: "{{eaten}} of {{goal}} kcal",
  eaten: "Eaten {{eaten}} kcal",
  left: "{{value}} kcal left",
  over: "{{value}} kcal over the goal",
  macroOfGoal: "{{value}} / {{goal}} g",
  macroNoGoal: "{{value}} g",
  empty: "Nothing logged for this day. Take a photo of your food or describe it in words.",
  emptyType: "Nothing logged",
  quick: { camera: "Photo", text: "Describe", water: "Water" },
  loadFailed: "Could not load the day.",
  sameAsYesterday: {
    action: "Same as yesterday",
    actionOf: "{{mealType}}: same as yesterday",
    copying: "Copying…",
    copied: "Copied from yesterday",
    failed: "Could not copy",
    undoFailed: "Could not undo the copy",
  },
};
