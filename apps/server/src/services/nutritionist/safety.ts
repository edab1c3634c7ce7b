import { type TSupplementNutrient, WEIGHT_LOSS_PACES } from "@tarelka/contracts";
import { CALORIE_FLOOR, type Sex } from "@tarelka/nutrition";
import { normalise } from "./words";

/**
 * The lines the nutritionist never crosses (docs/decisions/010-ai-nutritionist.md, 011-supplements-from-the-diary.md):
 * no intake below the goal maths' safe floor, no pace faster than the fastest one the profile offers, and no dose of
 * a supplement the supplements screen leaves to a doctor.
 */

/** The goal maths' floor (packages/nutrition goals.ts): 1,200 kcal for women and 1,500 for men. */
export function floorFor(sex: Sex | null): number {
  // Unknown sex takes the larger value, as the supplement references do (decision 011): a plan must be safe for anyone.
  return sex ? CALORIE_FLOOR[sex] : Math.max(...Object.values(CALORIE_FLOOR));
}

/** The lowest floor of all: an intake under it is unsafe whoever names it. */
export const lowestFloor = () => Math.min(...Object.values(CALORIE_FLOOR));

/** The fastest pace the profile offers (contracts WEIGHT_LOSS_PACES "intensive"): 1 kg a week. */
export const MAX_LOSS_KG_PER_WEEK = Math.max(...Object.values(WEIGHT_LOSS_PACES));

/** Kilograms lost per week over a trend; negative for a gain. */
export function lossPerWeek(changeKg: number, days: number): number | null {
  if (days < 7) return null;
  return (-changeKg / days) * 7;
}

const SPAN_WEEKS: readonly [RegExp, number][] = [
  [/^(?:недел|week)/u, 1],
  [/^(?:месяц|month)/u, 30 / 7],
  [/^(?:дн|день|сут|day)/u, 1 / 7],
];
const NUMBER_WORDS: Record<string, number> = {
  две: 2,
  два: 2,
  три: 3,
  четыре: 4,
  two: 2,
  three: 3,
  four: 4,
  a: 1,
  one: 1,
};

/**
 * A pace named in the message: "5 кг за неделю", "по 2 кг в неделю", "lose 10 kg in a month", "2 kg a week",
 * "минус 3 кг за 2 недели". Null when the message names none.
 */
export function requestedPace(text: string): { kg: number; weeks: number; perWeek: number } | null {
  const m =
    /(\d+(?:[.,]\d+)?)\s*(?:кг|kg|кило|kilos?)\s*(?:за|в|in|within|by|per|a|an|each|every)\s+(?:(\d+|две|два|три|четыре|two|three|four|a|one)\s+)?(\p{L}+)/u.exec(
      normalise(text),
    );
  if (!m) return null;
  const kg = Number(m[1]!.replace(",", "."));
  const span = SPAN_WEEKS.find(([re]) => re.test(m[3]!));
  if (!span) return null;
  const count = m[2] ? (NUMBER_WORDS[m[2]] ?? Number(m[2])) : 1;
  const weeks = count * span[1];
  return { kg, weeks, perWeek: kg / weeks };
}

/**
 * Supplements the supplements screen gives no dose for and leaves to a doctor (services/supplements/texts.ts: iron
 * only after a blood test, potassium from food only). The nutritionist never suggests taking them; a unit test
 * keeps this list in step with the screen's texts.
 */
export const DOCTOR_ONLY = ["iron", "potassium"] as const satisfies readonly TSupplementNutrient[];
