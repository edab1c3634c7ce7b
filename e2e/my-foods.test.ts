import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, openFromProfile, plain, ungrouped } from "./diary";
import { chromiumAvailable } from "./harness";
import { type BrowserSuite, expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** Screenshots of the own-foods and favourites screens, for people to look at (gitignored, rewritten by each run). */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "my-foods");

/** A valid EAN-13 that the stand-in below does not know. */
const UNKNOWN_CODE = "5000112637922";

/** Open Food Facts' answer to an unknown product (docs/decisions/015-barcodes.md), for every code. */
async function startOffStandIn() {
  const server = http.createServer((req, res) => {
    const code = /^\/api\/v3\/product\/(\d+)$/.exec(new URL(req.url ?? "/", "http://off").pathname)?.[1];
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ code, status: "failure", result: { id: "product_not_found" } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Every tap of a journey goes through here, so the test can say how many it took. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    tap: async (testId: string, nth = 0) => {
      taps += 1;
      await page.getByTestId(testId).nth(nth).click();
    },
    get taps() {
      return taps;
    },
  };
}

async function newEnglishPage(suite: BrowserSuite, marker: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, "1");
      localStorage.setItem("tarelka.language", "en");
    }
  }, marker);
  return page;
}

/** Fills the label form of an own food (features/my-foods/my-food-form.tsx). */
async function fillLabel(
  page: Page,
  food: {
    name: string;
    calories: string;
    protein: string;
    fat: string;
    carbs: string;
    grams?: string;
    portion?: string;
  },
) {
  await page.getByTestId("my-food-name").fill(food.name);
  await page.getByTestId("my-food-calories").fill(food.calories);
  await page.getByTestId("my-food-protein").fill(food.protein);
  await page.getByTestId("my-food-fat").fill(food.fat);
  await page.getByTestId("my-food-carbs").fill(food.carbs);
  await page.getByTestId("my-food-portionGrams").fill(food.grams ?? "");
  await page.getByTestId("my-food-portionName").fill(food.portion ?? "");
}

describe.runIf(chromiumAvailable)("my foods and favourites in Chromium", () => {
  const env: Record<string, string> = {};
  let off: Awaited<ReturnType<typeof startOffStandIn>>;
  beforeAll(async () => {
    off = await startOffStandIn();
    env.OFF_API_URL = off.url;
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await off?.close();
  });
  const suite = useServerAndBrowser(env);
  const api = diaryApi(suite);

  async function person(userId: string, language = "ru") {
    await api(userId, "POST", "/api/users", {
      firstName: "Лена",
      lastName: "Тест",
      language,
      profileData: { dailyCalorieGoal: 2000 },
    });
  }
  const todaysMeals = async (userId: string) =>
    (
      (await (await api(userId, "GET", `/api/meals?date=${localDay(0)}`)).json()) as {
        meals: {
          mealType: string;
          totals: { calories: number };
          dishes: { name: string; grams: number; foodId: string }[];
        }[];
      }
    ).meals;
  const dayCalories = async (page: Page) => Number(await page.getByTestId("day-calories").getAttribute("data-value"));

  it("creates a food from a pack label, finds it, marked as mine, when a meal is typed and in the food search", async () => {
    await person("861");
    const page = await newRussianPage(suite, "my-foods-ru");
    await page.goto(`${suite.server.baseUrl}/demo?user=861`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await openFromProfile(page, "Мои продукты");
    await page.getByTestId("my-foods-empty").waitFor({ timeout: 15_000 });
    await page.getByTestId("my-food-add").click();

    // Values per pack instead of per 100 g are caught before anything is sent.
    await fillLabel(page, { name: "Батончик Бомббар", calories: "210", protein: "60", fat: "30", carbs: "40" });
    await page.getByTestId("my-food-save").click();
    expect(plain(await page.getByTestId("my-food-form").getByRole("alert").first().textContent())).toContain(
      "Белков, жиров и углеводов вместе больше 100 г",
    );
    await fillLabel(page, {
      name: "Батончик Бомббар",
      calories: "350",
      protein: "30",
      fat: "10",
      carbs: "20,5",
      grams: "60",
      portion: "батончик",
    });
    await page.getByTestId("my-food-save").click();
    await page.getByTestId("my-food").first().waitFor();
    expect(plain(await page.getByTestId("my-food").first().textContent())).toBe(
      "Батончик Бомббар350 ккал · Б 30 · Ж 10 · У 20,5 на 100 гбатончик — 60 г✎",
    );
    await shoot(page, "my-foods-list");
    await page.getByTestId("my-food-edit").click();
    await shoot(page, "my-foods-edit");

    // Logging it: the Add tab's text screen, its name typed, analyse, save.
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    const taps = tapCounter(page);
    await taps.tap("quick-text");
    await page.getByTestId("meal-text").fill("2 батончика бомббар и чай");
    await taps.tap("analyze-text");
    const mine = page.getByTestId("dish-row").filter({ has: page.getByTestId("mine-badge") });
    await mine.waitFor({ timeout: 15_000 });
    expect(plain(await mine.getByTestId("dish-name").textContent())).toContain("Батончик Бомббармоё");
    expect(await page.getByTestId("dish-row").count()).toBe(2);

    // The food search lists it first, marked too.
    await page.getByTestId("add-dish").click();
    await page.getByTestId("food-search-input").fill("бомб");
    const first = page.getByTestId("food-search-result").first();
    await first.waitFor({ timeout: 15_000 });
    expect(plain(await first.textContent())).toContain("Батончик Бомббармоё");
    await shoot(page, "confirmation-mine");
    await page.getByTestId("food-search-input").fill("");

    await taps.tap("save-meal");
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    expect(taps.taps).toBe(3);
    const logged = await todaysMeals("861");
    const bar = logged[0]?.dishes.find((d) => d.foodId.startsWith("mine:"));
    expect(bar).toMatchObject({ name: "Батончик Бомббар", grams: 120 });
    await expect.poll(() => dayCalories(page)).toBeGreaterThanOrEqual(420);
    await page.close();
  }, 90_000);

  it("edits and deletes a food in English, with undo, and finds it while typing an English meal", async () => {
    await person("862", "en");
    await api("862", "POST", "/api/my-foods", {
      name: "Granola Crunch",
      per100g: { calories: 450, protein: 10, fat: 15, carbs: 65 },
      portionGrams: 45,
      portionName: "bowl",
    });
    const page = await newEnglishPage(suite, "my-foods-en");
    await page.goto(`${suite.server.baseUrl}/demo?user=862`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await openFromProfile(page, "My foods");
    await page.getByTestId("my-food").first().waitFor({ timeout: 15_000 });
    expect(plain(await page.getByTestId("my-foods-count").textContent())).toBe("1 of 500");
    await page.getByTestId("my-food-edit").click();
    await page.getByTestId("my-food-calories").fill("9000");
    await page.getByTestId("my-food-save").click();
    expect(plain(await page.getByTestId("my-food-form").getByRole("alert").first().textContent())).toBe(
      "Calories: a number from 0 to 900 per 100 g.",
    );
    await page.getByTestId("my-food-calories").fill("440");
    await page.getByTestId("my-food-save").click();
    await expect.poll(async () => plain(await page.getByTestId("my-food").first().textContent())).toContain("440 kcal");

    await page.getByTestId("my-food-edit").click();
    await page.getByTestId("my-food-delete").click();
    await page.getByTestId("my-foods-empty").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByTestId("my-food").first().waitFor();

    await page.goto(`${suite.server.baseUrl}/text-input?mealType=breakfast`);
    await page.getByTestId("meal-text").fill("granola crunch with milk");
    await page.getByTestId("analyze-text").click();
    const mine = page.getByTestId("dish-row").filter({ has: page.getByTestId("mine-badge") });
    await mine.waitFor({ timeout: 15_000 });
    expect(plain(await mine.getByTestId("dish-name").textContent())).toContain("Granola Crunchmine");
    await page.close();
  }, 90_000);

  it("turns an unknown barcode into my food: the form has the code, and the meal text gets its name", async () => {
    await person("863");
    const page = await newRussianPage(suite, "my-foods-barcode");
    await page.goto(`${suite.server.baseUrl}/demo?user=863`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.getByTestId("quick-text").click();
    await page.getByTestId("barcode-scan-button").click();
    await page.getByTestId("barcode-code").fill(UNKNOWN_CODE);
    await page.getByTestId("barcode-find").click();
    await page.getByTestId("barcode-add-own").click();
    await page.getByTestId("my-food-form").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("my-food-barcode").inputValue()).toBe(UNKNOWN_CODE);
    await fillLabel(page, { name: "Сырок Б.Ю. Александров", calories: "410", protein: "8", fat: "26", carbs: "35" });
    await page.getByTestId("my-food-save").click();
    await page.getByTestId("meal-text").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("meal-text").inputValue()).toBe("Сырок Б.Ю. Александров");
    await page.getByTestId("meal-text").fill("сырок б.ю. александров 50 г");
    await page.getByTestId("analyze-text").click();
    await page.getByTestId("mine-badge").first().waitFor({ timeout: 15_000 });
    const stored = (await (await api("863", "GET", "/api/my-foods")).json()) as { items: { barcode: string }[] };
    expect(stored.items[0]?.barcode).toBe(UNKNOWN_CODE);
    await expectPageErrors(suite.browser, [failedLoad("/api/food/barcode", 404)]);
    await page.close();
  }, 90_000);

  it("stars a recent food and logs it in two taps from the dashboard with its last grams; unstars with undo", async () => {
    await person("864");
    const dish = {
      name: "Гречка с котлетой",
      grams: 320,
      per100g: { calories: 150, protein: 9, fat: 6, carbs: 16 },
      foodId: null,
      isEstimate: false,
    };
    const lunch = await api("864", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "lunch",
      source: "text",
      dishes: [dish, { ...dish, name: "Компот", grams: 250, per100g: { calories: 60, protein: 0, fat: 0, carbs: 15 } }],
    });
    const lunchId = ((await lunch.json()) as { id: number }).id;
    const page = await newRussianPage(suite, "favourites-ru");
    await page.goto(`${suite.server.baseUrl}/demo?user=864`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=lunch`);
    await page.getByTestId("recent-food").first().waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Добавить «Гречка с котлетой» в избранное" }).click();
    const favourite = page.getByTestId("favourite");
    await favourite.first().waitFor({ timeout: 15_000 });
    expect(ungrouped(await favourite.first().textContent())).toContain("Гречка с котлетой320 г · 480 ккал");
    // Listed once: among the stars, not again among the recent foods.
    expect(await page.getByTestId("recent-food").filter({ hasText: "Гречка с котлетой" }).count()).toBe(0);
    await shoot(page, "favourites-text-input");

    // The common journey: the dashboard, the Add tab, the star's "+".
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    const taps = tapCounter(page);
    await taps.tap("quick-text");
    await page.getByTestId("favourite-log").first().waitFor({ timeout: 15_000 });
    await taps.tap("favourite-log");
    await page
      .getByText(/добавлено «Гречка с котлетой»/)
      .first()
      .waitFor();
    expect(taps.taps).toBe(2);
    const logged = await todaysMeals("864");
    expect(logged[0]?.dishes).toEqual([expect.objectContaining({ name: "Гречка с котлетой", grams: 320 })]);

    // Unstarred, and back with the toast's undo.
    await page.getByRole("button", { name: "Убрать «Гречка с котлетой» из избранного" }).click();
    await page.getByText("«Гречка с котлетой» убрано из избранного").first().waitFor();
    await expect.poll(() => page.getByTestId("favourite").count()).toBe(0);
    await page.getByRole("button", { name: "Отменить" }).last().click();
    await favourite.first().waitFor();

    // A whole meal starred from its editor joins the stars.
    await page.goto(`${suite.server.baseUrl}/edit-meal?id=${lunchId}`);
    await page.getByTestId("star-meal").click();
    await expect.poll(() => page.getByTestId("star-meal").getAttribute("aria-pressed")).toBe("true");
    await shoot(page, "favourites-edit-meal");
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=dinner`);
    await expect.poll(() => page.getByTestId("favourite").count(), { timeout: 15_000 }).toBe(2);
    expect(ungrouped(await favourite.first().textContent())).toContain("Гречка с котлетой, Компот570 г · 630 ккал");
    await page.close();
  }, 90_000);

  it("stars and logs a favourite in English", async () => {
    await person("865", "en");
    await api("865", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "breakfast",
      source: "text",
      dishes: [
        {
          name: "Porridge",
          grams: 250,
          per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
          foodId: null,
          isEstimate: false,
        },
      ],
    });
    const page = await newEnglishPage(suite, "favourites-en");
    await page.goto(`${suite.server.baseUrl}/demo?user=865`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=breakfast`);
    await page.getByRole("button", { name: "Add Porridge to favourites" }).click({ timeout: 15_000 });
    await page.getByText("Porridge is in favourites").first().waitFor();
    await page.getByTestId("favourite-log").first().click();
    await page
      .getByText(/Porridge/)
      .first()
      .waitFor();
    await expect.poll(async () => (await todaysMeals("865")).map((m) => m.totals.calories)).toEqual([220]);
    await page.close();
  }, 90_000);
});

async function shoot(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      expect(sideways, `${name} ${scheme} ${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}
