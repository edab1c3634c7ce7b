import type { ReactNode } from "react";
import { BackButton } from "./back-button";
import { PageColumn } from "./page-column";

/**
 * A screen one step below the dashboard: the phone-width column under VK's top inset, a way back and the title.
 * Every such screen shares it, so the way back looks and sits the same everywhere.
 */
export function ScreenWithBack({
  title,
  gap = "gap-4",
  children,
}: {
  title: string;
  gap?: "gap-4" | "gap-5";
  children: ReactNode;
}) {
  return (
    <PageColumn gap={gap}>
      <header className="flex items-center gap-3">
        {/* Keeps its one line while a long title wraps beside it. */}
        <BackButton />
        <h1 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere]">{title}</h1>
      </header>
      {children}
    </PageColumn>
  );
}
