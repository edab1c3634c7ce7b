import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OnboardingAnswers, StepId } from "../onboarding-steps";
import { QuickReplies, QuickReply } from "./chat-bubbles";
import type { StepProps } from "./step-props";
import { TypedInput } from "./typed-input";

function useChoices(step: StepId): { value: string; label: string; hint?: string }[] {
  const { t } = useTranslation();
  if (step === "gender") {
    return (["female", "male"] as const).map((g) => ({ value: g, label: t(`profile.gender.${g}`) }));
  }
  if (step === "activityLevel") {
    return (["low", "moderate", "high"] as const).map((a) => ({
      value: a,
      label: t(`profile.activity.${a}`),
      hint: t(`profile.activity.${a}Hint`),
    }));
  }
  return (["comfortable", "moderate", "intensive"] as const).map((p) => ({ value: p, label: t(`profile.pace.${p}`) }));
}

/** Quick replies; a typed answer is matched to the option it starts (e.g. "жен", "male", "умер"). */
export function ChoiceInput({ step, onAnswer }: StepProps) {
  const { t } = useTranslation();
  const choices = useChoices(step);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pick = (value: string) => onAnswer({ [step]: value } as OnboardingAnswers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim().toLowerCase();
    const match = typed ? choices.find((c) => c.label.toLowerCase().startsWith(typed) || c.value === typed) : undefined;
    if (match) pick(match.value);
    else setError(t("onboarding.unknownChoice"));
  };
  return (
    <div className="flex flex-col gap-3">
      <QuickReplies>
        {choices.map((c) => (
          <QuickReply key={c.value} onClick={() => pick(c.value)} hint={c.hint}>
            {c.label}
          </QuickReply>
        ))}
      </QuickReplies>
      <TypedInput value={text} onChange={setText} onSubmit={submit} error={error} inputMode="text" />
    </div>
  );
}
