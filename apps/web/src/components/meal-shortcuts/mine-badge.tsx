import { isMyFoodId } from "@tarelka/contracts/my-foods";
import { useTranslation } from "react-i18next";

/** "моё" beside a dish made from one of the person's own foods (contracts my-foods.ts). */
export function MineBadge({ foodId }: { foodId: string | null | undefined }) {
  const { t } = useTranslation();
  if (!isMyFoodId(foodId)) return null;
  return (
    <span
      data-testid="mine-badge"
      className="ml-2 inline-block rounded-full bg-brand-50 px-2 align-middle text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-500"
    >
      {t("meals.mine")}
    </span>
  );
}
