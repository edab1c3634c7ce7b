import { preloadAds } from "../../lib/ads";
import { applyVkTheme, listenForVkConfig } from "../../lib/theme";
import { initBridge } from "../../lib/vk/bridge";
import { withTimeout } from "../../lib/with-timeout";
import { appStore } from "../../stores/app-store";
import { applyAccountLanguage, restoreAppSettings, syncAppSettings } from "./app-settings";
import { AuthError, authenticate, reauthenticateWithVkNames } from "./authenticate";

/** Start-up time-outs of docs/product.md §9 / §8. */
export const START_UP_TIMEOUTS_MS = {
  overall: 10_000,
  vkInit: 5000,
  restore: 3000,
  authenticate: 5000,
  sync: 2000,
  preloadAds: 3000,
} as const;

export type StartUpOutcome = "ready" | "needs-onboarding";

/** Non-critical steps: a failure or time-out is logged and the start-up goes on (docs/product.md §8). */
async function nonCritical(step: Promise<unknown>, ms: number, label: string): Promise<void> {
  try {
    await withTimeout(step, ms, label);
  } catch (error) {
    console.warn(`${label}:`, error instanceof Error ? error.message : error);
  }
}

/**
 * docs/product.md §4 Mini-app start-up, steps in order. Critical steps (init 5 s, restore 3 s, authenticate 5 s) reject
 * with their spec label and lead to the error screen; the rest are logged and ignored.
 */
export async function runStartUp(): Promise<StartUpOutcome> {
  // 1. VK sends its theme right after init, so listen first.
  listenForVkConfig();
  const bridgeReady = await withTimeout(initBridge(), START_UP_TIMEOUTS_MS.vkInit, "VK init timeout");

  // 2.
  await withTimeout(restoreAppSettings(bridgeReady), START_UP_TIMEOUTS_MS.restore, "restoreAppSettings timeout");

  // 3. Without the specification's notification request after the first sign-in: the server sends no VK
  // notification, and VK's rules allow asking only in context, for something that is sent
  // (docs/decisions/021-notifications-in-context.md).
  let outcome: StartUpOutcome = "ready";
  const cached = appStore.get().currentUser;
  if (cached) {
    if (bridgeReady && cached.socialProvider === "vk" && (!cached.firstName || !cached.lastName)) {
      await withTimeout(reauthenticateWithVkNames(cached), START_UP_TIMEOUTS_MS.authenticate, "authenticate timeout");
    }
  } else {
    try {
      await withTimeout(authenticate({ bridgeReady }), START_UP_TIMEOUTS_MS.authenticate, "authenticate timeout");
    } catch (error) {
      if (!(error instanceof AuthError && error.code === "NEEDS_ONBOARDING")) throw error;
      outcome = "needs-onboarding";
    }
  }

  // Not a spec step: the account's language, when the device has none of its own (non-critical).
  await nonCritical(applyAccountLanguage(appStore.get().currentUser), START_UP_TIMEOUTS_MS.sync, "account language");

  // 4.
  if (bridgeReady) await nonCritical(syncAppSettings(), START_UP_TIMEOUTS_MS.sync, "syncAppSettings timeout");
  // 5.
  applyVkTheme();
  // 6.
  await nonCritical(preloadAds(), START_UP_TIMEOUTS_MS.preloadAds, "preloadAds timeout");
  return outcome;
}

/**
 * docs/product.md §8 missing-user-data errors: reading a property of null/undefined, or naming firstName, lastName,
 * profileData or currentUser.
 */
export function isMissingUserDataError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /reading '[^']*'.*(null|undefined)|of (null|undefined)|firstName|lastName|profileData|currentUser/.test(
    message,
  );
}
