import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PATHS } from "../../lib/paths";
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
  const { t } = useTranslation();
  return (
    <PageColumn gap={gap}>
      <header className="flex items-center gap-3">
        {/* A 44 px target (WCAG 2.5.5) that keeps its one line while a long title wraps beside it. */}
        <Link
          href={PATHS.dashboard}
          className="-ml-2 inline-flex min-h-11 shrink-0 items-center whitespace-nowrap px-2 text-brand-700 dark:text-brand-500"
        >
          ← {t("common.back")}
        </Link>
        <h1 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere]">{title}</h1>
      </header>
      {children}
    </PageColumn>
  );
}
