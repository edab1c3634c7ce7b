import { useTranslation } from "react-i18next";
import { useNumberFormat } from "../../lib/use-number-format";
import { type FormBinding, NumberField } from "./form-controls";

/** The person's answer to the warning about an own goal below the safe floor (profile-form.tsx keeps it). */
export interface FloorConfirmation {
  floor: number | null;
  confirmed: boolean;
  setConfirmed: (confirmed: boolean) => void;
}

/**
 * The computed goal, and the person's own calorie and macro goals when they choose to set them. An own goal below
 * the safe floor (docs/product.md, Calorie goal) is warned about and needs an explicit confirmation to be saved.
 */
export function GoalFields({
  binding,
  computedGoal,
  floorConfirmation,
}: {
  binding: FormBinding;
  computedGoal: number | null;
  floorConfirmation: FloorConfirmation;
}) {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const { form, set } = binding;
  const { floor, confirmed, setConfirmed } = floorConfirmation;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-medium">{t("profile.setup.goals")}</legend>
      <p
        data-testid="computed-goal"
        className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-slate-900 dark:text-brand-500"
      >
        {computedGoal !== null
          ? t("profile.setup.computedGoal", { goal: computedGoal })
          : t("profile.setup.computedHint")}
      </p>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={form.calorieGoalOverridden}
          onChange={(e) => set("calorieGoalOverridden", e.target.checked)}
          className="size-5 accent-brand-600"
        />
        {t("profile.setup.override")}
      </label>
      {form.calorieGoalOverridden ? <NumberField binding={binding} field="dailyCalorieGoal" /> : null}
      {floor !== null ? (
        <div
          role="alert"
          data-testid="calorie-floor-warning"
          className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{t("profile.setup.floorWarningTitle", { floor: n(floor) })}</p>
          <p className="text-sm">{t("profile.setup.floorWarningText")}</p>
          <label className="flex min-h-11 items-center gap-2">
            <input
              id="field-floorConfirmed"
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              className="size-5 shrink-0 accent-amber-700"
            />
            {t("profile.setup.floorConfirm")}
          </label>
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={form.macroGoalsOverridden}
          onChange={(e) => set("macroGoalsOverridden", e.target.checked)}
          className="size-5 accent-brand-600"
        />
        {t("profile.setup.overrideMacros")}
      </label>
      {form.macroGoalsOverridden ? (
        <div className="grid grid-cols-3 gap-2">
          <NumberField binding={binding} field="proteinGoalG" />
          <NumberField binding={binding} field="fatGoalG" />
          <NumberField binding={binding} field="carbsGoalG" />
        </div>
      ) : null}
    </fieldset>
  );
}
