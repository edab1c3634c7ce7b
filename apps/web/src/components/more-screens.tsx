import { ChevronRight } from "lucide";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { navigationOf } from "../lib/feature-routes";
import { Icon } from "./ui/icon";

/**
 * The screens that have no tab of their own (achievements, supplements): the entries their features declare with
 * `place: "more"` (lib/feature-routes.ts), so a new one appears here without an edit.
 */
export function MoreScreens() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "ru";
  const links = navigationOf("more");
  if (links.length === 0) return null;
  return (
    <nav
      aria-labelledby="more-screens"
      className="flex flex-col rounded-2xl border border-slate-200 dark:border-slate-800"
      data-testid="more-screens"
    >
      <h2 id="more-screens" className="px-4 pt-4 pb-1 text-lg font-semibold">
        {t("common.moreScreens")}
      </h2>
      <ul>
        {links.map(({ path, icon, label }) => (
          <li key={path}>
            <Link href={path} className="flex min-h-12 items-center gap-3 px-4 py-2">
              <Icon node={icon} className="size-5 shrink-0 text-brand-700 dark:text-brand-500" />
              <span className="min-w-0 flex-1">{label[language]}</span>
              <Icon node={ChevronRight} className="size-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
