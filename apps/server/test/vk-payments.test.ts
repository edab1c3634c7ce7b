import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, vkSubscriptions } from "../src/db/schema";
import { BACKENDS, createTestApp, signPayment, TEST_APP_ID, type TestApp } from "./helpers";

const DAY_MS = 86_400_000;

describe.each(BACKENDS)("VK payments callback on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (params: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/vk/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(params).toString(),
    });
  const status = (vkUserId: number) =>
    t.app.inject({ url: "/api/vk/subscription/status/me", headers: t.headersFor(vkUserId) });
  const createUser = (vkUserId: number) => t.createUser(vkUserId, { firstName: "Ольга", lastName: "Платит" });
  const subscriptionChange = (vkUserId: number, subscriptionId: string, extra: Record<string, string>) =>
    signPayment({
      notification_type: "subscription_status_change",
      app_id: String(TEST_APP_ID),
      user_id: String(vkUserId),
      receiver_id: String(vkUserId),
      subscription_id: subscriptionId,
      item_id: PREMIUM_PRODUCT.itemId,
      item_price: String(PREMIUM_PRODUCT.priceVotes),
      version: "5.199",
      ...extra,
    });

  it("answers get_item and get_subscription with the product, in the notification's language", async () => {
    const common = {
      app_id: String(TEST_APP_ID),
      user_id: "2001",
      receiver_id: "2001",
      order_id: "1",
      version: "5.199",
    };
    const item = await post(
      signPayment({ ...common, notification_type: "get_item", item: "premium_month", lang: "ru_RU" }),
    );
    expect(item.statusCode).toBe(200);
    expect(item.json()).toEqual({
      response: { item_id: "premium_month", title: PREMIUM_PRODUCT.title.ru, price: PREMIUM_PRODUCT.priceVotes },
    });
    const sub = await post(
      signPayment({ ...common, notification_type: "get_subscription_test", item: "premium_month", lang: "en_US" }),
    );
    expect(sub.json()).toEqual({
      response: {
        item_id: "premium_month",
        title: PREMIUM_PRODUCT.title.en,
        price: PREMIUM_PRODUCT.priceVotes,
        period: PREMIUM_PRODUCT.periodDays,
      },
    });
  });

  it("answers error 20 for an unknown item or subscription", async () => {
    for (const type of ["get_item", "get_subscription"]) {
      const res = await post(
        signPayment({ notification_type: type, app_id: String(TEST_APP_ID), user_id: "2002", item: "premium_forever" }),
      );
      expect(res.json()).toEqual({ error: { error_code: 20, error_msg: expect.any(String), critical: true } });
    }
  });

  it("rejects a forged notification with error 10 and grants nothing", async () => {
    await createUser(2003);
    const genuine = subscriptionChange(2003, "903", { status: "chargeable" });
    const forgedSig = await post({ ...genuine, sig: "0".repeat(32) });
    expect(forgedSig.json()).toEqual({ error: { error_code: 10, error_msg: "Signature mismatch", critical: true } });
    const unsigned = Object.fromEntries(Object.entries(genuine).filter(([k]) => k !== "sig"));
    // Signed with another key (someone guessing the demo secret, say).
    const wrongKey = await post(signPayment(unsigned, "tarelka-local-demo-secret"));
    expect(wrongKey.json().error.error_code).toBe(10);
    const tampered = await post({ ...genuine, user_id: "2004" });
    expect(tampered.json().error.error_code).toBe(10);
    const missing = await post(unsigned);
    expect(missing.json().error.error_code).toBe(10);
    expect((await status(2003)).json()).toMatchObject({ isPremium: false, subscription: null });
    // The same notification with its genuine signature is accepted, so the rejections above were the sig's doing.
    expect((await post(genuine)).json().response).toMatchObject({ subscription_id: 903 });
  });

  it("grants premium on chargeable, answers a repeat identically and grants nothing twice", async () => {
    await createUser(2010);
    const before = await status(2010);
    expect(before.json()).toEqual({ isPremium: false, premiumExpiresAt: null, status: "inactive", subscription: null });

    const notification = subscriptionChange(2010, "7001", { status: "chargeable" });
    const first = await post(notification);
    expect(first.json()).toEqual({ response: { subscription_id: 7001, app_order_id: expect.any(Number) } });
    const after = (await status(2010)).json();
    expect(after).toMatchObject({ isPremium: true, status: "active", subscription: { id: "7001", status: "active" } });
    const expiresAt = new Date(after.premiumExpiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + PREMIUM_PRODUCT.periodDays * DAY_MS))).toBeLessThan(60_000);

    const repeat = await post(notification);
    expect(repeat.body).toBe(first.body);
    const again = (await status(2010)).json();
    expect(again.premiumExpiresAt).toBe(after.premiumExpiresAt);

    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(2010) });
    expect(me.json()).toMatchObject({ isPremium: 1, premiumExpiresAt: after.premiumExpiresAt });
  });

  it("grants premium for a one-off order once per order_id", async () => {
    await createUser(2015);
    const order = signPayment({
      notification_type: "order_status_change_test",
      app_id: String(TEST_APP_ID),
      user_id: "2015",
      receiver_id: "2015",
      order_id: "555001",
      item_id: PREMIUM_PRODUCT.itemId,
      item: PREMIUM_PRODUCT.itemId,
      item_price: String(PREMIUM_PRODUCT.priceVotes),
      status: "chargeable",
      date: "1700000000",
    });
    const first = await post(order);
    expect(first.json()).toEqual({ response: { order_id: 555001, app_order_id: expect.any(Number) } });
    const expiry = (await status(2015)).json().premiumExpiresAt;
    expect((await post(order)).body).toBe(first.body);
    expect((await status(2015)).json().premiumExpiresAt).toBe(expiry);
  });

  it("keeps premium to the end of the paid period after a cancellation, then expires it", async () => {
    await createUser(2020);
    await post(subscriptionChange(2020, "7002", { status: "chargeable" }));
    const cancel = subscriptionChange(2020, "7002", { status: "cancelled", cancel_reason: "user_decision" });
    const cancelled = await post(cancel);
    expect(cancelled.json()).toEqual({ response: { subscription_id: 7002 } });
    expect((await post(cancel)).body).toBe(cancelled.body);
    expect((await status(2020)).json()).toMatchObject({
      isPremium: true,
      status: "active",
      subscription: { status: "cancelled", cancelReason: "user_decision" },
    });

    // The paid period ends (VK sends nothing then): move it into the past as time would.
    const past = new Date(Date.now() - 1000);
    const db = t.app.deps.database.db;
    await db
      .update(vkSubscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(vkSubscriptions.vkSubscriptionId, "7002"));
    await db.update(users).set({ premiumExpiresAt: past }).where(eq(users.socialId, "2020"));
    expect((await status(2020)).json()).toMatchObject({
      isPremium: false,
      status: "inactive",
      subscription: { status: "expired" },
    });
    const stored = await db.select().from(users).where(eq(users.socialId, "2020"));
    expect(stored[0]?.isPremium).toBe(0);
    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(2020) });
    expect(me.json().isPremium).toBe(0);
  });

  it("resumes a cancelled subscription with status active", async () => {
    await createUser(2025);
    await post(subscriptionChange(2025, "7003", { status: "chargeable" }));
    await post(subscriptionChange(2025, "7003", { status: "cancelled", cancel_reason: "user_decision" }));
    const resumed = await post(subscriptionChange(2025, "7003", { status: "active" }));
    expect(resumed.json()).toEqual({ response: { subscription_id: 7003 } });
    expect((await status(2025)).json()).toMatchObject({ isPremium: true, subscription: { status: "active" } });
  });

  it("answers error 11 for a malformed notification and 22 for a person without an account", async () => {
    const noType = await post(signPayment({ app_id: String(TEST_APP_ID), user_id: "2030" }));
    expect(noType.json().error).toMatchObject({ error_code: 11, critical: true });
    const otherApp = await post(signPayment({ notification_type: "get_item", app_id: "1", item: "premium_month" }));
    expect(otherApp.json().error.error_code).toBe(11);
    const stranger = await post(subscriptionChange(2031, "7004", { status: "chargeable" }));
    expect(stranger.json().error.error_code).toBe(22);
    const unknownSub = await post(subscriptionChange(2031, "7005", { status: "chargeable", item_id: "gold" }));
    expect(unknownSub.json().error.error_code).toBe(20);
  });

  it("serves the status only to a signed VK user", async () => {
    const anonymous = await t.app.inject({ url: "/api/vk/subscription/status/me" });
    expect(anonymous.statusCode).toBe(401);
    const noAccount = await status(2099);
    expect(noAccount.statusCode).toBe(404);
  });
});
