import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSignatureValid, parseLaunchQuery, signLaunchParams, verifyLaunchParams } from "./vk-launch-params";

// Published vectors (docs/vk-platform.md §1.2): VK's own example, and one whose value carries an encoded comma.
const VK_VECTOR = {
  secret: "wvl68m4dR1UpLrVRli",
  query:
    "vk_user_id=494075&vk_app_id=6736218&vk_is_app_user=1&vk_are_notifications_enabled=1&vk_language=ru&vk_access_token_settings=&vk_platform=android&sign=htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRA",
};
const COMMA_VECTOR = {
  secret: "rkwdOT04kUh28RDEC9zr",
  query:
    "?vk_access_token_settings=friends%2Cgroups&vk_app_id=6825462&vk_are_notifications_enabled=0&vk_is_app_user=1&vk_language=ru&vk_platform=desktop_web&vk_user_id=19039187&sign=vBBPIysvzccFUn_e55JCGxZBnmxpXeh92XpiAY9gcv8",
};
const JSON_VALUE_VECTOR = {
  secret: "27cDPwLMFM4G6hetC9ed",
  query:
    '?vk_access_token_settings=&vk_app_id=7648434&vk_are_notifications_enabled=0&vk_experiment={"950":0,"949":0}&vk_is_app_user=1&vk_is_favorite=0&vk_language=ru&vk_platform=desktop_web&vk_ref=other&vk_ts=1607004912&vk_user_id=19039187&sign=opZy_yHgqes6dvcqHApACJcf_dmHphIbMUlRWkJK7Rw',
};

describe("launch parameter signature (docs/vk-platform.md §1.2)", () => {
  it("accepts the published test vectors", () => {
    for (const v of [VK_VECTOR, COMMA_VECTOR, JSON_VALUE_VECTOR]) {
      expect(isSignatureValid(parseLaunchQuery(v.query), v.secret)).toBe(true);
    }
  });

  it("rejects a vector with another secret or a changed value", () => {
    expect(isSignatureValid(parseLaunchQuery(VK_VECTOR.query), "another-secret")).toBe(false);
    const forged = VK_VECTOR.query.replace("vk_user_id=494075", "vk_user_id=494076");
    expect(isSignatureValid(parseLaunchQuery(forged), VK_VECTOR.secret)).toBe(false);
  });

  it("ignores parameters that are not vk_* (VK signs only those)", () => {
    expect(isSignatureValid(parseLaunchQuery(`${VK_VECTOR.query}&utm_source=feed`), VK_VECTOR.secret)).toBe(true);
  });

  it("signs exactly the keys of sign_keys, in their order, when present", () => {
    const params = {
      vk_user_id: "5",
      vk_app_id: "1",
      vk_ts: "100",
      vk_ref: "feed",
      sign_keys: "vk_ts,vk_user_id,vk_app_id",
    };
    const query = signLaunchParams(params, "secret-1");
    const parsed = parseLaunchQuery(query);
    expect(isSignatureValid(parsed, "secret-1")).toBe(true);
    // vk_ref is outside sign_keys, so changing it does not change the signature (and it is never believed).
    expect(isSignatureValid({ ...parsed, vk_ref: "other" }, "secret-1")).toBe(true);
    expect(isSignatureValid({ ...parsed, vk_ts: "101" }, "secret-1")).toBe(false);
    expect(isSignatureValid({ ...parsed, sign_keys: "vk_user_id,vk_ts,vk_app_id" }, "secret-1")).toBe(false);
  });

  it("round-trips any values it signs itself", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const query = signLaunchParams(
          { vk_user_id: "1", vk_app_id: "2", vk_ref: a, vk_access_token_settings: b },
          "s3cret",
        );
        return isSignatureValid(parseLaunchQuery(query), "s3cret");
      }),
    );
  });
});

describe("verifyLaunchParams", () => {
  const secret = "test-secret";
  const nowMs = 1_800_000_000_000;
  const fresh = { vk_user_id: "42", vk_app_id: "7", vk_ts: String(nowMs / 1000 - 60), vk_platform: "mobile_web" };
  const options = { secret, appId: 7, maxAgeS: 3600, nowMs };

  it("accepts fresh parameters for our app and reports the identity", () => {
    const result = verifyLaunchParams(signLaunchParams(fresh, secret), options);
    expect(result).toMatchObject({ ok: true, identity: { userId: "42", appId: 7, platform: "mobile_web" } });
  });

  it.each([
    ["missing sign", "vk_user_id=42&vk_app_id=7", "AUTH_MALFORMED"],
    ["forged", signLaunchParams(fresh, "other-secret"), "AUTH_BAD_SIGNATURE"],
    ["another app", signLaunchParams({ ...fresh, vk_app_id: "8" }, secret), "AUTH_WRONG_APP"],
    ["stale", signLaunchParams({ ...fresh, vk_ts: String(nowMs / 1000 - 3601) }, secret), "AUTH_EXPIRED"],
    ["from the future", signLaunchParams({ ...fresh, vk_ts: String(nowMs / 1000 + 3600) }, secret), "AUTH_EXPIRED"],
    ["no vk_ts", signLaunchParams({ vk_user_id: "42", vk_app_id: "7" }, secret), "AUTH_MALFORMED"],
    ["non-numeric user", signLaunchParams({ ...fresh, vk_user_id: "x" }, secret), "AUTH_MALFORMED"],
  ])("rejects %s parameters", (_name, query, code) => {
    expect(verifyLaunchParams(query, options)).toMatchObject({ ok: false, code });
  });
});
