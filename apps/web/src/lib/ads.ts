import { AD_MIN_INTERVAL_MS, type TUser } from "@tarelka/contracts";
import { appStore } from "../stores/app-store";
import { isVkEnvironment } from "./launch-params";
import { checkNativeAds, isBridgeReady } from "./vk/bridge";

/** docs/product.md §4 Ads, §9: the time of the last ad shown, kept across reloads so a reload is no way round the interval. */
export const LAST_AD_STORAGE_KEY = "tarelka.last-ad-at";

function lastShownAt(): number {
  try {
    return Number(localStorage.getItem(LAST_AD_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function isPremiumUser(user: TUser | null, now = Date.now()): boolean {
  if (user?.isPremium !== 1) return false;
  return !user.premiumExpiresAt || Date.parse(user.premiumExpiresAt) > now;
}

/**
 * docs/product.md §4 Ads: only for a non-premium person, at least 5 minutes after the last ad, inside VK — which here
 * means signed launch parameters and a VK host that answered the bridge (no host, no ad to show).
 */
export function canShowAd(now = Date.now()): boolean {
  if (isPremiumUser(appStore.get().currentUser, now)) return false;
  if (now - lastShownAt() < AD_MIN_INTERVAL_MS) return false;
  return isVkEnvironment() && isBridgeReady();
}

/** Start-up step 6 (non-critical): asks VK to have an interstitial ready. */
export async function preloadAds(): Promise<boolean> {
  if (!canShowAd()) return false;
  return checkNativeAds("interstitial", true);
}
