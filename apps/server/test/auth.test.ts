import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKENDS, createTestApp, TEST_APP_ID, type TestApp } from "./helpers";

describe.each(BACKENDS)("VK identity on %s (docs/product.md §4, docs/vk-platform.md §1.2)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LAUNCH_PARAMS_MAX_AGE_S: "3600" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ url: "/api/users/me", headers });
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ["missing", () => ({}), "AUTH_MISSING"],
    ["not base64", () => ({ "x-vk-launch-params": "%%%" }), "AUTH_MALFORMED"],
    ["forged", () => t.headersFor(2001, {}, "not-the-secret"), "AUTH_BAD_SIGNATURE"],
    ["for another app", () => t.headersFor(2001, { vk_app_id: String(TEST_APP_ID + 1) }), "AUTH_WRONG_APP"],
    ["stale", () => t.headersFor(2001, { vk_ts: String(now() - 3601) }), "AUTH_EXPIRED"],
  ])("answers 401 to %s launch parameters", async (_name, headers, code) => {
    const res = await me(headers());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(code);
  });

  it("answers 401 when a signed value was edited after signing", async () => {
    const headers = t.headersFor(2002);
    const query = Buffer.from(headers["x-vk-launch-params"] as string, "base64").toString();
    const edited = Buffer.from(query.replace("vk_user_id=2002", "vk_user_id=2003")).toString("base64");
    const res = await me({ "x-vk-launch-params": edited });
    expect(res.json().error.code).toBe("AUTH_BAD_SIGNATURE");
  });

  it("cross-checks the plain headers against the signed parameters", async () => {
    const signed = t.headersFor(2004);
    expect((await me({ ...signed, "x-vk-user-id": "2004" })).statusCode).toBe(404); // verified, just no account yet
    const mismatch = await me({ ...signed, "x-vk-user-id": "2005" });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json().error.code).toBe("AUTH_HEADER_MISMATCH");
    const platform = await me({ ...signed, "x-vk-platform": "desktop_web" });
    expect(platform.json().error.code).toBe("AUTH_HEADER_MISMATCH");
  });

  it("reads the person afresh on every request of a launch whose signature it verified once", async () => {
    // One header for the whole session, as the mini-app sends it: verified once (auth/verified-launches.ts), but
    // the account behind it is read on each request, so a change or a deletion shows on the next one.
    const headers = t.headersFor(2006);
    expect((await me(headers)).statusCode).toBe(404);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers,
      payload: { firstName: "Первое", lastName: "Имя" },
    });
    expect(created.statusCode).toBe(201);
    expect((await me(headers)).json().firstName).toBe("Первое");
    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers,
      payload: { firstName: "Второе" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(headers)).json().firstName).toBe("Второе");
    // The plain headers are still held to the signed values on a launch verified before.
    const mismatch = await me({ ...headers, "x-vk-user-id": "2007" });
    expect(mismatch.json().error.code).toBe("AUTH_HEADER_MISMATCH");
    // And a forged launch of the same person is still refused after the genuine one was verified.
    expect((await me(t.headersFor(2006, {}, "not-the-secret"))).json().error.code).toBe("AUTH_BAD_SIGNATURE");
    expect((await t.app.inject({ method: "DELETE", url: "/api/users/me", headers })).statusCode).toBe(204);
    expect((await me(headers)).json().error.code).toBe("USER_NOT_FOUND");
  });

  it("keeps health public and everything else under /api behind the signature", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", database: backend });
    expect((await t.app.inject({ method: "POST", url: "/api/users", payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/users/me", payload: {} })).statusCode).toBe(401);
  });
});

describe("HTTP surface", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { BODY_LIMIT_BYTES: "2048" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lets VK frame the app and leaks no referrer", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' https://vk.com https://*.vk.com https://vk.ru https://*.vk.ru",
    );
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers unknown API routes with a JSON 404 and oversized bodies with 413", async () => {
    const missing = await t.app.inject({ url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    const big = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...t.headersFor(3001), "content-type": "application/json" },
      payload: JSON.stringify({ firstName: "x".repeat(4096), lastName: "y" }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("never shows internals of a server error", async () => {
    vi.spyOn(t.app.deps.database.db, "execute").mockRejectedValue(new Error("secret connection string leaked"));
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json().error.code).toBe("INTERNAL");
  });
});
