import { SUPPORTED_LANGUAGES } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { currentLanguage, setLanguage } from "../i18n";

/** docs/product.md §4 Language: ru or en, persisted; every visible string follows at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language === "en" ? "en" : currentLanguage();
  return (
    <fieldset
      className="inline-flex rounded-xl border border-slate-200 p-0.5 dark:border-slate-700"
      aria-label={t("common.language")}
    >
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={active === lang}
          onClick={() => void setLanguage(lang)}
          className={`min-h-11 min-w-11 rounded-lg px-3 text-sm ${active === lang ? "bg-brand-600 text-white" : "text-slate-600 dark:text-slate-300"}`}
        >
          {t(`common.languages.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}
