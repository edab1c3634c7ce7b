import type { Localized } from "../../../i18n/types";
import type { premium as ru } from "./ru";

export const premium: Localized<typeof ru> = {
  title: "Tarelka Premium",
  loading: "Loading your subscription...",
  loadFailed: "Could not load the subscription status",
  retry: "Try again",
  activeUntil: "Premium is active until {{date}}",
  inactive: "Premium is not active",
  expired: "Your premium has expired",
  expiringSoon_one: "Premium ends in {{count}} day",
  expiringSoon_other: "Premium ends in {{count}} days",
  benefits: {
    unlimitedPhotos: "Unlimited photo analysis",
    priority: "Priority processing",
    advancedAi: "Advanced AI features",
    noAds: "No ads",
  },
  price_one: "{{count}} vote for {{days}} days",
  price_other: "{{count}} votes for {{days}} days",
  buy: "Subscribe",
  cancel: "Cancel subscription",
  resume: "Resume subscription",
  cancelledNote: "Subscription cancelled: premium lasts until the end of the paid period.",
  boxDone: "Done! Updating your subscription status",
  boxFailed: "Could not open the subscription window",
  onlyInVk: "Payments only available in VK environment",
  back: "Back to home",
};
