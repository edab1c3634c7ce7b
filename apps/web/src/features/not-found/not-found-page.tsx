import { useTranslation } from "react-i18next";
import { PageColumn } from "../../components/ui/page-column";
import { TextLink } from "../../components/ui/text-link";
import { PATHS } from "../../lib/paths";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageColumn centered>
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t("common.notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("common.notFound.text")}</p>
      <TextLink href={PATHS.dashboard}>{t("common.notFound.home")}</TextLink>
    </PageColumn>
  );
}
