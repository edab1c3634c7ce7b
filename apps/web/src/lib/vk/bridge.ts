import bridge from "@vkontakte/vk-bridge";
import { getLaunchParams } from "../launch-params";
import { TimeoutError, withTimeout } from "../with-timeout";

/**
 * The one wrapper over @vkontakte/vk-bridge (docs/product.md §7 bridge calls, §8 bridge time-outs). Outside VK a bridge
 * call never settles (docs/vk-platform.md §2.2), so every call here has a time-out and a defined outcome.
 */
export const BRIDGE_TIMEOUTS_MS = {
  init: 2000,
  launchParams: 1000,
  userInfo: 3000,
  notifications: 2000,
  checkAds: 2000,
  showAds: 3000,
  /** Not in the spec: user-facing dialogs (share, pay, subscription box) wait for the person, so long. */
  dialog: 120_000,
  /** Not in the spec: storage, favourites and copy answer at once in VK; 3 s keeps a dead bridge from hanging. */
  quick: 3000,
} as const;

export interface VkUserInfo {
  id: number;
  first_name: string;
  last_name: string;
  photo_100?: string;
}

/** docs/product.md §8: init gets 2 s; on time-out (or failure) the app continues with the URL/session launch params. */
export async function initBridge(): Promise<boolean> {
  // docs/vk-platform.md §2.2: in a standalone top-level tab (the demo link, a browser) no VK host can ever answer,
  // so waiting out the 2 s would only delay the first screen.
  if (!bridge.isEmbedded()) {
    bridgeReady = false;
    return false;
  }
  try {
    await withTimeout(bridge.send("VKWebAppInit"), BRIDGE_TIMEOUTS_MS.init, "VKWebAppInit timeout");
    bridgeReady = true;
  } catch {
    bridgeReady = false;
  }
  return bridgeReady;
}

let bridgeReady = false;

/** True once a VK host answered VKWebAppInit: host-only features (ads, payments dialogs) are worth trying. */
export function isBridgeReady(): boolean {
  return bridgeReady;
}

/** docs/product.md §8: launch params get 1 s; a time-out or failure is treated as "none". */
export async function fetchBridgeLaunchParams(): Promise<Record<string, unknown> | null> {
  try {
    const params = await withTimeout(
      bridge.send("VKWebAppGetLaunchParams"),
      BRIDGE_TIMEOUTS_MS.launchParams,
      "VKWebAppGetLaunchParams timeout",
    );
    return params as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** docs/product.md §8: user info gets 3 s; a time-out is an error (the start-up shows its error screen). */
export async function getUserInfo(): Promise<VkUserInfo> {
  const info = await withTimeout(
    bridge.send("VKWebAppGetUserInfo"),
    BRIDGE_TIMEOUTS_MS.userInfo,
    "VKWebAppGetUserInfo timeout",
  );
  return { id: info.id, first_name: info.first_name, last_name: info.last_name, photo_100: info.photo_100 };
}

/** Asks to allow notifications; 2 s time-out or a refusal means "not granted" (docs/product.md §8). */
export async function allowNotifications(): Promise<boolean> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppAllowNotifications"),
      BRIDGE_TIMEOUTS_MS.notifications,
      "VKWebAppAllowNotifications timeout",
    );
    return result.result === true;
  } catch {
    return false;
  }
}

/**
 * docs/product.md §7 "request permissions (notify)" and §8: the permission request always returns true even when the
 * notifications call timed out or was refused — it is non-critical and must never stop the start-up.
 */
export async function requestNotifyPermission(): Promise<true> {
  await allowNotifications();
  return true;
}

/**
 * docs/vk-platform.md: on iOS an edge swipe closes the mini-app unless VKWebAppSetSwipeSettings({ history: true }) says
 * the app has a history of its own; then the swipe steps back in it (a popstate). Asked only in a VK host (a mobile
 * client's method); a refusal or time-out leaves the platform's default, so it is reported as false, never thrown.
 */
export async function setSwipeBack(history: boolean): Promise<boolean> {
  if (!bridgeReady) return false;
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppSetSwipeSettings", { history }),
      BRIDGE_TIMEOUTS_MS.quick,
      "VKWebAppSetSwipeSettings timeout",
    );
    return result.result === true;
  } catch {
    return false;
  }
}

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

/**
 * VK Storage limits (dev.vk.com VKWebAppStorageSet): keys of up to 100 characters from latin letters, digits,
 * '-' and '_'; values of up to 4096 bytes. Checked here so a bad write fails loudly instead of silently in VK.
 */
export const VK_STORAGE_LIMITS = { keyMaxLength: 100, valueMaxBytes: 4096 } as const;
const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
/** docs/product.md §7: 10 ms pause between successive writes (VK drops writes that come too fast). */
export const STORAGE_WRITE_PAUSE_MS = 10;

export function assertStorageEntry(key: string, value: string): void {
  if (key.length === 0 || key.length > VK_STORAGE_LIMITS.keyMaxLength || !STORAGE_KEY_PATTERN.test(key)) {
    throw new RangeError(`Invalid VK storage key "${key}"`);
  }
  if (new TextEncoder().encode(value).length > VK_STORAGE_LIMITS.valueMaxBytes) {
    throw new RangeError(`VK storage value for "${key}" is over ${VK_STORAGE_LIMITS.valueMaxBytes} bytes`);
  }
}

export async function storageGet(keys: string[]): Promise<Record<string, string>> {
  const result = await withTimeout(
    bridge.send("VKWebAppStorageGet", { keys }),
    BRIDGE_TIMEOUTS_MS.quick,
    "VKWebAppStorageGet timeout",
  );
  const values: Record<string, string> = {};
  for (const { key, value } of result.keys) if (value !== "") values[key] = value;
  return values;
}

let writeChain: Promise<void> = Promise.resolve();
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes one key; an empty value removes it (docs/product.md §7). Writes queue with a 10 ms pause between them. */
export function storageSet(key: string, value: string): Promise<void> {
  assertStorageEntry(key, value);
  const write = writeChain.then(async () => {
    await withTimeout(
      bridge.send("VKWebAppStorageSet", { key, value }),
      BRIDGE_TIMEOUTS_MS.quick,
      "VKWebAppStorageSet timeout",
    );
  });
  // The next write waits for this one and the pause, whatever this one's outcome.
  writeChain = write.catch(() => undefined).then(() => pause(STORAGE_WRITE_PAUSE_MS));
  return write;
}

export function storageRemove(key: string): Promise<void> {
  return storageSet(key, "");
}

export type NativeAdFormat = "interstitial" | "reward";

/** docs/product.md §8: check ads gets 2 s; a time-out or failure gives false. */
export async function checkNativeAds(format: NativeAdFormat, useWaterfall = false): Promise<boolean> {
  try {
    const result = await withTimeout(
      bridge.send("VKWebAppCheckNativeAds", { ad_format: format, use_waterfall: useWaterfall }),
      BRIDGE_TIMEOUTS_MS.checkAds,
      "VKWebAppCheckNativeAds timeout",
    );
    return result.result === true;
  } catch {
    return false;
  }
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

export type BridgeEvent = { type: string; data: Record<string, unknown> | undefined };

/** Receive-only events (VKWebAppUpdateConfig and others); answers the unsubscribe function. */
export function onBridgeEvent(listener: (event: BridgeEvent) => void): () => void {
  const handler = (event: { detail?: { type: string; data?: unknown } }) => {
    if (!event.detail) return;
    listener({ type: event.detail.type, data: event.detail.data as Record<string, unknown> | undefined });
  };
  bridge.subscribe(handler as never);
  return () => bridge.unsubscribe(handler as never);
}

export { TimeoutError };
