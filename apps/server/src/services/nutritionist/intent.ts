import { GUILT, STRESS } from "./care";
import { dailyKcalOf, isConstrained, mealOf, mealRequestOf } from "./constraints";
import { comparedFoods, foodQuestionOf, foodsIn, nutrientsOf } from "./food-facts";
import { guidanceTopicOf } from "./guidance";
import { AGE, DISORDER, DIZZY, EATING_ONLY, FASTING, MEDICAL, SELF_HARM, TARGET_AND_HEIGHT, URGENT } from "./red-flags";
import { lowestFloor } from "./safety";
import { normalise, Words } from "./words";

/**
 * What a chat message asks, read by rules in Russian and English (docs/decisions/010-ai-nutritionist.md). The rules
 * are measured on a labelled set with a held-out third (`npm run bench:nutritionist`). A message may ask several
 * things ("сорвалась на торт, что теперь съесть на ужин?"): it is cut into requests, each read on its own, and the
 * first intent is the one the answer leads with. Safety and feelings lead whatever else is asked: a red flag
 * first, then a hard moment, and only then the numbers.
 */

export type Intent =
  | "caloriesIn"
  | "nutrientIn"
  | "compare"
  | "today"
  | "week"
  | "remaining"
  | "suggest"
  | "protein"
  | "water"
  | "weight"
  | "guidance"
  | "emotional"
  | "redFlag"
  | "supplements"
  | "unknown";

export interface Reading {
  intent: Intent;
  /** Other requests in the same message, in the order asked. */
  also: Intent[];
}

/** Words that make a question about the person's own diary rather than about a food. */
const PERSONAL = [
  "=я",
  "=мне",
  "=меня",
  "=мой",
  "=моя",
  "=мои",
  "=мое",
  "=моих",
  "=моей",
  "=моему",
  "сегодн",
  "=i",
  "=me",
  "=my",
  "=i'm",
  "=im",
  "=today",
  "=left",
  "остал",
  "норм",
  "=goal",
  "=target",
  "=still",
  "=еще",
];

function foodFactsOf(clause: string, w: Words, explicitOnly: boolean): Intent | null {
  const nutrients = nutrientsOf(w);
  if (nutrients.length === 0) return null;
  const question = foodQuestionOf(clause);
  if (!question) return null;
  // A food the database lacks is asked about only when nothing else explains the words ("калий в таблетках").
  if (explicitOnly && foodsIn(question.food).length === 0) return null;
  // "Сколько белка мне ещё нужно" is about the diary; "сколько белка в твороге" names its food after "в".
  if (!question.explicit && (explicitOnly || w.has(PERSONAL))) return null;
  return nutrients.includes("calories") ? "caloriesIn" : "nutrientIn";
}

const CHOICE = ["=или", "=or", "=vs", "=versus", "сравн", "compare", "=чем", "=than"];

function isComparison(text: string, w: Words): boolean {
  return w.has(CHOICE) && comparedFoods(text).length >= 2;
}

const RED_FLAG_CUES = [...SELF_HARM, ...URGENT, ...DIZZY, ...MEDICAL, ...DISORDER, ...FASTING];

/** "Не ела три дня", "haven't eaten in days": days without food. */
const NOT_EATING =
  /(?:не\s+(?:ела|ел|ем|кушала?|питаюсь)|haven'?t\s+eaten|have\s+not\s+eaten|not\s+eaten|didn'?t\s+eat|no\s+food)(?![\p{L}])[^.?!]*?(?<![\p{L}])(?:\d+|два|две|три|четыре|пять|несколько|неделю|two|three|four|five|several|a few)?\s*(?:дн|сут|недел|day|week)/u;

function isRedFlag(text: string, w: Words): boolean {
  if (w.has(RED_FLAG_CUES)) return true;
  const t = normalise(text);
  if (NOT_EATING.test(t)) return true;
  const daily = dailyKcalOf(t) ?? Number(EATING_ONLY.exec(t)?.[1] ?? Number.NaN);
  if (Number.isFinite(daily) && daily < lowestFloor()) return true;
  const age = Number(AGE.exec(t)?.[1] ?? Number.NaN);
  if (age < 18 && w.has(["похуд", "сброс", "скинуть", "диет", "=lose", "diet", "weight"])) return true;
  const body = TARGET_AND_HEIGHT.exec(t);
  if (body && w.has(["рост", "=tall", "height", "=cm", "=см", "=at"])) {
    const kg = Number(body[1]);
    const m = Number(body[2]) / 100;
    if (m > 1.2 && m < 2.3 && kg / (m * m) < 18.5) return true;
  }
  return false;
}

const SLIPS = [
  "сорвал",
  "срыв",
  "объел",
  "обожрал",
  "=нажралась",
  "=нажрался",
  "=жрала",
  "=жрал",
  "=жру",
  "=сожрала",
  "=сожрал",
  "накинул",
  "переел",
  "переедаю",
  "binge",
  "binged",
  "overate",
  "overeat",
  "ate a whole",
  "ate way",
  "ate too much",
  "ate so much",
  "ruined",
  "messed up",
  "blew my",
  "fell off",
  "съела целую",
  "съел целую",
  "съела кучу",
  "съел кучу",
  "съела пачку",
  "съел пачку",
  "целиком",
];
/** The guilt and stress the kind answer speaks to (care.ts), and two phrasings its stems miss. */
const FEELINGS = [...GUILT, ...STRESS, "чувство вины", "feel bad"];
const CRAVINGS = [
  "хочу сладк",
  "хочется сладк",
  "хочу шоколад",
  "хочется шоколад",
  "хочется чего",
  "хочу чего-нибудь",
  "тянет на",
  "не могу остановиться",
  "не могу перестать",
  "craving",
  "=crave",
  "=craves",
  "want something sweet",
  "need something sweet",
  "sweet tooth",
  "can't stop",
  "cant stop",
];

/** A slip, guilt, stress eating or a craving; "я сегодня не переела?" is a question about the numbers, not one. */
function isEmotional(text: string, w: Words): boolean {
  const t = normalise(text);
  const askingAboutNumbers = /(?:не\s+переел|did i overeat|have i overeaten|am i overeating)/u.test(t);
  if (!askingAboutNumbers && w.has(SLIPS)) return true;
  return w.has(FEELINGS) || w.has(CRAVINGS) || wantsSweet(w);
}

const WANT = ["хочу", "хочет", "хочется", "=want", "=wanna", "=need", "=crave"];
const SWEETS = [
  "сладк",
  "шоколад",
  "торт",
  "пирожн",
  "конфет",
  "мороженк",
  "мороженое",
  "печень",
  "sweet",
  "chocolate",
  "=cake",
  "candy",
  "dessert",
  "ice cream",
  "cookie",
];

/** "I really want chocolate", "так хочется тортика": a wish for something sweet a few words after "want". */
function wantsSweet(w: Words): boolean {
  const at = w.firstAt(WANT);
  if (at < 0) return false;
  const after = new Words(w.list.slice(at + 1, at + 4).join(" "));
  return after.has(SWEETS);
}

const SUPPLEMENT_CUES = [
  "витамин",
  "=железо",
  "=железа",
  "омег",
  "магни",
  "=калий",
  "=калия",
  "=бад",
  "=бады",
  "=бадов",
  "добавк",
  "мультивитамин",
  "=цинк",
  "таблетк",
  "капсул",
  "=б12",
  "=b12",
  "рыбий жир",
  "протеин куп",
  "какой протеин",
  "протеиновый порош",
  "vitamin",
  "=iron",
  "omega",
  "magnesium",
  "potassium",
  "supplement",
  "multivitamin",
  "=zinc",
  "=pill",
  "=pills",
  "capsule",
  "powder",
  "fish oil",
];

const WEIGHT_CUES = [
  "взвеш",
  "похудел",
  "похудела",
  "сбросил",
  "скинул",
  "=вес",
  "=веса",
  "=весе",
  "=весу",
  "=весом",
  "килограмм",
  "кило",
  "тренд",
  "целев",
  "weigh",
  "=weight",
  "=lost",
  "losing",
  "=gain",
  "gained",
  "trend",
  "=kilos",
  "=scale",
  "=pounds",
];
const WEEK_CUES = ["недел", "week", "=wk", "7 дней", "семь дней", "7 days", "seven days", "weekly"];
const WATER_CUES = [
  "=вода",
  "=воды",
  "=воде",
  "=воду",
  "=водой",
  "водичк",
  "водн",
  "выпил",
  "выпила",
  "=пить",
  "=пью",
  "жидкост",
  "=литр",
  "=литра",
  "литров",
  "стакан",
  "water",
  "drink",
  "drank",
  "hydrat",
  "fluid",
  "liter",
  "litre",
  "glasses",
];
const PROTEIN_CUES = ["белк", "белок", "протеин", "protein"];
const REMAINING_CUES = [
  "остал",
  "остат",
  "добрат",
  "съесть",
  "поесть",
  "покушать",
  "доесть",
  "схомяч",
  "перекус",
  "ужин",
  "обед",
  "завтрак",
  "приготов",
  "лимит",
  "уложить",
  "голодн",
  "кушать",
  "=left",
  "remaining",
  "remain",
  "dinner",
  "supper",
  "snack",
  "lunch",
  "breakfast",
  "suggest",
  "idea",
  "hungry",
  "=cook",
  "=room",
  "can i eat",
  "still eat",
  "eat anything",
  "eat else",
  "should i eat",
  "should i have",
  "can i have",
  "to eat",
  "rest of the day",
  "=fill",
];
const TODAY_CUES = [
  "сегодн",
  "итог",
  "сводк",
  "калори",
  "ккал",
  "съел",
  "наел",
  "норм",
  "превыс",
  "переел",
  "=бжу",
  "прогресс",
  "today",
  "todays",
  "summary",
  "progress",
  "calor",
  "kcal",
  "macros",
  "so far",
  "recap",
  "=ate",
  "eaten",
  "doing",
  "enough",
  "how am i",
  "my day",
  "мой день",
  "как у меня",
];

/** Asking for something to eat: a meal named, or a verb of eating or advising. */
const WANTS_FOOD = [
  "съесть",
  "поесть",
  "покушать",
  "перекус",
  "ужин",
  "обед",
  "завтрак",
  "посоветуй",
  "подскажи",
  "предложи",
  "что-нибудь",
  "что-то",
  "сытн",
  "блюд",
  "меню",
  "eat",
  "snack",
  "dinner",
  "lunch",
  "breakfast",
  "supper",
  "meal",
  "suggest",
  "recommend",
  "idea",
  "something",
  "give me",
];

/** One request's intent, without the safety and feelings that the whole message is read for first. */
function clauseIntent(clause: string): Intent {
  const w = new Words(clause);
  if (w.list.length === 0) return "unknown";
  const request = mealRequestOf(clause);
  if (
    isConstrained(request) &&
    (w.has(WANTS_FOOD) || mealOf(w) != null) &&
    !/сколько\s+\S+\s+в\s/u.test(normalise(clause))
  )
    return "suggest";
  if (isComparison(clause, w)) return "compare";
  // "Сколько калорий в алкоголе" is about a food; "сахар вреден?" names sugar only to ask about a habit.
  const stated = foodFactsOf(clause, w, true);
  if (stated) return stated;
  if (w.has(SUPPLEMENT_CUES)) return "supplements";
  if (guidanceTopicOf(clause) != null) return "guidance";
  const implied = foodFactsOf(clause, w, false);
  if (implied) return implied;
  if (w.has(WEIGHT_CUES)) return "weight";
  if (w.has(WEEK_CUES)) return "week";
  if (w.has(WATER_CUES)) return "water";
  if (w.has(PROTEIN_CUES)) return "protein";
  if (w.has(REMAINING_CUES)) return "remaining";
  if (w.has(TODAY_CUES)) return "today";
  return "unknown";
}

const QUESTION_START =
  "(?:сколько|скока|скоко|как|какой|какая|какие|какое|что|чем|где|когда|можно|посоветуй|подскажи|покажи|скажи|дай|а\\s+|how|what|what's|whats|which|where|when|give|show|tell|is|am|did|do|does|can|should|any)";
/** Where one request ends and the next begins: a sentence end, or "и"/"and"/a comma before a new question. */
const CLAUSE_BREAK = new RegExp(
  `[.?!;]+\\s*|,\\s*(?=(?:(?:а|и|но|and|but|also|plus)\\s+)?${QUESTION_START}(?![\\p{L}]))|\\s(?:и|а также|а еще|also|and|plus)\\s+(?=${QUESTION_START}(?![\\p{L}]))`,
  "u",
);

export function clausesOf(text: string): string[] {
  return normalise(text)
    .split(CLAUSE_BREAK)
    .map((c) => c.replace(/^(?:и|а|also|and|plus)\s+/u, "").trim())
    .filter((c) => /\p{L}/u.test(c));
}

/** Requests that say which foods and numbers, so they lead a message that also asks about the diary. */
const LEADING: readonly Intent[] = ["suggest", "compare", "caloriesIn", "nutrientIn", "supplements", "guidance"];

export function readQuestion(text: string): Reading {
  const whole = new Words(text);
  const clauses = clausesOf(text);
  const emotional = isEmotional(text, whole);
  // The words telling of a slip ("съела торт") are not a request for the day's numbers: only the other clauses ask.
  const perClause = clauses.filter((c) => !emotional || !isEmotional(c, new Words(c))).map(clauseIntent);
  const asked: Intent[] = [...new Set(perClause.filter((i) => i !== "unknown"))];
  let intent: Intent;
  if (isRedFlag(text, whole)) intent = "redFlag";
  else if (emotional) intent = "emotional";
  else if (isComparison(text, whole)) intent = "compare";
  else intent = LEADING.find((i) => asked.includes(i)) ?? asked[0] ?? "unknown";
  // A red flag is answered alone: food ideas next to it would read as a plan.
  const also = intent === "redFlag" ? [] : asked.filter((i) => i !== intent);
  return { intent, also };
}

export function detectIntent(question: string): Intent {
  return readQuestion(question).intent;
}

/** The clause a request was made in, for reading its food or constraints without the rest of the message. */
export function clauseFor(text: string, intent: Intent): string {
  const clauses = clausesOf(text);
  const index = clauses.findIndex((c) => clauseIntent(c) === intent);
  if (index < 0) return text;
  // "Калорийность хлеба с маслом и сыром": a food list continues in the clauses that follow and ask nothing.
  let end = index + 1;
  while (end < clauses.length && clauseIntent(clauses[end]!) === "unknown") end++;
  return clauses.slice(index, end).join(", ");
}
