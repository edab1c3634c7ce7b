import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { landing } from "../../i18n/locales/ru/landing";
import { PATHS } from "../../lib/paths";
import { ContactLine } from "./components/contact-line";

addRussianCatalogs({ landing });

const SECTIONS = ["what", "photos", "ai", "device", "sharing", "delete"] as const;

/**
 * The privacy policy (docs/product.md §2 /privacy), public inside and outside VK. It says what the code does: what
 * is stored (docs/product.md §3), photos stripped of EXIF (docs/security.md), deletion of everything with the
 * account (docs/decisions/005-profile-ranges-and-modes.md), no third-party analytics (decision 006).
 */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language re-runs it after a language switch.
  useEffect(() => {
    document.title = `${t("landing.privacy.title")} — ${t("common.productName")}`;
  }, [t, i18n.language]);
  return (
    <div className="min-h-dvh bg-white dark:bg-slate-950">
      <header className="mx-auto flex max-w-2xl items-center justify-between p-4 pt-[calc(var(--safe-area-top,0px)+1rem)]">
        <TextLink href={PATHS.landing}>{t("common.productName")}</TextLink>
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-5 px-4 pb-10">
        <h1 className="text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl">{t("landing.privacy.title")}</h1>
        <p className="text-slate-700 dark:text-slate-200">{t("landing.privacy.intro")}</p>
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`privacy-${key}`} className="flex flex-col gap-1">
            <h2 id={`privacy-${key}`} className="text-lg font-semibold">
              {t(`landing.privacy.${key}.title`)}
            </h2>
            <p className="text-slate-700 dark:text-slate-200">{t(`landing.privacy.${key}.text`)}</p>
          </section>
        ))}
        <section aria-labelledby="privacy-contact" className="flex flex-col gap-1">
          <h2 id="privacy-contact" className="text-lg font-semibold">
            {t("landing.privacy.contact.title")}
          </h2>
          <p className="text-slate-700 dark:text-slate-200">{t("landing.privacy.contact.text")}</p>
          <ContactLine className="justify-start" />
        </section>
      </main>
    </div>
  );
}
