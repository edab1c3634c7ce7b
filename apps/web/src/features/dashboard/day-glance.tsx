import type { TDaySummary } from "@tarelka/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { DASHBOARD_GLASS_ML, useLogGlass, useRemoveWaterEntry } from "../../lib/api/water-start-up";
import { errorMessage } from "../../lib/error-message";
import { useAppState } from "../../stores/app-store";

// The form is needed only when the person weighs in, so it stays off the first route (decision 006).
const WeighInForm = lazy(() => import("./weigh-in-form"));

const CARD = "flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 p-3 dark:border-slate-800";
const LABEL = "text-xs text-slate-600 dark:text-slate-400";
const CHIP =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-brand-600 px-4 text-sm font-medium text-brand-700 disabled:opacity-60 dark:text-brand-500";

/** The rest of the day at a glance (docs/product.md §2 Dashboard): water with its one tap, the streak, the weight. */
export function DayGlance({ summary }: { summary: TDaySummary }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Water date={summary.date} water={summary.water} />
      <Streak days={summary.streakDays} />
      <Weight />
    </div>
  );
}

/** The day's water and one tap for a glass, undone from its toast (docs/product.md §2/§9 toast with undo). */
function Water({ date, water }: { date: string; water: TDaySummary["water"] }) {
  const { t } = useTranslation();
  const log = useLogGlass();
  const remove = useRemoveWaterEntry();
  const share = water.goalMl ? Math.min(1, water.totalMl / water.goalMl) : 0;

  async function addGlass() {
    let id: number;
    try {
      id = (await log.mutateAsync(date)).id;
    } catch (error) {
      toast({ type: "error", title: t("dashboard.water.failed"), message: errorMessage(t, error) });
      return;
    }
    toast({
      type: "success",
      title: t("dashboard.water.added", { value: DASHBOARD_GLASS_ML }),
      action: {
        label: t("common.undo"),
        onClick: () => {
          remove
            .mutateAsync(id)
            .catch((error: unknown) =>
              toast({ type: "error", title: t("dashboard.water.undoFailed"), message: errorMessage(t, error) }),
            );
        },
      },
    });
  }

  return (
    <section className={`${CARD} col-span-2`} aria-live="polite">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className={LABEL}>{t("dashboard.water.title")}</h2>
          <p
            className="font-semibold [overflow-wrap:anywhere]"
            data-testid="dashboard-water"
            data-value={water.totalMl}
          >
            {water.goalMl
              ? t("dashboard.water.ofGoal", { value: water.totalMl, goal: water.goalMl })
              : t("dashboard.water.noGoal", { value: water.totalMl })}
          </p>
        </div>
        <button
          type="button"
          onClick={addGlass}
          disabled={log.isPending}
          aria-busy={log.isPending}
          aria-label={t("dashboard.water.glassLabel", { value: DASHBOARD_GLASS_ML })}
          data-testid="dashboard-add-glass"
          className={`${CHIP} shrink-0`}
        >
          {t("dashboard.water.glass")}
        </button>
      </div>
      {water.goalMl ? (
        <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-full" aria-hidden="true">
          <rect width="100" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
          <rect width={share * 100} height="8" rx="4" className="fill-sky-600 dark:fill-sky-400" />
        </svg>
      ) : null}
    </section>
  );
}

function Streak({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <section className={CARD}>
      <h2 className={LABEL}>{t("dashboard.streak.title")}</h2>
      <p className="font-semibold" data-testid="dashboard-streak" data-value={days}>
        {days > 0 ? t("dashboard.streak.days", { count: days }) : t("dashboard.streak.none")}
      </p>
    </section>
  );
}

/** The profile's weight, and a weigh-in that updates it (and a computed goal) on the server. */
function Weight() {
  const { t } = useTranslation();
  const weightKg = useAppState((s) => s.currentUser?.profileData.weightKg ?? null);
  const [open, setOpen] = useState(false);
  return (
    <section className={`${CARD} ${open ? "col-span-2" : ""}`}>
      <h2 className={LABEL}>{t("dashboard.weight.title")}</h2>
      <p className="font-semibold" data-testid="dashboard-weight" data-value={weightKg ?? ""}>
        {weightKg === null ? t("dashboard.weight.none") : t("dashboard.weight.value", { value: weightKg })}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <WeighInForm initialKg={weightKg} onDone={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          data-testid="dashboard-weigh-in"
          className={`${CHIP} self-start`}
        >
          {t("dashboard.weight.action")}
        </button>
      )}
    </section>
  );
}
