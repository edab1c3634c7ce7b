import type { Texts } from "./texts";

export const TEXTS_EN: Texts = {
  nutrientName: {
    calories: "calories",
    protein: "protein",
    fat: "fat",
    carbs: "carbs",
    fibre: "fibre",
    sugar: "sugars",
    sodium: "sodium",
    iron: "iron",
    calcium: "calcium",
    potassium: "potassium",
    vitaminC: "vitamin C",
  },
  mealName: { breakfast: "breakfast", lunch: "lunch", dinner: "dinner", snack: "snack" },
  tagName: { meat: "meat", fish: "fish", dairy: "dairy", egg: "eggs" },

  nutrientLine: (food, portion, assumed, nutrient, amount, per100) =>
    `${food} ${portion}${assumed ? " (a typical portion)" : ""}: ${amount} ${nutrient}; per 100 g — ${per100}`,
  analysisLine: (food, grams, assumed, kcal, protein, fat, carbs) =>
    `${food} ${grams}${assumed ? " (a typical portion)" : ""} — ${kcal}, P ${protein} / F ${fat} / C ${carbs} g`,
  fromDatabase: "From the food database: ",
  totalLine: (kcal, protein, fat, carbs) => ` Total: ${kcal}, protein ${protein}, fat ${fat}, carbs ${carbs}.`,
  caloriesContext: (list) => ` Calories: ${list}.`,
  quote: (text) => `“${text}”`,
  or: "or",
  foodNotFound: (text) =>
    `I couldn't find “${text}” in the food database, so I won't guess. Try naming it differently, e.g. “cottage cheese” or “200 g of buckwheat”.`,
  unmatched: (words) => ` Not found in the food database: ${words}.`,
  askForFood: "Tell me the food and the amount, for example: “How much protein in 150 g of cottage cheese?”",
  compareMore: (a, b, nutrient, amountA, amountB) =>
    `${a[0]?.toUpperCase()}${a.slice(1)} has more ${nutrient}: ${amountA} per 100 g against ${amountB} in ${b}.`,
  compareSame: (a, b, nutrient, amount) =>
    `${a[0]?.toUpperCase()}${a.slice(1)} and ${b} have about the same ${nutrient}: around ${amount} per 100 g.`,
  comparePortions: (lines) => `In typical portions: ${lines}.`,
  compareHealthier:
    "“Healthier” depends on your goal: for fullness and weight loss, the one with more protein and fibre for the same calories usually wins.",
  per100: "per 100 g",

  suggestHead: (meal, limits) => `A ${meal}${limits ? ` (${limits})` : ""}, for example:`,
  suggestTotal: (kcal, protein) => `Together ${kcal} and ${protein} of protein — counted from the food database.`,
  suggestWithinToday: (left) => `That fits what's left of today (${left}).`,
  suggestOverToday: (left) => `Note: you have ${left} left today, so this is a little over.`,
  suggestNone: (limits) =>
    `I couldn't find a combination in the database that honestly fits (${limits}). Try loosening one condition, for example a higher calorie limit.`,
  limitKcal: (kcal) => `under ${kcal}`,
  limitProtein: "with protein",
  limitWithout: (list) => `without ${list}`,
  limitVegan: "vegan",

  slip: "This happens to everyone, and one cake doesn't undo your progress: your weight is made over weeks, not one evening.",
  guilt:
    "Please go easy on yourself: guilt usually only pushes toward the next binge. You haven't ruined anything — you ate.",
  stress:
    "Stress eating is a very human response, and you're not alone in it. It helps to notice whether it's hunger or tension: sometimes a glass of water, a 10-minute walk or a short chat with someone close is enough.",
  craving:
    "Wanting something sweet is normal, and you don't need to forbid it. A small portion enjoyed on purpose beats holding out and then overdoing it.",
  cravingIdea: "Something sweet that fits your day:",
  nextStepLeft: (left) =>
    `The next step is simple: carry on as usual from your next meal — no fasting and no making up for it. You still have ${left} planned for today.`,
  nextStepOver:
    "The next step is simple: carry on as usual from your next meal — no fasting and no making up for it. One day over your goal barely moves the week.",
  nextStepNoGoal:
    "The next step is simple: carry on as usual from your next meal — no fasting and no making up for it.",
  oftenOverwhelmed:
    "If overeating happens often and feels out of your control, it's worth talking to a doctor or therapist — it's treatable, and asking for help is nothing to be ashamed of.",

  redFlagEatingDisorder:
    "Thank you for telling me — this matters. What you describe can be a sign of an eating disorder, and it's better not to face it alone. I won't help cut food further: right now your body needs regular meals and a specialist's support.",
  redFlagTooLittle: (floor) =>
    `Eating that little isn't safe: below ${floor} a day your body runs short of protein, vitamins and energy, and lost weight nearly always returns. I won't make a plan below that minimum. A safe pace is 0.5–1 kg a week, and I can help plan a day within it.`,
  redFlagMedical:
    "This needs your doctor: in pregnancy, while breastfeeding, with diabetes, kidney disease or medication, diets and fasting are chosen together with them. I can show the numbers from your diary so you have something to discuss.",
  redFlagUrgent:
    "This could be serious. With chest pain, numbness, severe dizziness or fainting, call your local emergency number or get urgent help now.",
  redFlagMinor:
    "At your age your body is still growing, and losing weight on a harsh deficit is risky. Please talk your goal over with a parent and a doctor — together you can find a safe plan.",
  redFlagUnderweightGoal:
    "That weight for your height is below the healthy range (a BMI under 18.5), and aiming for it is harmful. I won't help lose weight toward it, but I'll gladly support a goal within a healthy range.",
  redFlagSelfHarm: "I'm so sorry it's this hard. Please don't stay alone with it — talk to someone right now.",
  helpline:
    "Please talk to your doctor, and consider contacting a local eating-disorder helpline — talking to someone helps. If you're in danger right now, call your local emergency number.",

  rapidTrend: (perWeek) =>
    `Your trend shows about ${perWeek} lost a week — faster than the safe pace of 1 kg. It's worth eating a little more and checking your protein and sleep.`,
  rapidRequest: (perWeek) =>
    `A goal of ${perWeek} a week is faster than the safe pace (up to 1 kg a week): that loses water and muscle, and the weight comes back. Spreading it out will get a result that lasts.`,
  paceFine: (perWeek) => `Your trend is about ${perWeek} a week, within a safe pace.`,
  goalBelowFloor: (goal, floor) =>
    `Your goal of ${goal} a day is below the safe minimum of ${floor} — I'd raise it in your profile.`,
  yourGoal: (goal) => `Your goal in the app is ${goal} a day.`,
  sources: "Sources",

  supplementsGeneral:
    "Food first: most vitamins and minerals come from an ordinary varied diet. The Supplements screen reads your week's diary and shows what is really short, with food sources and a dose. Check with your doctor before taking any supplement, especially in pregnancy or if you take medication.",
  supplementsDoctorOnly: (names) =>
    `${names}: only as your doctor prescribes — don't take them on your own; a blood test decides, and too much is harmful. Meanwhile get them from food.`,
  supplementsWeightLoss:
    "No supplement safely and reliably takes weight off: fat burners and laxative teas don't work or are dangerous. What works is a moderate calorie deficit, protein, movement and sleep.",
  supplementsProteinPowder:
    "Protein powder is just protein: it's only needed if you can't reach your protein with food. Pick one with a short ingredient list and no added sugar — though cottage cheese, eggs, fish and beans do the job just as well.",
  supplementsNames: { iron: "Iron", potassium: "Potassium" },

  greeting: "Hello! I'm Tarelka's nutritionist.",
  thanks: "You're welcome! Glad to help.",
  whoAmI: "I'm Tarelka's nutritionist: I answer from your diary and the food database, never with made-up numbers.",
  symptom:
    "I'm not a doctor, so I can't tell what's causing it. If it doesn't pass or gets worse, see a doctor; sometimes a headache comes from too little water or a skipped meal.",
  offTopic: "That's outside what I know — I'm here for nutrition.",
  capabilities: (suggestions) =>
    `I answer from your diary and the food database. I can tell you how today is going, how many calories and how much protein are left and what to eat, pick a snack or dinner with limits (“under 300 kcal”, “no meat”), compare foods, answer questions about habits and myths, and show your water, weight and week. Try: ${suggestions}`,
};
