import crypto from "node:crypto";
import type { TErrorCode } from "@tarelka/contracts";

/**
 * VK launch-parameter signatures (docs/vk-platform.md §1.2). Pure functions: the HTTP hook in vk-auth.ts
 * only reads headers and turns a failed check into a 401.
 */

/** A verified launch. Read-only: one identity serves every request of a session (vk-auth.ts, verified launches). */
export interface VkIdentity {
  readonly userId: string;
  readonly appId: number;
  readonly platform: string;
  readonly language: string;
  /** vk_ts: always signed and checked (ALWAYS_SIGNED). */
  readonly ts: number;
  readonly sign: string;
  readonly params: Readonly<Record<string, string>>;
}

export type VerifyResult =
  | { ok: true; identity: VkIdentity }
  | { ok: false; code: Extract<TErrorCode, `AUTH_${string}`>; message: string };

/** Decoded parameters of a launch query string (a leading `?` is allowed); a repeated key keeps its last value. */
export function parseLaunchQuery(query: string): Record<string, string> {
  return Object.fromEntries(launchPairs(query));
}

function launchPairs(query: string): [string, string][] {
  return [...new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)];
}

/**
 * The only key names ever signed or read (docs/vk-platform.md §1.2). A name that could hold `=`, `&` or `%`
 * would let one key carry a whole signed string, so such a launch is refused outright.
 */
const LAUNCH_KEY = /^vk_[a-z0-9_]{1,64}$/;
/** Whoever signed the launch must have signed who, for which app and when (docs/security.md). */
const ALWAYS_SIGNED = ["vk_user_id", "vk_app_id", "vk_ts"] as const;

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type SignedKeys = { ok: true; keys: string[] } | { ok: false; message: string };

/**
 * The keys the signature covers, in signing order: `sign_keys` in its order when present (newer VK docs),
 * otherwise every `vk_*` key sorted by byte order. `sign_keys` is the caller's own claim, so it is believed only
 * when every name in it is well formed, present and listed once.
 */
export function signedKeys(params: Record<string, string>): SignedKeys {
  const present = Object.keys(params).filter((k) => k.startsWith("vk_"));
  if (present.some((k) => !LAUNCH_KEY.test(k))) return { ok: false, message: "A vk_* parameter name is malformed" };
  let keys = present.sort(byteOrder);
  if (params.sign_keys !== undefined) {
    keys = params.sign_keys.split(",");
    const wellFormed = keys.every((k) => LAUNCH_KEY.test(k) && Object.hasOwn(params, k));
    if (!wellFormed || new Set(keys).size !== keys.length) {
      return { ok: false, message: "sign_keys names a missing, repeated or malformed parameter" };
    }
  }
  return { ok: true, keys };
}

/**
 * The string VK signs for `keys`. Values are URL-encoded again after decoding, so a comma becomes `%2C` as VK
 * computes it; with key names limited to `vk_[a-z0-9_]`, the string splits back into exactly one list of pairs.
 */
export function signingString(params: Record<string, string>, keys?: string[]): string {
  const signed =
    keys ??
    Object.keys(params)
      .filter((k) => k.startsWith("vk_"))
      .sort(byteOrder);
  return signed.map((k) => `${k}=${encodeURIComponent(params[k] ?? "")}`).join("&");
}

export function computeSign(params: Record<string, string>, secret: string, keys?: string[]): string {
  return crypto.createHmac("sha256", secret).update(signingString(params, keys)).digest("base64url");
}

/** Constant-time comparison; parameters whose signed keys cannot be trusted never match. */
export function isSignatureValid(params: Record<string, string>, secret: string): boolean {
  const signed = signedKeys(params);
  if (!signed.ok) return false;
  const given = Buffer.from(params.sign ?? "", "utf8");
  const expected = Buffer.from(computeSign(params, secret, signed.keys), "utf8");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Signs parameters the way VK does; used by the local demo and by tests. */
export function signLaunchParams(params: Record<string, string>, secret: string): string {
  const withoutSign = Object.fromEntries(Object.entries(params).filter(([k]) => k !== "sign"));
  const keys = withoutSign.sign_keys?.split(",");
  const query = new URLSearchParams(withoutSign);
  query.set("sign", computeSign(withoutSign, secret, keys));
  return query.toString();
}

export interface VerifyOptions {
  secret: string;
  appId: number;
  maxAgeS: number;
  nowMs?: number;
}

/** VK's clocks and ours may differ a little; a launch more than this far in the future is forged. */
const MAX_CLOCK_SKEW_S = 300;

/** Keys whose repetition would let two parsers disagree about what was signed. */
const isSignatureKey = (key: string) => key.startsWith("vk_") || key === "sign" || key === "sign_keys";

/**
 * Why a launch signed at `ts` (vk_ts, seconds) is refused now, or null while it is fresh: older than `maxAgeS` or
 * further in the future than the clocks can differ. The API's cache of verified launches (vk-auth.ts) asks it again on
 * every request, so a launch that was fresh when its signature was checked is refused once it is not.
 */
export function launchAgeRefusal(
  ts: number,
  options: Pick<VerifyOptions, "maxAgeS" | "nowMs">,
): (VerifyResult & { ok: false }) | null {
  const ageS = Math.floor((options.nowMs ?? Date.now()) / 1000) - ts;
  if (ageS > options.maxAgeS || ageS < -MAX_CLOCK_SKEW_S) {
    return { ok: false, code: "AUTH_EXPIRED", message: `Launch parameters are ${ageS} s old` };
  }
  return null;
}

export function verifyLaunchParams(query: string, options: VerifyOptions): VerifyResult {
  const pairs = launchPairs(query);
  const seen = new Set<string>();
  for (const [key] of pairs) {
    if (!isSignatureKey(key)) continue;
    if (seen.has(key)) return { ok: false, code: "AUTH_MALFORMED", message: `Launch parameter ${key} is repeated` };
    seen.add(key);
  }
  const all = Object.fromEntries(pairs);
  if (!all.sign) return { ok: false, code: "AUTH_MALFORMED", message: "Launch parameters lack sign" };
  const signed = signedKeys(all);
  if (!signed.ok) return { ok: false, code: "AUTH_MALFORMED", message: signed.message };
  if (!ALWAYS_SIGNED.every((k) => signed.keys.includes(k))) {
    return {
      ok: false,
      code: "AUTH_MALFORMED",
      message: "Launch parameters must sign vk_user_id, vk_app_id and vk_ts",
    };
  }
  // The signature is checked before anything it covers is believed, and nothing it does not cover is kept.
  if (!isSignatureValid(all, options.secret)) {
    return { ok: false, code: "AUTH_BAD_SIGNATURE", message: "Launch parameters signature does not match" };
  }
  const params: Record<string, string> = Object.fromEntries(signed.keys.map((k) => [k, all[k] ?? ""]));
  params.sign = all.sign;
  const userId = params.vk_user_id ?? "";
  if (!/^[1-9]\d{0,19}$/.test(userId)) {
    return { ok: false, code: "AUTH_MALFORMED", message: "vk_user_id is not a number" };
  }
  if (params.vk_app_id !== String(options.appId)) {
    return { ok: false, code: "AUTH_WRONG_APP", message: "Launch parameters are for another app" };
  }
  const ts = /^\d{1,12}$/.test(params.vk_ts ?? "") ? Number(params.vk_ts) : Number.NaN;
  if (!Number.isSafeInteger(ts)) {
    return { ok: false, code: "AUTH_MALFORMED", message: "vk_ts is not a number" };
  }
  const stale = launchAgeRefusal(ts, options);
  if (stale) return stale;
  return {
    ok: true,
    identity: {
      userId,
      appId: options.appId,
      platform: params.vk_platform ?? "",
      language: params.vk_language ?? "",
      ts,
      sign: params.sign,
      params,
    },
  };
}
