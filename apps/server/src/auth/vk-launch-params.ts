import crypto from "node:crypto";
import type { TErrorCode } from "@tarelka/contracts";

/**
 * VK launch-parameter signatures (vk-platform.md §1.2). Pure functions: the HTTP hook in vk-auth.ts
 * only reads headers and turns a failed check into a 401.
 */

export interface VkIdentity {
  userId: string;
  appId: number;
  platform: string;
  language: string;
  ts: number | null;
  sign: string;
  params: Record<string, string>;
}

export type VerifyResult = { ok: true; identity: VkIdentity } | { ok: false; code: TErrorCode; message: string };

/** Decoded parameters of a launch query string (a leading `?` is allowed). */
export function parseLaunchQuery(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)) params[key] = value;
  return params;
}

/**
 * The string VK signs: `sign_keys` in its order when present (newer docs), otherwise every `vk_*` key sorted by
 * byte order. Values are URL-encoded again after decoding, so a comma becomes `%2C` as VK computes it.
 */
export function signingString(params: Record<string, string>): string {
  const keys = params.sign_keys
    ? params.sign_keys.split(",").filter((k) => k in params)
    : Object.keys(params)
        .filter((k) => k.startsWith("vk_"))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((k) => `${k}=${encodeURIComponent(params[k] ?? "")}`).join("&");
}

export function computeSign(params: Record<string, string>, secret: string): string {
  return crypto.createHmac("sha256", secret).update(signingString(params)).digest("base64url");
}

/** Constant-time comparison; a length mismatch is answered without comparing contents. */
export function isSignatureValid(params: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(params.sign ?? "", "utf8");
  const expected = Buffer.from(computeSign(params, secret), "utf8");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Signs parameters the way VK does; used by the local demo and by tests. */
export function signLaunchParams(params: Record<string, string>, secret: string): string {
  const withoutSign = Object.fromEntries(Object.entries(params).filter(([k]) => k !== "sign"));
  const query = new URLSearchParams(withoutSign);
  query.set("sign", computeSign(withoutSign, secret));
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

export function verifyLaunchParams(query: string, options: VerifyOptions): VerifyResult {
  const params = parseLaunchQuery(query);
  if (!params.sign || !params.vk_user_id || !params.vk_app_id) {
    return { ok: false, code: "AUTH_MALFORMED", message: "Launch parameters lack sign, vk_user_id or vk_app_id" };
  }
  if (!/^\d{1,20}$/.test(params.vk_user_id)) {
    return { ok: false, code: "AUTH_MALFORMED", message: "vk_user_id is not a number" };
  }
  // The signature is checked before anything it covers is believed.
  if (!isSignatureValid(params, options.secret)) {
    return { ok: false, code: "AUTH_BAD_SIGNATURE", message: "Launch parameters signature does not match" };
  }
  if (Number(params.vk_app_id) !== options.appId) {
    return { ok: false, code: "AUTH_WRONG_APP", message: `Launch parameters are for app ${params.vk_app_id}` };
  }
  const ts = params.vk_ts ? Number(params.vk_ts) : Number.NaN;
  if (!Number.isInteger(ts)) {
    return { ok: false, code: "AUTH_MALFORMED", message: "vk_ts is missing or not a number" };
  }
  const ageS = Math.floor((options.nowMs ?? Date.now()) / 1000) - ts;
  if (ageS > options.maxAgeS || ageS < -MAX_CLOCK_SKEW_S) {
    return { ok: false, code: "AUTH_EXPIRED", message: `Launch parameters are ${ageS} s old` };
  }
  return {
    ok: true,
    identity: {
      userId: params.vk_user_id,
      appId: options.appId,
      platform: params.vk_platform ?? "",
      language: params.vk_language ?? "",
      ts,
      sign: params.sign,
      params,
    },
  };
}
