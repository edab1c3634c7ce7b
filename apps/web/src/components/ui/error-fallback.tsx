import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** docs/product.md §2 Error fallback panel (generic). Its reset reloads the whole page, as the spec says. */
export function ErrorFallback() {
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="text-5xl" aria-hidden>
        🍽️
      </div>
      <h1 className="text-xl font-semibold">{t("common.errorFallback.title")}</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-300">{t("common.errorFallback.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={reload}>{t("common.errorFallback.tryAgain")}</Button>
        <Button variant="secondary" onClick={reload}>
          {t("common.errorFallback.reload")}
        </Button>
      </div>
    </div>
  );
}
