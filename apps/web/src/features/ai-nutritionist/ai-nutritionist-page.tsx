import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../components/ui/back-button";
import { addRussianCatalogs } from "../../i18n";
import { chatQueryOptions } from "./ai-nutritionist-api";
import { ChatSection } from "./chat-section";
import { useChatViewport } from "./chat-viewport";
import { DayAnalysisSection } from "./day-analysis-section";
import { RecommendationsSection } from "./recommendations-section";
import { aiNutritionist } from "./strings/ru";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ aiNutritionist });

/**
 * docs/product.md §2 /ai-nutritionist (docs/product.md, Names): the day's analysis, the recommendations and the chat,
 * as a full-screen chat. The screen is the visible area (chat-viewport.ts): the header on top, the composer pinned at
 * the bottom above the tab bar — above the on-screen keyboard while one is up, which then covers the tab bar — and
 * between them one scrolling column, the day's analysis and recommendations first and the conversation under them.
 * Under the title, who answers (docs/product.md, AI providers: the built-in nutritionist or a configured model).
 */
export default function AiNutritionistPage() {
  const { t } = useTranslation();
  const chat = useQuery(chatQueryOptions());
  const answeredBy = chat.data?.answeredBy;
  const viewport = useChatViewport();
  const keyboard = viewport?.keyboard === true;
  // Without visualViewport (old browsers, jsdom) the screen is the layout viewport above the tab bar.
  const box: CSSProperties | undefined = viewport
    ? {
        top: viewport.top,
        height: keyboard ? viewport.height : `calc(${viewport.height}px - var(--frame-bottom, 0px))`,
      }
    : undefined;
  return (
    <main
      className={`fixed inset-x-0 top-0 z-40 mx-auto flex max-w-md flex-col bg-white dark:bg-slate-950 ${
        viewport ? "" : "bottom-[var(--frame-bottom,0px)]"
      }`}
      style={box}
      data-keyboard={keyboard}
      data-testid="chat-screen"
    >
      <header className="shrink-0 border-b border-slate-200 px-4 pt-[calc(var(--safe-area-top,0px)+0.5rem)] pb-2 dark:border-slate-800">
        <div className="flex items-center gap-3">
          <BackButton />
          <h1 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere]">{t("aiNutritionist.title")}</h1>
        </div>
        {answeredBy && (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="answered-by">
            {t(`aiNutritionist.answeredBy.${answeredBy}`)}
          </p>
        )}
      </header>
      <ChatSection
        chat={chat}
        intro={
          <>
            <DayAnalysisSection answeredBy={answeredBy} />
            <RecommendationsSection />
          </>
        }
      />
    </main>
  );
}
