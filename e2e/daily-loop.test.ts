import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, plain } from "./diary";
import { chromiumAvailable } from "./harness";
import { type BrowserSuite, expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** A valid EAN-13 (its check digit holds) that the stand-in knows as a Russian kefir. */
const KEFIR_CODE = "4006381333931";

/**
 * A stand-in for Open Food Facts' product API v3 (docs/decisions/015-barcodes.md): one known product, every other
 * code answered as OFF answers an unknown one.
 */
async function startOffStandIn() {
  const server = http.createServer((req, res) => {
    const code = /^\/api\/v3\/product\/(\d+)$/.exec(new URL(req.url ?? "/", "http://off").pathname)?.[1];
    res.writeHead(code === KEFIR_CODE ? 200 : 404, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        code === KEFIR_CODE
          ? {
              code,
              status: "success",
              result: { id: "product_found" },
              product: {
                product_name_ru: "Кефир 2,5%",
                nutriments: { "energy-kcal_100g": 53, proteins_100g: 2.9, fat_100g: 2.5, carbohydrates_100g: 4 },
              },
            }
          : { code, status: "failure", result: { id: "product_not_found" } },
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const oats = { name: "Овсянка на молоке", grams: 250, per100g: { calories: 102, protein: 3.2, fat: 4.1, carbs: 14.2 } };

describe.runIf(chromiumAvailable)("the daily loop in Chromium (docs/product.md §2 dashboard and text input)", () => {
  const env: Record<string, string> = {};
  let off: Awaited<ReturnType<typeof startOffStandIn>>;
  beforeAll(async () => {
    off = await startOffStandIn();
    env.OFF_API_URL = off.url;
  });
  afterAll(async () => {
    await off?.close();
  });
  const suite: BrowserSuite = useServerAndBrowser(env);
  const api = diaryApi(suite);

  async function person(userId: string) {
    await api(userId, "POST", "/api/users", {
      firstName: "Петля",
      lastName: "Демо",
      profileData: { dailyCalorieGoal: 2000 },
    });
  }

  it("logs yesterday's breakfast again in one tap, and takes it back with the toast's undo", async () => {
    await person("951");
    await api("951", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "breakfast",
      source: "text",
      dishes: [{ ...oats, foodId: null, isEstimate: false }],
    });
    const page = await newRussianPage(suite, "daily-loop-951");
    await page.goto(`${suite.server.baseUrl}/demo?user=951`);
    const calories = async () => Number(await page.getByTestId("day-calories").getAttribute("data-value"));
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    expect(await calories()).toBe(0);

    // The one tap.
    await page.getByTestId("same-as-yesterday-breakfast").first().click();
    await expect.poll(calories).toBe(255);
    expect(plain(await page.getByTestId("meal-group-breakfast").textContent())).toContain("Овсянка на молоке");
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect.poll(calories).toBe(0);
    await page.close();
  }, 60_000);

  it("copies yesterday's whole day in one tap, in Russian and English, and the undo takes all of it back", async () => {
    for (const [userId, language, label, undo] of [
      ["954", "ru", "Весь день как вчера", "Отменить"],
      ["955", "en", "The whole day as yesterday", "Undo"],
    ] as const) {
      await person(userId);
      for (const mealType of ["breakfast", "lunch", "dinner"]) {
        await api(userId, "POST", "/api/meals", {
          date: localDay(1),
          mealType,
          source: "text",
          dishes: [{ ...oats, foodId: null, isEstimate: false }],
        });
      }
      const page = await newRussianPage(suite, `daily-loop-${userId}`);
      await page.addInitScript((lang) => localStorage.setItem("tarelka.language", lang), language);
      await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
      const calories = async () => Number(await page.getByTestId("day-calories").getAttribute("data-value"));
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      const wholeDay = page.getByTestId("same-as-yesterday-day");
      expect(plain(await wholeDay.textContent())).toBe(label);
      // The one tap.
      await wholeDay.click();
      await expect.poll(calories).toBe(3 * 255);
      for (const mealType of ["breakfast", "lunch", "dinner"]) {
        expect(plain(await page.getByTestId(`meal-group-${mealType}`).textContent())).toContain("Овсянка на молоке");
      }
      await page.getByRole("button", { name: undo }).click();
      await expect.poll(calories).toBe(0);
      await page.close();
    }
  }, 90_000);

  it("scans a pack's code into a meal: the product's values per 100 g, grams, save, and the day counts it", async () => {
    await person("952");
    const page = await newRussianPage(suite, "daily-loop-952");
    await page.goto(`${suite.server.baseUrl}/demo?user=952`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.getByTestId("quick-text").click();

    // Outside VK's code reader, the code is typed (docs/decisions/015-barcodes.md).
    await page.getByTestId("barcode-scan-button").click();
    await page.getByTestId("barcode-code").fill(KEFIR_CODE);
    await page.getByTestId("barcode-find").click();
    const product = page.getByTestId("barcode-product");
    await product.waitFor({ timeout: 20_000 });
    expect(plain(await product.textContent())).toContain("Кефир 2,5%");
    expect(plain(await page.getByTestId("barcode-kcal").textContent())).toBe("53 ккал");
    expect(plain(await page.getByTestId("barcode-source").textContent())).toContain("Open Food Facts");
    await page.getByTestId("barcode-grams").fill("200");
    await page.getByTestId("barcode-add").click();

    await page.getByTestId("save-meal").click();
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await expect.poll(async () => Number(await page.getByTestId("day-calories").getAttribute("data-value"))).toBe(106);
    await page.close();
  }, 60_000);

  it("says so when a code is not in Open Food Facts, and offers to describe the food in words", async () => {
    await person("953");
    const page = await newRussianPage(suite, "daily-loop-953");
    await page.goto(`${suite.server.baseUrl}/demo?user=953`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.getByTestId("quick-text").click();
    await page.getByTestId("barcode-scan-button").click();
    await page.getByTestId("barcode-code").fill("5000112637922");
    await page.getByTestId("barcode-find").click();
    await page.getByTestId("barcode-not-found").waitFor({ timeout: 20_000 });
    await page.getByTestId("barcode-describe").waitFor();
    // The browser logs the expected 404 of the look-up.
    await expectPageErrors(suite.browser, [failedLoad("/api/food/barcode", 404)]);
    await page.close();
  }, 60_000);
});
