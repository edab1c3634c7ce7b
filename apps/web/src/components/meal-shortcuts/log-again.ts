import type { TMealType } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../ui/toast-store";

/**
 * Logs a saved meal or a starred one again in one tap, then says so with an undo that deletes the meal just
 * logged (docs/product.md §2: undo where something changes); a failure in either step is a toast of its own.
 */
export async function logAgainWithUndo(
  t: TFunction,
  saved: { name: string; mealType: TMealType },
  log: () => Promise<{ id: number }>,
  unlog: (mealId: number) => Promise<unknown>,
): Promise<void> {
  let mealId: number;
  try {
    mealId = (await log()).id;
  } catch (error) {
    toast({ type: "error", title: t("meals.shortcuts.logFailed"), message: errorMessage(t, error) });
    return;
  }
  toast({
    type: "success",
    title: t("meals.myMeals.logged", { name: saved.name, mealType: t(`meals.mealTypes.${saved.mealType}`) }),
    action: {
      label: t("common.undo"),
      onClick: () => {
        unlog(mealId).catch((error: unknown) =>
          toast({ type: "error", title: t("meals.shortcuts.undoFailed"), message: errorMessage(t, error) }),
        );
      },
    },
  });
}
