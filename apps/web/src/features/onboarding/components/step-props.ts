import type { NumericProfileField } from "../../../lib/profile-validation";
import type { OnboardingAnswers, StepId } from "../onboarding-steps";

/** The steps answered with a typed number, each a numeric profile field. */
export const NUMERIC_STEPS = [
  "age",
  "heightCm",
  "weightKg",
  "targetWeightKg",
] as const satisfies readonly NumericProfileField[];
export type NumericStep = (typeof NUMERIC_STEPS)[number];
export const isNumericStep = (step: StepId): step is NumericStep => (NUMERIC_STEPS as readonly string[]).includes(step);

/** The name VK gave the person, offered as the answer to the name step. */
export type VkName = { firstName: string; lastName: string };

/** What every step's input gets: its step, the answers so far and where an answer goes. */
export interface StepProps {
  step: StepId;
  answers: OnboardingAnswers;
  onAnswer: (patch: OnboardingAnswers) => void;
}
