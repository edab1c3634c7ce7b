/** The dashboard's share button: with the first route (decision 006, first-route JS); a
 * module of its own so the rest of the sharing words stay out of that route. */
export const shareDayButton = {
  button: "Поделиться итогом дня",
  sharing: "Делимся...",
};
