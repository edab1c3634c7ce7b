import { useTranslation } from "react-i18next";
import { useNumberFormat } from "../../../lib/use-number-format";
import type { OnboardingAnswers, StepId } from "../onboarding-steps";

/** An answer given, as the chat shows it back. */
export function AnswerText({ step, answers }: { step: StepId; answers: OnboardingAnswers }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  switch (step) {
    case "gender":
      return <>{answers.gender ? t(`profile.gender.${answers.gender}`) : ""}</>;
    case "activityLevel":
      return <>{answers.activityLevel ? t(`profile.activity.${answers.activityLevel}`) : ""}</>;
    case "weightLossPace":
      return <>{answers.weightLossPace ? t(`profile.pace.${answers.weightLossPace}`) : ""}</>;
    case "name":
      return <>{[answers.firstName, answers.lastName].filter(Boolean).join(" ")}</>;
    case "summary":
      return null;
    default: {
      const value = answers[step];
      return <>{value === undefined ? "" : t(`onboarding.answers.${step}`, { value: n(value) })}</>;
    }
  }
}
