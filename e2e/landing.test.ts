import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

const APP_ID = "51234567";

const HEROES = {
  A: { ru: "Считайте калории за 5 секунд", en: "Count calories in 5 seconds", cta: "Открыть во ВКонтакте" },
  B: { ru: "ИИ-нутрициолог в вашем кармане", en: "An AI nutritionist in your pocket", cta: "Попробовать бесплатно" },
  C: { ru: "Хватит считать калории на глаз", en: "Stop guessing calories by eye", cta: "Начать дневник питания" },
} as const;

// Decision 006 / docs/product.md §2 Landing page, §4 Landing variant assignment, §9 split and cookie, §2 Loading screen.
describe.runIf(chromiumAvailable)("landing page and loading screen in Chromium", () => {
  // A deployment with its own VK app and contacts (README configuration): the landing links to exactly these.
  const suite = useServerAndBrowser({
    VK_APP_ID: APP_ID,
    CONTACT_EMAIL: "hello@tarelka.example",
    CONTACT_VK_GROUP: "tarelka_app",
  });

  for (const [width, height] of [
    [320, 568],
    [390, 844],
  ] as const) {
    it(`shows the call to action without scrolling in every variant at ${width}×${height}`, async () => {
      const page = await suite.browser.newPage({ width, height });
      for (const variant of ["A", "B", "C"] as const) {
        await page.goto(`${suite.server.baseUrl}/landing?ab=${variant}`);
        const link = page.getByTestId("mini-app-link");
        await link.waitFor();
        const box = await link.boundingBox();
        expect(box, `variant ${variant}`).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `variant ${variant}: CTA bottom`).toBeLessThanOrEqual(height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.close();
    });
  }

  it("links only to the configured app, names its contact and privacy policy, and gives no developer instructions", async () => {
    const page = await suite.browser.newPage();
    for (const variant of ["A", "B", "C"] as const) {
      await page.goto(`${suite.server.baseUrl}/landing?ab=${variant}`);
      await page.getByTestId("mini-app-link").waitFor();
      const html = await page.content();
      // Never the build's placeholder app (vk.com/app1), always this deployment's.
      expect(html).not.toMatch(/vk\.com\/app1(?!\d)/);
      expect(new URL((await page.getByTestId("mini-app-link").getAttribute("href")) as string).pathname).toBe(
        `/app${APP_ID}`,
      );
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/README|npm |демо|DEMO_MODE|localhost/i);
    }
    const contact = page.getByTestId("contact");
    expect(await contact.getByRole("link", { name: "hello@tarelka.example" }).getAttribute("href")).toBe(
      "mailto:hello@tarelka.example",
    );
    expect(await contact.getByRole("link", { name: /Сообщество ВКонтакте/ }).getAttribute("href")).toBe(
      "https://vk.com/tarelka_app",
    );
    // Real screens of the app, served from the build and small.
    for (const img of await page.locator('img[src^="/screens/"]').all()) {
      const res = await fetch(`${suite.server.baseUrl}${await img.getAttribute("src")}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(80_000);
    }

    await page.getByRole("link", { name: "Политика конфиденциальности" }).click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole("heading", { level: 1, name: "Политика конфиденциальности" }).waitFor();
    await page.getByRole("heading", { name: "Как удалить данные" }).waitFor();
    expect(await page.title()).toBe("Политика конфиденциальности — Тарелка");
    await page.getByTestId("contact").getByRole("link", { name: "hello@tarelka.example" }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
    await page.getByRole("button", { name: "Русский" }).click();
    await page.close();
  });

  for (const variant of ["A", "B", "C"] as const) {
    it(`shows variant ${variant} via ab, with its title, description, body attributes and new-window link`, async () => {
      await suite.browser.context.clearCookies();
      const page = await suite.browser.newPage();
      const events: unknown[] = [];
      page.on("request", (req) => {
        if (req.url().endsWith("/api/events")) events.push(req.postDataJSON());
      });
      await page.goto(`${suite.server.baseUrl}/landing?ab=${variant.toLowerCase()}`);
      await page.getByRole("heading", { level: 1, name: HEROES[variant].ru }).waitFor();
      expect(await page.title()).toBe(`${HEROES[variant].ru} — Тарелка`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(20);
      expect(await page.evaluate(() => ({ ...document.body.dataset }))).toEqual({
        variant,
        deviceType: "mobile",
      });
      // Claims are shown as claims (docs/product.md §1), with the honest note.
      await page.getByRole("heading", { name: "Что мы заявляем" }).waitFor();
      expect(await page.getByText("сторонние сравнения дают фото-приложениям 76–84 %", { exact: false }).count()).toBe(
        1,
      );

      const link = page.getByTestId("mini-app-link");
      expect(await link.getAttribute("target")).toBe("_blank");
      const href = new URL((await link.getAttribute("href")) as string);
      expect(href.searchParams.get("variant")).toBe(variant);
      expect(href.searchParams.get("utm_source")).toBe("landing");
      expect(href.searchParams.get("utm_medium")).toBe("button");
      expect(href.searchParams.get("utm_campaign")).toBe(`landing_${variant.toLowerCase()}`);
      expect(await link.textContent()).toContain(HEROES[variant].cta);

      const cookies = await suite.browser.context.cookies(suite.server.baseUrl);
      const ab = cookies.find((c) => c.name === "tarelka_ab");
      expect(ab?.value).toBe(variant);
      expect(ab?.sameSite).toBe("Lax");
      expect(ab?.path).toBe("/");
      const days = ((ab?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);

      // English: same variant, its English hero and title.
      await page.getByRole("button", { name: "English" }).click();
      await page.getByRole("heading", { level: 1, name: HEROES[variant].en }).waitFor();
      expect(await page.title()).toBe(`${HEROES[variant].en} — Tarelka`);
      await page.getByRole("button", { name: "Русский" }).click();
      await page.getByRole("heading", { level: 1, name: HEROES[variant].ru }).waitFor();
      await expect.poll(() => events.length).toBeGreaterThan(0);
      expect(events[0]).toMatchObject({ event: "landing_view", properties: { variant } });
      await page.close();
    });
  }

  it("keeps the assigned variant in the cookie across visits, and ab overrides it", async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/`);
    await page.locator("h1").waitFor();
    const first = await page.evaluate(() => document.body.dataset.variant);
    expect(["A", "B", "C"]).toContain(first);
    for (let i = 0; i < 3; i++) {
      await page.goto(`${suite.server.baseUrl}/landing`);
      await page.locator("h1").waitFor();
      expect(await page.evaluate(() => document.body.dataset.variant)).toBe(first);
    }
    const other = first === "B" ? "C" : "B";
    await page.goto(`${suite.server.baseUrl}/?ab=${other}`);
    await page.getByRole("heading", { level: 1, name: HEROES[other].ru }).waitFor();
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByRole("heading", { level: 1, name: HEROES[other].ru }).waitFor();
    // An invalid ab leaves the saved variant alone (docs/product.md §5: only A, B, C).
    await page.goto(`${suite.server.baseUrl}/?ab=z`);
    await page.getByRole("heading", { level: 1, name: HEROES[other].ru }).waitFor();
    await page.close();
  });

  it("shows a QR code to the mini-app on a desktop instead of the link", async () => {
    const page = await suite.browser.newPage({ width: 1280, height: 800 });
    await page.goto(`${suite.server.baseUrl}/landing?ab=C`);
    await page.getByTestId("mini-app-qr").waitFor();
    expect(await page.evaluate(() => document.body.dataset.deviceType)).toBe("desktop");
    const qr = page.getByRole("img", { name: "QR-код со ссылкой на мини-приложение Тарелка во ВКонтакте" });
    await qr.waitFor();
    const value = new URL((await qr.getAttribute("data-qr-value")) as string);
    expect(value.origin + value.pathname).toBe(`https://vk.com/app${APP_ID}`);
    expect(value.searchParams.get("utm_medium")).toBe("qr");
    expect(value.searchParams.get("variant")).toBe("C");
    // A real code: many dark modules drawn locally.
    expect(((await qr.locator("path").getAttribute("d")) ?? "").split("M").length).toBeGreaterThan(200);
    expect(await page.getByTestId("mini-app-link").count()).toBe(0);
    await page.close();
  });

  it("plays /loading.lottie in the page-loading screen, served locally", async () => {
    const page = await suite.browser.newPage();
    const external: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(suite.server.baseUrl)) external.push(req.url());
    });
    // Hold the landing's chunk back so the page-loading screen stays up long enough to be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/assets\/landing-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.baseUrl}/landing?ab=A`);
    await page.getByText("Загружается страница...").waitFor();
    const box = page.getByTestId("loading-animation");
    await expect.poll(() => box.getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    expect(await box.getAttribute("data-source")).toBe("/loading.lottie");
    const size = await page.locator('[data-testid="loading-animation"] canvas').boundingBox();
    expect([size?.width, size?.height]).toEqual([64, 64]);
    release();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(external).toEqual([]);
    await page.close();
  });

  it("falls back to the .json when the .lottie is broken, and to the placeholder when both are", async () => {
    const page = await suite.browser.newPage();
    await page.route(/\/assets\/landing-[\w-]+\.js$/, () => {}); // never answered: the loading screen stays
    await page.route("**/loading.lottie", (route) =>
      route.fulfill({ status: 200, contentType: "application/zip", body: "this is not a zip" }),
    );
    await page.goto(`${suite.server.baseUrl}/landing?ab=A`);
    const box = page.getByTestId("loading-animation");
    await expect.poll(() => box.getAttribute("data-state"), { timeout: 15_000 }).toBe("playing");
    expect(await box.getAttribute("data-source")).toBe("/loading.json");
    // The player says why it fell back; that console error is this test's own doing.
    await expectPageErrors(suite.browser, [/^console\.error at \S+: Invalid dotLottie ArrayBuffer/]);
    await page.close();

    const broken = await suite.browser.newPage();
    await broken.route(/\/assets\/landing-[\w-]+\.js$/, () => {});
    await broken.route("**/loading.lottie", (route) => route.fulfill({ status: 404, body: "" }));
    await broken.route("**/loading.json", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{ broken" }),
    );
    await broken.goto(`${suite.server.baseUrl}/landing?ab=A`);
    await broken.getByTestId("loading-placeholder").waitFor({ timeout: 15_000 });
    expect(await broken.getByTestId("loading-animation").getAttribute("data-state")).toBe("placeholder");
    await expectPageErrors(suite.browser, [failedLoad("/loading.lottie", 404)]);
    await broken.getByText("Загружается страница...").waitFor();
    await broken.close();
  });
});
