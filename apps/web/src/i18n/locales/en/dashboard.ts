import type { Localized } from "../../types";
import type { dashboard as ru } from "../ru/dashboard";

export const dashboard: Localized<typeof ru> = {
  greeting: "Hi, {{name}}!",
  calorieGoal: "Daily goal: {{goal}} kcal",
  noGoal: "No calorie goal yet",
};
