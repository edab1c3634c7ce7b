export const dashboard = {
  greeting: "Привет, {{name}}!",
  calorieGoal: "Цель на день: {{goal}} ккал",
  noGoal: "Цель по калориям ещё не задана",
};
