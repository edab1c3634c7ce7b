import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** One block of the screen (analysis, suggestions, mine), its heading naming it for screen readers too. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={testId}
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Grey cards in the shape of what loads. Only utilities the first screen's stylesheet already has are used, so
 * this lazy screen adds no rules to the stylesheet every screen loads first.
 */
export function Skeleton({ cards, testId }: { cards: number; testId: string }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid={testId}>
      {Array.from({ length: cards }, (_, n) => (
        // A fixed row of placeholders that never reorders: the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={n} className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/**
 * A read shown in its own section: the skeleton while it first loads, then the data; a failure says so with a
 * retry in that section alone (the brief: error with retry per section), and data already shown stays when a
 * later refresh fails.
 */
export function ReadState<T>({
  query,
  failed,
  testId,
  skeletonCards = 2,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  testId: string;
  skeletonCards?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton cards={skeletonCards} testId={`${testId}-loading`} />;
  return (
    <>
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-2" data-testid={`${testId}-error`}>
          <p className="text-red-600">{failed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t("supplements.retry")}
          </Button>
        </div>
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

/** Muted explanatory text, the look of every note on this screen. */
export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid={testId}>
      {children}
    </p>
  );
}

/** A small framed word (a category, a priority, a state): always text, so colour is never the only signal. */
export function Badge({ tone, children, testId }: { tone: string; children: ReactNode; testId?: string }) {
  return (
    <span className={`shrink-0 rounded-full border px-2 py-1 text-xs font-semibold ${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
