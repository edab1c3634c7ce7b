import bridge from "@vkontakte/vk-bridge";
import { getLaunchParams } from "../launch-params";
import { withTimeout } from "../with-timeout";
import { BRIDGE_TIMEOUTS_MS, type NativeAdFormat } from "./bridge";

/**
 * The bridge's dialogs, each opened by a tap (share, favourites, copy, code reader, subscription box): apart from
 * lib/vk/bridge.ts so the first route does not carry them (decision 006, first-route JS). Same rules: every call
 * has a time-out and a defined outcome.
 */
/** Failed dialogs carry the spec's own message (docs/product.md §8: 'Failed to share', 'Failed to add to favorites'). */
export class BridgeActionError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "BridgeActionError";
  }
}

export async function shareLink(link: string): Promise<void> {
  try {
    await withTimeout(bridge.send("VKWebAppShare", { link }), BRIDGE_TIMEOUTS_MS.dialog, "VKWebAppShare timeout");
  } catch (error) {
    throw new BridgeActionError("Failed to share", error);
  }
}

/**
 * VK's wall post dialog with the text filled in (VKWebAppShowWallPostBox, one of the methods VK's web client
 * answers, docs/vk-platform.md §2.2). VKWebAppShare carries only a link, so a day's summary goes this way. A person
 * who closes the dialog is told nothing: answers whether a post was made.
 */
export async function showWallPostBox(message: string): Promise<boolean> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppShowWallPostBox", { message }),
      BRIDGE_TIMEOUTS_MS.dialog,
      "VKWebAppShowWallPostBox timeout",
    );
    return result.post_id !== undefined;
  } catch (error) {
    if (isUserDenial(error)) return false;
    throw new BridgeActionError("Failed to share", error);
  }
}

/** VK's client error 4, "User denied" (docs/vk-platform.md §2.3): the person closed the dialog. */
function isUserDenial(error: unknown): boolean {
  const data = (error as { error_data?: { error_code?: unknown; error_reason?: unknown } } | null)?.error_data;
  return data?.error_code === 4 || data?.error_reason === "User denied";
}

export async function addToFavorites(): Promise<void> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppAddToFavorites"),
      BRIDGE_TIMEOUTS_MS.dialog,
      "VKWebAppAddToFavorites timeout",
    );
    if (!result.result) throw new Error("not added");
  } catch (error) {
    throw new BridgeActionError("Failed to add to favorites", error);
  }
}

/** Copies through VK; outside VK (or on failure) through the browser clipboard. Answers whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppCopyText", { text }),
      BRIDGE_TIMEOUTS_MS.quick,
      "VKWebAppCopyText timeout",
    );
    if (result.result) return true;
  } catch {
    // Fall through to the browser clipboard.
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Mobile clients only (docs/vk-platform.md §2.2); resolves with the scanned text. */
export async function openCodeReader(): Promise<string> {
  const result = await withTimeout(
    bridge.send("VKWebAppOpenCodeReader"),
    BRIDGE_TIMEOUTS_MS.dialog,
    "VKWebAppOpenCodeReader timeout",
  );
  return result.code_data;
}

/** docs/product.md §5 and §8: payments need the VK environment and an app id. */
export class PaymentError extends Error {
  constructor(message: "Payments only available in VK environment" | "VK App ID not available") {
    super(message);
    this.name = "PaymentError";
  }
}

function vkAppId(): number {
  const launch = getLaunchParams();
  if (!launch) throw new PaymentError("Payments only available in VK environment");
  const appId = Number(launch.values.vk_app_id);
  if (!Number.isInteger(appId) || appId <= 0) throw new PaymentError("VK App ID not available");
  return appId;
}

export type SubscriptionBoxAction = "create" | "resume" | "cancel";

/** The VK subscription dialog (docs/vk-platform.md §3.3): create with our item id, cancel/resume by subscription id. */
export async function showSubscriptionBox(
  action: SubscriptionBoxAction,
  ids: { item?: string; subscriptionId?: string },
): Promise<{ success: boolean; subscriptionId: string | null }> {
  vkAppId();
  const result = await withTimeout(
    bridge.send("VKWebAppShowSubscriptionBox", {
      action,
      ...(ids.item ? { item: ids.item } : {}),
      ...(ids.subscriptionId ? { subscription_id: ids.subscriptionId } : {}),
    }),
    BRIDGE_TIMEOUTS_MS.dialog,
    "VKWebAppShowSubscriptionBox timeout",
  );
  return { success: result.success === true, subscriptionId: result.subscriptionId ?? null };
}

/** docs/product.md §8: show ads gets 3 s; a time-out or failure gives false. */
export async function showNativeAds(format: NativeAdFormat, useWaterfall = false): Promise<boolean> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppShowNativeAds", { ad_format: format, use_waterfall: useWaterfall }),
      BRIDGE_TIMEOUTS_MS.showAds,
      "VKWebAppShowNativeAds timeout",
    );
    return result.result === true;
  } catch {
    return false;
  }
}
