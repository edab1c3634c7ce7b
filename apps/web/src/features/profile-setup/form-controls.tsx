import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { parseDecimal } from "../../lib/format";
import { type NumericProfileField, validateNumber } from "../../lib/profile-validation";
import { useNumberFormat } from "../../lib/use-number-format";
import type { FormErrors, FormField, ProfileFormState } from "./profile-form-state";

/** The look of the form's text inputs: a 44 px touch target, red when the value has a problem. */
export const inputClass =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900";

/** The form's state, how a control changes it and how it reads a field's problem (profile-form.tsx holds them). */
export interface FormBinding {
  form: ProfileFormState;
  errors: FormErrors;
  set: <K extends FormField>(field: K, value: ProfileFormState[K]) => void;
  message: (field: FormField) => string | null;
}

const UNDERSTOOD = ["age", "heightCm", "weightKg", "targetWeightKg"] as const;
type UnderstoodField = (typeof UNDERSTOOD)[number];
const isUnderstoodField = (field: NumericProfileField): field is UnderstoodField =>
  (UNDERSTOOD as readonly string[]).includes(field);

/**
 * A numeric profile field; the text is kept as typed and read by the form's validation (decimal comma too). A body
 * measure written with a unit ("1,65 м", "200 lbs") shows what it was read as, so a misread is caught before saving.
 */
export function NumberField({ field, binding }: { field: NumericProfileField; binding: FormBinding }) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const { form, errors, set, message } = binding;
  const typed = form[field];
  const reading = isUnderstoodField(field) ? validateNumber(field, typed, { required: false }).value : null;
  const plain = parseDecimal(typed) === reading;
  return (
    <Field
      id={field}
      label={t(`profile.fields.${field}`)}
      error={message(field)}
      hint={
        reading !== null && !plain && isUnderstoodField(field)
          ? t(`profile.setup.understood.${field}`, { value: n(reading), count: reading })
          : null
      }
    >
      <input
        id={`field-${field}`}
        inputMode="decimal"
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `error-${field}` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

/** A labelled control with its problem under it, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint = null,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`field-${id}`} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p aria-live="polite" data-testid={`understood-${id}`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? <Alert id={`error-${id}`}>{error}</Alert> : null}
    </div>
  );
}

/** One choice of a few, as large tappable options; a hint under an option explains it. */
export function Choice(props: {
  id: string;
  label: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; hint?: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-1" id={`field-${props.id}`} tabIndex={-1}>
      <legend className="mb-1 text-sm font-medium">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-900"
          >
            <input
              type="radio"
              name={props.id}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
              className="accent-brand-600"
            />
            <span>
              {o.label}
              {o.hint ? <span className="block text-xs text-slate-500 dark:text-slate-400">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {props.error ? <Alert>{props.error}</Alert> : null}
    </fieldset>
  );
}
