import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, openFromProfile, plain, tab } from "./diary";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

type Per100g = { calories: number; protein: number; fat: number; carbs: number };

describe.runIf(chromiumAvailable)(
  "supplements in Chromium (docs/product.md §2 /supplements, §3, §7 supplements calls)",
  () => {
    const suite = useServerAndBrowser();

    const api = diaryApi(suite);

    /** A catalog food's numbers per 100 g, as the food search answers them: the dish is priced by the database. */
    async function catalogFood(userId: string, query: string, id: string): Promise<Per100g> {
      const res = await api(userId, "GET", `/api/food/search?q=${encodeURIComponent(query)}&lang=en&limit=50`);
      const { items } = (await res.json()) as {
        items: { id: string; kcal: number; protein: number; fat: number; carbs: number }[];
      };
      const item = items.find((i) => i.id === id);
      expect(item, `catalog food ${id}`).toBeDefined();
      const { kcal, protein, fat, carbs } = item!;
      return { calories: kcal, protein, fat, carbs };
    }

    /** Lunch of rice and chicken breast, both from the database: no vitamin D, no fish oil, little calcium. */
    async function logLunch(userId: string, date: string) {
      const rice = await catalogFood(userId, "rice", "rice");
      const chicken = await catalogFood(userId, "chicken breast", "chicken-breast");
      await api(userId, "POST", "/api/meals", {
        date,
        mealType: "lunch",
        source: "manual",
        dishes: [
          { name: "Рис", grams: 250, per100g: rice, foodId: "rice", isEstimate: false },
          { name: "Куриная грудка", grams: 200, per100g: chicken, foodId: "chicken-breast", isEstimate: false },
        ],
      });
    }

    async function createPerson(userId: string, firstName: string) {
      await api(userId, "POST", "/api/users", {
        firstName,
        lastName: "Демо",
        profileData: {
          dailyCalorieGoal: 1900,
          proteinGoalG: 60,
          gender: "female",
          age: 34,
          weightKg: 62,
          heightCm: 168,
        },
      });
    }

    /** The dashboard in Russian, then its link to the supplements screen; `prepare` runs before the first load. */
    async function openSupplements(userId: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
      const page = await newRussianPage(suite, "supplements-test-started");
      await prepare?.(page);
      await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      await openFromProfile(page, "Добавки");
      await page.waitForURL(/\/supplements$/);
      await page.getByRole("heading", { name: "Добавки", level: 1 }).waitFor({ timeout: 15_000 });
      return page;
    }

    it("analyses a week of logged meals, suggests vitamin D with the person's own average, keeps an accepted one across a reload, declines another, and speaks English", async () => {
      await createPerson("921", "Ира");
      for (const daysAgo of [0, 1, 3]) await logLunch("921", localDay(daysAgo));

      const page = await openSupplements("921");
      // Food first and the doctor, before anything is pressed.
      expect(plain(await page.getByTestId("supplements-intro").textContent())).toContain("последние 7 дней");
      expect(plain(await page.getByTestId("supplements-doctor").textContent())).toBe(
        "Прежде чем начать принимать любую добавку, посоветуйтесь с врачом.",
      );
      const suggestions = page.getByTestId("suggestions-section");
      const mine = page.getByTestId("mine-section");
      await suggestions.getByTestId("suggestions-empty").waitFor({ timeout: 15_000 });
      expect(plain(await mine.getByTestId("mine-last-analysis").textContent())).toBe("Анализа ещё не было.");
      await mine.getByTestId("mine-empty").waitFor();

      // Analyse: three logged days of the week, vitamin D far below its 15 µg reference, shown as a gap.
      await page.getByRole("button", { name: "Проанализировать мой рацион" }).click();
      const analysis = page.getByTestId("analysis-result");
      await analysis.waitFor({ timeout: 20_000 });
      expect(await analysis.getAttribute("data-enough")).toBe("true");
      expect(plain(await analysis.getByTestId("analysis-logged-days").textContent())).toBe("Дней с записями: 3 из 7");
      const vitaminDRow = analysis.getByTestId("intake-vitaminD");
      expect(await vitaminDRow.getAttribute("data-gap")).toBe("true");
      expect(plain(await vitaminDRow.textContent())).toContain("Витамин D");
      expect(plain(await vitaminDRow.getByTestId("intake-amount").textContent())).toMatch(/^[\d,]+ из 15 мкг$/);
      expect(plain(await vitaminDRow.textContent())).toContain("Недостаток");
      // About 70 g of protein a day against the profile's 60 g goal: no gap there.
      expect(await analysis.getByTestId("intake-protein").getAttribute("data-gap")).toBe("false");
      expect(plain(await analysis.getByTestId("intake-protein").getByTestId("intake-amount").textContent())).toMatch(
        / г$/,
      );
      await page.getByRole("button", { name: "Проанализировать снова" }).waitFor();

      // Vitamin D among the suggestions, with its priority in words and the person's own average in the reason.
      const vitaminD = suggestions.getByTestId("suggestion-vitaminD");
      await vitaminD.waitFor({ timeout: 15_000 });
      expect(await vitaminD.getAttribute("data-status")).toBe("recommended");
      expect(plain(await vitaminD.getByTestId("suggestion-name").textContent())).toBe("Витамин D3");
      expect(plain(await vitaminD.getByTestId("suggestion-priority").textContent())).toMatch(/^Приоритет: \S+$/);
      expect(plain(await vitaminD.getByTestId("suggestion-reason").textContent())).toMatch(
        /^В среднем [\d,]+ мкг в день из нормы 15 мкг \(\d+%\) — за 3 дня в дневнике\.$/,
      );
      expect(plain(await vitaminD.getByTestId("suggestion-dosage").textContent())).toContain("врач");
      // The most urgent first: no card ranks above a more urgent one.
      const rank: Record<string, number> = { low: 0, medium: 1, high: 2, critical: 3 };
      const priorities = await suggestions
        .locator("[data-priority]")
        .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.priority ?? ""));
      expect(priorities.length).toBeGreaterThan(1);
      const ranks = priorities.map((p) => rank[p] ?? -1);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      // The last analysis is today's.
      await expect
        .poll(async () => plain(await mine.getByTestId("mine-last-analysis").textContent()))
        .not.toBe("Анализа ещё не было.");

      // Accept vitamin D: the card says so and offers the way back, and it is listed under "My supplements".
      await vitaminD.getByRole("button", { name: "Принять" }).click();
      await expect.poll(() => vitaminD.getAttribute("data-status")).toBe("accepted");
      expect(plain(await vitaminD.getByTestId("suggestion-status").textContent())).toBe("✓ Принято");
      await vitaminD.getByRole("button", { name: "Больше не принимаю" }).waitFor();
      await mine.getByTestId("mine-vitaminD").waitFor();
      expect(plain(await mine.getByTestId("mine-vitaminD").textContent())).toContain("Витамин D3");

      // Decline another suggestion; a declined card offers to accept after all.
      const other = suggestions.locator('[data-status="recommended"]').first();
      const otherNutrient = await other.getAttribute("data-testid");
      expect(otherNutrient).toMatch(/^suggestion-/);
      await other.getByRole("button", { name: "Отклонить" }).click();
      const declined = suggestions.getByTestId(otherNutrient!);
      await expect.poll(() => declined.getAttribute("data-status")).toBe("declined");
      await declined.getByRole("button", { name: "Всё-таки принять" }).waitFor();
      expect(await mine.getByTestId(otherNutrient!.replace("suggestion-", "mine-")).count()).toBe(0);

      // A reload keeps both decisions: they are the server's.
      await page.reload();
      await vitaminD.waitFor({ timeout: 15_000 });
      expect(await vitaminD.getAttribute("data-status")).toBe("accepted");
      expect(await declined.getAttribute("data-status")).toBe("declined");
      await mine.getByTestId("mine-vitaminD").waitFor();
      // The analysis itself is the reply to a press: after a reload only its date remains.
      expect(await page.getByTestId("analysis-result").count()).toBe(0);

      // English: switched on the dashboard, the screen follows in English words and units.
      await tab(page, "/").click();
      await page.getByRole("button", { name: "English" }).click();
      await openFromProfile(page, "Supplements");
      await page.waitForURL(/\/supplements$/);
      await page.getByRole("heading", { name: "Supplements", level: 1 }).waitFor({ timeout: 15_000 });
      expect(plain(await page.getByTestId("supplements-doctor").textContent())).toBe(
        "Talk to a doctor before you start taking any supplement.",
      );
      await page.getByRole("heading", { name: "My supplements" }).waitFor();
      await vitaminD.waitFor({ timeout: 15_000 });
      expect(plain(await vitaminD.getByTestId("suggestion-status").textContent())).toBe("✓ Accepted");
      expect(plain(await vitaminD.getByTestId("suggestion-priority").textContent())).toMatch(
        /^Priority: (critical|high|medium|low)$/,
      );
      await page.getByRole("button", { name: "Analyse my diet" }).click();
      await analysis.waitFor({ timeout: 20_000 });
      expect(plain(await analysis.getByTestId("analysis-logged-days").textContent())).toBe(
        "Days with meals logged: 3 of 7",
      );
      expect(plain(await vitaminDRow.getByTestId("intake-amount").textContent())).toMatch(/^[\d.]+ of 15 µg$/);
      expect(plain(await vitaminDRow.textContent())).toContain("Vitamin D");
      // Analysing again keeps the decisions.
      await expect.poll(() => vitaminD.getAttribute("data-status")).toBe("accepted");
      await page.close();
    }, 120_000);

    it("says one logged day is not enough, with a way to log a meal, and a failing section offers its own retry", async () => {
      await createPerson("922", "Оля");
      await logLunch("922", localDay(0));
      const page = await openSupplements("922", (p) =>
        p.route("**/api/supplements/user/me", (route) => route.fulfill({ status: 503, body: "unavailable" })),
      );

      // One section failing leaves the others working.
      const mine = page.getByTestId("mine-section");
      await mine.getByRole("alert").waitFor({ timeout: 15_000 });
      expect(plain(await mine.getByRole("alert").textContent())).toContain("Не удалось загрузить ваши добавки.");
      await page.getByTestId("suggestions-section").getByTestId("suggestions-empty").waitFor();
      await expectPageErrors(suite.browser, [failedLoad("/api/supplements/user/me", 503)]);
      await page.unroute("**/api/supplements/user/me");
      await mine.getByRole("button", { name: "Повторить" }).click();
      await mine.getByTestId("mine-empty").waitFor();
      expect(await mine.getByRole("alert").count()).toBe(0);

      await page.getByRole("button", { name: "Проанализировать мой рацион" }).click();
      const analysis = page.getByTestId("analysis-result");
      await analysis.waitFor({ timeout: 20_000 });
      expect(await analysis.getAttribute("data-enough")).toBe("false");
      expect(plain(await analysis.getByTestId("analysis-logged-days").textContent())).toBe("Дней с записями: 1 из 7");
      expect(plain(await analysis.getByTestId("analysis-not-enough").textContent())).toContain(
        "Для выводов нужны записи хотя бы за 3 дня недели.",
      );
      expect(await analysis.getByTestId("intake").count()).toBe(0);
      // Nothing is suggested from one day, and the empty state stays.
      await page.getByTestId("suggestions-section").getByTestId("suggestions-empty").waitFor();

      await analysis.getByRole("link", { name: "Записать приём пищи" }).click();
      await page.waitForURL(/\/text-input$/);
      await page.close();
    }, 60_000);
  },
);
