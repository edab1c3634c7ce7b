import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";

/** Spec §2 Landing page; shown outside VK. A first simple version; variants A/B/C arrive with their issue. */
export default function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("landing.heroTitle")} — ${t("common.productName")}`;
  }, [t]);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex max-w-5xl items-center justify-between p-4">
        <span className="text-xl font-bold text-brand-700">{t("common.productName")}</span>
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("landing.heroTitle")}</h1>
        <p className="max-w-xl text-lg text-slate-600 dark:text-slate-300">{t("landing.heroText")}</p>
        <p className="text-sm text-slate-500">{t("landing.demoHint")}</p>
      </main>
    </div>
  );
}
