import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Icon } from "../components/ui/icon";
import { trackAppHistory } from "../lib/app-history";
import type { NavLink } from "../lib/feature-routes";
import { PATHS } from "../lib/paths";
import { preloadOnInteraction } from "../lib/preload";

// The back button and VK's swipe-back read the app's own history from here on (lib/app-history.ts).
trackAppHistory();

/** True when the tab at `path` is the screen shown, or one of its own sub-paths (not the dashboard's "/"). */
const isActive = (path: string, location: string) =>
  location === path || (path !== PATHS.dashboard && location.startsWith(`${path}/`));

/**
 * The bottom tab bar: the entries the features declare with `place: "tab"` (lib/feature-routes.ts), each a 44 px
 * target or more with its icon and label, the screen shown marked as the current page.
 */
export function TabBar({
  links,
  location,
  preload,
}: {
  links: NavLink[];
  location: string;
  preload: (path: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  // The labels are the declarations' own; i18n.language re-renders them on a language switch.
  const language = i18n.language === "en" ? "en" : "ru";
  return (
    <nav aria-label={t("common.tabBar")} data-testid="tab-bar" className="mx-auto h-14 max-w-md">
      <ul className="flex h-full">
        {links.map(({ path, icon, label }) => {
          const active = isActive(path, location);
          return (
            <li key={path} className="min-w-0 flex-1">
              <Link
                href={path}
                aria-current={active ? "page" : undefined}
                data-testid={`tab-${path}`}
                {...preloadOnInteraction(() => preload(path))}
                className={`flex h-full min-h-11 flex-col items-center justify-center gap-0.5 px-0.5 text-[10px] leading-tight ${
                  active ? "text-brand-700 dark:text-brand-500" : "text-slate-600 dark:text-slate-400"
                }`}
              >
                <Icon node={icon} className="size-6 shrink-0" strokeWidth={active ? 2.25 : 1.75} />
                <span className="max-w-full truncate" data-testid="tab-label">
                  {label[language]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
