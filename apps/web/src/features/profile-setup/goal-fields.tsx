import { useTranslation } from "react-i18next";
import { type FormBinding, NumberField } from "./form-controls";

/** The computed goal, and the person's own calorie and macro goals when they choose to set them. */
export function GoalFields({ binding, computedGoal }: { binding: FormBinding; computedGoal: number | null }) {
  const { t } = useTranslation();
  const { form, set } = binding;
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
