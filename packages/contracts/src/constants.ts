import { pathOf } from "./endpoint";
import { FIRST_ROUTE_ENDPOINTS } from "./endpoints/first-route";

/** Business constants of docs/product.md §9, in one place for the client and the server. */
export const SUPPORTED_LANGUAGES = ["ru", "en"] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = "ru";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type TMealType = (typeof MEAL_TYPES)[number];

/**
 * The meal a new entry belongs to by the hour it is added, on the device's clock (docs/product.md §3 Client
 * state, selectedMealType; the hours are ours and the reason is there): each row starts at its hour and runs
 * to the next row's.
 */
export const MEAL_TYPE_HOURS: readonly { from: number; mealType: TMealType }[] = [
  { from: 0, mealType: "snack" },
  { from: 4, mealType: "breakfast" },
  { from: 11, mealType: "lunch" },
  { from: 16, mealType: "snack" },
  { from: 18, mealType: "dinner" },
  { from: 23, mealType: "snack" },
];

/** The meal type of a new entry at `now` (MEAL_TYPE_HOURS). */
export function mealTypeAt(now: Date): TMealType {
  const hour = now.getHours();
  let found: TMealType = "snack";
  for (const row of MEAL_TYPE_HOURS) if (hour >= row.from) found = row.mealType;
  return found;
}

export const FREE_PHOTO_ANALYSES_PER_MONTH = 10;
export const AD_MIN_INTERVAL_MS = 5 * 60 * 1000;
/** No ad this soon after launch (VK's ad rules, docs/vk-platform.md §7): the launch counts as the last ad. */
export const AD_AFTER_LAUNCH_MS = AD_MIN_INTERVAL_MS;

export const TOAST_DURATION_MS = 4000;
export const TOAST_EXIT_MS = 300;

/** Device breakpoints of docs/product.md §9: mobile ≤ 768, tablet 769–1024, desktop > 1024. */
export const DEVICE_BREAKPOINTS = { mobileMax: 768, tabletMax: 1024 } as const;

/** docs/product.md §3 launch parameters: the `vk_*` keys plus `sign` (and `sign_keys`, which names the signed keys). */
export const isLaunchParamKey = (key: string): boolean =>
  key.startsWith("vk_") || key === "sign" || key === "sign_keys";

/** Headers of docs/product.md §7 that carry the launch parameters and tracing data. */
export const VK_HEADERS = {
  launchParams: "x-vk-launch-params",
  userId: "x-vk-user-id",
  appId: "x-vk-app-id",
  platform: "x-vk-platform",
  ts: "x-vk-ts",
  language: "x-vk-language",
  sign: "x-vk-sign",
} as const;

/**
 * The reads the mini-app's first screen makes (docs/product.md §4 Authentication and Settings restore, the dashboard's day).
 * Built in one place from the endpoints: the client asks for these exact paths, and the server answers them inside
 * the page it sends to a signed launch, keyed by the same strings (decision 006, first replies).
 */
export const FIRST_SCREEN_PATHS = {
  userExists: (socialId: string) => pathOf(FIRST_ROUTE_ENDPOINTS.userExists, { query: { provider: "vk", socialId } }),
  userMe: pathOf(FIRST_ROUTE_ENDPOINTS.userMe),
  daySummary: (date: string) => pathOf(FIRST_ROUTE_ENDPOINTS.daySummary, { query: { date } }),
} as const;

/** Id of the JSON script element holding the first screen's replies in the page sent to a signed launch. */
export const FIRST_REPLIES_ELEMENT_ID = "first-replies";

export const TRACING_HEADERS = {
  correlationId: "x-correlation-id",
  timezone: "x-user-timezone",
  clientTimestamp: "x-client-timestamp",
} as const;

/** docs/product.md §9: analytics events throttled to at most 10 per 1000 ms on the client. */
export const EVENTS_CLIENT_THROTTLE = { max: 10, windowMs: 1000 } as const;
/** Per IP on the server (ours): a page at the client's full rate for a minute, then 429. */
export const EVENTS_RATE_LIMIT_PER_MINUTE = 120;
