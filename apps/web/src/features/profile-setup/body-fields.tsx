import { useTranslation } from "react-i18next";
import { Choice, Field, type FormBinding, inputClass, NumberField } from "./form-controls";
import type { ProfileFormState } from "./profile-form-state";

/** Name, sex, age, height, weights, activity and pace: what the goal is computed from (docs/product.md §3 Profile). */
export function BodyFields({ binding }: { binding: FormBinding }) {
  const { t } = useTranslation();
  const { form, errors, set, message } = binding;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-medium">{t("profile.setup.body")}</legend>
      <Field id="firstName" label={t("profile.fields.firstName")} error={message("firstName")}>
        <input
          id="field-firstName"
          value={form.firstName}
          maxLength={100}
          autoComplete="given-name"
          onChange={(e) => set("firstName", e.target.value)}
          aria-invalid={errors.firstName ? true : undefined}
          className={inputClass}
        />
      </Field>
      <Field id="lastName" label={t("profile.fields.lastName")} error={null}>
        <input
          id="field-lastName"
          value={form.lastName}
          maxLength={100}
          autoComplete="family-name"
          onChange={(e) => set("lastName", e.target.value)}
          className={inputClass}
        />
      </Field>
      <Choice
        id="gender"
        label={t("profile.fields.gender")}
        error={message("gender")}
        value={form.gender}
        onChange={(v) => set("gender", v as ProfileFormState["gender"])}
        options={(["female", "male"] as const).map((g) => ({ value: g, label: t(`profile.gender.${g}`) }))}
      />
      <NumberField binding={binding} field="age" />
      <NumberField binding={binding} field="heightCm" />
      <NumberField binding={binding} field="weightKg" />
      <NumberField binding={binding} field="targetWeightKg" />
      <Choice
        id="activityLevel"
        label={t("profile.fields.activityLevel")}
        error={message("activityLevel")}
        value={form.activityLevel}
        onChange={(v) => set("activityLevel", v as ProfileFormState["activityLevel"])}
        options={(["low", "moderate", "high"] as const).map((a) => ({
          value: a,
          label: t(`profile.activity.${a}`),
          hint: t(`profile.activity.${a}Hint`),
        }))}
      />
      <Choice
        id="weightLossPace"
        label={t("profile.fields.weightLossPace")}
        error={null}
        value={form.weightLossPace}
        onChange={(v) => set("weightLossPace", v as ProfileFormState["weightLossPace"])}
        options={(["comfortable", "moderate", "intensive"] as const).map((p) => ({
          value: p,
          label: t(`profile.pace.${p}`),
        }))}
      />
    </fieldset>
  );
}
