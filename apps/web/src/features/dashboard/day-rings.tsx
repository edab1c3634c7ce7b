import type { TNutrients } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { useNumberFormat } from "../../lib/use-number-format";

const RING = { size: 120, stroke: 11 } as const;
const RADIUS = (RING.size - RING.stroke) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Colours that stand out from the card in both themes (non-text contrast ≥ 3:1, WCAG 1.4.11): the brand green
 * under the goal, amber over it. The words in the centre say which, so colour is never the only sign.
 */
const UNDER = "stroke-brand-600 dark:stroke-brand-500";
const OVER = "stroke-amber-600 dark:stroke-amber-400";
const TRACK = "stroke-slate-200 dark:stroke-slate-700";

/**
 * The day's calories against the goal as a ring (docs/product.md §2 Dashboard): what is left in the centre, or
 * how far over the goal, in words; the ring itself is drawing only, and its text alternative is the label.
 */
export function CalorieRing({ eaten, goal }: { eaten: number; goal: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const over = eaten > goal;
  const value = Math.abs(goal - eaten);
  const share = goal > 0 ? Math.min(1, eaten / goal) : 1;
  return (
    <div
      role="img"
      aria-label={t(over ? "dashboard.ring.labelOver" : "dashboard.ring.labelLeft", { eaten, goal, value })}
      data-testid="calorie-ring"
      data-over={over}
      className="relative shrink-0"
      style={{ width: RING.size, height: RING.size }}
    >
      <svg viewBox={`0 0 ${RING.size} ${RING.size}`} className="-rotate-90" aria-hidden="true">
        <circle cx="50%" cy="50%" r={RADIUS} fill="none" strokeWidth={RING.stroke} className={TRACK} />
        <circle
          cx="50%"
          cy="50%"
          r={RADIUS}
          fill="none"
          strokeWidth={RING.stroke}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          className={`${over ? OVER : UNDER} transition-[stroke-dashoffset] duration-500`}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center" aria-hidden="true">
        <span className="text-2xl font-semibold tabular-nums">
          {over ? "+" : ""}
          {format(value, 0)}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t("common.units.kcal")}</span>
        <span
          className={`text-xs ${over ? "font-semibold text-amber-700 dark:text-amber-400" : "text-slate-600 dark:text-slate-400"}`}
        >
          {t(over ? "dashboard.ring.over" : "dashboard.ring.left")}
        </span>
      </div>
    </div>
  );
}

/** Protein, fat and carbs eaten against their targets: the numbers in words, each with a bar. */
export function MacroBars({
  totals,
  goals,
}: {
  totals: TNutrients;
  goals: { protein: number | null; fat: number | null; carbs: number | null };
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-3 gap-3">
      {(["protein", "fat", "carbs"] as const).map((key) => {
        const goal = goals[key];
        const value = totals[key];
        const over = goal !== null && value > goal;
        return (
          <div key={key} className="flex min-w-0 flex-col gap-1" data-testid={`day-${key}`} data-over={over}>
            <span className="text-xs text-slate-600 dark:text-slate-400">{t(`meals.nutrients.${key}`)}</span>
            <span className="text-sm font-medium [overflow-wrap:anywhere]">
              {goal === null
                ? t("dashboard.macroNoGoal", { value })
                : over
                  ? t("dashboard.macroOver", { value, goal, over: Math.round((value - goal) * 10) / 10 })
                  : t("dashboard.macroOfGoal", { value, goal })}
            </span>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2 w-full" aria-hidden="true">
              <rect width="100" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
              {goal ? (
                <rect
                  width={Math.min(100, (value / goal) * 100)}
                  height="8"
                  rx="4"
                  className={over ? "fill-amber-600 dark:fill-amber-400" : "fill-brand-600 dark:fill-brand-500"}
                />
              ) : null}
            </svg>
          </div>
        );
      })}
    </div>
  );
}
