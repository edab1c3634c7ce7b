/**
 * The dashboard's share button: with the first route (decision 006, first-route JS). A module of its own, so the
 * rest of the sharing words (./share-day.ts) stay out of that route.
 */
export const shareDayButton = {
  button: "Поделиться итогом дня",
  sharing: "Делимся...",
};
