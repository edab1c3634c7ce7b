import { canShowAd, LAST_AD_STORAGE_KEY } from "./ads";
import { checkNativeAds } from "./vk/bridge";
import { showNativeAds } from "./vk/bridge-dialogs";

// Apart from lib/ads.ts, whose preload runs at start-up: only the meal screens show an ad, so this stays out of the
// first route (decision 006, first-route JS).

/**
 * docs/product.md §4 Ads, docs/decisions/026-ads-after-launch-and-rewarded.md: whether a free photo analysis is
 * offered for a rewarded ad now — an ad may be shown (not premium, inside VK, not right after launch, not within
 * 5 minutes of the last one) and VK has one ready. Never throws; a time-out answers false (2 s).
 */
export async function rewardedAdAvailable(): Promise<boolean> {
  try {
    if (!canShowAd()) return false;
    if (await checkNativeAds("reward", true)) return true;
    console.info("Cannot show ad");
    return false;
  } catch (error) {
    console.info("Cannot show ad", error);
    return false;
  }
}

/**
 * Shows the rewarded ad the person chose to watch (with VK's waterfall: an interstitial when no video is ready) and
 * records the time when it was shown. Answers whether VK showed it; the analysis follows either way, since a failure
 * on VK's side is not the person's (bounded by the 3 s show time-out).
 */
export async function watchRewardedAd(): Promise<boolean> {
  if (!(await showNativeAds("reward", true))) {
    console.info("Ad not shown");
    return false;
  }
  try {
    localStorage.setItem(LAST_AD_STORAGE_KEY, String(Date.now()));
  } catch {
    // Without storage the interval holds for this page only.
  }
  return true;
}
