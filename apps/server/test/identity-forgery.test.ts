import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_REPLIES_ELEMENT_ID } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingString, signLaunchParams } from "../src/auth/vk-launch-params";
import { FIRST_REPLIES_MAX_AGE_S } from "../src/plugins/first-replies";
import { BACKENDS, createTestApp, TEST_APP_ID, TEST_SECRET, type TestApp } from "./helpers";

/**
 * The attack of docs/security.md (identity): one genuine, year-old launch of the attacker, rebuilt so that the
 * whole signed string hides in one key name listed alone in `sign_keys`, with the victim's id and a fresh time.
 */
function forgedLaunch(attackerId: string, victimId: string): string {
  const nowS = Math.floor(Date.now() / 1000);
  const genuine = {
    vk_app_id: String(TEST_APP_ID),
    vk_language: "ru",
    vk_platform: "mobile_web",
    vk_ts: String(nowS - 365 * 86_400),
    vk_user_id: attackerId,
  };
  const sign = new URLSearchParams(signLaunchParams(genuine, TEST_SECRET)).get("sign") as string;
  const signed = signingString(genuine);
  const cut = signed.lastIndexOf("=");
  return new URLSearchParams([
    [signed.slice(0, cut), attackerId],
    ["sign_keys", signed.slice(0, cut)],
    ["vk_user_id", victimId],
    ["vk_app_id", String(TEST_APP_ID)],
    ["vk_ts", String(nowS)],
    ["vk_platform", "mobile_web"],
    ["sign", sign],
  ]).toString();
}

describe.each(BACKENDS)("identity forgery through sign_keys on %s (docs/security.md)", (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<html>landing</html>");
    fs.writeFileSync(path.join(dist, "app.html"), "<html><body>mini-app</body></html>");
    t = await createTestApp(backend, { WEB_DIST_DIR: dist });
    await t.createUser(5101, { firstName: "Жертва" });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("refuses the forged launch on the API, so the victim's diary is neither read nor written", async () => {
    const headers = { "x-vk-launch-params": Buffer.from(forgedLaunch("5999", "5101")).toString("base64") };
    const me = await t.app.inject({ url: "/api/users/me", headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("AUTH_MALFORMED");
    const write = await t.app.inject({
      method: "POST",
      url: "/api/water-intake/log",
      headers,
      payload: { amountMl: 250 },
    });
    expect(write.statusCode).toBe(401);
  });

  it("puts none of the victim's data in the page of GET /?<forged>", async () => {
    const res = await t.app.inject({ url: `/?${forgedLaunch("5999", "5101")}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(FIRST_REPLIES_ELEMENT_ID);
    expect(res.body).not.toContain("Жертва");
  });

  it("embeds first replies only for a launch younger than the embedding window", async () => {
    const page = async (ageS: number) => {
      const headers = t.headersFor(5101, { vk_ts: String(Math.floor(Date.now() / 1000) - ageS) });
      const query = Buffer.from(headers["x-vk-launch-params"] as string, "base64").toString("utf8");
      return (await t.app.inject({ url: `/?${query}` })).body;
    };
    expect(await page(60)).toContain("Жертва");
    // Still valid for API calls (decision 003), but a shared or logged URL no longer shows the person's data.
    const old = await page(FIRST_REPLIES_MAX_AGE_S + 60);
    expect(old).toContain("mini-app");
    expect(old).not.toContain("Жертва");
  });
});
