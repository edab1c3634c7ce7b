import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** One block of the screen (my day, the chat, the recommendations), titled for screen readers as well as the eye. */
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
 * A failed read, said in its own block with a retry there: the chat and the recommendations read and fail
 * separately (the brief), so one broken call never blanks the other.
 */
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
        {t("aiNutritionist.retry")}
      </Button>
    </div>
  );
}

/**
 * Grey blocks in the shape of what is loading. Their widths and sides are set in `style`: the stylesheet every
 * screen loads first gains no rules for placeholders only this screen draws.
 */
export function Skeleton({ rows, testId }: { rows: readonly { width: string; right?: boolean }[]; testId: string }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid={testId}>
      {rows.map((row, n) => (
        <div
          // A fixed list of placeholders that never reorders: the index is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={n}
          className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
          style={{ width: row.width, marginLeft: row.right ? "auto" : undefined }}
        />
      ))}
    </div>
  );
}
