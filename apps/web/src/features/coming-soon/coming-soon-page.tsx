import { useTranslation } from "react-i18next";
import { Link } from "wouter";

type Section = keyof ReturnType<typeof useSections>;

function useSections() {
  const { t } = useTranslation();
  return {
    camera: t("common.nav.camera"),
    textInput: t("common.nav.textInput"),
    confirmation: t("common.nav.confirmation"),
    profileSetup: t("common.nav.profileSetup"),
    onboarding: t("common.nav.onboarding"),
    editMeal: t("common.nav.editMeal"),
    supplements: t("common.nav.supplements"),
    profile: t("common.nav.profile"),
    waterTracker: t("common.nav.waterTracker"),
    subscription: t("common.nav.subscription"),
  };
}

/** A page whose feature is not built yet says so plainly and shows no invented data (foundation issue §6). */
export default function ComingSoonPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  const name = useSections()[section];
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="text-5xl" aria-hidden>
        🥗
      </div>
      <h1 className="text-2xl font-semibold">{name}</h1>
      <p className="font-medium text-brand-700">{t("common.comingSoon.title")}</p>
      <p className="text-slate-600 dark:text-slate-300">{t("common.comingSoon.text", { section: name })}</p>
      <Link href="/" className="text-brand-700 underline">
        {t("common.comingSoon.toDashboard")}
      </Link>
    </main>
  );
}

export type { Section as ComingSoonSection };
