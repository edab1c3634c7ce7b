import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInputNumber } from "../../../lib/format";
import { type FieldError, validateNumber } from "../../../lib/profile-validation";
import { useNumberFormat } from "../../../lib/use-number-format";
import { QuickReplies, QuickReply } from "./chat-bubbles";
import type { NumericStep, StepProps } from "./step-props";
import { TypedInput } from "./typed-input";

/**
 * A typed measure (age, height, weights) as people write it ("32 года", "5 ft 11", "72,5 кг", "200 lbs"), read by the
 * contracts' parsers and checked against the profile's ranges; the target weight can keep the weight.
 */
export function NumberInput({ step, answers, onAnswer }: StepProps & { step: NumericStep }) {
  const { t, i18n } = useTranslation();
  const n = useNumberFormat();
  const current = answers[step];
  const [text, setText] = useState(() => formatInputNumber(i18n.language, current));
  const [error, setError] = useState<FieldError | null>(null);
  // What the typed text is read as ("1,65 м" → "165 см"), shown before it is sent so a misread is caught.
  const reading = validateNumber(step, text, { required: true }).value;
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
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onSubmit={submit}
        error={error ? t(`profile.validation.${error.message}`, error.params) : null}
        inputMode="decimal"
        label={t(`profile.fields.${step}`)}
      />
      <p
        aria-live="polite"
        data-testid="onboarding-understood"
        className="min-h-5 text-sm text-slate-600 dark:text-slate-300"
      >
        {reading !== null && !error
          ? t("onboarding.understood", { answer: t(`onboarding.answers.${step}`, { value: n(reading) }) })
          : null}
      </p>
    </div>
  );
}
