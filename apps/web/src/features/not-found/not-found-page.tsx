import { useTranslation } from "react-i18next";
import { Link } from "wouter";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t("common.notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("common.notFound.text")}</p>
      <Link href="/" className="text-brand-700 underline">
        {t("common.notFound.home")}
      </Link>
    </main>
  );
}
