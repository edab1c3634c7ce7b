import type { GuidanceCatalogue } from "./guidance";

/**
 * Answers to common questions about habits and myths, with the sources of every claim: WHO, the Dietary Guidelines
 * for Americans, the NHS and peer-reviewed reviews, named so they can be found.
 */

const WHO_OBESITY = "WHO. Obesity and overweight: fact sheet";
const WHO_DIET = "WHO. Healthy diet: fact sheet, 2020";
const WHO_SUGARS = "WHO. Guideline: Sugars intake for adults and children, 2015";
const WHO_ACTIVITY = "WHO guidelines on physical activity and sedentary behaviour, 2020";
const DGA = "Dietary Guidelines for Americans, 2020–2025 (USDA, HHS)";
const NHS_LOSS = "NHS Better Health: Lose weight — a safe pace of 0.5 to 1 kg a week";

export const GUIDANCE_EN: GuidanceCatalogue = {
  fastLoss: {
    text: "A safe pace is 0.5–1 kg a week: that is fat rather than water and muscle, and it stays off. A deficit of about 500 kcal a day gets you there, never below the safe calorie minimum. What works: protein and vegetables at every meal, fewer sugary drinks and empty snacks, moving every day, and sleep. Crash diets and fasting give a quick drop on the scale that nearly always comes back.",
    sources: [NHS_LOSS, WHO_OBESITY, DGA],
  },
  noCounting: {
    text: "Yes: weight follows energy balance, and counting is only one way to manage it. Without counting, the plate rule helps — half vegetables, a quarter protein, a quarter grains — plus water instead of sugary drinks and eating without distractions. A diary shows you what actually works, but it is a tool, not a duty.",
    sources: [WHO_OBESITY, WHO_DIET],
  },
  fasting: {
    text: "Intermittent fasting works only as far as it helps you eat less. In trials, a 16:8 window with the same calories gave no clear advantage over an ordinary moderate deficit. If eating in a window suits you, fine; if it leads to overeating in the evening, keep your usual rhythm. With diabetes, in pregnancy or with an eating disorder, don't fast without your doctor.",
    sources: [
      "Lowe D. A. et al. Effects of time-restricted eating on weight loss (TREAT). JAMA Internal Medicine, 2020",
      "Liu D. et al. Calorie restriction with or without time-restricted eating in weight loss. NEJM, 2022",
    ],
  },
  cheatMeal: {
    text: "A cheat meal does not boost your metabolism: what counts is the balance over the week, not one meal. Favourite foods fit fine when they are planned and in a sensible portion — then there is nothing to cheat on and nothing to make up for. If cheat meals turn into eating past fullness, drop the idea of forbidden foods altogether.",
    sources: [WHO_OBESITY, DGA],
  },
  detox: {
    text: "Detox diets and teas don't remove toxins — your liver and kidneys do that, and there is no good evidence these programmes help. The quick drop on the scale is water and gut contents. The best detox is ordinary food with vegetables, fruit and whole grains, water and sleep.",
    sources: [
      "Klein A. V., Kiat H. Detox diets for toxin elimination and weight management: a critical review of the evidence. J Hum Nutr Diet, 2015",
      WHO_DIET,
    ],
  },
  carbsAtNight: {
    text: "Carbs in the evening don't turn into fat by themselves: weight depends on what you eat over the whole day. A portion of grains or potatoes at dinner is fine, especially after a workout. If evenings bring cravings for sweets and pastries, add protein and vegetables to dinner — they keep you full longer.",
    sources: [WHO_OBESITY, DGA],
  },
  lateEating: {
    text: "Eating after 6 pm is fine: weight depends on the day's calories, not on the clock. A strict 'nothing after six' rule often leads to hunger and overeating later. A handy guide is to finish dinner 2–3 hours before bed and not let the evening become one long snack; a late dinner with protein and vegetables is fine.",
    sources: [
      WHO_OBESITY,
      "Kinsey A. W., Ormsbee M. J. The health impact of nighttime eating: old and new perspectives. Nutrients, 2015",
    ],
  },
  breakfast: {
    text: "Breakfast is not required to lose weight: in a review of trials, breakfast eaters did not lose more. If you're not hungry in the morning, it's fine to eat later; if skipping it makes you overeat later, have breakfast. A good one has protein and fibre: yogurt or eggs, oats, fruit.",
    sources: [
      "Sievert K. et al. Effect of breakfast on weight and energy intake: systematic review and meta-analysis. BMJ, 2019",
    ],
  },
  mealFrequency: {
    text: "How many times you eat barely affects weight loss — total calories do. Three meals and one or two snacks suit most people, but two or five are fine too. Pick the rhythm that keeps you from getting very hungry.",
    sources: [
      "Schoenfeld B. J., Aragon A. A., Krieger J. W. Effects of meal frequency on weight loss and body composition: a meta-analysis. Nutrition Reviews, 2015",
    ],
  },
  fruitSugar: {
    text: "Sugar in whole fruit is not the same as added sugar: WHO does not count it among the free sugars it advises limiting. Fruit brings fibre, water and vitamins, and it fills you up. Limit juices and sugary drinks; two or three pieces of fruit a day are part of a healthy diet.",
    sources: [WHO_SUGARS, DGA],
  },
  sugar: {
    text: "Sugar isn't poison, but keep added sugar under 10% of your calories (about 50 g, or 12 teaspoons, on 2,000 kcal), ideally under 5%. Most of it comes from sugary drinks, juices, sweets and baked goods. You don't need to ban sweets: a small portion of a dessert you love beats a ban followed by a binge.",
    sources: [WHO_SUGARS, DGA],
  },
  alcohol: {
    text: "Alcohol gets in the way of weight loss: 1 g of alcohol has 7 kcal, drinks are often sweet, and afterwards eating and sleep are harder to manage. No amount of alcohol is safe for health, so less is always better. If you drink, log the drinks and alternate them with water.",
    sources: ["WHO Regional Office for Europe. No level of alcohol consumption is safe for our health, 2023", DGA],
  },
  gluten: {
    text: "Gluten is a problem only with coeliac disease, a wheat allergy or gluten sensitivity — then it is removed on a doctor's advice. For everyone else going gluten-free doesn't help weight loss, and whole grains that contain gluten are good for the heart. If you suspect a problem, get tested before cutting gluten out.",
    sources: [
      "Lebwohl B. et al. Long term gluten consumption in adults without celiac disease and risk of coronary heart disease. BMJ, 2017",
    ],
  },
  metabolism: {
    text: "No food or supplement noticeably speeds up your metabolism. What does matter is muscle and movement: 150–300 minutes of moderate activity a week plus strength training twice a week. A very harsh calorie deficit does the opposite and slows energy use down.",
    sources: [WHO_ACTIVITY, WHO_OBESITY],
  },
  salt: {
    text: "Cutting salt drops water, not fat: salt holds fluid, so the scale falls fast and comes back just as fast. For health, keep salt under 5 g a day (a teaspoon) — it lowers blood pressure. Most salt hides in processed meat, cheese, bread, sauces and ready meals.",
    sources: [WHO_DIET, DGA],
  },
  lowCarb: {
    text: "You don't have to cut carbs: in a large trial, low-carb and low-fat diets gave the same weight loss after a year. Quality matters more: whole grains, vegetables, beans and fruit instead of sweets and white bread. Choose what you can keep doing for a long time.",
    sources: [
      "Gardner C. D. et al. Effect of low-fat vs low-carbohydrate diet on 12-month weight loss (DIETFITS). JAMA, 2018",
      DGA,
    ],
  },
  fattening: {
    text: "No single food makes you fat: weight comes from eating more calories than you use over days and weeks. Portion and cooking matter: boiled potatoes have about 90 kcal per 100 g, fries nearly twice that. You can keep foods you love and simply log them.",
    sources: [WHO_OBESITY, DGA],
  },
  energyBalance: {
    text: "Most nutrition myths come down to one thing: weight follows energy balance over days and weeks, not a single food or hour. The basics are vegetables and fruit (at least 400 g a day), whole grains, protein at every meal, and less added sugar and salt. Tell me which myth you'd like checked and I'll go into it.",
    sources: [WHO_OBESITY, WHO_DIET, DGA],
  },
};
