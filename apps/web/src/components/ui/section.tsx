import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

/**
 * The blocks of the screens that summarise the diary (analytics, supplements, the AI nutritionist): each one is
 * titled for screen readers as well as the eye, loads on its own and fails on its own.
 */
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

export { Skeleton } from "./skeleton";

/** A failed read, said in its own block with a retry there, so one broken call never blanks the other blocks. */
export function LoadFailed({
  message,
  onRetry,
  retrying,
  testId,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2" data-testid={testId}>
      <p className="text-red-600">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

/**
 * A read shown in its own section: the skeleton while it first loads, then the data. A failure shows its message
 * and a retry in that section alone, and data already on screen stays when a later refresh fails.
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
  if (query.isPending) return <Skeleton cards={skeletonCards} testId={`${testId}-loading`} />;
  return (
    <>
      {query.isError && (
        <LoadFailed
          message={failed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          testId={`${testId}-error`}
        />
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

/** Muted explanatory text, the look of every note in these sections. */
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
