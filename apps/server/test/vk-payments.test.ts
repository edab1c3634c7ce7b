import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_VK_SECRET } from "../src/config/env";
import { paymentNotifications, paymentOrders, users, vkSubscriptions } from "../src/db/schema";
import { announcementsHeard, BACKENDS, createTestApp, signPayment, TEST_APP_ID, type TestApp } from "./helpers";

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

  const orderChange = (vkUserId: number, orderId: string, extra: Record<string, string>) =>
    signPayment({
      notification_type: "order_status_change",
      app_id: String(TEST_APP_ID),
      user_id: String(vkUserId),
      receiver_id: String(vkUserId),
      order_id: orderId,
      item: PREMIUM_PRODUCT.itemId,
      item_id: PREMIUM_PRODUCT.itemId,
      item_price: String(PREMIUM_PRODUCT.priceVotes),
      date: "1700000000",
      version: "5.199",
      ...extra,
    });
  const storedOrder = async (orderId: string) =>
    (await t.app.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.vkOrderId, orderId)))[0];

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
      signPayment({ ...common, notification_type: "get_subscription", item: "premium_month", lang: "en_US" }),
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
      notification_type: "order_status_change",
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
    await announcementsHeard(t.app.deps.database);
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

  it("ignores a late active notification of a cancelled subscription: no service token can confirm a resume", async () => {
    await createUser(2025);
    await post(subscriptionChange(2025, "7003", { status: "chargeable" }));
    await post(subscriptionChange(2025, "7003", { status: "cancelled", cancel_reason: "user_decision" }));
    // The `active` VK sent before the cancellation, delivered after it: answered (VK wants a reply), not applied.
    const late = await post(subscriptionChange(2025, "7003", { status: "active" }));
    expect(late.json()).toEqual({ response: { subscription_id: 7003 } });
    expect((await post(subscriptionChange(2025, "7003", { status: "active" }))).body).toBe(late.body);
    expect((await status(2025)).json()).toMatchObject({
      isPremium: true,
      subscription: { status: "cancelled", cancelReason: "user_decision" },
    });
  });

  it("applies a cancellation that overtook its chargeable: the paid period is granted, the subscription stays cancelled", async () => {
    await createUser(2026);
    const cancelled = await post(
      subscriptionChange(2026, "7006", { status: "cancelled", cancel_reason: "user_decision" }),
    );
    expect(cancelled.json()).toEqual({ response: { subscription_id: 7006 } });
    expect((await status(2026)).json()).toMatchObject({ isPremium: false });
    const charged = await post(subscriptionChange(2026, "7006", { status: "chargeable" }));
    expect(charged.json()).toEqual({ response: { subscription_id: 7006, app_order_id: expect.any(Number) } });
    expect((await status(2026)).json()).toMatchObject({
      isPremium: true,
      subscription: { id: "7006", status: "cancelled", cancelReason: "user_decision" },
    });
    // An active of the same subscription sent before the cancellation does not revive it either.
    await post(subscriptionChange(2026, "7006", { status: "active" }));
    expect((await status(2026)).json().subscription.status).toBe("cancelled");
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

  it("ends premium on a refunded order, once, and ignores a chargeable that arrives after the refund", async () => {
    await createUser(2040);
    const charged = await post(orderChange(2040, "555040", { status: "chargeable" }));
    expect(charged.json()).toEqual({ response: { order_id: 555040, app_order_id: expect.any(Number) } });
    expect((await status(2040)).json()).toMatchObject({ isPremium: true });

    const refund = orderChange(2040, "555040", { status: "refunded" });
    const refunded = await post(refund);
    expect(refunded.json()).toEqual({
      response: { order_id: 555040, app_order_id: charged.json().response.app_order_id },
    });
    expect((await status(2040)).json()).toMatchObject({ isPremium: false, status: "inactive" });
    expect(await storedOrder("555040")).toMatchObject({ status: "refunded" });
    expect((await post(refund)).body).toBe(refunded.body);

    // refunded is final: the chargeable again (a retry VK had in flight) answers as before and grants nothing.
    expect((await post(orderChange(2040, "555040", { status: "chargeable" }))).body).toBe(charged.body);
    expect((await status(2040)).json()).toMatchObject({ isPremium: false });
  });

  it("takes back only the refunded order's period, keeping time paid otherwise", async () => {
    await createUser(2041);
    await post(orderChange(2041, "555041", { status: "chargeable" }));
    await post(orderChange(2041, "555042", { status: "chargeable" }));
    const twoPeriods = new Date((await status(2041)).json().premiumExpiresAt).getTime();
    expect(Math.abs(twoPeriods - (Date.now() + 2 * PREMIUM_PRODUCT.periodDays * DAY_MS))).toBeLessThan(60_000);
    await post(orderChange(2041, "555042", { status: "refunded" }));
    const after = (await status(2041)).json();
    expect(after.isPremium).toBe(true);
    expect(new Date(after.premiumExpiresAt).getTime()).toBe(twoPeriods - PREMIUM_PRODUCT.periodDays * DAY_MS);
  });

  it("accepts a refund that overtook its chargeable, and then grants nothing for the chargeable", async () => {
    await createUser(2042);
    const refunded = await post(orderChange(2042, "555043", { status: "refunded" }));
    expect(refunded.json()).toEqual({ response: { order_id: 555043, app_order_id: expect.any(Number) } });
    const charged = await post(orderChange(2042, "555043", { status: "chargeable" }));
    expect(charged.json()).toEqual(refunded.json());
    expect((await status(2042)).json()).toMatchObject({ isPremium: false, premiumExpiresAt: null });
    expect(await storedOrder("555043")).toMatchObject({ status: "refunded" });
  });

  it("keeps a large order_id exact: stored as its digits and echoed digit for digit", async () => {
    await createUser(2043);
    const orderId = "100000000000000000000000123";
    const first = await post(orderChange(2043, orderId, { status: "chargeable" }));
    expect(first.body).toMatch(new RegExp(`^\\{"response":\\{"order_id":${orderId},"app_order_id":\\d+\\}\\}$`));
    expect((await post(orderChange(2043, orderId, { status: "chargeable" }))).body).toBe(first.body);
    expect(await storedOrder(orderId)).toMatchObject({ vkOrderId: orderId, status: "charged" });
    const subscriptionId = "900000000000000000000000001";
    const sub = await post(subscriptionChange(2043, subscriptionId, { status: "chargeable" }));
    expect(sub.body).toContain(`"subscription_id":${subscriptionId}`);
    // VK's own example subscription id is not a number: it is echoed as a string.
    const named = await post(subscriptionChange(2043, "subscr_internal_id_123", { status: "chargeable" }));
    expect(named.json().response.subscription_id).toBe("subscr_internal_id_123");
  });

  it("answers error 11, critical, for fields no retry can fix, and stores nothing", async () => {
    await createUser(2044);
    const db = t.app.deps.database.db;
    const notificationsBefore = (await db.select({ n: count() }).from(paymentNotifications))[0]?.n;
    const bad = [
      orderChange(2044, "556044", { status: "chargeable", item_price: "1e309" }),
      orderChange(2044, "556045", { status: "chargeable", item_price: "-5" }),
      orderChange(2044, "5560\u000046", { status: "chargeable" }),
      orderChange(2044, "1e23", { status: "chargeable" }),
      orderChange(2044, "556047", { status: "chargeable", item_title: "Премиум\u0000" }),
      subscriptionChange(2044, "7044", { status: "chargeable", item_price: "1e309" }),
      subscriptionChange(2044, "7045", { status: "cancelled", cancel_reason: "user\u0000decision" }),
      subscriptionChange(2044, "70\u000046", { status: "chargeable" }),
      subscriptionChange(2044, "7047", { status: "chargeable", next_bill_time: "tomorrow" }),
      subscriptionChange(2044, "7048", { status: "chargeable", user_id: "2044.5" }),
    ];
    for (const notification of bad) {
      const res = await post(notification);
      expect(res.json(), JSON.stringify(notification)).toEqual({
        error: { error_code: 11, error_msg: expect.any(String), critical: true },
      });
    }
    expect((await status(2044)).json()).toMatchObject({ isPremium: false, subscription: null });
    expect((await db.select({ n: count() }).from(paymentNotifications))[0]?.n).toBe(notificationsBefore);
    expect(await db.select().from(paymentOrders).where(like(paymentOrders.vkOrderId, "5560%"))).toEqual([]);
  });

  it("answers concurrent repeats of one notification identically and grants once", async () => {
    await createUser(2050);
    await createUser(2051);
    const copies = 12;
    const order = orderChange(2050, "555050", { status: "chargeable" });
    const orderReplies = await Promise.all(Array.from({ length: copies }, () => post(order)));
    const bodies = new Set(orderReplies.map((r) => r.body));
    expect([...bodies]).toEqual([expect.stringMatching(/^\{"response":\{"order_id":555050,"app_order_id":\d+\}\}$/)]);
    const orderExpiry = new Date((await status(2050)).json().premiumExpiresAt).getTime();
    expect(Math.abs(orderExpiry - (Date.now() + PREMIUM_PRODUCT.periodDays * DAY_MS))).toBeLessThan(60_000);

    const sub = subscriptionChange(2051, "7050", { status: "chargeable" });
    const subReplies = await Promise.all(Array.from({ length: copies }, () => post(sub)));
    expect(new Set(subReplies.map((r) => r.body)).size).toBe(1);
    expect(subReplies[0]?.json().response).toMatchObject({ subscription_id: 7050 });
    const db = t.app.deps.database.db;
    const subOrders = await db.select().from(paymentOrders).where(eq(paymentOrders.vkSubscriptionId, "7050"));
    expect(subOrders).toHaveLength(1);
    const subExpiry = new Date((await status(2051)).json().premiumExpiresAt).getTime();
    expect(Math.abs(subExpiry - (Date.now() + PREMIUM_PRODUCT.periodDays * DAY_MS))).toBeLessThan(60_000);
  });

  it("refuses VK's test notifications unless test payments are on, granting nothing", async () => {
    await createUser(2060);
    // The same notifications as the production ones, renamed as VK names them in test mode and signed again.
    const asTest = ({ sig: _sig, ...params }: Record<string, string>) =>
      signPayment({ ...params, notification_type: `${params.notification_type}_test` });
    for (const notification of [
      asTest(orderChange(2060, "555060", { status: "chargeable" })),
      asTest(subscriptionChange(2060, "7060", { status: "chargeable" })),
      asTest({ notification_type: "get_item", app_id: String(TEST_APP_ID), user_id: "2060", item: "premium_month" }),
    ]) {
      const res = await post(notification);
      expect(res.json()).toEqual({ error: { error_code: 100, error_msg: expect.any(String), critical: true } });
    }
    expect((await status(2060)).json()).toMatchObject({ isPremium: false, subscription: null });
    expect(await storedOrder("555060")).toBeUndefined();
  });

  it("serves the status only to a signed VK user", async () => {
    const anonymous = await t.app.inject({ url: "/api/vk/subscription/status/me" });
    expect(anonymous.statusCode).toBe(401);
    const noAccount = await status(2099);
    expect(noAccount.statusCode).toBe(404);
  });
});

describe.each(BACKENDS)("VK payments callback with test payments on, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { VK_PAYMENTS_TEST: "1" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("grants premium for a test order and marks it as a test", async () => {
    await t.createUser(2070, { firstName: "Ольга", lastName: "Тестирует" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vk/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(
        signPayment({
          notification_type: "order_status_change_test",
          app_id: String(TEST_APP_ID),
          user_id: "2070",
          order_id: "555070",
          item_id: PREMIUM_PRODUCT.itemId,
          status: "chargeable",
        }),
      ).toString(),
    });
    expect(res.json()).toEqual({ response: { order_id: 555070, app_order_id: expect.any(Number) } });
    const [order] = await t.app.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.vkOrderId, "555070"));
    expect(order).toMatchObject({ testMode: true, status: "charged" });
    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(2070) });
    expect(me.json().isPremium).toBe(1);
  });
});

describe.each(BACKENDS)("VK payments callback in demo mode on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // No protected key: the server signs and checks with the public demo secret.
    t = await createTestApp(backend, { VK_APP_SECRET: undefined, DEMO_MODE: "1" } as unknown as Record<string, string>);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses every notification signed with the public demo secret, critically, and grants nothing", async () => {
    expect(t.env.demoMode).toBe(true);
    const db = t.app.deps.database.db;
    await db.insert(users).values({ socialProvider: "vk", socialId: "2080", firstName: "Демо", lastName: "Взлом" });
    const forged: Record<string, string>[] = [
      {
        notification_type: "order_status_change",
        app_id: String(t.env.VK_APP_ID),
        user_id: "2080",
        order_id: "555080",
        item_id: PREMIUM_PRODUCT.itemId,
        status: "chargeable",
      },
      {
        notification_type: "subscription_status_change",
        app_id: String(t.env.VK_APP_ID),
        user_id: "2080",
        subscription_id: "7080",
        item_id: PREMIUM_PRODUCT.itemId,
        status: "chargeable",
      },
      { notification_type: "get_item", app_id: String(t.env.VK_APP_ID), user_id: "2080", item: "premium_month" },
    ];
    for (const params of forged) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/vk/payments/callback",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(signPayment(params, DEMO_VK_SECRET)).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: { error_code: 10, error_msg: expect.any(String), critical: true } });
    }
    const [person] = await db.select().from(users).where(eq(users.socialId, "2080"));
    expect(person).toMatchObject({ isPremium: 0, premiumExpiresAt: null });
    expect(await db.select().from(paymentOrders)).toEqual([]);
  });
});
