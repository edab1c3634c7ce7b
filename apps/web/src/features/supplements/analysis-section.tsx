import { SUPPLEMENT_RULES, type TNutrientIntake, type TSupplementAnalysis } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Badge, Note, Section } from "../../components/ui/section";
import { TextLink } from "../../components/ui/text-link";
import { errorMessage } from "../../lib/error-message";
import { PATHS } from "../../lib/paths";
import { coverageBar } from "./coverage";
import { formatAmount, formatDay, formatPercent, unitKey } from "./format";
import { useGenerateAnalysis } from "./supplements-api";

/** The look of a gap: the same amber as the screen's other warnings, with a word beside it. */
const GAP_TONE = "border-amber-200 bg-amber-50 text-amber-950";

/**
 * docs/product.md §7 POST /api/supplements/generate/me: the week's intake against the references. The analysis is the
 * reply to a press, not a stored read, so it shows until the person leaves the screen; what stays is the
 * suggestions it made and the last analysis date (under "My supplements").
 */
export function AnalysisSection() {
  const { t } = useTranslation();
  const generate = useGenerateAnalysis();
  const analysis = generate.data;
  return (
    <Section title={t("supplements.analysis.title")} testId="analysis-section">
      <Button
        onClick={() => generate.mutate()}
        disabled={generate.isPending}
        aria-busy={generate.isPending}
        data-testid="analyse"
        className="gap-2"
      >
        {generate.isPending && (
          <span
            aria-hidden
            className="size-5 animate-spin rounded-full border-current"
            // Thinner than the page spinner's border-4, and set here so the shared stylesheet gains no rule.
            style={{ borderWidth: 2, borderTopColor: "transparent" }}
            data-testid="analyse-spinner"
          />
        )}
        {generate.isPending
          ? t("supplements.analysis.running")
          : analysis
            ? t("supplements.analysis.again")
            : t("supplements.analysis.run")}
      </Button>
      {/* The button is the retry: pressing it again asks again. */}
      {generate.isError && (
        <Alert size="normal" testId="analysis-error">
          {t("supplements.analysis.failed")}: {errorMessage(t, generate.error)}
        </Alert>
      )}
      <div aria-live="polite" className="flex flex-col gap-3">
        {analysis && !generate.isPending && <AnalysisResult analysis={analysis} />}
      </div>
    </Section>
  );
}

function AnalysisResult({ analysis }: { analysis: TSupplementAnalysis }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const gaps = analysis.intake.filter((row) => coverageBar(row.coverage).isGap).length;
  return (
    <div className="flex flex-col gap-3" data-testid="analysis-result" data-enough={analysis.enoughData}>
      <div>
        <p className="font-medium" data-testid="analysis-logged-days">
          {t("supplements.analysis.loggedDays", {
            logged: analysis.loggedDays,
            days: SUPPLEMENT_RULES.windowDays,
          })}
        </p>
        <Note>
          {t("supplements.analysis.period", {
            from: formatDay(lang, analysis.from),
            to: formatDay(lang, analysis.analysisDate),
          })}
        </Note>
      </div>
      {analysis.enoughData ? (
        <>
          <h3 className="text-sm font-semibold">{t("supplements.analysis.intakeTitle")}</h3>
          <ul className="flex flex-col gap-3" data-testid="intake">
            {analysis.intake.map((row) => (
              <IntakeRow key={row.nutrient} row={row} />
            ))}
          </ul>
          <Note>{t("supplements.analysis.intakeNote", { gap: formatPercent(lang, SUPPLEMENT_RULES.gapBelow) })}</Note>
          <p className="font-medium" data-testid="analysis-verdict">
            {gaps === 0 ? t("supplements.analysis.noGaps") : t("supplements.analysis.found")}
          </p>
        </>
      ) : (
        // docs/product.md §3 and the contract's SUPPLEMENT_RULES.minLoggedDays: too few days say nothing about a habit.
        <div className="flex flex-col items-start gap-2 rounded-2xl bg-slate-50 p-4 dark:bg-slate-900">
          <p className="text-slate-600 dark:text-slate-300" data-testid="analysis-not-enough">
            {t("supplements.analysis.notEnough", { min: SUPPLEMENT_RULES.minLoggedDays })}
          </p>
          <TextLink href={PATHS.textInput}>{t("supplements.analysis.logMeal")}</TextLink>
        </div>
      )}
    </div>
  );
}

/** One nutrient: its coverage as a bar with the gap threshold marked, and the same in words and numbers. */
function IntakeRow({ row }: { row: TNutrientIntake }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const bar = coverageBar(row.coverage);
  return (
    <li className="flex flex-col gap-1" data-testid={`intake-${row.nutrient}`} data-gap={bar.isGap}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t(`supplements.nutrients.${row.nutrient}`)}</span>
        <span
          className={`tabular-nums ${bar.isGap ? "font-semibold text-amber-900 dark:text-amber-200" : ""}`}
          data-testid="intake-coverage"
        >
          {formatPercent(lang, row.coverage)}
        </span>
      </div>
      {/* The numbers beside it say everything the bar shows; the bar is for the eye only. */}
      <div aria-hidden className="relative h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className={`h-full rounded-full ${bar.isGap ? "bg-amber-500" : "bg-brand-600"}`}
          style={{ width: `${bar.fill}%` }}
        />
        <div
          className="absolute top-0 bottom-0 bg-slate-900 dark:bg-slate-100"
          style={{ left: `${bar.marker}%`, width: 2 }}
        />
      </div>
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
        <span className="tabular-nums" data-testid="intake-amount">
          {t("supplements.analysis.amount", {
            average: formatAmount(lang, row.average),
            reference: formatAmount(lang, row.reference),
            unit: t(`supplements.units.${unitKey(row.unit)}`),
          })}
        </span>
        {bar.isGap && <Badge tone={GAP_TONE}>{t("supplements.analysis.gap")}</Badge>}
      </div>
    </li>
  );
}
