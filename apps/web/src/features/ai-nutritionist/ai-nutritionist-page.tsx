import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScreenWithBack } from "../../components/ui/screen-with-back";
import { addRussianCatalogs } from "../../i18n";
import { chatQueryOptions } from "./ai-nutritionist-api";
import { ChatSection } from "./chat-section";
import { DayAnalysisSection } from "./day-analysis-section";
import { RecommendationsSection } from "./recommendations-section";
import { aiNutritionist } from "./strings/ru";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ aiNutritionist });

/**
 * docs/product.md §2 /ai-nutritionist (docs/product.md, Names): the day's analysis, the chat and the recommendations.
 * Under the title, who answers (docs/product.md, AI providers: the built-in nutritionist or a configured
 * model), as the contract asks every answer to say.
 */
export default function AiNutritionistPage() {
  const { t } = useTranslation();
  const chat = useQuery(chatQueryOptions());
  const answeredBy = chat.data?.answeredBy;
  return (
    <ScreenWithBack title={t("aiNutritionist.title")}>
      {answeredBy && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="answered-by">
          {t(`aiNutritionist.answeredBy.${answeredBy}`)}
        </p>
      )}
      <DayAnalysisSection answeredBy={answeredBy} />
      <ChatSection chat={chat} />
      <RecommendationsSection />
    </ScreenWithBack>
  );
}
