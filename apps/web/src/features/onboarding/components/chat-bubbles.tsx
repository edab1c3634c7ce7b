import type { ReactNode } from "react";

/** The bot's line, on the left, as in a messenger. */
export function BotBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-end gap-2">
      <div aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-lg">
        🥗
      </div>
      <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        {children}
      </div>
    </div>
  );
}

/** The person's answer, on the right; tapping it goes back to that question. */
export function AnswerBubble({
  children,
  onChange,
  changeLabel,
}: {
  children: ReactNode;
  onChange: () => void;
  changeLabel: string;
}) {
  return (
    <div className="flex justify-end">
      <button
        type="button"
        onClick={onChange}
        title={changeLabel}
        className="min-h-11 max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-left text-white hover:bg-brand-700"
      >
        {children}
      </button>
    </div>
  );
}

export function QuickReplies({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2">{children}</div>;
}

export function QuickReply({ onClick, children, hint }: { onClick: () => void; children: ReactNode; hint?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded-2xl border border-brand-600 px-4 py-2 text-left text-brand-700 hover:bg-brand-50 dark:text-brand-500 dark:hover:bg-slate-900"
    >
      <span className="block font-medium">{children}</span>
      {hint ? <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span> : null}
    </button>
  );
}
