/**
 * Grey blocks in the shape of what is loading: `cards` full-width ones, or `rows` with their own widths (a chat's
 * bubbles, left and right). Widths go in `style`, so the stylesheet every screen loads first gains no rules for them.
 */
export function Skeleton({
  cards = 2,
  rows,
  testId,
}: {
  cards?: number;
  rows?: readonly { width: string; right?: boolean }[];
  testId: string;
}) {
  const shapes = rows ?? Array.from({ length: cards }, () => ({ width: "100%", right: false }));
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid={testId}>
      {shapes.map((row, n) => (
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

/**
 * One placeholder block the size of what it stands for: `tinted` sits on a coloured card (the dashboard's and the
 * water screen's summary), `photo` is a meal photo's height.
 */
export function SkeletonBlock({ shape = "card", testId }: { shape?: "card" | "tinted" | "photo"; testId?: string }) {
  const look = {
    card: "h-16 rounded-xl bg-slate-100",
    tinted: "h-16 rounded-xl bg-white/60",
    photo: "h-48 rounded-2xl bg-slate-100",
  }[shape];
  return <div className={`animate-pulse ${look} dark:bg-slate-800`} aria-busy="true" data-testid={testId} />;
}
