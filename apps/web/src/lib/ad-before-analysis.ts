import { canShowAd, LAST_AD_STORAGE_KEY } from "./ads";
import { checkNativeAds } from "./vk/bridge";
import { showNativeAds } from "./vk/bridge-dialogs";

// Apart from lib/ads.ts, whose preload runs at start-up: only the meal screens show an ad, so this stays out of the
// first route (decision 006, first-route JS).

/**
 * docs/product.md §4 Ads: a free photo analysis shows an ad first. It never blocks the analysis: every failure ('Cannot
 * show ad', 'Ad not shown') is logged and answers false, and the bridge time-outs bound the wait (2 s + 3 s).
 */
export async function showAdBeforeFreeAnalysis(): Promise<boolean> {
  try {
    if (!canShowAd()) return false;
    if (!(await checkNativeAds("interstitial", true))) {
      console.info("Cannot show ad");
      return false;
    }
    if (!(await showNativeAds("interstitial", true))) {
      console.info("Ad not shown");
      return false;
    }
    try {
      localStorage.setItem(LAST_AD_STORAGE_KEY, String(Date.now()));
    } catch {
      // Without storage the interval holds for this page only.
    }
    return true;
  } catch (error) {
    console.info("Ad not shown", error);
    return false;
  }
}
