import type { TAnalyticsPeriod, TCaloriesHistory } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Note, ReadState, Section } from "../../components/ui/section";
import { TextLink } from "../../components/ui/text-link";
import { PATHS, profileSetupPath } from "../../lib/paths";
import { useCaloriesHistory } from "./analytics-api";
import { INK, LABEL_SIZE, LegendMark } from "./chart-ink";
import { type ChartBox, calorieBars } from "./chart-scale";
import { formatApproxKcal, formatNumber, formatShortDate, formatWeekday } from "./format";

const BOX: ChartBox = { width: 320, height: 140, top: 14, bottom: 0 };
const TONE_INK = { logged: INK.day, over: INK.over, empty: INK.muted } as const;

/** docs/product.md §2 /analytics, calories: each day of the period against the goal, the average and the real expenditure. */
export function CaloriesSection({ period }: { period: TAnalyticsPeriod }) {
  const { t } = useTranslation();
  const query = useCaloriesHistory(period);
  return (
    <Section title={t("analytics.calories.title")} testId="calories-section">
      <ReadState query={query} failed={t("analytics.calories.loadFailed")} testId="calories">
        {(data) => <Calories data={data} />}
      </ReadState>
    </Section>
  );
}

function Calories({ data }: { data: TCaloriesHistory }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  if (data.loggedDays === 0) {
    return (
      <>
        <Note testId="calories-empty">{t("analytics.calories.empty")}</Note>
        <TextLink href={PATHS.textInput} size="small">
          {t("analytics.logMeal")}
        </TextLink>
      </>
    );
  }
  return (
    <>
      <CaloriesChart data={data} />
      {data.averageCalories !== null && (
        <p className="text-lg font-semibold" data-testid="calories-average">
          {t("analytics.calories.average", { value: n(Math.round(data.averageCalories)) })}
        </p>
      )}
      {data.daysWithinGoal !== null ? (
        <Note testId="calories-within">
          {t("analytics.calories.withinGoal", { within: data.daysWithinGoal, count: data.loggedDays })}
        </Note>
      ) : (
        <>
          <Note testId="calories-no-goal">{t("analytics.calories.noGoal")}</Note>
          <TextLink href={profileSetupPath("edit")} size="small">
            {t("analytics.calories.toProfile")}
          </TextLink>
        </>
      )}
      {data.estimatedExpenditure !== null ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-900" data-testid="calories-expenditure">
          {t("analytics.calories.expenditure", { value: formatApproxKcal(i18n.language, data.estimatedExpenditure) })}
        </p>
      ) : (
        <Note testId="calories-expenditure-needs">
          {t("analytics.calories.expenditureNeeds")}
          {/* The contract wants weigh-ins 7 days apart inside the period; a 7-day week spans only 6 days. */}
          {data.period === "week" && ` ${t("analytics.calories.expenditureLonger")}`}
        </Note>
      )}
    </>
  );
}

/**
 * The bars as an image with a one-sentence summary, and the same numbers as a table for screen readers: a chart
 * alone tells a blind person nothing.
 */
function CaloriesChart({ data }: { data: TCaloriesHistory }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (value: number) => formatNumber(lang, value);
  const { max, bars, goalY } = calorieBars(data.days, data.goalCalories, BOX);
  const over = bars.filter((b) => b.tone === "over").length;
  const from = formatShortDate(lang, data.from);
  const to = formatShortDate(lang, data.to);
  const summary = [
    t("analytics.calories.summary", { from, to, logged: data.loggedDays, total: data.days.length }),
    data.averageCalories !== null &&
      t("analytics.calories.summaryAverage", { value: n(Math.round(data.averageCalories)) }),
    data.goalCalories !== null && t("analytics.calories.summaryGoal", { goal: n(data.goalCalories), over }),
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="w-full"
        role="img"
        aria-label={summary}
        data-testid="calories-chart"
      >
        <text x={0} y={10} fontSize={LABEL_SIZE} fill="currentColor" className={INK.muted}>
          {n(max)}
        </text>
        {bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            // A day without meals still shows as a sliver on the baseline, so gaps read as days, not as missing data.
            y={bar.tone === "empty" ? BOX.height - 1.5 : bar.y}
            width={bar.width}
            height={bar.tone === "empty" ? 1.5 : bar.height}
            rx={Math.min(2, bar.width / 3)}
            fill="currentColor"
            fillOpacity={bar.tone === "empty" ? 0.5 : 1}
            className={TONE_INK[bar.tone]}
            data-testid="calories-bar"
            data-tone={bar.tone}
          />
        ))}
        {/* The goal's value is in the legend under the chart: a label on the line would sit on the tallest bars. */}
        {goalY !== null && (
          <line
            x1={0}
            x2={BOX.width}
            y1={goalY}
            y2={goalY}
            strokeDasharray="5 4"
            strokeWidth={1.5}
            stroke="currentColor"
            className={INK.goal}
            data-testid="calories-goal-line"
          />
        )}
      </svg>
      {data.period === "week" ? (
        <div
          className="grid text-center text-xs text-slate-500"
          style={{ gridTemplateColumns: `repeat(${data.days.length}, minmax(0, 1fr))` }}
          aria-hidden
        >
          {data.days.map((d) => (
            <span key={d.date}>{formatWeekday(lang, d.date)}</span>
          ))}
        </div>
      ) : (
        <div className="flex justify-between text-xs text-slate-500" aria-hidden>
          <span>{from}</span>
          <span>{to}</span>
        </div>
      )}
      <figcaption className="flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-300">
        <Legend shape="box" ink={INK.day} label={t("analytics.calories.legendDay")} />
        {data.goalCalories !== null && (
          <>
            <Legend shape="box" ink={INK.over} label={t("analytics.calories.legendOver")} />
            <Legend
              shape="dash"
              ink={INK.goal}
              label={t("analytics.calories.legendGoal", { value: n(data.goalCalories) })}
            />
          </>
        )}
      </figcaption>
      <table className="sr-only" data-testid="calories-table">
        <caption>{t("analytics.calories.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("analytics.calories.columnDay")}</th>
            <th scope="col">{t("analytics.calories.columnCalories")}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatShortDate(lang, d.date)}</th>
              <td>{d.meals === 0 ? t("analytics.calories.noMeals") : n(d.calories)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Legend({ label, ...mark }: { shape: "box" | "dash"; ink: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <LegendMark {...mark} />
      {label}
    </span>
  );
}
