import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signingString, signLaunchParams, verifyLaunchParams } from "./vk-launch-params";

/**
 * An attacker holds one genuine launch (their own, signed by VK) and builds any query they like from it. No such
 * query may verify as anyone else, or with another app or time (docs/security.md, what the signature covers).
 */
const SECRET = "forgery-test-secret";
const NOW_MS = 1_800_000_000_000;
const OPTIONS = { secret: SECRET, appId: 7, maxAgeS: 10 * 365 * 86_400, nowMs: NOW_MS };
const GENUINE_TS = String(NOW_MS / 1000 - 365 * 86_400);
const GENUINE = {
  vk_access_token_settings: "friends,groups",
  vk_app_id: "7",
  vk_is_app_user: "1",
  vk_language: "ru",
  vk_platform: "mobile_web",
  vk_ts: GENUINE_TS,
  vk_user_id: "111",
};
const genuineQuery = signLaunchParams(GENUINE, SECRET);
const genuineSign = new URLSearchParams(genuineQuery).get("sign") as string;

/** The accepted identity must be exactly the genuine one, or the query must be refused. */
function expectNoForgery(query: string): void {
  const result = verifyLaunchParams(query, OPTIONS);
  if (!result.ok) return;
  expect(result.identity.userId).toBe(GENUINE.vk_user_id);
  expect(result.identity.ts).toBe(Number(GENUINE.vk_ts));
  expect(result.identity.appId).toBe(7);
  for (const [key, value] of Object.entries(result.identity.params)) {
    if (key !== "sign") expect(value).toBe(GENUINE[key as keyof typeof GENUINE]);
  }
}

describe("launch parameters an attacker builds from their own genuine launch", () => {
  it("accepts the genuine launch itself", () => {
    expect(verifyLaunchParams(genuineQuery, OPTIONS)).toMatchObject({ ok: true, identity: { userId: "111" } });
  });

  it("refuses the whole signed string hidden in one key name listed alone in sign_keys", () => {
    // The signed string minus its last `=value` becomes a key name; that key's value restores the last value.
    const signed = signingString(GENUINE);
    const cut = signed.lastIndexOf("=");
    const smuggledKey = signed.slice(0, cut);
    const query = new URLSearchParams([
      [smuggledKey, decodeURIComponent(signed.slice(cut + 1))],
      ["sign_keys", smuggledKey],
      ["vk_user_id", "222"],
      ["vk_app_id", "7"],
      ["vk_ts", String(NOW_MS / 1000)],
      ["sign", genuineSign],
    ]).toString();
    expect(verifyLaunchParams(query, OPTIONS)).toMatchObject({ ok: false });
  });

  it("refuses sign_keys that leave the user, app or time unsigned", () => {
    for (const left of ["vk_user_id", "vk_app_id", "vk_ts"]) {
      const keys = Object.keys(GENUINE).filter((k) => k !== left);
      const query = signLaunchParams({ ...GENUINE, sign_keys: keys.join(",") }, SECRET);
      expect(verifyLaunchParams(query, OPTIONS)).toMatchObject({ ok: false, code: "AUTH_MALFORMED" });
    }
  });

  it("refuses a duplicated identity key, whichever copy a parser would keep", () => {
    expect(verifyLaunchParams(`${genuineQuery}&vk_user_id=222`, OPTIONS)).toMatchObject({ ok: false });
    expect(verifyLaunchParams(`vk_user_id=222&${genuineQuery}`, OPTIONS)).toMatchObject({ ok: false });
  });

  it("believes no vk_* value the signature does not cover", () => {
    const query = signLaunchParams({ ...GENUINE, sign_keys: Object.keys(GENUINE).join(",") }, SECRET);
    const result = verifyLaunchParams(`${query}&vk_is_favorite=1`, OPTIONS);
    expect(result.ok && result.identity.params.vk_is_favorite).toBe(undefined);
  });

  const keyName = fc.oneof(
    fc.constantFrom(...Object.keys(GENUINE), "sign_keys", "sign", "vk_", "vk_user_id="),
    fc.string({ unit: fc.constantFrom("v", "k", "_", "u", "s", "e", "r", "i", "d", "=", "&", "%", ",", "2", "6") }),
    // Pieces of the genuinely signed string, which an attacker would splice into names and lists.
    fc.tuple(fc.nat(200), fc.nat(200)).map(([a, b]) => signingString(GENUINE).slice(Math.min(a, b), Math.max(a, b))),
  );
  const value = fc.oneof(
    fc.constantFrom("222", "7", "8", GENUINE_TS, String(NOW_MS / 1000), genuineSign, ""),
    fc.string(),
    fc.array(keyName, { maxLength: 8 }).map((names) => names.join(",")),
  );

  it("never verifies as another user, app or time (fast-check over names with =, &, %, duplicates, sign_keys)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyName, value), { maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (extra, keepGenuine, withSign) => {
          const pairs: [string, string][] = keepGenuine ? [...new URLSearchParams(genuineQuery)] : [];
          pairs.push(...extra);
          if (withSign) pairs.push(["sign", genuineSign]);
          expectNoForgery(new URLSearchParams(pairs).toString());
        },
      ),
      { numRuns: 3000, seed: 20261123 },
    );
  });

  it("never verifies a changed identity in a query made of the genuine pairs, reordered and relisted", () => {
    const genuinePairs = [...new URLSearchParams(genuineQuery)].filter(([k]) => k !== "sign");
    fc.assert(
      fc.property(
        fc.shuffledSubarray(genuinePairs),
        fc.subarray(Object.keys(GENUINE)),
        fc.constantFrom("vk_user_id", "vk_app_id", "vk_ts"),
        fc.constantFrom("222", "8", String(NOW_MS / 1000)),
        (pairs, listed, changedKey, changedValue) => {
          const query = new URLSearchParams([
            ...pairs.filter(([k]) => k !== changedKey),
            [changedKey, changedValue],
            ["sign_keys", listed.join(",")],
            ["sign", genuineSign],
          ]);
          expectNoForgery(query.toString());
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });
});
