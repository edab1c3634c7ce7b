import type { TGoalBreakdown } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { useNumberFormat } from "../../../lib/use-number-format";

/** The goal with how it was computed (docs/product.md, Calorie goal), in the person's language. */
export function GoalSummary({ breakdown }: { breakdown: TGoalBreakdown }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const n = (value: number, digits = 0) => format(value, digits);
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="onboarding-goal" className="text-2xl font-semibold text-brand-700 dark:text-brand-500">
        {t("onboarding.summary.goal", { goal: n(breakdown.dailyCalorieGoal) })}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>{t("onboarding.summary.bmr", { bmr: n(breakdown.bmrKcal) })}</li>
        <li>
          {t("onboarding.summary.activity", {
            factor: n(breakdown.activityFactor, 3),
            maintenance: n(breakdown.maintenanceKcal),
          })}
        </li>
        <li>
          {breakdown.deficitKcal > 0
            ? t("onboarding.summary.deficit", { deficit: n(breakdown.deficitKcal) })
            : t("onboarding.summary.noDeficit")}
        </li>
        <li>
          {breakdown.floorApplied
            ? t("onboarding.summary.floor", { floor: n(breakdown.floorKcal) })
            : t("onboarding.summary.floorOk", { floor: n(breakdown.floorKcal) })}
        </li>
      </ul>
      <p className="text-sm font-medium">
        {t("onboarding.summary.macros", {
          protein: n(breakdown.proteinGoalG),
          fat: n(breakdown.fatGoalG),
          carbs: n(breakdown.carbsGoalG),
        })}
      </p>
      <p className="text-sm">{t("onboarding.summary.water", { water: n(breakdown.waterGoalMl) })}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("onboarding.summary.later")}</p>
    </div>
  );
}
