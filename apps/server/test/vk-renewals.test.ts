import http from "node:http";
import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, vkSubscriptions } from "../src/db/schema";
import { announcementsHeard, BACKENDS, createTestApp, signPayment, TEST_APP_ID, type TestApp } from "./helpers";
import { listenLocally, logCollector } from "./stand-ins";

const TOKEN = "vk-service-token-4c1f7e0b9a62d835";
const DAY_S = 86_400;
const METHOD_PATH = "/method/orders.getUserSubscriptionById";

/** What the stand-in answers for one subscription id. */
type VkAnswer =
  | { kind: "subscription"; subscription: Record<string, unknown> }
  | { kind: "error"; code: number; message: string }
  | { kind: "http"; status: number }
  | { kind: "not-json" }
  | { kind: "hang" }
  | { kind: "drop" };

interface VkCall {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  params: Record<string, string>;
}

/**
 * A local stand-in for VK's API, speaking its protocol for orders.getUserSubscriptionById: a POST form with
 * `access_token` and `v`, answered with `{response}` or `{error: {error_code, error_msg}}` and HTTP 200.
 * It records every call, so a test can tell whether VK was asked at all.
 */
async function startVkStandIn() {
  const calls: VkCall[] = [];
  const answers = new Map<string, VkAnswer>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method, path: req.url, contentType: req.headers["content-type"], params });
      const send = (status: number, text: string) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        res.end(text);
      };
      // VK's error object echoes the request's parameters; the worst case (token included) is what a client
      // must be safe against, so the stand-in echoes everything.
      const requestParams = Object.entries(params).map(([key, value]) => ({ key, value }));
      const vkError = (code: number, message: string) =>
        send(200, JSON.stringify({ error: { error_code: code, error_msg: message, request_params: requestParams } }));

      if (req.method !== "POST" || req.url !== METHOD_PATH) return vkError(3, "Unknown method passed");
      if (params.access_token !== TOKEN) return vkError(5, "User authorization failed: invalid access_token (4).");
      if (!params.v) return vkError(8, "Invalid request: v (version) is required");
      const answer = answers.get(params.subscription_id ?? "");
      if (!answer) return vkError(100, "One of the parameters specified was missing or invalid: subscription_id");
      switch (answer.kind) {
        case "subscription":
          return send(200, JSON.stringify({ response: answer.subscription }));
        case "error":
          return vkError(answer.code, answer.message);
        case "http":
          return send(answer.status, "<html>Bad gateway</html>");
        case "not-json":
          return send(200, "<html>maintenance</html>");
        case "hang":
          return; // never answers: the client's time-out has to end it
        case "drop":
          return req.socket.destroy();
      }
    });
  });
  const { origin, close } = await listenLocally(server);
  return {
    url: `${origin}/method`,
    answers,
    callsFor: (subscriptionId: string) => calls.filter((c) => c.params.subscription_id === subscriptionId),
    close,
  };
}

/** A subscription object as VK returns it (VKCOM api-schema orders_subscription). */
function vkSubscription(id: string, fields: Record<string, unknown>) {
  const nowS = Math.floor(Date.now() / 1000);
  return {
    id: Number(id),
    item_id: PREMIUM_PRODUCT.itemId,
    status: "active",
    period: PREMIUM_PRODUCT.periodDays,
    price: PREMIUM_PRODUCT.priceVotes,
    period_start_time: nowS,
    next_bill_time: nowS + PREMIUM_PRODUCT.periodDays * DAY_S,
    create_time: nowS - 40 * DAY_S,
    update_time: nowS,
    pending_cancel: false,
    test_mode: true,
    ...fields,
  };
}

type VkStandIn = Awaited<ReturnType<typeof startVkStandIn>>;

/** A signed subscription_status_change notification about `subscriptionId`, posted to the callback. */
function postSubscriptionChange(t: TestApp, vkUserId: number, subscriptionId: string, extra: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/vk/payments/callback",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(
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
      }),
    ).toString(),
  });
}

/** A person with a VK subscription whose known paid period has just ended, as time would leave it. */
async function subscriberWithEndedPeriod(t: TestApp, vkUserId: number, subscriptionId: string) {
  await t.createUser(vkUserId, { firstName: "Ольга", lastName: "Продлевает" });
  const chargeable = await postSubscriptionChange(t, vkUserId, subscriptionId, { status: "chargeable" });
  expect(chargeable.json()).toMatchObject({ response: { subscription_id: Number(subscriptionId) } });
  const past = new Date(Date.now() - 1000);
  const db = t.app.deps.database.db;
  await db
    .update(vkSubscriptions)
    .set({ currentPeriodEnd: past })
    .where(eq(vkSubscriptions.vkSubscriptionId, subscriptionId));
  await db
    .update(users)
    .set({ premiumExpiresAt: past })
    .where(eq(users.socialId, String(vkUserId)));
  await announcementsHeard(t.app.deps.database);
}

const statusOf = (t: TestApp, vkUserId: number) =>
  t.app.inject({ url: "/api/vk/subscription/status/me", headers: t.headersFor(vkUserId) });

async function storedUser(t: TestApp, vkUserId: number) {
  const rows = await t.app.deps.database.db
    .select()
    .from(users)
    .where(eq(users.socialId, String(vkUserId)));
  return rows[0];
}

describe.each(BACKENDS)("VK subscription renewals with a service token on %s", (backend) => {
  let vk: VkStandIn;
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    vk = await startVkStandIn();
    t = await createTestApp(
      backend,
      { VK_SERVICE_TOKEN: TOKEN, VK_API_URL: vk.url, VK_API_TIMEOUT_MS: "400", LOG_LEVEL: "trace" },
      { logStream: logs.stream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await vk?.close();
  });

  it("extends premium to VK's next_bill_time when the subscription renewed", async () => {
    await subscriberWithEndedPeriod(t, 3001, "8001");
    const nextBill = Math.floor(Date.now() / 1000) + 30 * DAY_S;
    vk.answers.set("8001", {
      kind: "subscription",
      subscription: vkSubscription("8001", { next_bill_time: nextBill }),
    });

    const res = await statusOf(t, 3001);
    expect(res.statusCode).toBe(200);
    const renewedUntil = new Date(nextBill * 1000).toISOString();
    expect(res.json()).toMatchObject({
      isPremium: true,
      premiumExpiresAt: renewedUntil,
      status: "active",
      subscription: { id: "8001", status: "active", currentPeriodEnd: renewedUntil },
    });
    expect(vk.callsFor("8001")).toEqual([
      {
        method: "POST",
        path: METHOD_PATH,
        contentType: expect.stringContaining("application/x-www-form-urlencoded"),
        params: { user_id: "3001", subscription_id: "8001", access_token: TOKEN, v: "5.199" },
      },
    ]);
    // Stored, not just answered: the person's record says premium, and the next read needs no question.
    expect(await storedUser(t, 3001)).toMatchObject({ isPremium: 1, premiumExpiresAt: new Date(nextBill * 1000) });
    const me = await t.app.inject({ url: "/api/users/me", headers: t.headersFor(3001) });
    expect(me.json()).toMatchObject({ isPremium: 1, premiumExpiresAt: renewedUntil });
    expect((await statusOf(t, 3001)).json().premiumExpiresAt).toBe(renewedUntil);
    expect(vk.callsFor("8001")).toHaveLength(1);
  });

  it("lets premium lapse and stores the cancellation when VK says the subscription is cancelled", async () => {
    await subscriberWithEndedPeriod(t, 3002, "8002");
    vk.answers.set("8002", {
      kind: "subscription",
      subscription: vkSubscription("8002", { status: "cancelled", cancel_reason: "payment_fail", next_bill_time: 0 }),
    });

    const res = await statusOf(t, 3002);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isPremium: false,
      status: "inactive",
      subscription: { id: "8002", status: "expired", cancelReason: "payment_fail" },
    });
    expect(vk.callsFor("8002")).toHaveLength(1);
    expect((await storedUser(t, 3002))?.isPremium).toBe(0);
    const [sub] = await t.app.deps.database.db
      .select()
      .from(vkSubscriptions)
      .where(eq(vkSubscriptions.vkSubscriptionId, "8002"));
    expect(sub).toMatchObject({ status: "cancelled", cancelReason: "payment_fail" });
  });

  it("keeps premium lapsed and answers 200 when VK answers an error, fails or times out", async () => {
    const failures: [string, VkAnswer][] = [
      ["8101", { kind: "error", code: 10, message: "Internal server error" }],
      ["8102", { kind: "http", status: 502 }],
      ["8103", { kind: "not-json" }],
      ["8104", { kind: "hang" }],
      ["8105", { kind: "drop" }],
      // A reply in the wrong shape is no renewal either.
      ["8106", { kind: "subscription", subscription: { status: "renewed", next_bill_time: "soon" } }],
    ];
    for (const [index, [subscriptionId, answer]] of failures.entries()) {
      const vkUserId = 3101 + index;
      await subscriberWithEndedPeriod(t, vkUserId, subscriptionId);
      vk.answers.set(subscriptionId, answer);
      const before = await storedUser(t, vkUserId);

      const res = await statusOf(t, vkUserId);
      expect(res.statusCode, answer.kind).toBe(200);
      expect(res.json(), answer.kind).toMatchObject({
        isPremium: false,
        status: "inactive",
        premiumExpiresAt: before?.premiumExpiresAt?.toISOString(),
        subscription: { id: subscriptionId, status: "expired" },
      });
      expect(vk.callsFor(subscriptionId), answer.kind).toHaveLength(1);
      expect((await storedUser(t, vkUserId))?.premiumExpiresAt, answer.kind).toEqual(before?.premiumExpiresAt);
    }
    const ids = new Set(failures.map(([id]) => id));
    const warnings = logs
      .parsed()
      .filter((l) => l.msg === "VK subscription re-check failed; premium stays as stored")
      .filter((l) => ids.has(String(l.subscriptionId)));
    expect(warnings.map((w) => (w.vkError as { kind: string }).kind)).toEqual([
      "api",
      "http",
      "malformed",
      "timeout",
      "network",
      "malformed",
    ]);
  });

  it("asks VK at most once per subscription within the re-check pause, and again after it", async () => {
    await subscriberWithEndedPeriod(t, 3201, "8201");
    // VK has not charged the renewal yet (a failing card, say): still active, the bill time already passed.
    const overdue = Math.floor(Date.now() / 1000) - 60;
    vk.answers.set("8201", { kind: "subscription", subscription: vkSubscription("8201", { next_bill_time: overdue }) });

    expect((await statusOf(t, 3201)).json()).toMatchObject({ isPremium: false, subscription: { status: "expired" } });
    expect((await statusOf(t, 3201)).json()).toMatchObject({ isPremium: false });
    const concurrent = await Promise.all([statusOf(t, 3201), statusOf(t, 3201), statusOf(t, 3201)]);
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(vk.callsFor("8201")).toHaveLength(1);

    // Eleven minutes later VK has charged it.
    await t.app.deps.database.db
      .update(vkSubscriptions)
      .set({ renewalCheckedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(vkSubscriptions.vkSubscriptionId, "8201"));
    const nextBill = Math.floor(Date.now() / 1000) + 30 * DAY_S;
    vk.answers.set("8201", {
      kind: "subscription",
      subscription: vkSubscription("8201", { next_bill_time: nextBill }),
    });
    expect((await statusOf(t, 3201)).json()).toMatchObject({
      isPremium: true,
      premiumExpiresAt: new Date(nextBill * 1000).toISOString(),
    });
    expect(vk.callsFor("8201")).toHaveLength(2);
  });

  it("asks VK nothing while the known period runs or about a subscription already cancelled", async () => {
    await subscriberWithEndedPeriod(t, 3301, "8301");
    vk.answers.set("8301", { kind: "subscription", subscription: vkSubscription("8301", {}) });
    // Back to a running period: the chargeable notification's own month.
    const future = new Date(Date.now() + 20 * DAY_S * 1000);
    const db = t.app.deps.database.db;
    await db
      .update(vkSubscriptions)
      .set({ currentPeriodEnd: future })
      .where(eq(vkSubscriptions.vkSubscriptionId, "8301"));
    await db.update(users).set({ premiumExpiresAt: future }).where(eq(users.socialId, "3301"));
    await announcementsHeard(t.app.deps.database);
    expect((await statusOf(t, 3301)).json()).toMatchObject({ isPremium: true });

    await subscriberWithEndedPeriod(t, 3302, "8302");
    vk.answers.set("8302", { kind: "subscription", subscription: vkSubscription("8302", {}) });
    await db
      .update(vkSubscriptions)
      .set({ status: "cancelled", cancelReason: "user_decision" })
      .where(eq(vkSubscriptions.vkSubscriptionId, "8302"));
    expect((await statusOf(t, 3302)).json()).toMatchObject({ isPremium: false, subscription: { status: "expired" } });

    expect(vk.callsFor("8301")).toHaveLength(0);
    expect(vk.callsFor("8302")).toHaveLength(0);
  });

  it("resumes a cancelled subscription on an active notification only when VK's API confirms it", async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const db = t.app.deps.database.db;
    const subscriptionOf = async (id: string) =>
      (await db.select().from(vkSubscriptions).where(eq(vkSubscriptions.vkSubscriptionId, id)))[0];

    // A genuine resume: VK says the subscription is active and bills again in 40 days.
    await t.createUser(3601, { firstName: "Ольга", lastName: "Возвращается" });
    expect((await postSubscriptionChange(t, 3601, "8601", { status: "chargeable" })).statusCode).toBe(200);
    await postSubscriptionChange(t, 3601, "8601", { status: "cancelled", cancel_reason: "user_decision" });
    const resumedUntil = nowS + 40 * DAY_S;
    vk.answers.set("8601", {
      kind: "subscription",
      subscription: vkSubscription("8601", { status: "active", next_bill_time: resumedUntil }),
    });
    const resume = await postSubscriptionChange(t, 3601, "8601", { status: "active", cancel_reason: "unknown" });
    expect(resume.json()).toEqual({ response: { subscription_id: 8601 } });
    expect(await subscriptionOf("8601")).toMatchObject({
      status: "active",
      cancelReason: null,
      currentPeriodEnd: new Date(resumedUntil * 1000),
    });
    expect(vk.callsFor("8601")).toHaveLength(1);

    // A late active, sent before the cancellation: VK says cancelled, so it is answered and ignored.
    await t.createUser(3602, { firstName: "Ольга", lastName: "Ушла" });
    await postSubscriptionChange(t, 3602, "8602", { status: "chargeable" });
    await postSubscriptionChange(t, 3602, "8602", { status: "cancelled", cancel_reason: "user_decision" });
    vk.answers.set("8602", {
      kind: "subscription",
      subscription: vkSubscription("8602", { status: "cancelled", cancel_reason: "user_decision", next_bill_time: 0 }),
    });
    const late = await postSubscriptionChange(t, 3602, "8602", { status: "active" });
    expect(late.json()).toEqual({ response: { subscription_id: 8602 } });
    expect(await subscriptionOf("8602")).toMatchObject({ status: "cancelled", cancelReason: "user_decision" });

    // VK cannot be asked: error 2, not critical, so VK sends the notification again later; nothing changes.
    await t.createUser(3603, { firstName: "Ольга", lastName: "Ждёт" });
    await postSubscriptionChange(t, 3603, "8603", { status: "chargeable" });
    await postSubscriptionChange(t, 3603, "8603", { status: "cancelled", cancel_reason: "user_decision" });
    vk.answers.set("8603", { kind: "http", status: 502 });
    const unsure = await postSubscriptionChange(t, 3603, "8603", { status: "active" });
    expect(unsure.json()).toEqual({ error: { error_code: 2, error_msg: expect.any(String), critical: false } });
    expect(await subscriptionOf("8603")).toMatchObject({ status: "cancelled" });
    // Once VK answers, the retried notification resumes it.
    vk.answers.set("8603", {
      kind: "subscription",
      subscription: vkSubscription("8603", { status: "active", next_bill_time: resumedUntil }),
    });
    expect((await postSubscriptionChange(t, 3603, "8603", { status: "active" })).json()).toEqual({
      response: { subscription_id: 8603 },
    });
    expect(await subscriptionOf("8603")).toMatchObject({ status: "active" });
  });

  it("never writes the service token to the logs", async () => {
    // One more failure whose VK error echoes the token back, in case the tests above ran alone.
    await subscriberWithEndedPeriod(t, 3401, "8401");
    vk.answers.set("8401", { kind: "error", code: 9, message: "Flood control" });
    expect((await statusOf(t, 3401)).statusCode).toBe(200);
    expect(vk.callsFor("8401")).toHaveLength(1);

    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.parsed().some((l) => l.msg === "VK subscription re-check failed; premium stays as stored")).toBe(true);
    for (const line of logs.lines) expect(line).not.toContain(TOKEN);
    expect(logs.lines.join("\n")).not.toContain("VK_SERVICE_TOKEN is not set");
  });
});

describe.each(BACKENDS)("VK subscription renewals without a service token on %s", (backend) => {
  let vk: VkStandIn;
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    vk = await startVkStandIn();
    // The API address is set, so only the missing token can keep the server from asking.
    t = await createTestApp(backend, { VK_API_URL: vk.url, LOG_LEVEL: "info" }, { logStream: logs.stream });
  });
  afterAll(async () => {
    await t?.close();
    await vk?.close();
  });

  it("lets premium lapse at the end of the known period, asks VK nothing and says so once at start-up", async () => {
    await subscriberWithEndedPeriod(t, 3501, "8501");
    vk.answers.set("8501", { kind: "subscription", subscription: vkSubscription("8501", {}) });

    const res = await statusOf(t, 3501);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPremium: false, status: "inactive", subscription: { status: "expired" } });
    expect((await storedUser(t, 3501))?.isPremium).toBe(0);
    expect(vk.callsFor("8501")).toHaveLength(0);

    const notices = logs.parsed().filter((l) => String(l.msg).startsWith("VK_SERVICE_TOKEN is not set"));
    expect(notices).toHaveLength(1);
    // A real VK app (VK_APP_SECRET is set in tests) gets a warning, not a quiet note.
    expect(notices[0]?.level).toBe(40);
  });
});
