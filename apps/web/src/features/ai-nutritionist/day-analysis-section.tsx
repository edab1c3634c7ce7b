import { useQuery } from "@tanstack/react-query";
import type { TChat } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Section } from "../../components/ui/section";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/error-message";
import { analysisQueryOptions, useAnalyzeDay } from "./ai-nutritionist-api";
import { formatDay } from "./format";
import { RecommendationCard } from "./recommendation-card";

/**
 * docs/product.md §7 POST analyze-day/me: today's diary read by the nutritionist, a short summary and the recommendations it
 * leaves. `answeredBy` is the chat's usual writer, when known: a summary by another one says who wrote it.
 */
export function DayAnalysisSection({ answeredBy }: { answeredBy: TChat["answeredBy"] | undefined }) {
  const { t, i18n } = useTranslation();
  const analyze = useAnalyzeDay();
  const { data: analysis } = useQuery(analysisQueryOptions());

  const run = () =>
    analyze.mutate(undefined, {
      // docs/product.md §2 Toasts: an error with its action; the retry runs the same analysis again.
      onError: (error) =>
        toast({
          type: "error",
          title: t("aiNutritionist.day.failed"),
          message: errorMessage(t, error),
          action: { label: t("aiNutritionist.retry"), onClick: run },
        }),
    });

  return (
    <Section title={t("aiNutritionist.day.heading")} testId="day-analysis">
      {!analysis && <p className="text-sm text-slate-600 dark:text-slate-300">{t("aiNutritionist.day.intro")}</p>}
      <Button onClick={run} disabled={analyze.isPending} aria-busy={analyze.isPending} data-testid="analyze-day">
        {analyze.isPending ? t("aiNutritionist.day.analyzing") : t("aiNutritionist.day.analyze")}
      </Button>
      {analysis && (
        <div className="flex flex-col gap-3" data-testid="day-analysis-result">
          <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-3 dark:bg-slate-900">
            <h3 className="font-medium">
              {t("aiNutritionist.day.summaryTitle", { date: formatDay(i18n.language, analysis.date) })}
            </h3>
            <p className="whitespace-pre-wrap break-words text-sm" data-testid="day-analysis-summary">
              {analysis.summary}
            </p>
            {answeredBy !== undefined && analysis.answeredBy !== answeredBy && (
              <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="day-analysis-source">
                {t(`aiNutritionist.day.writtenBy.${analysis.answeredBy}`)}
              </p>
            )}
          </div>
          {analysis.recommendations.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="day-analysis-none">
              {t("aiNutritionist.day.noRecommendations")}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="day-analysis-recommendations">
              {analysis.recommendations.map((item) => (
                <RecommendationCard key={item.id} item={item} showDate={false} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}
