import type { Localized } from "../../../i18n/types";
import type { mealCorrection as ru } from "./ru";

export const mealCorrection: Localized<typeof ru> = {
  label: "Correct in words",
  hint: "For example: “the rice was 150 g”, “no sauce”, “add bread”, “not rice, quinoa”, “half of that”.",
  placeholder: "the rice was 150 g",
  apply: "Correct",
  applying: "Correcting…",
  undo: "Undo the correction",
  undone: "Correction undone.",
  changesTitle: "What changed",
  grams: "{{name}}: {{from}} → {{to}} g",
  removed: "Removed: {{name}}",
  added: "Added: {{name}}, {{grams}} g",
  replaced: "{{name}} → {{to}}, {{grams}} g",
  unmatched: "Not in the food database: {{items}}",
  failed: {
    "not-understood": "Couldn't understand the correction “{{words}}”. Nothing has changed.",
    "not-in-meal": "Not in this meal: “{{words}}”. Nothing has changed.",
    "part-of-dish":
      "“{{words}}” is part of a dish weighed as a whole. Change the dish's amount, or describe the meal again with it listed apart.",
    "which-item": "Which dish is it about? Name it, for example “the rice was 150 g”.",
    implausible: "That would be more than one meal holds. Please check the number.",
    unchanged: "The meal already says so: “{{words}}”. Nothing has changed.",
  },
  error: "Couldn't apply the correction. Please try again.",
};
