// Daily goals (docs/product.md, "Nutrition numbers"): Mifflin-St Jeor basal rate × activity factor,
// minus the deficit for the chosen pace, never below the floor for the sex; macros and water from body weight.

export type Sex = "female" | "male";
export type Activity = "low" | "moderate" | "high";
export type Pace = "comfortable" | "moderate" | "intensive";

export const ACTIVITY_FACTORS: Record<Activity, number> = { low: 1.2, moderate: 1.55, high: 1.725 };
/** Kilograms per week for each pace. */
export const PACE_KG_PER_WEEK: Record<Pace, number> = { comfortable: 0.5, moderate: 0.7, intensive: 1.0 };
/** About 7,700 kcal of energy per kilogram of body fat. */
export const KCAL_PER_KG = 7700;
export const CALORIE_FLOOR: Record<Sex, number> = { female: 1200, male: 1500 };

export interface BodyProfile {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: Activity;
}

/** Mifflin-St Jeor: 10·kg + 6.25·cm − 5·years + 5 (men) or − 161 (women). */
export function basalMetabolicRate(p: Pick<BodyProfile, "sex" | "age" | "heightCm" | "weightKg">): number {
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + (p.sex === "male" ? 5 : -161);
}

export interface CalorieGoal {
  /** Rounded daily calorie goal. */
  calories: number;
  bmr: number;
  activityFactor: number;
  maintenance: number;
  /** Daily deficit for the pace: kg/week × 7,700 ÷ 7. 0 when maintaining. */
  deficit: number;
  floor: number;
  /** True when the floor raised the goal above maintenance − deficit. */
  floorApplied: boolean;
}

/** Calorie goal with every piece needed to explain it; `pace` omitted means maintaining weight. */
export function calorieGoal(profile: BodyProfile, pace?: Pace): CalorieGoal {
  const bmr = basalMetabolicRate(profile);
  const activityFactor = ACTIVITY_FACTORS[profile.activity];
  const maintenance = bmr * activityFactor;
  const deficit = pace ? (PACE_KG_PER_WEEK[pace] * KCAL_PER_KG) / 7 : 0;
  const floor = CALORIE_FLOOR[profile.sex];
  const target = maintenance - deficit;
  const floorApplied = target < floor;
  return {
    calories: Math.round(floorApplied ? floor : target),
    bmr: Math.round(bmr),
    activityFactor,
    maintenance: Math.round(maintenance),
    deficit: Math.round(deficit),
    floor,
    floorApplied,
  };
}

export interface MacroGoal {
  protein: number;
  fat: number;
  carbs: number;
}

/**
 * Default macro split in grams: protein 1.6 g per kg (capped at 2.2 g/kg and at 35% of calories so a low goal still
 * leaves room for carbohydrate), fat 30% of calories, carbohydrate the rest (4/9/4 kcal per gram).
 */
export function macroGoal(calories: number, weightKg: number): MacroGoal {
  const kcal = Math.max(0, calories);
  const protein = Math.min(1.6 * weightKg, 2.2 * weightKg, (0.35 * kcal) / 4);
  const fat = (0.3 * kcal) / 9;
  const carbs = Math.max(0, (kcal - protein * 4 - fat * 9) / 4);
  return { protein: Math.round(protein), fat: Math.round(fat), carbs: Math.round(carbs) };
}

/** Extra water for activity on top of 30 ml/kg: none, +10%, +20% (a moderate, commonly used adjustment). */
export const WATER_ACTIVITY_BONUS: Record<Activity, number> = { low: 0, moderate: 0.1, high: 0.2 };

/** Daily water goal in millilitres, rounded to 50 ml. */
export function waterGoalMl(weightKg: number, activity: Activity): number {
  const base = 30 * Math.max(0, weightKg);
  return Math.round((base * (1 + WATER_ACTIVITY_BONUS[activity])) / 50) * 50;
}
