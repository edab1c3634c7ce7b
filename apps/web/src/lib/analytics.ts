import { EVENTS_CLIENT_THROTTLE, FIRST_ROUTE_ENDPOINTS } from "@tarelka/contracts";
import type { DeviceType } from "./device";

/**
 * A sliding-window limiter: at most `max` acquisitions in any `windowMs`. docs/product.md §9 throttles analytics events
 * to 10 per 1000 ms; events beyond that are dropped, since a burst that large is a loop, not a person.
 */
export function createThrottle(
  max: number = EVENTS_CLIENT_THROTTLE.max,
  windowMs: number = EVENTS_CLIENT_THROTTLE.windowMs,
  now: () => number = Date.now,
) {
  const stamps: number[] = [];
  return {
    tryAcquire(): boolean {
      const t = now();
      while (stamps.length > 0 && (stamps[0] as number) <= t - windowMs) stamps.shift();
      if (stamps.length >= max) return false;
      stamps.push(t);
      return true;
    },
  };
}

export type EventProperties = Record<string, string | number | boolean>;

export interface EventPayload {
  event: string;
  timestamp: string;
  url: string;
  userAgent: string;
  properties?: EventProperties;
}

export const EVENTS_ENDPOINT = FIRST_ROUTE_ENDPOINTS.event.path;

/** The server keeps at most this much of a URL (contracts ZEventRequestSchema). */
const MAX_URL = 2048;
const MAX_UA = 512;

export function buildEventPayload(
  event: string,
  properties: EventProperties | undefined,
  context: { url: string; userAgent: string; now: Date },
): EventPayload {
  return {
    event,
    timestamp: context.now.toISOString(),
    url: context.url.slice(0, MAX_URL),
    userAgent: context.userAgent.slice(0, MAX_UA),
    ...(properties && Object.keys(properties).length > 0 ? { properties } : {}),
  };
}

type Sender = (payload: EventPayload) => void;

/**
 * keepalive lets an event sent on a click that leaves the page still arrive. Plain fetch rather than the
 * shared request helper: analytics must not add the helper's weight to the landing, and a failed event is
 * only logged (docs/product.md §8: most failures are only logged).
 */
const beaconSender: Sender = (payload) => {
  void fetch(EVENTS_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    credentials: "include",
    keepalive: true,
  }).catch((error: unknown) => console.warn("analytics: event not sent", error));
};

export function createTracker(send: Sender = beaconSender, throttle = createThrottle()) {
  let dropped = 0;
  return {
    /** Sends a custom event of docs/product.md §7; answers false when the throttle dropped it. */
    track(event: string, properties?: EventProperties): boolean {
      if (!throttle.tryAcquire()) {
        dropped += 1;
        return false;
      }
      send(
        buildEventPayload(event, properties, {
          url: window.location.href,
          userAgent: navigator.userAgent,
          now: new Date(),
        }),
      );
      return true;
    },
    droppedCount: () => dropped,
  };
}

let shared: ReturnType<typeof createTracker> | undefined;

export function trackEvent(event: string, properties?: EventProperties): boolean {
  shared ??= createTracker();
  return shared.track(event, properties);
}

/** A global analytics function a host page may provide (gtag's shape); the third-party tag itself is off (§7). */
type GlobalAnalytics = (command: "event", name: string, params: Record<string, unknown>) => void;

export interface AppLaunchedParams {
  variant: string;
  device_type: DeviceType;
  url: string;
}

/**
 * docs/product.md §7 vk_app_launched: through the global analytics function if present, and logged. It also goes to our
 * own events endpoint, so the operator's daily count includes launches from the landing.
 */
export function trackAppLaunched(
  params: AppLaunchedParams,
  globalFn: unknown = (window as Window & { gtag?: unknown }).gtag,
): void {
  if (typeof globalFn === "function") {
    try {
      (globalFn as GlobalAnalytics)("event", "vk_app_launched", { ...params });
    } catch (error) {
      console.warn("analytics: global analytics function failed", error);
    }
  }
  console.info("analytics: vk_app_launched", params);
  trackEvent("vk_app_launched", { ...params });
}
