import { useTranslation } from "react-i18next";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { addRussianCatalogs } from "../../i18n";
import { AdviceSection } from "./advice-section";
import { CaloriesSection } from "./calories-section";
import { NutritionSection } from "./nutrition-section";
import { PeriodSwitch, usePeriod } from "./period-switch";
import { analytics } from "./strings/ru";
import { WeightSection } from "./weight-section";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ analytics });

/**
 * docs/product.md §2 /analytics: calories, nutrition, weight and advice over the last week, month or quarter (docs/product.md §7 analytics
 * calls). Each section reads and fails on its own.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  return (
    <ScreenWithBack title={t("analytics.title")} gap="gap-5">
      <PeriodSwitch value={period} onChange={setPeriod} />
      <CaloriesSection period={period} />
      <NutritionSection period={period} />
      <WeightSection period={period} />
      <AdviceSection period={period} />
    </ScreenWithBack>
  );
}
