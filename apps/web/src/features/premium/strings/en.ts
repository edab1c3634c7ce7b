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
  paywall: {
    lead: "Photograph your meals as often as you like, with no ads. Everything else in Tarelka is free.",
    compareCaption: "What Premium adds to the free plan",
    free: "Free",
    premium: "Premium",
    rows: {
      photos: { name: "Photo analysis", free: "{{n}} photos a month", premium: "Unlimited" },
      ads: { name: "Ads", free: "May be shown", premium: "No ads" },
      rest: {
        name: "Describing meals in words, water, weight, analytics, AI nutritionist",
        free: "Included",
        premium: "Included",
      },
    },
    billing: "Paid in VK votes. The subscription renews every {{days}} days and can be cancelled at any time.",
    alreadyActive: "Premium is already on.",
    manage: "Manage subscription",
    ios: "On iPhone and iPad, VK does not allow purchases inside mini-apps. Subscribe in Tarelka in VK on Android or at vk.com, and Premium will work on this device too.",
    outsideVk:
      "Payment works in the Tarelka mini-app in VK: the subscription is paid in VK votes, with no card to enter here.",
    openInVk: "Open Tarelka in VK",
    newWindow: "(opens in a new window)",
    toLanding: "About Tarelka",
  },
  back: "Back to home",
};
