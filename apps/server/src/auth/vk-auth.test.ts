import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../config/env";
import { AppError } from "../errors/app-error";
import { createVerifiedLaunches } from "./verified-launches";
import { verifyLaunchHeader } from "./vk-auth";
import * as launchParams from "./vk-launch-params";

const APP_ID = 7654321;
const envWith = (secret: string) =>
  loadEnv({ NODE_ENV: "test", VK_APP_ID: String(APP_ID), VK_APP_SECRET: secret, LAUNCH_PARAMS_MAX_AGE_S: "3600" });
const now = () => Math.floor(Date.now() / 1000);

/** A launch header as the mini-app sends it: base64 of the signed query string. */
function header(secret: string, params: Record<string, string> = {}): string {
  const query = launchParams.signLaunchParams(
    { vk_user_id: "42", vk_app_id: String(APP_ID), vk_ts: String(now()), vk_platform: "mobile_web", ...params },
    secret,
  );
  return Buffer.from(query).toString("base64");
}

/** The code of the 401 a header is refused with, or null when it verifies. */
function refusal(env: ReturnType<typeof envWith>, encoded: string): string | null {
  try {
    verifyLaunchHeader(env, encoded);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode).toBe(401);
    return error.code;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("verified launches (docs/decisions/022-request-cost-and-embedded-upkeep.md)", () => {
  it("keeps the least recently used out first, within its bound", () => {
    const launches = createVerifiedLaunches(2);
    const identity = (userId: string) => ({ userId }) as launchParams.VkIdentity;
    launches.remember("a", identity("1"));
    launches.remember("b", identity("2"));
    expect(launches.get("a")?.userId).toBe("1"); // "b" is now the least recently used
    launches.remember("c", identity("3"));
    expect(launches.size).toBe(2);
    expect(launches.get("b")).toBeUndefined();
    expect(launches.get("a")?.userId).toBe("1");
    expect(launches.get("c")?.userId).toBe("3");
    launches.forget("a");
    expect(launches.get("a")).toBeUndefined();
  });

  it("checks a header's signature once, and answers the same identity after", () => {
    const env = envWith("cache-secret-one");
    const encoded = header("cache-secret-one");
    const verify = vi.spyOn(launchParams, "verifyLaunchParams");
    const first = verifyLaunchHeader(env, encoded);
    const second = verifyLaunchHeader(env, encoded);
    expect(second).toBe(first);
    expect(first.userId).toBe("42");
    expect(verify).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
  });

  it("still refuses forged, edited and foreign launches once a genuine one was verified", () => {
    const env = envWith("cache-secret-two");
    const genuine = header("cache-secret-two");
    expect(refusal(env, genuine)).toBeNull();
    const query = Buffer.from(genuine, "base64").toString();
    const edited = Buffer.from(query.replace("vk_user_id=42", "vk_user_id=43")).toString("base64");
    expect(refusal(env, edited)).toBe("AUTH_BAD_SIGNATURE");
    expect(refusal(env, header("not-the-secret"))).toBe("AUTH_BAD_SIGNATURE");
    expect(refusal(env, header("cache-secret-two", { vk_app_id: String(APP_ID + 1) }))).toBe("AUTH_WRONG_APP");
    expect(refusal(env, `${genuine}%`)).toBe("AUTH_MALFORMED");
    expect(refusal(env, genuine)).toBeNull();
  });

  it("refuses a verified launch from the second it grows too old, and verifies it afresh after", () => {
    const env = envWith("cache-secret-three");
    const signedAt = now() - 3590;
    const encoded = header("cache-secret-three", { vk_ts: String(signedAt) });
    expect(refusal(env, encoded)).toBeNull();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((signedAt + 3600) * 1000);
    expect(refusal(env, encoded)).toBeNull();
    vi.setSystemTime((signedAt + 3601) * 1000);
    expect(refusal(env, encoded)).toBe("AUTH_EXPIRED");
    // Forgotten when refused: the next check is the signature's own, with its own age check.
    const verify = vi.spyOn(launchParams, "verifyLaunchParams");
    expect(refusal(env, encoded)).toBe("AUTH_EXPIRED");
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("keeps what one configuration verified from another's", () => {
    const encoded = header("cache-secret-four");
    expect(refusal(envWith("cache-secret-four"), encoded)).toBeNull();
    expect(refusal(envWith("cache-secret-five"), encoded)).toBe("AUTH_BAD_SIGNATURE");
  });
});
