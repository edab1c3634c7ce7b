import type { THydrationAdvice, THydrationAnalysis } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/ui/section";
import { SkeletonBlock } from "../../components/ui/skeleton";
import { formatPercent } from "../../lib/format";
import { useHydrationAnalysis } from "./water-api";

/** What one piece of advice says; null for advice another part of the screen already shows (the missing goal). */
export function adviceText(t: TFunction, language: string, advice: THydrationAdvice): string | null {
  switch (advice.kind) {
    case "no-goal":
      return null;
    case "nothing-logged":
      return t("water.analysis.advice.nothingLogged");
    case "below-goal":
      return t("water.analysis.advice.belowGoal", { remaining: advice.remainingMl, count: advice.glasses });
    case "goal-met":
      return t("water.analysis.advice.goalMet");
    case "far-above":
      return t("water.analysis.advice.farAbove", { value: advice.drankMl });
    case "evening-heavy":
      return t("water.analysis.advice.eveningHeavy", { share: formatPercent(language, advice.eveningShare) });
    case "long-gap":
      return t("water.analysis.advice.longGap", { hours: advice.hours, from: advice.from, to: advice.to });
    case "food-water":
      return t("water.analysis.advice.foodWater", { value: advice.foodWaterMl });
  }
}

/** docs/product.md §3 Hydration analysis on the water screen: advice first, then when in the day the water came. */
export function HydrationAnalysis({ date }: { date: string }) {
  const { t } = useTranslation();
  const analysis = useHydrationAnalysis(date);
  return (
    <section
      className="flex flex-col gap-2"
      aria-labelledby="hydration-analysis-title"
      data-testid="hydration-analysis"
    >
      <h2 id="hydration-analysis-title" className="font-semibold">
        {t("water.analysis.title")}
      </h2>
      {analysis.isPending ? (
        <SkeletonBlock />
      ) : analysis.isError ? (
        <LoadFailed
          message={t("water.analysis.loadFailed")}
          onRetry={() => void analysis.refetch()}
          retrying={analysis.isFetching}
          testId="hydration-analysis-error"
        />
      ) : (
        <AnalysisBody analysis={analysis.data} />
      )}
    </section>
  );
}

function AnalysisBody({ analysis }: { analysis: THydrationAnalysis }) {
  const { t, i18n } = useTranslation();
  const texts = analysis.advice
    .filter((advice) => advice.kind !== "food-water")
    .map((advice) => adviceText(t, i18n.language, advice))
    .filter((text): text is string => text !== null);
  const { timing } = analysis;
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="hydration-advice">
        {texts.map((text) => (
          <li key={text} className="rounded-xl bg-sky-50 px-3 py-2 text-sm dark:bg-slate-900">
            {text}
          </li>
        ))}
      </ul>
      {analysis.foodWaterMl > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="hydration-food">
          {t(analysis.foodKnownShare < 1 ? "water.analysis.fromFoodPartial" : "water.analysis.fromFood", {
            value: analysis.foodWaterMl,
          })}
        </p>
      )}
      {timing.firstAt && timing.lastAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="hydration-timing">
          {t("water.analysis.parts", {
            morning: timing.morningMl,
            afternoon: timing.afternoonMl,
            evening: timing.eveningMl,
          })}
          <br />
          {t("water.analysis.span", { first: timing.firstAt, last: timing.lastAt })}
        </p>
      ) : (
        analysis.drankMl > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("water.analysis.noTimes")}</p>
        )
      )}
    </>
  );
}
