import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, plain, tab } from "./diary";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

describe.runIf(chromiumAvailable)("analytics in Chromium (docs/product.md §2 /analytics, §7 analytics calls)", () => {
  const suite = useServerAndBrowser();

  const api = diaryApi(suite);

  /** One meal of `grams` of a food at 400 kcal, 10 g protein, 20 g fat and 50 g carbs per 100 g. */
  const logMeal = (userId: string, date: string, grams: number) =>
    api(userId, "POST", "/api/meals", {
      date,
      mealType: "lunch",
      source: "manual",
      dishes: [
        {
          name: "Плов",
          grams,
          per100g: { calories: 400, protein: 10, fat: 20, carbs: 50 },
          foodId: null,
          isEstimate: true,
        },
      ],
    });

  /** The dashboard in Russian, then its link to the analytics screen; `prepare` runs before the first load. */
  async function openAnalytics(userId: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
    const page = await newRussianPage(suite, "analytics-test-started");
    await prepare?.(page);
    await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await tab(page, "/analytics").click();
    await page.waitForURL(/\/analytics$/);
    return page;
  }

  it("shows the period's days against the goal, keeps the period in the address, logs, deletes and restores a weigh-in, and speaks English", async () => {
    await api("811", "POST", "/api/users", {
      firstName: "Аня",
      lastName: "Демо",
      profileData: { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250, targetWeightKg: 70 },
    });
    // Yesterday 1800 kcal (10% under the goal: within it), today 2600 kcal (30% over it).
    await logMeal("811", localDay(1), 450);
    await logMeal("811", localDay(0), 650);

    const page = await openAnalytics("811");
    const calories = page.getByTestId("calories-section");
    await calories.getByTestId("calories-average").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("period-week").getAttribute("aria-pressed")).toBe("true");
    expect(plain(await calories.getByTestId("calories-average").textContent())).toBe(
      "В среднем 2 200 ккал за день с записями",
    );
    expect(plain(await calories.getByTestId("calories-within").textContent())).toBe(
      "1 из 2 дней с записями — в пределах 10% от цели",
    );
    // Seven bars, today's tinted as over the goal, yesterday's not, the other five empty.
    const tones = await calories.getByTestId("calories-bar").evaluateAll((bars) => bars.map((b) => b.dataset.tone));
    expect(tones).toEqual(["empty", "empty", "empty", "empty", "empty", "logged", "over"]);
    await calories.getByTestId("calories-goal-line").waitFor({ state: "attached" });
    // The chart speaks in words, and a hidden table carries each day's number.
    const summary = plain(await calories.getByTestId("calories-chart").getAttribute("aria-label"));
    expect(summary).toContain("Дней с записями: 2 из 7.");
    expect(summary).toContain("Дней больше цели более чем на 10%: 1.");
    const rows = await calories.locator("[data-testid=calories-table] tbody tr").allTextContents();
    expect(rows).toHaveLength(7);
    expect(plain(rows[6] ?? "")).toMatch(/2 600$/);
    expect(plain(rows[0] ?? "")).toMatch(/нет записей$/);
    // Two weigh-ins a week apart cannot fit in a week: the screen says what is needed.
    expect(plain(await calories.getByTestId("calories-expenditure-needs").textContent())).toContain(
      "выберите месяц или квартал",
    );

    // Nutrition: per logged day, 55 g protein, 110 g fat, 275 g carbs; energy 220 + 990 + 1100 kcal.
    const nutrition = page.getByTestId("nutrition-section");
    expect(plain(await nutrition.getByTestId("nutrition-protein").textContent())).toContain("55 из 100 г");
    expect(plain(await nutrition.getByTestId("nutrition-fat").textContent())).toContain("110 из 70 г");
    expect(plain(await nutrition.getByTestId("share-fat").textContent())).toBe("Жиры 43 %");
    expect(plain(await nutrition.getByTestId("share-carbs").textContent())).toBe("Углеводы 48 %");

    // Advice: two logged days of seven say too little to judge the week (services/analytics-advice.ts).
    const advice = page.getByTestId("advice-section");
    await advice.getByTestId("advice-item").first().waitFor({ timeout: 15_000 });
    expect((await advice.getByTestId("advice-item").allTextContents()).map(plain)).toEqual([
      "Чтобы судить о периоде, записей мало: дней с записями 2 из 7, нужно хотя бы 3.",
    ]);

    // The period switch works from the keyboard and writes the period into the address.
    await page.getByTestId("period-week").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/analytics\?period=month$/);
    expect(await page.getByTestId("period-month").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => calories.getByTestId("calories-bar").count()).toBe(30);
    expect(plain(await calories.getByTestId("calories-average").textContent())).toBe(
      "В среднем 2 200 ккал за день с записями",
    );
    // A refresh keeps the period.
    await page.reload();
    await calories.getByTestId("calories-average").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("period-month").getAttribute("aria-pressed")).toBe("true");
    expect(await calories.getByTestId("calories-bar").count()).toBe(30);

    // Weight: nothing yet, then a bad number gets a clear message and stores nothing.
    const weight = page.getByTestId("weight-section");
    await weight.getByTestId("weight-empty").waitFor();
    await weight.getByTestId("weight-input").fill("20");
    await weight.getByTestId("weight-submit").click();
    expect(plain(await weight.getByTestId("weight-problem").textContent())).toBe(
      "Введите вес числом от 30 до 300 кг, например 72,5",
    );
    expect(await weight.getByTestId("weight-entry").count()).toBe(0);

    // A week ago 73.4 kg, then today 72,5 with a decimal comma: both in the list (newest first) and the chart.
    await weight.getByTestId("weight-input").fill("73.4");
    await weight.getByTestId("weight-date").fill(localDay(8));
    await weight.getByTestId("weight-submit").click();
    await expect.poll(() => weight.getByTestId("weight-entry").count()).toBe(1);
    expect(plain(await weight.getByTestId("weight-change").textContent())).toBe(
      "Изменение появится после второго взвешивания за период.",
    );
    // The form clears once every analytics read it refreshes (the advice's too) has answered.
    await expect.poll(() => weight.getByTestId("weight-date").inputValue()).toBe(localDay(0));
    await weight.getByTestId("weight-input").fill("72,5");
    await weight.getByTestId("weight-submit").click();
    await expect.poll(() => weight.getByTestId("weight-entry").count()).toBe(2);
    expect(plain(await weight.getByTestId("weight-entry").first().textContent())).toContain("72,5 кг");
    expect(plain(await weight.getByTestId("weight-entry").nth(1).textContent())).toContain("73,4 кг");
    expect(await weight.getByTestId("weight-point").evaluateAll((ps) => ps.map((p) => p.dataset.weight))).toEqual([
      "73.4",
      "72.5",
    ]);
    await weight.getByTestId("weight-trend-line").waitFor({ state: "attached" });
    await weight.getByTestId("weight-target-line").waitFor({ state: "attached" });
    // The change follows the trend, which moves less than the raw 0.9 kg: a loss, below a kilogram.
    expect(plain(await weight.getByTestId("weight-change").textContent())).toMatch(
      /^Изменение за период по тренду: −0,\d кг$/,
    );
    // Today already has a weigh-in: the form says a new one replaces it.
    expect(plain(await weight.getByTestId("weight-hint").textContent())).toContain("уже записано 72,5 кг");

    // Delete today's weigh-in, then undo from the toast: it comes back with the same date and weight.
    await weight.getByTestId("weight-entry").first().getByTestId("weight-remove").click();
    await expect.poll(() => weight.getByTestId("weight-entry").count()).toBe(1);
    await page.getByTestId("toast").getByText("Взвешивание удалено").waitFor();
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect.poll(() => weight.getByTestId("weight-entry").count()).toBe(2);
    expect(plain(await weight.getByTestId("weight-entry").first().textContent())).toContain("72,5 кг");
    expect(await weight.getByTestId("weight-point").count()).toBe(2);

    // English: switched on the dashboard, the screen follows with English words and number format.
    await page.getByRole("button", { name: "Назад" }).click();
    await page.getByRole("button", { name: "English" }).click();
    await tab(page, "/analytics").click();
    await page.waitForURL(/\/analytics$/);
    await calories.getByTestId("calories-average").waitFor({ timeout: 15_000 });
    // English is a chunk loaded on the switch: the screen may show Russian for a moment before it arrives.
    await expect
      .poll(async () => plain(await calories.getByTestId("calories-average").textContent()), { timeout: 15_000 })
      .toBe("Average 2,200 kcal per logged day");
    expect(plain(await calories.getByTestId("calories-within").textContent())).toBe(
      "1 of 2 logged days within 10% of goal",
    );
    await advice.getByTestId("advice-item").first().waitFor({ timeout: 15_000 });
    expect((await advice.getByTestId("advice-item").allTextContents()).map(plain)).toEqual([
      "Too few records to judge this period: logged days 2 of 7, at least 3 needed.",
    ]);
    expect(plain(await weight.getByTestId("weight-entry").first().textContent())).toContain("72.5 kg");
    await page.close();
  }, 120_000);

  it("invites to log when the period is empty, and a failing section offers its own retry without blanking the others", async () => {
    await api("812", "POST", "/api/users", {
      firstName: "Без",
      lastName: "Записей",
      profileData: { dailyCalorieGoal: 1800 },
    });
    const page = await openAnalytics("812", (p) =>
      p.route("**/api/analytics/nutrition/me*", (route) => route.fulfill({ status: 503, body: "unavailable" })),
    );

    const calories = page.getByTestId("calories-section");
    await calories.getByTestId("calories-empty").waitFor({ timeout: 15_000 });
    await calories.getByRole("link", { name: "Записать приём пищи" }).waitFor();
    await page.getByTestId("weight-section").getByTestId("weight-empty").waitFor();
    const nutrition = page.getByTestId("nutrition-section");
    expect(plain(await nutrition.getByRole("alert").textContent())).toContain("Не удалось загрузить БЖУ за период.");

    await expectPageErrors(suite.browser, [failedLoad("/api/analytics/nutrition/me", 503)]);
    await page.unroute("**/api/analytics/nutrition/me*");
    await nutrition.getByRole("button", { name: "Повторить" }).click();
    await nutrition.getByTestId("nutrition-empty").waitFor();
    expect(await nutrition.getByRole("alert").count()).toBe(0);

    // The invitation leads to logging a meal.
    await calories.getByRole("link", { name: "Записать приём пищи" }).click();
    await page.waitForURL(/\/text-input$/);
    await page.close();
  }, 60_000);
});
