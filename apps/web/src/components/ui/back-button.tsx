import { ChevronLeft } from "lucide";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { canGoBackInApp } from "../../lib/app-history";
import { PATHS } from "../../lib/paths";
import { Icon } from "./icon";

/**
 * Back as in VK: one step back in the app's own history, or to the dashboard when this screen was the first one
 * opened (lib/app-history.ts), so it never leaves the app. A 44 px target (WCAG 2.5.5).
 */
export function BackButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      onClick={() => (canGoBackInApp() ? history.back() : navigate(PATHS.dashboard, { replace: true }))}
      className="-ml-2 inline-flex min-h-11 min-w-11 shrink-0 items-center whitespace-nowrap pr-2 text-brand-700 dark:text-brand-500"
      data-testid="back"
    >
      <Icon node={ChevronLeft} className="size-6" strokeWidth={2.25} />
      {t("common.back")}
    </button>
  );
}
