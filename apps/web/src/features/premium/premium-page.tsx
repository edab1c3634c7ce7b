import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { usePhotoUsage } from "../../lib/api/photo-usage";
import { getLaunchParams } from "../../lib/launch-params";
import { PATHS } from "../../lib/paths";
import { IosPurchaseNote } from "./paywall-parts";
import { purchasePlace } from "./purchase-place";
import { premium } from "./strings/ru";
import { premiumState, useSubscriptionStatus } from "./subscription-status-query";
import { useSubscriptionBox } from "./use-subscription-box";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ premium });

// Only what premium really changes (docs/product.md §6: the photo limit and ads).
const BENEFITS = ["unlimitedPhotos", "noAds"] as const;
/** Unlimited photo analysis is of recognised photos, so it is not offered where photos are not recognised. */
const WITHOUT_RECOGNITION = BENEFITS.filter((b) => b !== "unlimitedPhotos");

/**
 * docs/product.md §2 /subscription (§4 Premium, §6 benefits): the status, the price, and buy / cancel / resume
 * through VK's subscription box; the paywall (/premium, paywall-page.tsx) is where a premium feature sends people.
 * VK's iOS clients sell nothing (docs/vk-platform.md, payments): there the screen says so instead of a button.
 */
export default function PremiumPage() {
  const { t } = useTranslation();
  const status = useSubscriptionStatus();
  // Unlimited photo analysis is sold only where photos are recognised (docs/product.md, AI providers); until the
  // server has said so, it is not promised.
  const recognition = usePhotoUsage().data?.recognition === true;
  const benefits = recognition ? BENEFITS : WITHOUT_RECOGNITION;

  const box = useSubscriptionBox(status.data?.subscription?.id);
  // Outside VK this route shows the landing (app/app.tsx), so only VK's iOS clients are left without the dialog.
  const canBuy = purchasePlace(getLaunchParams()) !== "ios";

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
      <ul className="flex flex-col gap-2" data-testid="premium-benefits">
        {benefits.map((b) => (
          <li key={b} className="flex gap-2">
            <span aria-hidden>✓</span>
            {t(`premium.benefits.${b}`)}
          </li>
        ))}
      </ul>
      <p className="text-lg font-medium">
        {t("premium.price", { count: PREMIUM_PRODUCT.priceVotes, days: PREMIUM_PRODUCT.periodDays })}
      </p>
      {!canBuy && <IosPurchaseNote />}
      {canBuy && !state?.active && (
        <Button disabled={box.isPending} onClick={() => box.mutate("create")}>
          {t("premium.buy")}
        </Button>
      )}
      {canBuy && state?.active && sub?.status === "active" && (
        <Button variant="secondary" disabled={box.isPending} onClick={() => box.mutate("cancel")}>
          {t("premium.cancel")}
        </Button>
      )}
      {state?.active && sub?.status === "cancelled" && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("premium.cancelledNote")}</p>
          {canBuy && (
            <Button disabled={box.isPending} onClick={() => box.mutate("resume")}>
              {t("premium.resume")}
            </Button>
          )}
        </>
      )}
      <TextLink href={PATHS.dashboard} className="text-center">
        {t("premium.back")}
      </TextLink>
    </main>
  );
}
