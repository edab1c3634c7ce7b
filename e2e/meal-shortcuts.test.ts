import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, ungrouped } from "./diary";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** Screenshots of the text screen's shortcuts, for people to look at (gitignored, rewritten by each run). */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "meal-shortcuts");

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

describe.runIf(chromiumAvailable)("recent foods and quick add in Chromium", () => {
  const suite = useServerAndBrowser();
  const api = diaryApi(suite);

  async function person(userId: string) {
    await api(userId, "POST", "/api/users", {
      firstName: "Ира",
      lastName: "Тест",
      profileData: { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250 },
    });
  }
  const todaysMeals = async (userId: string) =>
    (
      (await (await api(userId, "GET", `/api/meals?date=${localDay(0)}`)).json()) as {
        meals: {
          mealType: string;
          source: string;
          totals: { calories: number };
          dishes: { name: string; grams: number }[];
        }[];
      }
    ).meals;
  const dayCalories = async (page: Page) => Number(await page.getByTestId("day-calories").getAttribute("data-value"));

  it("logs yesterday's porridge again in two taps from the dashboard, with its grams, and undoes it", async () => {
    await person("851");
    await api("851", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "breakfast",
      source: "text",
      dishes: [
        {
          name: "Овсянка на молоке",
          grams: 250,
          per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
          foodId: null,
          isEstimate: true,
        },
      ],
    });
    const page = await newRussianPage(suite, "shortcuts-recent");
    await page.goto(`${suite.server.baseUrl}/demo?user=851`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    const taps = tapCounter(page);

    await taps.tap("quick-text");
    await page.getByTestId("recent-food").first().waitFor({ timeout: 15_000 });
    expect(ungrouped(await page.getByTestId("recent-food").first().textContent())).toBe(
      "Овсянка на молоке250 г · 220 ккал+",
    );
    const mealType = await page
      .locator('[data-testid^="shortcut-meal-type-"][aria-pressed="true"]')
      .getAttribute("data-testid");
    await taps.tap("recent-food");
    await page
      .getByText(/добавлено «Овсянка на молоке», 250 г/)
      .first()
      .waitFor();
    expect(taps.taps).toBe(2);

    const logged = await todaysMeals("851");
    expect(logged).toHaveLength(1);
    expect(`shortcut-meal-type-${logged[0]?.mealType}`).toBe(mealType);
    expect(logged[0]?.dishes).toEqual([expect.objectContaining({ name: "Овсянка на молоке", grams: 250 })]);
    expect(logged[0]?.totals.calories).toBe(220);

    // Undo takes exactly that meal away again.
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect.poll(async () => (await todaysMeals("851")).length).toBe(0);
  });

  it("quick-adds calories to the meal a section asked for; the dashboard counts them; slips are said at once", async () => {
    await person("852");
    const page = await newRussianPage(suite, "shortcuts-quick");
    await page.goto(`${suite.server.baseUrl}/demo?user=852`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=snack`);
    await page.getByTestId("recent-foods-empty").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("shortcut-meal-type-snack").getAttribute("aria-pressed")).toBe("true");

    await page.getByTestId("quick-add-calories").fill("0");
    await page.getByTestId("quick-add-submit").click();
    expect(ungrouped(await page.getByTestId("quick-add-problem").textContent())).toBe(
      "Укажите калории: целое число от 1 до 5000.",
    );
    await page.getByTestId("quick-add-more").click();
    await page.getByTestId("quick-add-calories").fill("100");
    await page.getByTestId("quick-add-protein").fill("50");
    await page.getByTestId("quick-add-submit").click();
    await expect.poll(() => page.getByTestId("quick-add-problem").textContent()).toContain("больше энергии");
    expect(await todaysMeals("852")).toHaveLength(0);

    // A failed save says what failed and keeps the numbers.
    await page.route("**/api/meals/quick-add", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.getByTestId("quick-add-calories").fill("250");
    await page.getByTestId("quick-add-protein").fill("");
    await page.getByTestId("quick-add-submit").click();
    await page.getByText("Не удалось добавить калории").first().waitFor();
    expect(await page.getByTestId("quick-add-calories").inputValue()).toBe("250");
    await expectPageErrors(suite.browser, [failedLoad("/api/meals/quick-add", 503)]);
    await page.unroute("**/api/meals/quick-add");

    const taps = tapCounter(page);
    await taps.tap("quick-add-submit");
    await page.getByText("Перекус: +250 ккал").first().waitFor();
    expect(taps.taps).toBe(1);
    expect(await page.getByTestId("quick-add-calories").inputValue()).toBe("");
    const logged = await todaysMeals("852");
    expect(logged.map((m) => [m.mealType, m.source, m.totals.calories, m.dishes[0]?.name])).toEqual([
      ["snack", "quick", 250, "Быстрое добавление"],
    ]);

    await page.goto(`${suite.server.baseUrl}/`);
    await expect.poll(() => dayCalories(page)).toBe(250);
    expect(ungrouped(await page.getByTestId("meal-group-snack").textContent())).toContain("Быстрое добавление250 ккал");
  });

  it("says when the recent foods cannot be read, and reads them again on request", async () => {
    await person("853");
    const page = await newRussianPage(suite, "shortcuts-error");
    await page.goto(`${suite.server.baseUrl}/demo?user=853`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.route("**/api/meals/recent-foods*", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=lunch`);
    await page.getByTestId("recent-foods-error").waitFor({ timeout: 20_000 });
    await expectPageErrors(suite.browser, [failedLoad("/api/meals/recent-foods", 503)]);
    await page.unroute("**/api/meals/recent-foods*");
    await page.getByTestId("recent-foods-error").getByRole("button").click();
    await page.getByTestId("recent-foods-empty").waitFor();
  });

  it("saves yesterday's breakfast as my meal, logs it again in two taps, renames it and deletes it with undo", async () => {
    await person("855");
    const yesterday = await api("855", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "breakfast",
      source: "text",
      dishes: [
        {
          name: "Сырники",
          grams: 180,
          per100g: { calories: 220, protein: 15, fat: 9, carbs: 20 },
          foodId: null,
          isEstimate: true,
        },
        {
          name: "Кофе с молоком",
          grams: 200,
          per100g: { calories: 40, protein: 2, fat: 1.5, carbs: 4.5 },
          foodId: null,
          isEstimate: false,
        },
      ],
    });
    const mealId = ((await yesterday.json()) as { id: number }).id;
    const page = await newRussianPage(suite, "shortcuts-my-meals");
    await page.goto(`${suite.server.baseUrl}/demo?user=855`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });

    await page.goto(`${suite.server.baseUrl}/edit-meal?id=${mealId}`);
    await page.getByTestId("save-as-my-meal").click();
    expect(await page.getByTestId("my-meal-new-name").inputValue()).toBe("Мой завтрак");
    await page.getByTestId("save-as-my-meal-submit").click();
    await page.getByText("«Мой завтрак» сохранено в мои блюда").first().waitFor();

    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByTestId("day-calories").waitFor();
    const taps = tapCounter(page);
    await taps.tap("quick-text");
    await page.getByTestId("my-meal-log").first().waitFor({ timeout: 15_000 });
    // The screen starts at the hour's meal: choosing breakfast is one more tap at any other time of day.
    if ((await page.getByTestId("shortcut-meal-type-breakfast").getAttribute("aria-pressed")) !== "true") {
      await taps.tap("shortcut-meal-type-breakfast");
    }
    await taps.tap("my-meal-log");
    await page.getByText("Завтрак: добавлено «Мой завтрак»").first().waitFor();
    expect(taps.taps).toBeLessThanOrEqual(3);
    const logged = await todaysMeals("855");
    expect(logged.map((m) => [m.mealType, m.totals.calories, m.dishes.map((d) => d.name)])).toEqual([
      ["breakfast", 476, ["Сырники", "Кофе с молоком"]],
    ]);

    await page.getByTestId("my-meal-edit").click();
    await page.getByTestId("my-meal-name").fill("Завтрак выходного дня");
    await page.getByTestId("my-meal-rename").click();
    await expect.poll(() => page.getByTestId("my-meal-log").textContent()).toContain("Завтрак выходного дня");

    await page.getByTestId("my-meal-edit").click();
    await page.getByTestId("my-meal-delete").click();
    await page.getByTestId("my-meals-empty").waitFor();
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect.poll(() => page.getByTestId("my-meal-log").textContent()).toContain("Завтрак выходного дня");
  });

  it("shows the text screen's shortcuts at 320 and 390 px, light and dark, without sideways scrolling", async () => {
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await person("854");
    const dish = (name: string, grams: number, calories: number) => ({
      name,
      grams,
      per100g: { calories, protein: 5, fat: 3, carbs: 12 },
      foodId: null,
      isEstimate: false,
    });
    for (const daysAgo of [1, 2, 3]) {
      await api("854", "POST", "/api/meals", {
        date: localDay(daysAgo),
        mealType: "breakfast",
        source: "text",
        dishes: [dish("Творожная запеканка со сметаной и ягодами", 220, 190), dish("Кофе с молоком", 200, 40)],
      });
    }
    await api("854", "POST", "/api/meals", {
      date: localDay(1),
      mealType: "lunch",
      source: "text",
      dishes: [dish("Борщ", 300, 49), dish("Хлеб ржаной", 40, 210)],
    });
    const lunch = await api("854", "POST", "/api/meals", {
      date: localDay(0),
      mealType: "lunch",
      source: "text",
      dishes: [dish("Борщ", 300, 49), dish("Хлеб ржаной", 40, 210)],
    });
    const lunchId = ((await lunch.json()) as { id: number }).id;
    await api("854", "POST", "/api/my-meals", { name: "Мой обед с борщом и ржаным хлебом", mealId: lunchId });
    const page = await newRussianPage(suite, "shortcuts-screens");
    await page.goto(`${suite.server.baseUrl}/demo?user=854`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.goto(`${suite.server.baseUrl}/text-input?mealType=breakfast`);
    await page.getByTestId("frequent-foods").waitFor({ timeout: 15_000 });
    await page.getByTestId("quick-add-more").click();
    await page.getByTestId("my-meal-edit").click();
    await shoot(page, "text-input");
    await page.goto(`${suite.server.baseUrl}/edit-meal?id=${lunchId}`);
    await page.getByTestId("save-as-my-meal").click();
    await shoot(page, "edit-meal");
  });
});

async function shoot(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      expect(sideways, `${scheme} ${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
}
