import { useTranslation } from "react-i18next";
import { toast } from "../components/ui/toast-store";

/**
 * Deletes an entry and offers to put it back (docs/product.md §2/§9: a toast with an undo action). The undo runs after the
 * row that asked is gone, so `restore` must be a mutation that refreshes its own reads (the resource's hook);
 * `onDeleted` runs before the toast (a screen that leaves does it there).
 */
export function useDeleteWithUndo<T>(options: {
  remove: (item: T) => Promise<unknown>;
  restore: (item: T) => Promise<unknown>;
  deletedTitle: string;
  onDeleteFailed: (error: unknown) => void;
  onRestoreFailed: (error: unknown) => void;
  onDeleted?: () => void;
}): (item: T) => Promise<void> {
  const { t } = useTranslation();
  return async (item) => {
    try {
      await options.remove(item);
    } catch (error) {
      options.onDeleteFailed(error);
      return;
    }
    options.onDeleted?.();
    toast({
      type: "info",
      title: options.deletedTitle,
      action: {
        label: t("common.undo"),
        onClick: () => {
          options.restore(item).catch(options.onRestoreFailed);
        },
      },
    });
  };
}
