import type { TAnalyticsPeriod, TWeightEntry, TWeightHistory } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Note, ReadState, Section } from "../../components/ui/section";
import { useDeleteWithUndo } from "../../lib/use-delete-with-undo";
import { useDeleteWeight, useLogWeight, useWeightHistory } from "./analytics-api";
import { INK, LABEL_SIZE, LegendMark } from "./chart-ink";
import { type ChartBox, weightChart } from "./chart-scale";
import { formatKg, formatShortDate, formatSignedKg } from "./format";
import { WeightForm, weightFailureToast } from "./weight-form";

const BOX: ChartBox = { width: 320, height: 160, top: 12, bottom: 12 };
const POINT_RADIUS = 3.5;
/** The first and last days sit on the chart's edges: the view reaches past them so their points show whole. */
const EDGE = POINT_RADIUS + 1;

/** docs/product.md §2 /analytics, weight: log a weigh-in, see them with their trend and target, delete with undo. */
export function WeightSection({ period }: { period: TAnalyticsPeriod }) {
  const { t } = useTranslation();
  const query = useWeightHistory(period);
  return (
    <Section title={t("analytics.weight.title")} testId="weight-section">
      {/* The form does not wait for the history: logging today's weight needs none of it. */}
      <WeightForm entries={query.data?.entries ?? []} />
      <ReadState query={query} failed={t("analytics.weight.loadFailed")} testId="weight">
        {(data) => <Weight data={data} />}
      </ReadState>
    </Section>
  );
}

function Weight({ data }: { data: TWeightHistory }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (data.entries.length === 0) {
    return (
      <>
        <Note testId="weight-empty">{t("analytics.weight.empty")}</Note>
        {data.latest && (
          <Note testId="weight-latest">
            {t("analytics.weight.lastBefore", {
              value: formatKg(lang, data.latest.weightKg),
              date: formatShortDate(lang, data.latest.date),
            })}
          </Note>
        )}
      </>
    );
  }
  return (
    <>
      <WeightChart data={data} />
      <p className="font-medium" data-testid="weight-change">
        {data.changeKg !== null
          ? t("analytics.weight.change", { value: formatSignedKg(lang, data.changeKg) })
          : t("analytics.weight.changeNeedsTwo")}
      </p>
      <h3 className="text-sm font-semibold">{t("analytics.weight.entries")}</h3>
      <ul className="flex flex-col gap-2">
        {/* The contract lists weigh-ins oldest first; the list reads newest first. */}
        {[...data.entries].reverse().map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </>
  );
}

/** Weigh-ins as dots, the trend as a line, the target as a dashed line; summarised in words for screen readers. */
function WeightChart({ data }: { data: TWeightHistory }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const chart = weightChart(data, BOX);
  if (!chart) return null;
  const latest = data.entries.at(-1);
  const from = formatShortDate(lang, data.from);
  const to = formatShortDate(lang, data.to);
  const summary = [
    t("analytics.weight.chartSummary", {
      from,
      to,
      count: data.entries.length,
      last: latest ? formatKg(lang, latest.weightKg) : "",
    }),
    data.targetWeightKg !== null && t("analytics.weight.chartTarget", { value: formatKg(lang, data.targetWeightKg) }),
  ]
    .filter(Boolean)
    .join(" ");
  const target = chart.target;

  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`${-EDGE} 0 ${BOX.width + 2 * EDGE} ${BOX.height}`}
        className="w-full"
        role="img"
        aria-label={summary}
        data-testid="weight-chart"
      >
        {[chart.yMax, chart.yMin].map((kg, i) => {
          const y = i === 0 ? BOX.top : BOX.height - BOX.bottom;
          return (
            <g key={kg}>
              <line
                x1={0}
                x2={BOX.width}
                y1={y}
                y2={y}
                strokeWidth={1}
                stroke="currentColor"
                strokeOpacity={0.3}
                className={INK.muted}
              />
              <text x={0} y={i === 0 ? y - 3 : y + 10} fontSize={LABEL_SIZE} fill="currentColor" className={INK.muted}>
                {formatKg(lang, kg)}
              </text>
            </g>
          );
        })}
        {target && (
          <>
            <line
              x1={0}
              x2={BOX.width}
              y1={target.y}
              y2={target.y}
              strokeDasharray="5 4"
              strokeWidth={1.5}
              stroke="currentColor"
              className={INK.over}
              data-testid="weight-target-line"
            />
            <text
              x={BOX.width}
              y={target.off === "below" ? target.y + 10 : target.y - 3}
              textAnchor="end"
              fontSize={LABEL_SIZE}
              fill="currentColor"
              className={INK.over}
            >
              {/* A target beyond the axis is pinned to the edge; the arrow says which way it lies. */}
              {target.off === "above" ? "↑ " : target.off === "below" ? "↓ " : ""}
              {t("analytics.weight.legendTarget", { value: formatKg(lang, target.weightKg) })}
            </text>
          </>
        )}
        {chart.trendPath && (
          <path
            d={chart.trendPath}
            fill="none"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            stroke="currentColor"
            className={INK.day}
            data-testid="weight-trend-line"
          />
        )}
        {chart.points.map((p) => (
          <circle
            key={p.date}
            cx={p.x}
            cy={p.y}
            r={POINT_RADIUS}
            fill="currentColor"
            className={INK.goal}
            data-testid="weight-point"
            data-weight={p.weightKg}
          />
        ))}
      </svg>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <figcaption className="flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-300">
        <span className="flex items-center gap-1">
          <LegendMark shape="dot" ink={INK.goal} />
          {t("analytics.weight.legendWeighIns")}
        </span>
        <span className="flex items-center gap-1">
          <LegendMark shape="line" ink={INK.day} />
          {t("analytics.weight.legendTrend")}
        </span>
      </figcaption>
    </figure>
  );
}

/** One weigh-in; deleting it offers an undo that logs the same date, weight and note again. */
function EntryRow({ entry }: { entry: TWeightEntry }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const remove = useDeleteWeight();
  const relog = useLogWeight();
  const value = formatKg(lang, entry.weightKg);
  const date = formatShortDate(lang, entry.date);

  const deleteWithUndo = useDeleteWithUndo<TWeightEntry>({
    remove: (weighIn) => remove.mutateAsync(weighIn.id),
    restore: (weighIn) =>
      relog.mutateAsync({ weightKg: weighIn.weightKg, date: weighIn.date, notes: weighIn.notes ?? undefined }),
    deletedTitle: t("analytics.weight.deleted"),
    onDeleteFailed: (error) => weightFailureToast(t, "delete", error),
    onRestoreFailed: (error) => weightFailureToast(t, "log", error),
  });
  const destroy = () => deleteWithUndo(entry);

  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
      data-testid="weight-entry"
    >
      <span className="text-sm text-slate-500 tabular-nums">{date}</span>
      <span className="flex-1">
        <span className="font-medium">{t("analytics.weight.entry", { value })}</span>
        {entry.notes && <span className="block text-sm text-slate-600 dark:text-slate-400">{entry.notes}</span>}
      </span>
      <button
        type="button"
        onClick={() => void destroy()}
        disabled={remove.isPending}
        aria-label={t("analytics.weight.remove", { value, date })}
        data-testid="weight-remove"
        className="min-h-11 min-w-11 rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        ✕
      </button>
    </li>
  );
}
