import { isLaunchParamKey } from "@tarelka/contracts";

/**
 * Launch parameters of docs/product.md §3: the `vk_*` keys plus `sign`, collected from the URL query, the URL hash and
 * session storage, in that order. Session storage keeps them across in-app navigation, where the URL loses them.
 */
export const LAUNCH_PARAMS_STORAGE_KEY = "tarelka.launch-params";

export type LaunchParamsSource = "query" | "hash" | "session" | "none";

export interface LaunchParams {
  /** The launch query string exactly as VK signed it (vk_* keys and sign only). */
  raw: string;
  values: Record<string, string>;
  source: LaunchParamsSource;
}

function pickLaunchKeys(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search.replace(/^[?#]/, ""));
  const picked: Record<string, string> = {};
  for (const [key, value] of params) {
    if (isLaunchParamKey(key)) picked[key] = value;
  }
  return picked.sign && picked.vk_user_id ? picked : null;
}

function toLaunchParams(values: Record<string, string>, source: LaunchParamsSource): LaunchParams {
  return { raw: new URLSearchParams(values).toString(), values, source };
}

export function collectLaunchParams(
  location: Pick<Location, "search" | "hash"> = window.location,
): LaunchParams | null {
  const fromQuery = pickLaunchKeys(location.search);
  const fromHash = fromQuery ? null : pickLaunchKeys(location.hash);
  const fresh = fromQuery ?? fromHash;
  if (fresh) {
    try {
      sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(fresh));
    } catch {
      // Without session storage the params still work for this page load.
    }
    return toLaunchParams(fresh, fromQuery ? "query" : "hash");
  }
  try {
    const saved = sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY);
    const values = saved ? (JSON.parse(saved) as Record<string, string>) : null;
    if (values?.sign && values.vk_user_id) return toLaunchParams(values, "session");
  } catch {
    // A corrupt saved value is treated as absent.
  }
  return null;
}

let cached: LaunchParams | null | undefined;

/** The launch parameters of this page load, collected once. */
export function getLaunchParams(): LaunchParams | null {
  if (cached === undefined) cached = collectLaunchParams();
  return cached;
}

/** Inside VK means signed launch parameters are present; the server decides whether they are genuine. */
export function isVkEnvironment(): boolean {
  return getLaunchParams() !== null;
}

/** UTF-8 safe base64 of the launch query string for the X-VK-Launch-Params header (docs/product.md §7). */
export function encodeLaunchParams(raw: string): string {
  const bytes = new TextEncoder().encode(raw);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
