import type { TMealType } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { useCopyDay, useDeleteMeal } from "../../lib/api/meals-start-up";
import { errorMessage } from "../../lib/error-message";
import { shiftDay } from "../../stores/app-store";

/**
 * "Same as yesterday" for a meal type the day has nothing of yet: copies the day before's meals of that type onto
 * the day (POST /api/meals/copy-day) and offers to undo, as deleting a meal does (docs/product.md §2/§9 toast with
 * an undo action). The undo deletes exactly the meals the copy created.
 */
export function SameAsYesterday({
  date,
  mealType,
  label,
}: {
  date: string;
  /** Without one, the whole day before (every meal type). */
  mealType?: TMealType;
  label: string;
}) {
  const { t } = useTranslation();
  const copy = useCopyDay();
  const remove = useDeleteMeal();

  async function run() {
    let created: number[];
    try {
      const reply = await copy.mutateAsync({
        fromDate: shiftDay(date, -1),
        toDate: date,
        ...(mealType ? { mealType } : {}),
      });
      created = reply.meals.map((m) => m.id);
    } catch (error) {
      toast({ type: "error", title: t("dashboard.sameAsYesterday.failed"), message: errorMessage(t, error) });
      return;
    }
    toast({
      type: "success",
      title: t("dashboard.sameAsYesterday.copied"),
      action: {
        label: t("common.undo"),
        onClick: () => {
          Promise.all(created.map((id) => remove.mutateAsync(id))).catch((error: unknown) =>
            toast({ type: "error", title: t("dashboard.sameAsYesterday.undoFailed"), message: errorMessage(t, error) }),
          );
        },
      },
    });
  }

  return (
    <button
      type="button"
      onClick={run}
      disabled={copy.isPending}
      aria-busy={copy.isPending}
      data-testid={`same-as-yesterday-${mealType ?? "day"}`}
      className="inline-flex min-h-11 items-center self-start rounded-full border border-brand-600 px-4 text-sm font-medium text-brand-700 disabled:opacity-60 dark:text-brand-500"
    >
      {copy.isPending ? t("dashboard.sameAsYesterday.copying") : label}
    </button>
  );
}
