import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextLink } from "../../components/ui/text-link";
import { toast } from "../../components/ui/toast-store";
import { addRussianCatalogs } from "../../i18n";
import { PATHS } from "../../lib/paths";
import { type SubscriptionBoxAction, showSubscriptionBox } from "../../lib/vk/bridge";
import { premium } from "./strings/ru";
import { premiumState, subscriptionStatusQueryOptions, useSubscriptionStatus } from "./subscription-status-query";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ premium });

const BENEFITS = ["unlimitedPhotos", "priority", "advancedAi", "noAds"] as const;

/**
 * docs/product.md §2 /subscription and the premium paywall (§4 Premium, §6 benefits): the status, the price, and
 * buy / cancel / resume through VK's subscription box. The server's callback is the source of truth, so after
 * the box closes the status is re-read rather than assumed.
 */
export default function PremiumPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus();

  const box = useMutation({
    mutationFn: (action: SubscriptionBoxAction) =>
      showSubscriptionBox(
        action,
        action === "create" ? { item: PREMIUM_PRODUCT.itemId } : { subscriptionId: status.data?.subscription?.id },
      ),
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

  if (status.isPending && status.fetchStatus !== "idle") {
    return <p className="p-6 text-center text-slate-500">{t("premium.loading")}</p>;
  }
  if (status.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
        <p>{t("premium.loadFailed")}</p>
        <Button onClick={() => void status.refetch()}>{t("premium.retry")}</Button>
      </div>
    );
  }
  const data = status.data;
  const state = data ? premiumState(data) : null;
  const sub = data?.subscription ?? null;

  return (
    <main className="mx-auto flex max-w-md flex-col gap-5 p-5 pt-[calc(var(--safe-area-top)+1.25rem)]">
      <h1 className="text-2xl font-semibold">{t("premium.title")}</h1>
      <p data-testid="premium-status" className="rounded-xl bg-brand-50 p-4 dark:bg-slate-900">
        {state?.active
          ? t("premium.activeUntil", {
              date: new Date(data?.premiumExpiresAt ?? "").toLocaleDateString(),
            })
          : state?.expired
            ? t("premium.expired")
            : t("premium.inactive")}
      </p>
      {state?.expiringSoon && (
        <p role="status" className="rounded-xl bg-amber-100 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {t("premium.expiringSoon", { count: state.daysLeft })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {BENEFITS.map((b) => (
          <li key={b} className="flex gap-2">
            <span aria-hidden>✓</span>
            {t(`premium.benefits.${b}`)}
          </li>
        ))}
      </ul>
      <p className="text-lg font-medium">
        {t("premium.price", { count: PREMIUM_PRODUCT.priceVotes, days: PREMIUM_PRODUCT.periodDays })}
      </p>
      {!state?.active && (
        <Button disabled={box.isPending} onClick={() => box.mutate("create")}>
          {t("premium.buy")}
        </Button>
      )}
      {state?.active && sub?.status === "active" && (
        <Button variant="secondary" disabled={box.isPending} onClick={() => box.mutate("cancel")}>
          {t("premium.cancel")}
        </Button>
      )}
      {state?.active && sub?.status === "cancelled" && (
        <>
          <p className="text-sm text-slate-500">{t("premium.cancelledNote")}</p>
          <Button disabled={box.isPending} onClick={() => box.mutate("resume")}>
            {t("premium.resume")}
          </Button>
        </>
      )}
      <TextLink href={PATHS.dashboard} className="text-center">
        {t("premium.back")}
      </TextLink>
    </main>
  );
}
