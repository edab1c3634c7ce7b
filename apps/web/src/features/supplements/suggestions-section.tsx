import type { TSupplementRecommendation } from "@tarelka/contracts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Badge, Note, ReadState, Section } from "../../components/ui/section";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/error-message";
import { byUrgency, type Decision, decisionsFor } from "./suggestion-list";
import { useDecide, useSuggestions } from "./supplements-api";

type Priority = TSupplementRecommendation["priority"];

/**
 * docs/product.md §3 priority, shown twice: a stripe down the card's edge in its colour, and its name in words on a badge,
 * so colour is never the only signal. Red, amber and sky only where the stylesheet already has them.
 */
const PRIORITY_LOOK: Record<Priority, { stripe: string; badge: string }> = {
  critical: { stripe: "bg-red-600", badge: "border-red-200 bg-red-50 text-red-950" },
  high: { stripe: "bg-amber-500", badge: "border-amber-200 bg-amber-50 text-amber-950" },
  medium: { stripe: "bg-sky-500", badge: "border-sky-200 bg-sky-50 text-sky-950" },
  low: { stripe: "bg-slate-200 dark:bg-slate-800", badge: "border-slate-200 bg-slate-100 text-slate-900" },
};
const CATEGORY_TONE = "border-brand-100 bg-brand-50 text-brand-700";
const STATUS_TONE = {
  accepted: "border-green-200 bg-green-50 text-green-950",
  declined: "border-slate-200 bg-slate-100 text-slate-900",
} as const;

/** docs/product.md §7 GET /api/supplements/recommendations/me, as cards to accept or decline (docs/product.md §3 status). */
export function SuggestionsSection() {
  const { t } = useTranslation();
  const query = useSuggestions();
  return (
    <Section title={t("supplements.suggestions.title")} testId="suggestions-section">
      <ReadState query={query} failed={t("supplements.suggestions.loadFailed")} testId="suggestions" skeletonCards={3}>
        {(list) =>
          list.length === 0 ? (
            <Note testId="suggestions-empty">{t("supplements.suggestions.empty")}</Note>
          ) : (
            <ul className="flex flex-col gap-3">
              {byUrgency(list).map((s) => (
                <SuggestionCard key={s.id} suggestion={s} />
              ))}
            </ul>
          )
        }
      </ReadState>
    </Section>
  );
}

function SuggestionCard({ suggestion: s }: { suggestion: TSupplementRecommendation }) {
  const { t } = useTranslation();
  const decide = useDecide();
  const look = PRIORITY_LOOK[s.priority];
  const actions = useRef<HTMLDivElement>(null);

  const choose = (decision: Decision) => {
    decide.mutate(
      { id: s.id, decision },
      {
        onSuccess: (updated) => {
          // The pressed button is gone once the card changes state: focus moves to the one that replaced it
          // rather than dropping to the page's start, where a keyboard or screen-reader user would lose the card.
          requestAnimationFrame(() => {
            if (document.activeElement === document.body) actions.current?.querySelector("button")?.focus();
          });
          toast(
            decision === "accept"
              ? { type: "success", title: t("supplements.suggestions.acceptedToast", { name: updated.name }) }
              : { type: "info", title: t("supplements.suggestions.declinedToast", { name: updated.name }) },
          );
        },
        onError: (error) =>
          toast({
            type: "error",
            title: t(
              decision === "accept" ? "supplements.suggestions.acceptFailed" : "supplements.suggestions.declineFailed",
            ),
            message: errorMessage(t, error),
          }),
      },
    );
  };

  return (
    <li
      className={`relative flex flex-col gap-3 overflow-hidden rounded-2xl border border-slate-200 p-4 pl-5 dark:border-slate-800 ${
        s.status === "declined" ? "opacity-70" : ""
      }`}
      data-testid={`suggestion-${s.nutrient}`}
      data-status={s.status}
      data-priority={s.priority}
    >
      <span aria-hidden className={`absolute top-0 bottom-0 left-0 w-1 ${look.stripe}`} />
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold" data-testid="suggestion-name">
          {s.name}
        </h3>
        <Badge tone={CATEGORY_TONE}>{t(`supplements.categories.${s.category}`)}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={look.badge} testId="suggestion-priority">
          {t("supplements.suggestions.priority", { level: t(`supplements.priorities.${s.priority}`) })}
        </Badge>
        {s.status !== "recommended" && (
          <Badge tone={STATUS_TONE[s.status]} testId="suggestion-status">
            {s.status === "accepted"
              ? `✓ ${t("supplements.suggestions.accepted")}`
              : t("supplements.suggestions.declined")}
          </Badge>
        )}
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <Detail term={t("supplements.suggestions.dosage")} testId="suggestion-dosage">
          {s.dosage}
        </Detail>
        <Detail term={t("supplements.suggestions.reason")} testId="suggestion-reason">
          {s.reason}
        </Detail>
        <Detail term={t("supplements.suggestions.benefits")} testId="suggestion-benefits">
          {s.benefits}
        </Detail>
      </dl>
      <div ref={actions} className="flex flex-wrap gap-2">
        {decisionsFor(s.status).map((decision) => (
          <Button
            key={decision}
            variant={s.status === "recommended" ? (decision === "accept" ? "primary" : "secondary") : "ghost"}
            onClick={() => choose(decision)}
            disabled={decide.isPending}
            data-testid={`suggestion-${decision}`}
          >
            {t(buttonLabel(s.status, decision))}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** A waiting card asks plainly; a decided one offers the change of mind in words that say what it does. */
function buttonLabel(status: TSupplementRecommendation["status"], decision: Decision) {
  if (status === "recommended") {
    return decision === "accept" ? "supplements.suggestions.accept" : "supplements.suggestions.decline";
  }
  return decision === "accept" ? "supplements.suggestions.acceptInstead" : "supplements.suggestions.declineInstead";
}

function Detail({ term, testId, children }: { term: string; testId: string; children: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
