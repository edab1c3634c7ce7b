import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealPhotoFixture } from "./fixtures/meal-photo";
import { chromiumAvailable, demoHeaders, demoLaunchQuery } from "./harness";
import { startStandInVision } from "./stand-in-vision";
import { useServerAndBrowser } from "./suite";

const HOST_HTML = fs.readFileSync(path.join(import.meta.dirname, "fixtures/vk-host.html"), "utf8");

/**
 * The app's protected key in these journeys. Payment callbacks are never accepted under the demo's public secret
 * (docs/security.md, Demo mode), so this server runs as a configured VK app instead of the demo.
 */
const APP_SECRET = "e2e-vk-host-protected-key";

/** Signed like VK's payments notifications (docs/vk-platform.md §3.2), written from the documented algorithm. */
function signPayment(params: Record<string, string>): string {
  let base = "";
  for (const key of Object.keys(params).sort()) base += `${key}=${params[key]}`;
  const sig = crypto
    .createHash("md5")
    .update(base + APP_SECRET)
    .digest("hex");
  return new URLSearchParams({ ...params, sig }).toString();
}

describe.runIf(chromiumAvailable)("the mini-app inside a VK host page (docs/vk-platform.md)", () => {
  // A vision model stands in, so a photo is a free analysis, the one a VK ad may come before.
  let vision: Awaited<ReturnType<typeof startStandInVision>>;
  const env: Record<string, string> = { DEMO_MODE: "0", VK_APP_ID: "1", VK_APP_SECRET: APP_SECRET };
  beforeAll(async () => {
    vision = await startStandInVision();
    env.VISION_API_BASE_URL = vision.url;
    env.VISION_MODEL = "stand-in";
  });
  afterAll(async () => {
    await vision?.close();
  });
  const suite = useServerAndBrowser(env);

  async function createUser(userId: string) {
    const res = await fetch(`${suite.server.baseUrl}/api/users`, {
      method: "POST",
      headers: demoHeaders(userId, APP_SECRET),
      body: JSON.stringify({ firstName: "Вера", lastName: "Хост", profileData: { dailyCalorieGoal: 1800 } }),
    });
    expect(res.status).toBe(201);
  }

  /** Opens the host page (served on the app's origin, which the CSP frame-ancestors allows) around the app. */
  async function openInHost(
    userId: string,
    options: {
      path?: string;
      behaviour?: Record<string, unknown>;
      appearance?: string;
      subscriptionId?: string;
      adReady?: boolean;
      /** How long ago the launch seems to the app: its clock runs this far ahead of the page's start. */
      launchedMsAgo?: number;
    } = {},
  ): Promise<Page> {
    const launch = demoLaunchQuery(userId, APP_SECRET);
    const cfg = {
      userId,
      appUrl: `${options.path ?? "/"}?${launch}`,
      behaviour: options.behaviour ?? {},
      appearance: options.appearance ?? "light",
      subscriptionId: options.subscriptionId ?? "1",
      adReady: options.adReady ?? false,
    };
    const page = await suite.browser.newPage();
    // Each journey is a first launch: no user cached by an earlier journey in this browser profile.
    await page.addInitScript(() => localStorage.clear());
    if (options.launchedMsAgo) {
      await page.addInitScript((ahead) => {
        const now = Date.now;
        Date.now = () => now() + ahead;
      }, options.launchedMsAgo);
    }
    await page.route(`${suite.server.baseUrl}/__vk-host`, (route) =>
      route.fulfill({ contentType: "text/html", body: HOST_HTML }),
    );
    await page.goto(`${suite.server.baseUrl}/__vk-host#${encodeURIComponent(JSON.stringify(cfg))}`);
    return page;
  }

  const app = (page: Page) => page.frameLocator("#app");
  const calls = (page: Page) => page.evaluate(() => (window as unknown as { vkCalls: string[] }).vkCalls);

  it("tells VK the app has a history of its own while it has one, so an iOS edge swipe steps back", async () => {
    await createUser("7110");
    const page = await openInHost("7110");
    const frame = app(page);
    await frame.getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 15_000 });
    const swipes = () => page.evaluate(() => (window as unknown as { swipeSettings: boolean[] }).swipeSettings);
    // On the first screen the swipe is VK's own: it closes the app.
    await expect.poll(swipes).toEqual([false]);
    await frame.getByTestId("tab-bar").getByTestId("tab-/analytics").click();
    await frame.getByRole("heading", { name: "Аналитика", level: 1 }).waitFor();
    await expect.poll(swipes).toEqual([false, true]);
    await frame.getByRole("button", { name: "Назад" }).click();
    await frame.getByRole("heading", { name: "Привет, Вера!" }).waitFor();
    await expect.poll(swipes).toEqual([false, true, false]);
    await page.close();
  });

  it("starts normally: init, user info, the dashboard, and the vk-app class; no notification prompt", async () => {
    await createUser("7101");
    const page = await openInHost("7101");
    await app(page).getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 15_000 });
    expect(await calls(page)).toEqual(expect.arrayContaining(["VKWebAppInit", "VKWebAppGetUserInfo"]));
    // A first sign-in asks nothing about notifications: the server sends none, and VK allows asking only in
    // context, for something that is sent (docs/decisions/021-notifications-in-context.md).
    expect(await calls(page)).not.toContain("VKWebAppAllowNotifications");
    expect(await app(page).locator("html").getAttribute("class")).toContain("vk-app");
    expect(await app(page).locator("html").getAttribute("class")).not.toContain("dark");
    await page.close();
  });

  it("goes on after a slow init (2 s bridge time-out) and still reaches the dashboard", async () => {
    await createUser("7102");
    const started = Date.now();
    const page = await openInHost("7102", { behaviour: { VKWebAppInit: 4000 } });
    await app(page).getByText("Подключаемся к ВКонтакте...").waitFor();
    await app(page).getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await page.close();
  });

  it("shows the error screen when user info times out (3 s), and a retry recovers", async () => {
    await createUser("7103");
    const page = await openInHost("7103", { behaviour: { VKWebAppGetUserInfo: "hang" } });
    await app(page).getByRole("heading", { name: "Ошибка подключения" }).waitFor({ timeout: 15_000 });
    await app(page).getByText("Детали отладки").click();
    const details = JSON.parse((await app(page).locator("pre").textContent()) ?? "{}");
    expect(details.error).toContain("VKWebAppGetUserInfo timeout");
    // docs/product.md §3 diagnostics record, with the signature shortened so the pasted record cannot replay the launch.
    expect(details).toMatchObject({ isIframe: true, hasVKParams: true, vkParamsSource: "query" });
    expect(details.launchParams.vk_user_id).toBe("7103");
    expect(details.launchParams.sign).toMatch(/^.{6}…$/);
    await app(page).getByRole("button", { name: "Войти вручную" }).waitFor();
    await page.evaluate(() =>
      (window as unknown as { setBehaviour: (h: string, b: string) => void }).setBehaviour(
        "VKWebAppGetUserInfo",
        "answer",
      ),
    );
    await app(page).getByRole("button", { name: "Повторить попытку" }).click();
    await app(page).getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it("applies VK's dark appearance to the whole UI", async () => {
    await createUser("7104");
    const page = await openInHost("7104", { appearance: "dark" });
    await app(page).getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 15_000 });
    expect(await app(page).locator("html").getAttribute("class")).toContain("dark");
    const background = await app(page)
      .locator("body")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    await page.close();
  });

  it("buys premium through the subscription box; the signed callback turns premium on", async () => {
    await createUser("7105");
    const page = await openInHost("7105", {
      path: "/subscription",
      behaviour: { VKWebAppShowSubscriptionBox: "hold" },
      subscriptionId: "88001",
    });
    await app(page).getByText("Премиум не подключён").waitFor({ timeout: 15_000 });
    await app(page).getByRole("button", { name: "Оформить подписку" }).click();
    await expect.poll(() => calls(page)).toContain("VKWebAppShowSubscriptionBox");

    // A forged notification first: it must change nothing.
    const notification = {
      notification_type: "subscription_status_change",
      app_id: "1",
      user_id: "7105",
      receiver_id: "7105",
      subscription_id: "88001",
      item_id: "premium_month",
      item_price: "30",
      status: "chargeable",
      version: "5.199",
    };
    const post = (body: string) =>
      fetch(`${suite.server.baseUrl}/api/vk/payments/callback`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }).then((r) => r.json());
    const forged = await post(`${new URLSearchParams(notification).toString()}&sig=${"f".repeat(32)}`);
    expect(forged.error.error_code).toBe(10);
    const genuine = await post(signPayment(notification));
    expect(genuine.response.subscription_id).toBe(88001);

    await page.evaluate(() =>
      (window as unknown as { release: (h: string) => void }).release("VKWebAppShowSubscriptionBox"),
    );
    await app(page)
      .getByText(/Премиум активен до/)
      .waitFor({ timeout: 15_000 });
    await app(page).getByRole("button", { name: "Отменить подписку" }).waitFor();
    await page.close();
  });

  describe("the ad before a free photo analysis (docs/decisions/026-ads-after-launch-and-rewarded.md)", () => {
    let tmp: string;
    beforeAll(() => {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-ads-"));
    });
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    it("shows none right after launch, even with an ad ready: the photo goes straight to its analysis", async () => {
      await createUser("7106");
      const page = await openInHost("7106", { path: "/camera", adReady: true });
      const frame = app(page);
      await frame.getByTestId("photo-usage").waitFor({ timeout: 15_000 });
      await frame.getByTestId("photo-file").setInputFiles(await mealPhotoFixture(tmp));
      await frame.getByTestId("dish-row").first().waitFor({ timeout: 20_000 });
      expect(await frame.getByTestId("ad-offer").count()).toBe(0);
      expect(await calls(page)).not.toContain("VKWebAppShowNativeAds");
      await page.close();
    });

    it("5 minutes after launch offers the analysis for a rewarded ad, shown only once the person taps", async () => {
      await createUser("7107");
      const page = await openInHost("7107", { path: "/camera", adReady: true, launchedMsAgo: 6 * 60 * 1000 });
      const frame = app(page);
      await frame.getByTestId("photo-usage").waitFor({ timeout: 15_000 });
      await frame.getByTestId("photo-file").setInputFiles(await mealPhotoFixture(tmp));
      const offer = frame.getByTestId("ad-offer");
      await offer.waitFor({ timeout: 15_000 });
      expect(await offer.textContent()).toContain("Посмотрите короткую рекламу — и мы бесплатно разберём это фото");
      expect(await calls(page)).not.toContain("VKWebAppShowNativeAds");
      const shots = path.join(import.meta.dirname, "artifacts", "ads");
      fs.mkdirSync(shots, { recursive: true });
      // Inside VK the theme is VK's: the host says which (docs/vk-platform.md §2.5).
      for (const scheme of ["light", "dark"] as const) {
        await page.evaluate((appearance) => {
          const host = document.getElementById("app") as HTMLIFrameElement;
          host.contentWindow?.postMessage({ type: "VKWebAppUpdateConfig", data: { appearance } }, "*");
        }, scheme);
        for (const width of [320, 390]) {
          await page.evaluate((w) => {
            const host = document.getElementById("app") as HTMLIFrameElement;
            host.style.width = `${w}px`;
          }, width);
          await page.waitForTimeout(300);
          await offer.screenshot({ path: path.join(shots, `ad-offer-${width}-${scheme}.png`) });
        }
      }
      await offer.getByRole("button", { name: "Смотреть рекламу и разобрать фото" }).click();
      await frame.getByTestId("dish-row").first().waitFor({ timeout: 20_000 });
      expect(await calls(page)).toContain("VKWebAppShowNativeAds");
      await page.close();
    });
  });
});
