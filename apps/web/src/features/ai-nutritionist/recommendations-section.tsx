import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed, Section, Skeleton } from "../../components/ui/section";
import { recommendationsQueryOptions, type TPriorityFilter } from "./ai-nutritionist-api";
import { RecommendationCard } from "./recommendation-card";

/** The choices, most urgent first after "all" (docs/product.md §3 AI recommendation: filtered by priority). */
const FILTERS: readonly TPriorityFilter[] = ["all", "high", "medium", "low"];

/**
 * docs/product.md §7 GET recommendations/me?priority=: the newest recommendations, filtered by the server, each with the day
 * it was drawn from and its read state. It reads and fails apart from the chat.
 */
export function RecommendationsSection() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<TPriorityFilter>("all");
  const list = useQuery(recommendationsQueryOptions(shown));
  return (
    <Section title={t("aiNutritionist.recommendations.heading")} testId="recommendations-section">
      {/* Four across only where each word fits with room around it; at 320 px they ran together. */}
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 min-[375px]:grid-cols-4 dark:bg-slate-900">
        <legend className="sr-only">{t("aiNutritionist.recommendations.priorityLabel")}</legend>
        {FILTERS.map((value) => {
          const on = value === shown;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => setShown(value)}
              data-testid={`recommendations-filter-${value}`}
              className={`min-h-11 rounded-lg px-2 text-sm font-medium transition-colors ${
                on
                  ? "bg-white font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                  : "text-slate-600 dark:text-slate-300"
              }`}
            >
              {t(`aiNutritionist.recommendations.filters.${value}`)}
            </button>
          );
        })}
      </fieldset>
      {list.isPending ? (
        <Skeleton rows={[{ width: "100%" }, { width: "100%" }]} testId="recommendations-loading" />
      ) : list.isError && !list.data ? (
        <LoadFailed
          message={t("aiNutritionist.recommendations.loadFailed")}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          testId="recommendations-error"
        />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="recommendations-empty">
          {shown === "all"
            ? t("aiNutritionist.recommendations.empty")
            : t("aiNutritionist.recommendations.emptyFiltered")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="recommendations-list">
          {list.data.map((item) => (
            <RecommendationCard key={item.id} item={item} showDate />
          ))}
        </ul>
      )}
    </Section>
  );
}
