import type { TSupplementRecommendation } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Note, ReadState, Section } from "../../components/ui/section";
import { formatDay, formatInstantDay } from "./format";
import { useMySupplements } from "./supplements-api";

/** docs/product.md §7 GET /api/supplements/user/me: what the person accepted, and when they last had their diet analysed. */
export function MySupplementsSection() {
  const { t, i18n } = useTranslation();
  const query = useMySupplements();
  return (
    <Section title={t("supplements.mine.title")} testId="mine-section">
      <ReadState query={query} failed={t("supplements.mine.loadFailed")} testId="mine">
        {(mine) => (
          <>
            <Note testId="mine-last-analysis">
              {mine.lastAnalysisDate
                ? t("supplements.mine.lastAnalysis", { date: formatDay(i18n.language, mine.lastAnalysisDate) })
                : t("supplements.mine.noAnalysis")}
            </Note>
            {mine.accepted.length === 0 ? (
              <Note testId="mine-empty">{t("supplements.mine.empty")}</Note>
            ) : (
              <ul className="flex flex-col gap-2">
                {mine.accepted.map((s) => (
                  <AcceptedRow key={s.id} supplement={s} />
                ))}
              </ul>
            )}
          </>
        )}
      </ReadState>
    </Section>
  );
}

function AcceptedRow({ supplement: s }: { supplement: TSupplementRecommendation }) {
  const { t, i18n } = useTranslation();
  // The contract has no "accepted at": the last change of an accepted suggestion is its acceptance.
  const acceptedOn = formatInstantDay(i18n.language, s.updatedAt);
  return (
    <li
      className="flex flex-col gap-1 rounded-xl border border-green-200 bg-green-50 p-3 text-green-950 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      data-testid={`mine-${s.nutrient}`}
    >
      <span className="font-medium">✓ {s.name}</span>
      <span className="text-sm">{s.dosage}</span>
      {acceptedOn && <span className="text-sm">{t("supplements.mine.acceptedOn", { date: acceptedOn })}</span>}
    </li>
  );
}
