import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** One block of the screen (calories, nutrition, weight), titled for screen readers as well as the eye. */
export function SectionCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
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
 * Each section reads on its own and fails on its own: a failed read shows its message and a retry in that
 * section only, so one broken call never blanks the others (the brief's error state per section). Numbers
 * already on screen stay when a refresh fails.
 */
export function QueryState<T>({
  query,
  loadFailed,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  loadFailed: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" data-testid={`${testId}-loading`}>
        <div className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
        <div className="h-3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  }
  return (
    <>
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-2" data-testid={`${testId}-error`}>
          <p className="text-red-600">{loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t("analytics.retry")}
          </Button>
        </div>
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

/** A line of muted text, the look of every explanation on this screen. */
export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid={testId}>
      {children}
    </p>
  );
}
