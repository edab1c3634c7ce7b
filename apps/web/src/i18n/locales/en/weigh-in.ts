import type { Localized } from "../../types";
import type { weighIn as ru } from "../ru/weigh-in";

export const weighIn: Localized<typeof ru> = {
  field: "Today's weight, kg",
  save: "Save",
  cancel: "Cancel",
  problem: "Enter a weight from {{min}} to {{max}} kg",
  saved: "Weight logged: {{value}} kg",
  goalChanged: "Calorie goal: {{from}} → {{to}} kcal",
  goalKept: "Your own calorie goal stays: {{goal}} kcal",
  failed: "Could not log the weight",
};
