import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signLaunchParams } from "../apps/server/src/auth/vk-launch-params";
import { DEMO_VK_SECRET } from "../apps/server/src/config/env";
import { chromiumAvailable } from "./harness";
import { useServerAndBrowser } from "./suite";

/** The deployment's own VK app: the paywall outside VK links to it, never to the placeholder app 1. */
const APP_ID = "51234567";
const USER = "930000001";

/** A launch of this app signed as VK signs it, from the given VK client (docs/vk-platform.md, vk_platform). */
function launchQuery(platform: string): string {
  return signLaunchParams(
    {
      vk_user_id: USER,
      vk_app_id: APP_ID,
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: platform,
      vk_language: "ru",
    },
    DEMO_VK_SECRET,
  );
}

// docs/product.md §2 /premium, §6; docs/vk-platform.md, payments: no purchase in VK's iOS clients.
describe.runIf(chromiumAvailable)("the premium paywall in Chromium, inside and outside VK", () => {
  const suite = useServerAndBrowser({ VK_APP_ID: APP_ID });

  async function openInVk(platform: string): Promise<Page> {
    const page = await suite.browser.newPage({ width: 320, height: 568 });
    await page.goto(`${suite.server.baseUrl}/premium?${launchQuery(platform)}`);
    await page.getByRole("heading", { level: 1, name: "Тарелка Премиум" }).waitFor({ timeout: 30_000 });
    return page;
  }

  it("prepares a person with an account", async () => {
    const res = await fetch(`${suite.server.baseUrl}/api/users`, {
      method: "POST",
      headers: {
        "x-vk-launch-params": Buffer.from(launchQuery("mobile_android")).toString("base64"),
        "content-type": "application/json",
      },
      body: JSON.stringify({ firstName: "Ольга", lastName: "Демо" }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("inside VK on Android: what premium adds, the price and the buy button", async () => {
    const page = await openInVk("mobile_android");
    await page.getByRole("cell", { name: "Без рекламы" }).waitFor();
    // This server recognises no photos (no vision model configured): unlimited photo analysis is not sold.
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("cell", { name: "10 фото в месяц" }).count()).toBe(0);
    expect(await page.getByTestId("paywall-price").textContent()).toBe("30 голосов за 30 дней");
    await page.getByRole("button", { name: "Оформить подписку" }).waitFor();
    expect(await page.getByTestId("paywall-ios").count()).toBe(0);
    await page.close();
  });

  it("inside VK on an iPhone: no purchase, and a clear line saying why and where", async () => {
    const page = await openInVk("mobile_iphone");
    await page.getByTestId("paywall-price").waitFor();
    const note = page.getByTestId("paywall-ios");
    expect(await note.textContent()).toContain(
      "На iPhone и iPad ВКонтакте не разрешает покупки внутри мини-приложений",
    );
    expect(await page.getByRole("button", { name: "Оформить подписку" }).count()).toBe(0);
    // The subscription screen offers no dialog there either.
    await page.goto(`${suite.server.baseUrl}/subscription`);
    await page.getByTestId("premium-status").waitFor({ timeout: 30_000 });
    await page.getByTestId("paywall-ios").waitFor();
    expect(await page.getByRole("button", { name: "Оформить подписку" }).count()).toBe(0);
    await page.close();
  });

  it("outside VK: says payment works in the VK app and links to this deployment's mini-app", async () => {
    const page = await suite.browser.newPage({ width: 320, height: 568 });
    await page.goto(`${suite.server.baseUrl}/premium`);
    await page.getByRole("heading", { level: 1, name: "Тарелка Премиум" }).waitFor({ timeout: 30_000 });
    const outside = page.getByTestId("paywall-outside-vk");
    expect(await outside.textContent()).toContain("Оплата работает в мини-приложении Тарелки во ВКонтакте");
    const link = outside.getByRole("link", { name: /Открыть Тарелку во ВКонтакте/ });
    const href = new URL((await link.getAttribute("href")) as string);
    expect(href.origin + href.pathname).toBe(`https://vk.com/app${APP_ID}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("button", { name: "Оформить подписку" }).count()).toBe(0);
    // Nothing waits on VK: the page is complete without a bridge.
    expect(await page.getByText("Подключаемся к ВКонтакте...").count()).toBe(0);
    await page.close();
  });
});
