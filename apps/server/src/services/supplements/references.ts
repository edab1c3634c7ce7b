import type { TNutrientIntake, TProfileData, TSupplementNutrient } from "@tarelka/contracts";

/**
 * Daily reference intakes for adults (contracts ZNutrientIntakeSchema.reference), one table with its sources:
 * - US National Academies / IOM Dietary Reference Intakes as summarised by the NIH Office of Dietary Supplements
 *   fact sheets (RDA, or AI where no RDA exists): vitamin D (2011), vitamin B12, folate and vitamin C (1998–2000),
 *   iron and zinc (2001), calcium (2011), magnesium (1997), potassium (2019 AI), protein (2005 RDA, 0.8 g/kg).
 * - EFSA Dietary Reference Values for fats (2010): an adequate intake of 250 mg EPA + DHA a day.
 * Units are the database's (packages/nutrition scripts/usda-source.ts): µg, mg, or g.
 */

export type Sex = "male" | "female";

export const NUTRIENT_UNITS: Record<TSupplementNutrient, TNutrientIntake["unit"]> = {
  vitaminD: "µg",
  vitaminB12: "µg",
  vitaminC: "mg",
  folateDfe: "µg",
  iron: "mg",
  calcium: "mg",
  magnesium: "mg",
  zinc: "mg",
  potassium: "mg",
  epaDha: "g",
  protein: "g",
};

/** Decimals a nutrient's amounts are shown and reported with: enough to tell a small intake from none. */
export const NUTRIENT_DECIMALS: Record<TSupplementNutrient, number> = {
  vitaminD: 1,
  vitaminB12: 1,
  vitaminC: 0,
  folateDfe: 0,
  iron: 1,
  calcium: 0,
  magnesium: 0,
  zinc: 1,
  potassium: 0,
  epaDha: 3,
  protein: 1,
};

type Rule = (sex: Sex, age: number) => number;

/** The references of a known sex and age. Ages under 19 take the 19–30 values: the product's references are adult. */
const REFERENCES: Record<Exclude<TSupplementNutrient, "protein">, Rule> = {
  vitaminD: (_sex, age) => (age > 70 ? 20 : 15),
  vitaminB12: () => 2.4,
  vitaminC: (sex) => (sex === "male" ? 90 : 75),
  folateDfe: () => 400,
  iron: (sex, age) => (sex === "female" && age <= 50 ? 18 : 8),
  calcium: (sex, age) => (age > 70 || (sex === "female" && age > 50) ? 1200 : 1000),
  magnesium: (sex, age) => (sex === "male" ? (age < 31 ? 400 : 420) : age < 31 ? 310 : 320),
  zinc: (sex) => (sex === "male" ? 11 : 8),
  potassium: (sex) => (sex === "male" ? 3400 : 2600),
  epaDha: () => 0.25,
};

/** The age an unknown age is read as: the 31–50 band, the DRI tables' middle adult. */
const DEFAULT_AGE = 40;
/** The RDA of protein per kg of body weight (IOM 2005). */
export const PROTEIN_G_PER_KG = 0.8;

/**
 * The person's references: for the nutrients of REFERENCES always, for protein only when it can be known.
 *
 * One rule for what the profile does not say: an unknown age is read as 31–50, and an unknown sex takes the larger of
 * the male and female values, so an unknown person is never told they have enough when either sex would not.
 * Iron is the exception: 18 mg is a menstruating woman's need, and asking it of everyone would flag most men and
 * older women, so iron uses 8 mg unless the profile says female and an age of 50 or less.
 *
 * Protein: the profile's protein goal when set (the person's own target, computed or typed), else 0.8 g per kg of
 * the profile's weight; with neither it is left out rather than guessed.
 */
export function referenceIntakes(profile: TProfileData): Partial<Record<TSupplementNutrient, number>> {
  const sex = profile.gender ?? null;
  const age = profile.age ?? null;
  const refs: Partial<Record<TSupplementNutrient, number>> = {};
  for (const [nutrient, rule] of Object.entries(REFERENCES) as [keyof typeof REFERENCES, Rule][]) {
    const at = age ?? DEFAULT_AGE;
    refs[nutrient] = sex ? rule(sex, at) : Math.max(rule("male", at), rule("female", at));
  }
  refs.iron = sex === "female" && age !== null && age <= 50 ? 18 : 8;
  if (profile.proteinGoalG != null && profile.proteinGoalG > 0) refs.protein = profile.proteinGoalG;
  else if (profile.weightKg != null) refs.protein = Math.round(PROTEIN_G_PER_KG * profile.weightKg * 10) / 10;
  return refs;
}
