import { useTranslation } from "react-i18next";
import { appStore, shiftDay, todayIso, useAppState } from "../stores/app-store";

/**
 * The selected day (docs/product.md §3 selectedDate) with a step back and forward. Screens that show a day share it, so the
 * dashboard and the water tracker always show the same date.
 */
export function DayNav() {
  const { t, i18n } = useTranslation();
  const date = useAppState((s) => s.selectedDate);
  const dayLabel =
    date === todayIso()
      ? t("common.day.today")
      : new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, {
          weekday: "short",
          day: "numeric",
          month: "long",
          timeZone: "UTC",
        });
  return (
    <nav className="flex items-center justify-between" aria-label={t("common.day.label")}>
      <button
        type="button"
        onClick={() => appStore.set({ selectedDate: shiftDay(date, -1) })}
        aria-label={t("common.day.prev")}
        data-testid="prev-day"
        className="min-h-11 min-w-11 rounded-xl hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        ‹
      </button>
      <span className="font-medium" data-testid="selected-date" data-date={date}>
        {dayLabel}
      </span>
      <button
        type="button"
        onClick={() => appStore.set({ selectedDate: shiftDay(date, 1) })}
        aria-label={t("common.day.next")}
        data-testid="next-day"
        className="min-h-11 min-w-11 rounded-xl hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        ›
      </button>
    </nav>
  );
}
