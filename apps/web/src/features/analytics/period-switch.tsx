import { ANALYTICS_PERIOD_DAYS, type TAnalyticsPeriod } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";

const PERIODS = Object.keys(ANALYTICS_PERIOD_DAYS) as TAnalyticsPeriod[];
/** The contract's default period (ZAnalyticsPeriodQuerySchema). */
const DEFAULT_PERIOD: TAnalyticsPeriod = "week";

const isPeriod = (value: string | null): value is TAnalyticsPeriod =>
  value !== null && Object.hasOwn(ANALYTICS_PERIOD_DAYS, value);

/**
 * The chosen period lives in the address (?period=), so a refresh, a way back from another screen or a shared
 * link keeps it. Switching replaces the address rather than adding to history: the way back leaves the screen
 * instead of stepping through every period tried.
 */
export function usePeriod(): [TAnalyticsPeriod, (period: TAnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("period");
  const period = isPeriod(raw) ? raw : DEFAULT_PERIOD;
  const setPeriod = (next: TAnalyticsPeriod) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set("period", next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

/** A segmented control of plain buttons in a named group: each is reachable with Tab and says whether it is on (aria-pressed). */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: TAnalyticsPeriod;
  onChange: (period: TAnalyticsPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
      <legend className="sr-only">{t("analytics.period.label")}</legend>
      {PERIODS.map((period) => {
        const on = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(period)}
            data-testid={`period-${period}`}
            className={`min-h-11 rounded-lg text-sm font-medium transition-colors ${
              on
                ? "bg-white font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                : "text-slate-600 dark:text-slate-300"
            }`}
          >
            {t(`analytics.period.${period}`)}
          </button>
        );
      })}
    </fieldset>
  );
}
