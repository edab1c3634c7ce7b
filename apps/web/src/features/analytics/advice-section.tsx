import type { TAnalyticsAdvice, TAnalyticsPeriod } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Note, ReadState, Section } from "../../components/ui/section";
import { useAdvice } from "./analytics-api";
import { formatKg, formatNumber, formatPercent } from "./format";

/**
 * docs/product.md §2 /analytics, advice: the period's advice from GET /api/analytics/recommendations/me. The server
 * sends kinds and numbers only; each kind is worded here in the screen's language, its numbers formatted by Intl.
 */
export function AdviceSection({ period }: { period: TAnalyticsPeriod }) {
  const { t, i18n } = useTranslation();
  const query = useAdvice(period);
  return (
    <Section title={t("analytics.advice.title")} testId="advice-section">
      <ReadState query={query} failed={t("analytics.advice.loadFailed")} testId="advice" skeletonCards={1}>
        {(data) =>
          data.items.length === 0 ? (
            <Note testId="advice-empty">{t("analytics.advice.empty")}</Note>
          ) : (
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
              {data.items.map((item, index) => (
                // The list is derived data with no ids; its order is fixed by the server's rules.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={`${item.kind}-${index}`} data-testid="advice-item" data-kind={item.kind}>
                  {adviceText(t, i18n.language, item)}
                </li>
              ))}
            </ul>
          )
        }
      </ReadState>
    </Section>
  );
}

/** One advice item in words; numbers are formatted first, so the catalogue only places them. */
export function adviceText(t: TFunction, lang: string, item: TAnalyticsAdvice): string {
  const n = (value: number) => formatNumber(lang, value);
  switch (item.kind) {
    case "logMore":
      return t("analytics.advice.logMore", {
        logged: n(item.loggedDays),
        total: n(item.periodDays),
        needed: n(item.neededDays),
      });
    case "fastLoss":
      return t("analytics.advice.fastLoss", {
        value: formatKg(lang, Math.abs(item.kgPerWeek)),
        limit: formatKg(lang, item.limitKgPerWeek),
      });
    case "overGoal":
      return t("analytics.advice.overGoal", {
        average: n(item.averageCalories),
        goal: n(item.goalCalories),
        target: n(item.targetCalories),
      });
    case "underGoal": {
      const under = t("analytics.advice.underGoal", { average: n(item.averageCalories), goal: n(item.goalCalories) });
      return item.belowFloor ? `${under} ${t("analytics.advice.underFloor", { floor: n(item.floorCalories) })}` : under;
    }
    case "consistency":
      return t("analytics.advice.consistency", { within: n(item.daysWithinGoal), logged: n(item.loggedDays) });
    case "macro":
      return t(item.share < item.min ? "analytics.advice.macroLow" : "analytics.advice.macroHigh", {
        nutrient: t(`analytics.nutrition.nutrients.${item.nutrient}`),
        // One decimal: a share just outside a range (9.9%) must not read as its edge (10%).
        share: formatPercent(lang, item.share, 1),
        // "10–35 %": the range's low end as a bare number, its high end carrying the language's percent sign.
        min: n(item.min * 100),
        max: formatPercent(lang, item.max),
      });
    case "goalMet":
      return t("analytics.advice.goalMet", {
        average: n(item.averageCalories),
        goal: n(item.goalCalories),
        within: n(item.daysWithinGoal),
        logged: n(item.loggedDays),
      });
  }
}
