import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInputNumber } from "../../../lib/format";
import { type FieldError, validateNumber } from "../../../lib/profile-validation";
import { useNumberFormat } from "../../../lib/use-number-format";
import { QuickReplies, QuickReply } from "./chat-bubbles";
import type { NumericStep, StepProps } from "./step-props";
import { TypedInput } from "./typed-input";

/** A typed number (age, height, weights), checked against the profile's ranges; the target weight can keep the weight. */
export function NumberInput({ step, answers, onAnswer }: StepProps & { step: NumericStep }) {
  const { t, i18n } = useTranslation();
  const n = useNumberFormat();
  const current = answers[step];
  const [text, setText] = useState(() => formatInputNumber(i18n.language, current));
  const [error, setError] = useState<FieldError | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNumber(step, text, { required: true });
    if (result.error || result.value === null) setError(result.error);
    else onAnswer({ [step]: result.value });
  };
  return (
    <div className="flex flex-col gap-3">
      {step === "targetWeightKg" && answers.weightKg !== undefined ? (
        <QuickReplies>
          <QuickReply onClick={() => onAnswer({ targetWeightKg: answers.weightKg })}>
            {t("onboarding.answers.keepWeight", { value: n(answers.weightKg) })}
          </QuickReply>
        </QuickReplies>
      ) : null}
      <TypedInput
        value={text}
        onChange={setText}
        onSubmit={submit}
        error={error ? t(`profile.validation.${error.message}`, error.params) : null}
        inputMode="decimal"
        label={t(`profile.fields.${step}`)}
      />
    </div>
  );
}
