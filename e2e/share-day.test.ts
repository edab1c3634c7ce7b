import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, plain, TIME_ZONE } from "./diary";
import { chromiumAvailable } from "./harness";
import { useServerAndBrowser } from "./suite";

const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "share-day");

async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.screenshot({ path: path.join(ARTIFACTS, `${width}-${scheme}-${name}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

// docs/product.md §2 /, Share the day: outside VK, in a browser without a share sheet, the summary is copied.
describe.runIf(chromiumAvailable)("sharing the day outside VK (docs/product.md §2)", () => {
  const suite = useServerAndBrowser();
  beforeAll(async () => {
    const api = diaryApi(suite);
    await api("751", "POST", "/api/users", {
      firstName: "Вера",
      lastName: "Тест",
      profileData: { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250, timezone: TIME_ZONE },
    });
    await api("751", "POST", "/api/meals", {
      date: localDay(0),
      mealType: "lunch",
      source: "manual",
      dishes: [
        {
          name: 'Плов, "домашний"',
          grams: 500,
          per100g: { calories: 291, protein: 8, fat: 10, carbs: 32 },
          foodId: null,
          isEstimate: false,
        },
      ],
    });
  });

  it("copies the day's summary to the clipboard and says so; the button is free again at once", async () => {
    await suite.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: suite.server.baseUrl,
    });
    const page = await newRussianPage(suite, "share-day-clipboard");
    // A browser without the Web Share API, as desktop Chromium on Linux is: the clipboard path.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "canShare", { value: undefined, configurable: true });
    });
    await page.goto(`${suite.server.baseUrl}/demo?user=751`);
    await expect
      .poll(() => page.getByTestId("day-calories").getAttribute("data-value"), { timeout: 20_000 })
      .toBe("1455");
    const button = page.getByTestId("share-day");
    await button.click();
    await page.getByTestId("toast").getByText("Итог дня скопирован").waitFor();
    expect(await button.isEnabled()).toBe(true);
    const copied = plain(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toMatch(/^Тарелка · \d{1,2} [а-я]+ \d{4} г\./);
    expect(copied).toContain("Калории: 1 455 из 2 000 ккал");
    expect(copied).toContain("Белки: 40 из 100 г");
    expect(copied).toContain("Жиры: 50 из 70 г");
    expect(copied).toContain("Углеводы: 160 из 250 г");
    await screenshots(page, "dashboard");
    await page.close();
  }, 120_000);
});
