import { type NetworkInformationLike, navigatorConnection, navigatorDeviceMemory } from "./network-info";

/** docs/product.md §2: dashboard, camera and analytics are preloaded after about 1 to 1.5 s. */
export const PRELOAD_DELAY_MS = 1200;
/** docs/product.md §2: preloading on interaction (hover, focus, touch) is delayed 100 ms. */
export const INTERACTION_PRELOAD_DELAY_MS = 100;

export interface PreloadEnvironment {
  connection?: NetworkInformationLike;
  deviceMemoryGb?: number;
  cores?: number;
}

/**
 * docs/product.md §2 and §9 thresholds. A browser that does not report a figure is not held back by it: Safari and
 * Firefox report none of these, and refusing them all would punish most iPhones for a missing API.
 */
export function shouldPreload(env: PreloadEnvironment): boolean {
  const c = env.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType === "2g" || c?.effectiveType === "slow-2g") return false;
  if (typeof c?.downlink === "number" && c.downlink < 1) return false;
  if (typeof env.deviceMemoryGb === "number" && env.deviceMemoryGb < 2) return false;
  if (typeof env.cores === "number" && env.cores < 4) return false;
  return true;
}

export function currentPreloadEnvironment(): PreloadEnvironment {
  return {
    connection: navigatorConnection(),
    deviceMemoryGb: navigatorDeviceMemory(),
    cores: typeof navigator.hardwareConcurrency === "number" ? navigator.hardwareConcurrency : undefined,
  };
}

export type Loader = () => Promise<unknown>;

/**
 * The performance mark set once every idle preload has settled, loaded or failed. It shows on the page's timeline
 * beside the first render's, so a trace tells whether the likeliest next page was ready before the person's tap.
 */
export const IDLE_PRELOAD_MARK = "tarelka:idle-preload-settled";

/** Loads each chunk once, whatever mix of idle and interaction preloads asks for it. */
export function createPreloader(onError: (error: unknown) => void = (e) => console.warn("preload failed", e)) {
  const started = new Map<Loader, Promise<unknown>>();
  const load = (loader: Loader) => {
    if (!started.has(loader)) started.set(loader, loader().catch(onError));
    return started.get(loader) as Promise<unknown>;
  };
  return {
    load,
    /** Schedules the idle preload; answers a cancel function. Nothing is scheduled when the device does not qualify. */
    scheduleIdle(
      loaders: Loader[],
      env: PreloadEnvironment = currentPreloadEnvironment(),
      delayMs = PRELOAD_DELAY_MS,
    ): () => void {
      if (!shouldPreload(env)) return () => {};
      const timer = setTimeout(() => {
        void Promise.all(loaders.map(load)).then(() => performance.mark(IDLE_PRELOAD_MARK));
      }, delayMs);
      return () => clearTimeout(timer);
    },
    /** For onPointerEnter / onFocus: loads after 100 ms unless the pointer leaves first (the returned cancel). */
    onInteraction(loader: Loader, delayMs = INTERACTION_PRELOAD_DELAY_MS): () => void {
      const timer = setTimeout(() => void load(loader), delayMs);
      return () => clearTimeout(timer);
    },
    startedCount: () => started.size,
  };
}

/**
 * Runs `run` once the first screen has settled: after `delayMs`, then in the browser's next idle period (at once
 * where there is no requestIdleCallback, as in older Safari). Unlike the docs/product.md §2 preloads it does not ask whether
 * the device qualifies: it is for work every person needs, just not on the first route (decision 006). Answers a cancel
 * function.
 */
export function runWhenIdle(run: () => void, delayMs = PRELOAD_DELAY_MS, idleTimeoutMs = 2000): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: idleTimeoutMs });
    else run();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

const interactionPreloader = createPreloader();

/**
 * Spread onto a link or button that leads to a lazy page: `<Link {...preloadOnInteraction(loader)}>`. The chunk
 * starts loading 100 ms after the pointer or focus arrives (docs/product.md §2), unless it leaves first.
 */
export function preloadOnInteraction(loader: Loader) {
  let cancel: (() => void) | undefined;
  const start = () => {
    cancel?.();
    cancel = interactionPreloader.onInteraction(loader);
  };
  const stop = () => cancel?.();
  return { onPointerEnter: start, onFocus: start, onTouchStart: start, onPointerLeave: stop, onBlur: stop };
}
