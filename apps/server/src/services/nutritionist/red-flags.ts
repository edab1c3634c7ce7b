/**
 * The red flags (docs/decisions/010-ai-nutritionist.md), kept in one place for the two modules that use them:
 * intent.ts reads a message as a red flag when any of them is in it, and care.ts picks the safe answer by which of
 * them it names, so a cue added here is both noticed and answered.
 */

/** Self-harm: the answer gives a helpline. */
export const SELF_HARM = [
  "суицид",
  "не хочу жить",
  "покончить с",
  "навредить себе",
  "suicid",
  "kill myself",
  "self harm",
  "hurt myself",
];
/** Symptoms that want a doctor now. */
export const URGENT = [
  "боль в груди",
  "болит в груди",
  "давит в груди",
  "немеет",
  "онемел",
  "обморок",
  "теряю сознание",
  "темнеет в глазах",
  "chest pain",
  "=numb",
  "=faint",
  "fainted",
  "pass out",
  "passing out",
];
/** Dizziness: answered as urgent unless self-harm is named too. */
export const DIZZY = ["кружится", "dizzy"];
/** Conditions that put a diet in a doctor's hands. */
export const MEDICAL = [
  "беремен",
  "кормлю грудью",
  "грудного вскармлива",
  "диабет",
  "инсулин",
  "=почки",
  "почечн",
  "pregnan",
  "breastfeed",
  "diabet",
  "insulin",
  "kidney",
];
/** Signs of an eating disorder. */
export const DISORDER = [
  "рвот",
  "два пальца",
  "слабительн",
  "мочегонн",
  "анорекс",
  "булими",
  "=рпп",
  "расстройство пищев",
  "боюсь есть",
  "страшно есть",
  "vomit",
  "throw up",
  "throwing up",
  "purg",
  "laxativ",
  "diuretic",
  "anorexi",
  "bulimi",
  "eating disorder",
  "scared to eat",
  "afraid to eat",
];
/** Not eating on purpose: read as a red flag and answered as a sign of an eating disorder. */
export const FASTING = [
  "перестать есть",
  "не есть совсем",
  "не есть вообще",
  "сижу на воде",
  "только на воде",
  "голодаю",
  "голодовк",
  "stop eating",
  "water fast",
  "only water",
  "skip meals for",
];

/** "Я ем 600 калорий", "I only eat 600 kcal": a day's intake named in passing. */
export const EATING_ONLY =
  /(?:ем|ела|съедаю|eat|eating|only)\s+(?:только\s+|всего\s+|по\s+|only\s+|about\s+)?(\d{3,4})\s*(?:ккал|калори|kcal|cal)/u;
/** "Мне 15 лет", "I'm 15". */
export const AGE =
  /(?:мне|i'?m|i am)\s+(\d{1,2})(?!\s*(?:кг|kg|ккал|kcal|%|см|cm|\d))(?:\s*(?:лет|год|years?|y\.?o\.?))?/u;
/** "Весить 40 кг при росте 170", "weigh 40 kg at 170 cm". */
export const TARGET_AND_HEIGHT = /(\d{2,3})\s*(?:кг|kg)[^.?!\d]*?(\d{3})\s*(?:см|cm)?/u;
