import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

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
    <main className={`mx-auto flex min-h-dvh max-w-md flex-col ${gap} p-4 pt-[calc(var(--safe-area-top)+1rem)]`}>
      <header className="flex items-center gap-3">
        <Link href="/" className="text-brand-700 dark:text-brand-500">
          ← {t("common.back")}
        </Link>
        <h1 className="text-xl font-semibold">{title}</h1>
      </header>
      {children}
    </main>
  );
}
