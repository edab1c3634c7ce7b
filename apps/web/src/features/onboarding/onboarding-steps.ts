import type { TGoalInputs, TWeightLossPace } from "@tarelka/contracts";

/** The questions of docs/product.md §2 in order: body first, then the goal, then the name, then the summary. */
export const STEP_IDS = [
  "gender",
  "age",
  "heightCm",
  "weightKg",
  "activityLevel",
  "targetWeightKg",
  "weightLossPace",
  "name",
  "summary",
] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface OnboardingAnswers {
  gender?: "female" | "male";
  age?: number;
  heightCm?: number;
  weightKg?: number;
  activityLevel?: "low" | "moderate" | "high";
  targetWeightKg?: number;
  weightLossPace?: TWeightLossPace;
  firstName?: string;
  lastName?: string;
}

export interface OnboardingProgress {
  version: 1;
  answers: OnboardingAnswers;
  step: StepId;
}

/** The pace question matters only when the person wants to weigh less than now. */
export function stepApplies(step: StepId, answers: OnboardingAnswers): boolean {
  if (step !== "weightLossPace") return true;
  return answers.targetWeightKg === undefined || answers.weightKg === undefined
    ? true
    : answers.targetWeightKg < answers.weightKg;
}

export function activeSteps(answers: OnboardingAnswers): StepId[] {
  return STEP_IDS.filter((s) => stepApplies(s, answers));
}

export function nextStep(step: StepId, answers: OnboardingAnswers): StepId {
  const steps = activeSteps(answers);
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? "summary";
}

export function previousStep(step: StepId, answers: OnboardingAnswers): StepId | null {
  const steps = activeSteps(answers);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** The inputs of the goal, once every body question is answered. */
export function goalInputs(answers: OnboardingAnswers): TGoalInputs | null {
  const { gender, age, heightCm, weightKg, activityLevel, targetWeightKg, weightLossPace } = answers;
  if (!gender || age === undefined || heightCm === undefined || weightKg === undefined || !activityLevel) return null;
  const losing = targetWeightKg !== undefined && targetWeightKg < weightKg;
  return {
    gender,
    age,
    heightCm,
    weightKg,
    activityLevel,
    targetWeightKg: targetWeightKg ?? weightKg,
    weightLossPace: losing ? (weightLossPace ?? "comfortable") : null,
  };
}

/** A saved progress from localStorage, or null when absent or not ours (a corrupt value starts afresh). */
export function parseProgress(raw: string | null): OnboardingProgress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OnboardingProgress>;
    if (value.version !== 1 || typeof value.answers !== "object" || value.answers === null) return null;
    if (!STEP_IDS.includes(value.step as StepId)) return null;
    return { version: 1, answers: value.answers, step: value.step as StepId };
  } catch {
    return null;
  }
}
