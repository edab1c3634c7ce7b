import { SUPPLEMENT_RULES } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { addRussianCatalogs } from "../../i18n";
import { AnalysisSection } from "./analysis-section";
import { MySupplementsSection } from "./my-supplements-section";
import { supplements } from "./strings/ru";
import { SuggestionsSection } from "./suggestions-section";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ supplements });

/**
 * docs/product.md §2 /supplements, §3 Supplement recommendation, §7 supplements calls: analyse the week's diet, decide on
 * the suggestions, see what was accepted. Each section reads and fails on its own.
 */
export default function SupplementsPage() {
  const { t } = useTranslation();
  return (
    <ScreenWithBack title={t("supplements.title")} gap="gap-5">
      {/* Always on screen, never folded away: food first, and a doctor before any supplement (contracts,
          supplements.ts). */}
      <div
        className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 dark:bg-slate-900"
        data-testid="supplements-intro"
      >
        <p className="text-slate-900 dark:text-slate-100">
          {t("supplements.intro", { days: SUPPLEMENT_RULES.windowDays })}
        </p>
        <p className="font-semibold text-brand-700 dark:text-brand-500" data-testid="supplements-doctor">
          {t("supplements.doctor")}
        </p>
      </div>
      <AnalysisSection />
      <SuggestionsSection />
      <MySupplementsSection />
    </ScreenWithBack>
  );
}
