import type { TAnalyticsPeriod, TNutritionHistory } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Note, ReadState, Section } from "../../components/ui/section";
import { TextLink } from "../../components/ui/text-link";
import { PATHS } from "../../lib/paths";
import { useNutritionHistory } from "./analytics-api";
import { formatNumber, formatPercent } from "./format";

const MACROS = ["protein", "fat", "carbs"] as const;
const MACRO_COLOR = { protein: "bg-sky-500", fat: "bg-amber-500", carbs: "bg-brand-600" } as const;

/** docs/product.md §2 /analytics, nutrition: protein, fat and carbs per logged day against the goals, and energy shares. */
export function NutritionSection({ period }: { period: TAnalyticsPeriod }) {
  const { t } = useTranslation();
  const query = useNutritionHistory(period);
  return (
    <Section title={t("analytics.nutrition.title")} testId="nutrition-section">
      <ReadState query={query} failed={t("analytics.nutrition.loadFailed")} testId="nutrition">
        {(data) => <Nutrition data={data} />}
      </ReadState>
    </Section>
  );
}

function Nutrition({ data }: { data: TNutritionHistory }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (data.averages === null) {
    return (
      <>
        <Note testId="nutrition-empty">{t("analytics.nutrition.empty")}</Note>
        <TextLink href={PATHS.textInput} size="small">
          {t("analytics.logMeal")}
        </TextLink>
      </>
    );
  }
  const averages = data.averages;
  const shares = data.energyShares;
  return (
    <>
      <Note>{t("analytics.nutrition.perDay")}</Note>
      <ul className="flex flex-col gap-3">
        {MACROS.map((key) => {
          const value = formatNumber(lang, Math.round(averages[key]));
          const goal = data.goals[key];
          const name = t(`analytics.nutrition.nutrients.${key}`);
          return (
            <li key={key} className="flex flex-col gap-1" data-testid={`nutrition-${key}`}>
              <span className="flex justify-between text-sm">
                <span>{name}</span>
                <span className="font-medium tabular-nums">
                  {goal !== null
                    ? t("analytics.nutrition.ofGoal", { value, goal: formatNumber(lang, goal) })
                    : t("analytics.nutrition.noGoal", { value })}
                </span>
              </span>
              {goal !== null && goal > 0 && (
                <div
                  className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                  role="progressbar"
                  aria-label={name}
                  aria-valuemin={0}
                  aria-valuemax={goal}
                  aria-valuenow={Math.min(goal, Math.round(averages[key]))}
                >
                  <div
                    className={`h-full ${MACRO_COLOR[key]}`}
                    style={{ width: `${Math.min(100, (averages[key] / goal) * 100)}%` }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {shares && (
        <div className="flex flex-col gap-2" data-testid="nutrition-shares">
          <Note>{t("analytics.nutrition.shares")}</Note>
          {/* The stacked bar is decoration; the list under it carries the same numbers in words. */}
          <div className="flex h-3 overflow-hidden rounded-full" aria-hidden>
            {MACROS.map((key) => (
              <div key={key} className={MACRO_COLOR[key]} style={{ width: `${shares[key] * 100}%` }} />
            ))}
          </div>
          <ul className="flex flex-wrap gap-3 text-sm">
            {MACROS.map((key) => (
              <li key={key} className="flex items-center gap-1" data-testid={`share-${key}`}>
                <span className={`inline-block h-3 rounded px-1 ${MACRO_COLOR[key]}`} aria-hidden />
                {t(`analytics.nutrition.nutrients.${key}`)}{" "}
                <span className="font-medium tabular-nums">{formatPercent(lang, shares[key])}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
