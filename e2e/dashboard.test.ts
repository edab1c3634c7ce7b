import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, ungrouped } from "./diary";
import { chromiumAvailable } from "./harness";
import { useServerAndBrowser } from "./suite";

/** The dashboard at the narrowest VK phone and a common one, light and dark: gitignored, rewritten by each run. */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "dashboard");

function plov(date: string, mealType: string, grams: number) {
  return {
    date,
    mealType,
    source: "manual",
    dishes: [
      {
        name: "Плов",
        grams,
        per100g: { calories: 200, protein: 6, fat: 8, carbs: 25 },
        foodId: null,
        isEstimate: true,
      },
    ],
  };
}

async function screenshots(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
}

describe.runIf(chromiumAvailable)("the dashboard tells the day at a glance (docs/product.md §2 Dashboard)", () => {
  const suite = useServerAndBrowser();

  it("shows water, streak and weight; one tap adds a glass; a weigh-in changes the goal and says so", async () => {
    const api = diaryApi(suite);
    await api("862", "POST", "/api/users", {
      firstName: "Анастасия",
      lastName: "Демо",
      profileData: { age: 34, gender: "female", heightCm: 168, weightKg: 62, activityLevel: "moderate" },
    });
    for (const days of [2, 1, 0]) await api("862", "POST", "/api/meals", plov(localDay(days), "lunch", 300));
    await api("862", "POST", "/api/water-intake/log", { volumeMl: 500, source: "quick" });
    const me = async () => (await (await api("862", "GET", "/api/users/me")).json()).profileData;
    const before = await me();

    const page = await newRussianPage(suite, "dashboard-journey");
    await page.goto(`${suite.server.baseUrl}/demo?user=862`);
    const water = page.getByTestId("dashboard-water");
    await water.waitFor({ timeout: 20_000 });
    expect(ungrouped(await water.textContent())).toBe(`500 из ${before.waterGoalMl} мл`);
    expect(await page.getByTestId("dashboard-streak").textContent()).toBe("3 дня подряд");
    expect(await page.getByTestId("dashboard-weight").textContent()).toBe("62 кг");
    expect(ungrouped(await page.getByTestId("calorie-goal").textContent())).toBe(
      `Цель на день: ${before.dailyCalorieGoal} ккал`,
    );

    await page.getByTestId("dashboard-add-glass").click();
    await expect.poll(async () => ungrouped(await water.textContent())).toBe(`750 из ${before.waterGoalMl} мл`);
    await page.getByText("Добавлен стакан, 250 мл").first().waitFor();
    // Stored, not only shown: the water screen's day reads the same total.
    const day = await (await api("862", "GET", `/api/water-intake/day/${localDay(0)}`)).json();
    expect(day.totalMl).toBe(750);

    await page.getByTestId("dashboard-weigh-in").click();
    await page.getByTestId("weigh-in-value").fill("58,4");
    await page.getByTestId("weigh-in-save").click();
    await expect.poll(() => page.getByTestId("dashboard-weight").textContent()).toBe("58,4 кг");
    const after = await me();
    expect(after.weightKg).toBe(58.4);
    expect(after.dailyCalorieGoal).toBeLessThan(before.dailyCalorieGoal);
    await page.getByText("Вес записан: 58,4 кг").first().waitFor();
    expect(ungrouped(await page.getByText("Цель по калориям:").first().textContent())).toBe(
      `Цель по калориям: ${before.dailyCalorieGoal} → ${after.dailyCalorieGoal} ккал`,
    );
    await expect
      .poll(async () => ungrouped(await page.getByTestId("calorie-goal").textContent()))
      .toBe(`Цель на день: ${after.dailyCalorieGoal} ккал`);
    await page.close();
  }, 120_000);

  it("saves screenshots of a day under and over the goal", async () => {
    const api = diaryApi(suite);
    await api("861", "POST", "/api/users", {
      firstName: "Анастасия",
      lastName: "Демо",
      profileData: { age: 34, gender: "female", heightCm: 168, weightKg: 62, activityLevel: "moderate" },
    });
    for (const days of [2, 1, 0]) await api("861", "POST", "/api/meals", plov(localDay(days), "lunch", 300));
    await api("861", "POST", "/api/water-intake/log", { volumeMl: 500, source: "quick" });
    const page = await newRussianPage(suite, "dashboard-shots");
    await page.goto(`${suite.server.baseUrl}/demo?user=861`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await screenshots(page, process.env.DASHBOARD_SHOTS ?? "under");
    await api("861", "POST", "/api/meals", plov(localDay(0), "dinner", 900));
    await page.reload();
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await screenshots(page, `${process.env.DASHBOARD_SHOTS ?? "under"}-over`);
    if (await page.getByTestId("dashboard-weigh-in").isVisible()) {
      await page.getByTestId("dashboard-weigh-in").click();
      await page.getByTestId("weigh-in-value").waitFor();
      await screenshots(page, `${process.env.DASHBOARD_SHOTS ?? "under"}-weigh-in`);
    }
    await page.close();
  }, 120_000);
});
