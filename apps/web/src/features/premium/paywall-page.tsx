import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { PageColumn } from "../../components/ui/page-column";
import { TextLink } from "../../components/ui/text-link";
import { addRussianCatalogs } from "../../i18n";
import { getLaunchParams } from "../../lib/launch-params";
import { PATHS } from "../../lib/paths";
import { miniAppUrl } from "../../lib/public-config";
import { IosPurchaseNote, PlanComparison, PlanComparisonInVk, PriceLine } from "./paywall-parts";
import { type PurchasePlace, purchasePlace } from "./purchase-place";
import { premium } from "./strings/ru";
import { premiumState, useSubscriptionStatus } from "./subscription-status-query";
import { useSubscriptionBox } from "./use-subscription-box";

// This screen's Russian strings load with it, not with the first route (decision 006).
addRussianCatalogs({ premium });

/**
 * The premium paywall (docs/product.md §2 /premium): what premium adds, its price and the way to buy it, where a
 * premium feature sends people (the photo limit, the profile). It opens outside VK as well: there, and in VK's iOS
 * clients, it says where payment works instead of offering a dialog that cannot open (docs/vk-platform.md, payments).
 */
export default function PaywallPage() {
  const { t } = useTranslation();
  const place = purchasePlace(getLaunchParams());
  return (
    <PageColumn gap="gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("premium.title")}</h1>
        <p className="text-slate-700 dark:text-slate-200">{t("premium.paywall.lead")}</p>
      </header>
      {place === "outside" ? <PlanComparison recognition={false} /> : <PlanComparisonInVk />}
      <PriceLine />
      <PaywallAction place={place} />
      <TextLink href={place === "outside" ? PATHS.landing : PATHS.dashboard} className="self-center">
        {place === "outside" ? t("premium.paywall.toLanding") : t("premium.back")}
      </TextLink>
    </PageColumn>
  );
}

function PaywallAction({ place }: { place: PurchasePlace }) {
  if (place === "outside") return <OutsideVkAction />;
  if (place === "ios") return <IosPurchaseNote />;
  return <BuyInVk />;
}

/** Inside VK: the subscription box, unless premium is already on, which sends the person to manage it instead. */
function BuyInVk() {
  const { t } = useTranslation();
  const status = useSubscriptionStatus();
  const box = useSubscriptionBox(status.data?.subscription?.id);
  const active = status.data ? premiumState(status.data).active : false;
  // Until the status is known, a person who already has premium is not offered it again.
  const checking = status.isPending && status.fetchStatus !== "idle";
  if (active) {
    return (
      <div className="flex flex-col gap-2" data-testid="paywall-active">
        <p className="rounded-xl bg-brand-50 p-4 dark:bg-slate-900">{t("premium.paywall.alreadyActive")}</p>
        <TextLink href={PATHS.subscription}>{t("premium.paywall.manage")}</TextLink>
      </div>
    );
  }
  return (
    <Button data-testid="paywall-buy" disabled={box.isPending || checking} onClick={() => box.mutate("create")}>
      {t("premium.buy")}
    </Button>
  );
}

/** Outside VK there is no VK dialog to open: the page says where payment works and links to the mini-app. */
function OutsideVkAction() {
  const { t } = useTranslation();
  const href = miniAppUrl();
  return (
    <div className="flex flex-col gap-3" data-testid="paywall-outside-vk">
      <p className="rounded-xl bg-brand-50 p-4 text-slate-800 dark:bg-slate-900 dark:text-slate-100">
        {t("premium.paywall.outsideVk")}
      </p>
      {href ? (
        <a
          href={`${href}?utm_source=paywall`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-5 py-2 text-center font-medium text-white hover:bg-brand-700"
        >
          {t("premium.paywall.openInVk")}
          <span className="sr-only"> {t("premium.paywall.newWindow")}</span>
        </a>
      ) : null}
    </div>
  );
}
