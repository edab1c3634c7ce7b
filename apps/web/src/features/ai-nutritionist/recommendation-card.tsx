import type { TRecommendation } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/error-message";
import { useMarkRead } from "./ai-nutritionist-api";
import { formatDay } from "./format";

/** One emoji per topic (contracts RECOMMENDATION_TOPICS): no image to download, and it reads in light and dark. */
const TOPIC_ICONS: Record<TRecommendation["topic"], string> = {
  calories: "🔥",
  protein: "🍗",
  fat: "🥑",
  carbs: "🍞",
  fibre: "🥦",
  sugar: "🍬",
  sodium: "🧂",
  water: "💧",
  logging: "📝",
};

/**
 * The priority's colour runs down the card's edge and tints its badge (the toasts' tints), so the urgent ones
 * stand out in a list; in the dark the edge alone carries it, on a badge that keeps the dark page's colours.
 * The edge is a bar of its own rather than a coloured border, which the dark border colour would paint over.
 */
const PRIORITY_STYLE: Record<TRecommendation["priority"], { edge: string; badge: string }> = {
  high: {
    edge: "bg-red-500",
    badge: "border-red-200 bg-red-50 text-red-950",
  },
  medium: {
    edge: "bg-amber-500",
    badge: "border-amber-200 bg-amber-50 text-amber-950",
  },
  low: {
    edge: "bg-sky-500",
    badge: "border-sky-200 bg-sky-50 text-sky-950",
  },
};

/**
 * docs/product.md §3 AI recommendation: its topic, priority, title and text, and its read state. Marking it read asks the
 * server (docs/product.md §7 PUT recommendations/{id}/read) and dims the card wherever it shows, once the server agreed.
 */
export function RecommendationCard({ item, showDate }: { item: TRecommendation; showDate: boolean }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const style = PRIORITY_STYLE[item.priority];
  return (
    <li
      className={`relative flex gap-3 overflow-hidden rounded-2xl border border-slate-200 p-3 pl-5 dark:border-slate-800 ${
        item.read ? "opacity-70" : ""
      }`}
      data-testid="recommendation"
      data-priority={item.priority}
      data-read={item.read}
    >
      <span aria-hidden className={`absolute top-0 bottom-0 left-0 w-1 ${style.edge}`} />
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xl dark:bg-slate-800"
      >
        {TOPIC_ICONS[item.topic]}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span
            className={`rounded-full border px-2 py-1 font-semibold dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${style.badge}`}
          >
            {t(`aiNutritionist.recommendations.priority.${item.priority}`)}
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            {t(`aiNutritionist.recommendations.topics.${item.topic}`)}
          </span>
          {showDate && (
            <span className="text-slate-600 dark:text-slate-300" data-testid="recommendation-date">
              {t("aiNutritionist.recommendations.forDate", { date: formatDay(i18n.language, item.date) })}
            </span>
          )}
        </div>
        <h3 className="font-medium">{item.title}</h3>
        {/* Plain text from the server, newlines kept; React escapes it, so no markup in it ever runs. */}
        <p className="whitespace-pre-wrap break-words text-sm">{item.text}</p>
        {item.read ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="recommendation-read">
            ✓ {t("aiNutritionist.recommendations.read")}
          </p>
        ) : (
          <button
            type="button"
            className="min-h-11 self-start rounded-xl px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-70 dark:text-brand-500 dark:hover:bg-slate-900"
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(item.id, {
                onError: (error) =>
                  toast({
                    type: "error",
                    title: t("aiNutritionist.recommendations.markReadFailed"),
                    message: errorMessage(t, error),
                  }),
              })
            }
            data-testid="recommendation-mark-read"
          >
            {t("aiNutritionist.recommendations.markRead")}
          </button>
        )}
      </div>
    </li>
  );
}
