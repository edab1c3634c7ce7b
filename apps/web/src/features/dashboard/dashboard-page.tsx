import type { TMealType, TNutrients } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DayNav } from "../../components/day-nav";
import { LanguageSwitch } from "../../components/language-switch";
import { Alert } from "../../components/ui/alert";
import { PageColumn } from "../../components/ui/page-column";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { useDaySummary } from "../../lib/api/meals-start-up";
import { editMealPath, PATHS } from "../../lib/paths";
import { shiftDay, useAppState } from "../../stores/app-store";
import { SameAsYesterday } from "./same-as-yesterday";

function Bar({ value, goal }: { value: number; goal: number | null }) {
  const pct = goal ? Math.min(100, (value / goal) * 100) : 0;
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
      <div
        className={`h-full ${goal && value > goal ? "bg-amber-500" : "bg-brand-600"}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

/** docs/product.md §2 route '/': the selected day (docs/product.md §3 selectedDate) against the goals, meals by type, quick actions. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const date = useAppState((s) => s.selectedDate);
  const summary = useDaySummary(date);
  // The day before, for "same as yesterday": offered only for a meal type that had meals then.
  const yesterday = useDaySummary(shiftDay(date, -1));
  const hadYesterday = (mealType: TMealType) =>
    (yesterday.data?.byMealType.find((g) => g.mealType === mealType)?.meals.length ?? 0) > 0;
  const goal = summary.data?.goals.calories ?? user?.profileData.dailyCalorieGoal ?? null;
  const totals = summary.data?.totals;
  return (
    <PageColumn gap="gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold [overflow-wrap:anywhere]">
          {t("dashboard.greeting", { name: user?.firstName || t("common.productName") })}
        </h1>
        <LanguageSwitch />
      </header>

      <DayNav />

      <section className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-slate-900">
        <p data-testid="calorie-goal" className="text-brand-700 dark:text-brand-500">
          {goal ? t("dashboard.calorieGoal", { goal }) : t("dashboard.noGoal")}
        </p>
        {summary.isPending ? (
          <SkeletonBlock shape="tinted" />
        ) : summary.isError ? (
          <Alert size="normal">{t("dashboard.loadFailed")}</Alert>
        ) : (
          totals && <DayTotals totals={totals} goals={summary.data.goals} goal={goal} />
        )}
      </section>

      <nav className="grid grid-cols-3 gap-3">
        {(
          [
            [PATHS.camera, "camera"],
            [PATHS.textInput, "text"],
            [PATHS.water, "water"],
          ] as const
        ).map(([href, key]) => (
          <Link
            key={key}
            href={href}
            data-testid={`quick-${key}`}
            className="flex items-center justify-center rounded-2xl border border-slate-200 p-3 text-center font-medium dark:border-slate-800"
          >
            {t(`dashboard.quick.${key}`)}
          </Link>
        ))}
      </nav>

      {summary.data &&
      summary.data.totals.calories === 0 &&
      summary.data.byMealType.every((g) => g.meals.length === 0) ? (
        <p
          className="rounded-2xl bg-slate-50 p-4 text-slate-600 dark:bg-slate-900 dark:text-slate-300"
          data-testid="day-empty"
        >
          {t("dashboard.empty")}
          {summary.data.byMealType
            .filter((g) => hadYesterday(g.mealType))
            .map((g) => (
              <span key={g.mealType} className="mt-3 flex">
                <SameAsYesterday
                  date={date}
                  mealType={g.mealType}
                  label={t("dashboard.sameAsYesterday.actionOf", { mealType: t(`meals.mealTypes.${g.mealType}`) })}
                />
              </span>
            ))}
        </p>
      ) : (
        summary.data?.byMealType.map((group) => (
          <section key={group.mealType} data-testid={`meal-group-${group.mealType}`} className="flex flex-col gap-2">
            <h2 className="flex justify-between font-semibold">
              <span>{t(`meals.mealTypes.${group.mealType}`)}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t("meals.kcal", { value: group.totals.calories })}
              </span>
            </h2>
            {group.meals.length === 0 ? (
              <>
                <p className="text-sm text-slate-500">{t("dashboard.emptyType")}</p>
                {hadYesterday(group.mealType) && (
                  <SameAsYesterday
                    date={date}
                    mealType={group.mealType}
                    label={t("dashboard.sameAsYesterday.action")}
                  />
                )}
              </>
            ) : (
              <ul className="flex flex-col gap-2">
                {group.meals.map((meal) => (
                  <li key={meal.id}>
                    <Link
                      href={editMealPath(meal.id)}
                      data-testid="meal-card"
                      className="flex justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
                    >
                      <span className="line-clamp-2">{meal.dishes.map((d) => d.name).join(", ")}</span>
                      <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">
                        {t("meals.kcal", { value: meal.totals.calories })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </PageColumn>
  );
}

function DayTotals({
  totals,
  goals,
  goal,
}: {
  totals: TNutrients;
  goals: { protein: number | null; fat: number | null; carbs: number | null };
  goal: number | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-2xl font-semibold" data-testid="day-calories" data-value={totals.calories}>
        {goal
          ? t("dashboard.eatenOfGoal", { eaten: totals.calories, goal })
          : t("dashboard.eaten", { eaten: totals.calories })}
      </p>
      {goal !== null && (
        <>
          <Bar value={totals.calories} goal={goal} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {totals.calories <= goal
              ? t("dashboard.left", { value: goal - totals.calories })
              : t("dashboard.over", { value: totals.calories - goal })}
          </p>
        </>
      )}
      <div className="grid grid-cols-3 gap-3">
        {(["protein", "fat", "carbs"] as const).map((key) => (
          <div key={key} className="flex flex-col gap-1" data-testid={`day-${key}`}>
            <span className="text-xs text-slate-600 dark:text-slate-400">{t(`meals.nutrients.${key}`)}</span>
            <span className="text-sm font-medium">
              {goals[key] !== null
                ? t("dashboard.macroOfGoal", { value: totals[key], goal: goals[key] })
                : t("dashboard.macroNoGoal", { value: totals[key] })}
            </span>
            <Bar value={totals[key]} goal={goals[key]} />
          </div>
        ))}
      </div>
    </>
  );
}
