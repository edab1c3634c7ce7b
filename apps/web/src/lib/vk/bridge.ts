import bridge from "@vkontakte/vk-bridge";
import { TimeoutError, withTimeout } from "../with-timeout";

/**
 * The one wrapper over @vkontakte/vk-bridge (docs/product.md §7 bridge calls, §8 bridge time-outs). Outside VK a bridge
 * call never settles (docs/vk-platform.md §2.2), so every call here has a time-out and a defined outcome.
 */
export const BRIDGE_TIMEOUTS_MS = {
  init: 2000,
  launchParams: 1000,
  userInfo: 3000,
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
