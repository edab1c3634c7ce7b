import type { Localized } from "../../../i18n/types";
import type { achievements as ru } from "./ru";

export const achievements: Localized<typeof ru> = {
  title: "Achievements",
  summary: "{{earned}} of {{total}} earned",
  earnedHeading: "Earned",
  inProgressHeading: "In progress",
  noneYet: "None yet. Log your first meal and your first achievement will appear here.",
  logMeal: "Log a meal",
  earnedOn: "Earned {{date}}",
  progressLabel: "Progress: {{progress}} of {{target}}",
  new: "New",
  loadFailed: "Could not load your achievements.",
  retry: "Try again",
  toast: {
    title: "Achievement unlocked: {{title}}",
    more: "And {{count}} more",
    open: "See achievements",
  },
  items: {
    "first-meal": { title: "First step", description: "Log your first meal" },
    "first-photo": { title: "Photographer", description: "Log a meal from a photo" },
    "streak-3": { title: "Three in a row", description: "Log meals 3 days in a row" },
    "streak-7": { title: "A full week", description: "Log meals 7 days in a row" },
    "goal-days-7": { title: "On target", description: "Spend 7 days within 10% of your calorie goal" },
    "water-goal-1": { title: "Drop by drop", description: "Drink your daily water goal" },
    "water-goal-7": { title: "Well hydrated", description: "Reach your water goal on 7 different days" },
    "first-weigh-in": { title: "On the scale", description: "Log your first weigh-in" },
    "weigh-ins-10": { title: "Keeping track", description: "Log 10 weigh-ins" },
    "meals-50": { title: "Fifty meals", description: "Log 50 meals" },
    "streak-30": { title: "A month-long habit", description: "Log meals 30 days in a row" },
    "target-weight": {
      title: "Goal reached",
      description: "Reach the target weight in your profile (± 0.5 kg)",
    },
  },
};
