import { mealTypeAt, type TMealType, type TNutrients } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DayNav } from "../../components/day-nav";
import { LanguageSwitch } from "../../components/language-switch";
import { ShareDayButton } from "../../components/share-day-button";
import { Alert } from "../../components/ui/alert";
import { PageColumn } from "../../components/ui/page-column";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { useDaySummary } from "../../lib/api/meals-start-up";
import { editMealPath, PATHS } from "../../lib/paths";
import { appStore, shiftDay, useAppState } from "../../stores/app-store";
import { DayGlance } from "./day-glance";
import { CalorieRing, MacroBars } from "./day-rings";
import { SameAsYesterday } from "./same-as-yesterday";

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
  const emptyDay = summary.data?.byMealType.every((g) => g.meals.length === 0) === true;
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
        {summary.data && <ShareDayButton day={summary.data} />}
      </section>

      {summary.data && <DayGlance summary={summary.data} />}

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
            // A meal added from here goes to the meal of the hour (docs/product.md §3 Client state).
            onClick={() => appStore.set({ selectedMealType: mealTypeAt(new Date()) })}
            data-testid={`quick-${key}`}
            className="flex items-center justify-center rounded-2xl border border-slate-200 p-3 text-center font-medium dark:border-slate-800"
          >
            {t(`dashboard.quick.${key}`)}
          </Link>
        ))}
      </nav>

      {emptyDay && summary.data && (
        <p
          className="rounded-2xl bg-slate-50 p-4 text-slate-600 dark:bg-slate-900 dark:text-slate-300"
          data-testid="day-empty"
        >
          {t("dashboard.empty")}
          {/* Two or more meal types yesterday: the whole day in one tap, before each of them. */}
          {summary.data.byMealType.filter((g) => hadYesterday(g.mealType)).length > 1 && (
            <span className="mt-3 flex">
              <SameAsYesterday date={date} label={t("dashboard.sameAsYesterday.wholeDay")} />
            </span>
          )}
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
      )}
      {summary.data?.byMealType.map((group) => (
        <section key={group.mealType} data-testid={`meal-group-${group.mealType}`} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <h2 className="flex flex-1 flex-wrap justify-between gap-x-3 font-semibold">
              <span>{t(`meals.mealTypes.${group.mealType}`)}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t("meals.kcal", { value: group.totals.calories })}
              </span>
            </h2>
            <Link
              href={PATHS.textInput}
              onClick={() => appStore.set({ selectedMealType: group.mealType })}
              aria-label={t("dashboard.addTo", { mealType: t(`meals.mealTypes.${group.mealType}`) })}
              data-testid={`add-to-${group.mealType}`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-brand-600 text-2xl leading-none text-brand-700 dark:text-brand-500"
            >
              <span aria-hidden="true">+</span>
            </Link>
          </div>
          {group.meals.length === 0 ? (
            // An empty day says so once, above, and offers "same as yesterday" there.
            !emptyDay && (
              <>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.emptyType")}</p>
                {hadYesterday(group.mealType) && (
                  <SameAsYesterday
                    date={date}
                    mealType={group.mealType}
                    label={t("dashboard.sameAsYesterday.action")}
                  />
                )}
              </>
            )
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
      ))}
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
      <div className="flex flex-wrap items-center gap-4">
        {goal !== null && <CalorieRing eaten={totals.calories} goal={goal} />}
        <div className="flex min-w-28 flex-1 flex-col gap-1">
          <p className="text-lg font-semibold" data-testid="day-calories" data-value={totals.calories}>
            {goal
              ? t("dashboard.eatenOfGoal", { eaten: totals.calories, goal })
              : t("dashboard.eaten", { eaten: totals.calories })}
          </p>
          {goal !== null && (
            <p
              className={`text-sm ${totals.calories > goal ? "font-semibold text-amber-800 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`}
            >
              {totals.calories <= goal
                ? t("dashboard.left", { value: goal - totals.calories })
                : t("dashboard.over", { value: totals.calories - goal })}
            </p>
          )}
        </div>
      </div>
      <MacroBars totals={totals} goals={goals} />
    </>
  );
}
