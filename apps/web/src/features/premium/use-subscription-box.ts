import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { type SubscriptionBoxAction, showSubscriptionBox } from "../../lib/vk/bridge-dialogs";
import { subscriptionStatusQueryOptions } from "./subscription-status-query";

/**
 * Buy, cancel or resume through VK's subscription box (docs/product.md, Limits and money). The server's callback is
 * the source of truth, so after the box closes the status is re-read rather than assumed.
 */
export function useSubscriptionBox(subscriptionId: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionBoxAction) =>
      showSubscriptionBox(action, action === "create" ? { item: PREMIUM_PRODUCT.itemId } : { subscriptionId }),
    onSuccess: (result) => {
      if (!result.success) return;
      toast({ type: "success", title: t("premium.boxDone") });
      window.dispatchEvent(new Event("vk-subscription-changed"));
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : "";
      toast({
        type: "error",
        title: t("premium.boxFailed"),
        message: message.startsWith("Payments only") ? t("premium.onlyInVk") : undefined,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(null).queryKey }),
  });
}
