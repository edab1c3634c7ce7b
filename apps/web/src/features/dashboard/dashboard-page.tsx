import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LanguageSwitch } from "../../components/language-switch";
import { useAppState } from "../../stores/app-store";

/** Spec §2 route '/'. The meal-logging issue fills it with the day's meals and totals. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useAppState((s) => s.currentUser);
  const goal = user?.profileData.dailyCalorieGoal;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 p-4 pt-[calc(var(--safe-area-top)+1rem)]">
      <header className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">
          {t("dashboard.greeting", { name: user?.firstName || t("common.productName") })}
        </h1>
        <LanguageSwitch />
      </header>
      <p data-testid="calorie-goal" className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-slate-900">
        {goal ? t("dashboard.calorieGoal", { goal }) : t("dashboard.noGoal")}
      </p>
      <nav className="grid grid-cols-2 gap-3">
        {(["camera", "textInput", "waterTracker", "analytics", "aiNutritionist", "profile"] as const).map((key) => (
          <Link
            key={key}
            href={`/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
            className="rounded-2xl border border-slate-200 p-4 text-center dark:border-slate-800"
          >
            {t(`common.nav.${key}`)}
          </Link>
        ))}
      </nav>
    </main>
  );
}
