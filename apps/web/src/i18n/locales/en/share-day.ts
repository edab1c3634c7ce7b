import type { Localized } from "../../types";
import type { shareDay as ru } from "../ru/share-day";

export const shareDay: Localized<typeof ru> = {
  button: "Share the day",
  sharing: "Sharing...",
  heading: "Tarelka · {{date}}",
  caloriesOfGoal: "Calories: {{eaten}} of {{goal}} kcal",
  calories: "Calories: {{eaten}} kcal",
  macroOfGoal: "{{name}}: {{value}} of {{goal}} g",
  macro: "{{name}}: {{value}} g",
  nutrients: { protein: "Protein", fat: "Fat", carbs: "Carbs" },
  copied: "The day's summary is copied",
  copiedHint: "Paste it into a message or a post.",
  failed: "Could not share",
  failedHint: "The browser allowed neither sharing nor copying the text.",
};
