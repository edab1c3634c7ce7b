/**
 * The charts' colours, as text colours the app already uses: SVG draws with currentColor. Tailwind writes one
 * stylesheet that the first route loads too (decision 006), so fill-* and stroke-* classes of our own would add to
 * it for a screen most launches never open.
 */
export const INK = {
  day: "text-brand-600 dark:text-brand-500",
  over: "text-amber-800 dark:text-amber-200",
  goal: "text-slate-600 dark:text-slate-300",
  muted: "text-slate-500 dark:text-slate-400",
} as const;

/** A legend's sample of a mark: a box (a bar), a dot (a weigh-in), a line (the trend) or a dashed line (a goal). */
export function LegendMark({ shape, ink }: { shape: "box" | "dot" | "line" | "dash"; ink: string }) {
  return (
    <svg width={16} height={12} viewBox="0 0 16 12" className={ink} aria-hidden>
      {shape === "box" && <rect x={2} y={0} width={12} height={12} rx={2} fill="currentColor" />}
      {shape === "dot" && <circle cx={8} cy={6} r={4} fill="currentColor" />}
      {(shape === "line" || shape === "dash") && (
        <line
          x1={0}
          x2={16}
          y1={6}
          y2={6}
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray={shape === "dash" ? "4 3" : undefined}
        />
      )}
    </svg>
  );
}

/** Labels inside a chart's viewBox: 10 units, about 12 px on a phone-width column. */
export const LABEL_SIZE = 10;
