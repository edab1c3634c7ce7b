import { AD_AFTER_LAUNCH_MS, AD_MIN_INTERVAL_MS, type TUser } from "@tarelka/contracts";
import { appStore } from "../stores/app-store";
import { isVkEnvironment } from "./launch-params";
import { checkNativeAds, isBridgeReady } from "./vk/bridge";

/** docs/product.md §4 Ads, §9: the time of the last ad shown, kept across reloads so a reload is no way round the interval. */
export const LAST_AD_STORAGE_KEY = "tarelka.last-ad-at";

/**
 * When this launch began: the page's own start (the mini-app is one page per launch). A reload is a new launch to
 * VK too, and the stored time of the last ad still holds across it.
 */
const launchedAt = typeof performance === "undefined" ? Date.now() : performance.timeOrigin;

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
 * Whether this person may see ads in this launch at all (docs/product.md §4 Ads): not premium, inside VK — which here
 * means signed launch parameters and a VK host that answered the bridge (no host, no ad to show).
 */
export function adsAllowed(now = Date.now()): boolean {
  if (isPremiumUser(appStore.get().currentUser, now)) return false;
  return isVkEnvironment() && isBridgeReady();
}

/**
 * Whether an ad may be offered now: ads allowed, at least 5 minutes after the last ad, and — VK's rule of no ad right
 * after launch (docs/vk-platform.md §7, docs/decisions/026-ads-after-launch-and-rewarded.md) — at least as long after
 * the launch.
 */
export function canShowAd(now = Date.now(), launched = launchedAt): boolean {
  if (now - launched < AD_AFTER_LAUNCH_MS) return false;
  if (now - lastShownAt() < AD_MIN_INTERVAL_MS) return false;
  return adsAllowed(now);
}

/**
 * Start-up step 6 (non-critical): asks VK to have the rewarded ad ready for later (nothing is shown; the check
 * only loads). With the waterfall VK falls back to an interstitial when no rewarded video is available.
 */
export async function preloadAds(): Promise<boolean> {
  if (!adsAllowed()) return false;
  return checkNativeAds("reward", true);
}
