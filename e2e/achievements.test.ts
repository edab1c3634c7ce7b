import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, newRussianPage, openFromProfile, plain, TIME_ZONE, tab } from "./diary";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

type Recorded = { toasts: string[] };

/**
 * Records the text of every toast that appears, from the page's first script on: a toast replaced or gone
 * before the test looks is still counted, so "shown once" can be asserted rather than guessed.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.toasts = [];
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement && node.dataset.testid === "toast") w.toasts.push(node.innerText);
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const toastsOf = (page: Page) => page.evaluate(() => (window as unknown as Recorded).toasts);
const unlockToasts = async (page: Page, prefix: string) =>
  (await toastsOf(page)).filter((text) => text.startsWith(prefix));

describe.runIf(chromiumAvailable)(
  "achievements in Chromium (docs/product.md §2 /achievements, §3 Achievement, §7 calls)",
  () => {
    const suite = useServerAndBrowser();

    const api = diaryApi(suite);

    type Listed = { id: string; status: string; progress: number; target: number; achievedAt: string | null };
    const achievementsOf = async (userId: string): Promise<Listed[]> =>
      (await (await api(userId, "GET", "/api/achievements/me")).json()) as Listed[];

    const createUser = (userId: string, firstName: string) =>
      api(userId, "POST", "/api/users", {
        firstName,
        lastName: "Демо",
        profileData: { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250 },
      });

    /** A new page in Russian, recording its toasts. */
    async function newRecordedPage(marker: string): Promise<Page> {
      const page = await newRussianPage(suite, marker);
      await recordToasts(page);
      return page;
    }

    /** The notifier's own read: it loads once the first screen is idle, then asks for the list. */
    const notifierRead = (page: Page) =>
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/achievements/me" && r.request().method() === "GET",
        {
          timeout: 15_000,
        },
      );

    it("toasts the first meal once, marks it shown, and lists earned and in-progress achievements in both languages", async () => {
      await createUser("831", "Оля");
      const page = await newRecordedPage("achievements-831");
      const marks: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/achievements/me/mark-notified") {
          marks.push(request.postData() ?? "");
        }
      });

      const loaded: string[] = [];
      page.on("request", (request) => loaded.push(new URL(request.url()).pathname));

      // The dashboard shows with neither the notifier's code nor its read (decision 006: the first route does not grow);
      // they come once it is idle. Nothing is earned yet, so there is nothing to tell.
      const firstRead = notifierRead(page);
      await page.goto(`${suite.server.baseUrl}/demo?user=831`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      expect(loaded.filter((path) => path.includes("achievement"))).toEqual([]);
      await firstRead;
      expect(loaded.some((path) => /\/assets\/achievement-notifier-[\w-]+\.js$/.test(path))).toBe(true);

      // A meal logged through the screens: the save is a change, so the notifier asks again and tells.
      await page.getByTestId("quick-text").click();
      await page.getByTestId("meal-text").fill("гречка 200 г");
      await page.getByTestId("analyze-text").click();
      await page.waitForURL(/\/confirmation$/);
      await page.getByTestId("save-meal").click();
      await page.waitForURL((url) => url.pathname === "/");
      const unlock = page.getByTestId("toast").filter({ hasText: "Достижение получено: Первый шаг" });
      await unlock.waitFor({ timeout: 15_000 });
      // The save's own toast came first; the unlock took its place (docs/product.md §2: one toast at a time).
      const shown = await toastsOf(page);
      expect(shown.map((text) => text.split("\n")[0])).toEqual([
        "Приём пищи сохранён",
        "Достижение получено: Первый шаг",
      ]);
      await expect.poll(() => marks.length).toBe(1);
      expect(JSON.parse(marks[0] ?? "{}")).toEqual({ achievementIds: ["first-meal"] });
      const firstMeal = (await achievementsOf("831")).find((a) => a.id === "first-meal");
      expect(firstMeal?.status).toBe("unlocked");

      // Its button leads to the screen.
      await unlock.getByRole("button", { name: "Все достижения" }).click();
      await page.waitForURL(/\/achievements$/);
      await page.getByRole("heading", { name: "Достижения", level: 1 }).waitFor();
      expect(plain(await page.getByTestId("achievements-summary").textContent())).toBe("Получено 1 из 12");
      const earned = page.getByTestId("achievements-earned");
      const card = earned.getByTestId("achievement-first-meal");
      expect(plain(await card.getByRole("heading").textContent())).toBe("Первый шаг");
      expect(plain(await card.textContent())).toContain("Запишите первый приём пищи");
      const day = new Date(firstMeal?.achievedAt ?? "").toLocaleDateString("ru", {
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      expect(plain(await card.getByTestId("achievement-date").textContent())).toBe(plain(`Получено ${day}`));
      // Told by the toast already: no "new" badge here.
      expect(await card.getByTestId("achievement-new").count()).toBe(0);
      // The others are on their way, with a bar and "x / n".
      const inProgress = page.getByTestId("achievements-in-progress");
      expect(await inProgress.getByRole("listitem").count()).toBe(11);
      const streak = inProgress.getByTestId("achievement-streak-7");
      expect(plain(await streak.getByRole("heading").textContent())).toBe("Неделя без пропусков");
      expect(plain(await streak.textContent())).toContain("Записывайте еду 7 дней подряд");
      expect(await streak.getByTestId("achievement-progress").textContent()).toBe("1 / 7");
      expect(await streak.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
      expect(
        await inProgress.getByTestId("achievement-meals-50").getByTestId("achievement-progress").textContent(),
      ).toBe("1 / 50");
      expect(
        await inProgress.getByTestId("achievement-first-photo").getByTestId("achievement-progress").textContent(),
      ).toBe("0 / 1");

      // Another change (a glass of water) asks again, and the first meal is not told twice.
      await page.getByRole("button", { name: "Назад" }).click();
      await page.getByTestId("quick-water").click();
      await page.waitForURL(/\/water-tracker$/);
      const afterWater = notifierRead(page);
      await page.getByTestId("water-quick-250").click();
      await page.getByTestId("toast").getByText("Добавлено 250 мл").waitFor();
      await afterWater;
      // The notifier waits for a pause in taps before it tells (1.5 s): wait past it.
      await page.waitForTimeout(2500);
      expect(await unlockToasts(page, "Достижение получено")).toHaveLength(1);

      // A reload reads the list again, and the shown achievement stays quiet.
      const reloadRead = notifierRead(page);
      await page.reload();
      await reloadRead;
      await page.waitForTimeout(2500);
      expect(await toastsOf(page)).toEqual([]);
      expect(marks).toHaveLength(1);

      // English: switched on the dashboard, the screen follows.
      await page.getByRole("button", { name: "Назад" }).click();
      await page.getByRole("button", { name: "English" }).click();
      await openFromProfile(page, "Achievements");
      await page.waitForURL(/\/achievements$/);
      expect(plain(await page.getByTestId("achievements-summary").textContent())).toBe("1 of 12 earned");
      const englishCard = page.getByTestId("achievement-first-meal");
      expect(plain(await englishCard.getByRole("heading").textContent())).toBe("First step");
      const englishDay = new Date(firstMeal?.achievedAt ?? "").toLocaleDateString("en", {
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      expect(plain(await englishCard.getByTestId("achievement-date").textContent())).toBe(`Earned ${englishDay}`);
      expect(plain(await page.getByTestId("achievement-streak-3").textContent())).toContain(
        "Log meals 3 days in a row",
      );
      await page.close();
    }, 120_000);

    it("badges what was earned elsewhere as new on the screen instead of a toast, and offers a retry when the list fails", async () => {
      await createUser("832", "Ким");
      const page = await newRecordedPage("achievements-832");
      const marks: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/achievements/me/mark-notified") {
          marks.push(request.postData() ?? "");
        }
      });
      const firstRead = notifierRead(page);
      await page.goto(`${suite.server.baseUrl}/demo?user=832`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      await firstRead;

      // Earned on another device: a meal and a weigh-in through the API.
      const today = new Date().toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
      await api("832", "POST", "/api/meals", {
        date: today,
        mealType: "lunch",
        source: "manual",
        dishes: [
          {
            name: "Плов",
            grams: 300,
            per100g: { calories: 200, protein: 6, fat: 8, carbs: 25 },
            foodId: null,
            isEstimate: true,
          },
        ],
      });
      await api("832", "POST", "/api/analytics/weight", { date: today, weightKg: 70 });

      // The screen's first read fails: its message and a retry, which then shows the list.
      await page.route("**/api/achievements/me", (route) => route.fulfill({ status: 503, body: "unavailable" }));
      await page.goto(`${suite.server.baseUrl}/achievements`);
      const error = page.getByTestId("achievements-error");
      await error.getByText("Не удалось загрузить достижения.").waitFor({ timeout: 20_000 });
      await expectPageErrors(suite.browser, [failedLoad("/api/achievements/me", 503)]);
      await page.unroute("**/api/achievements/me");
      await error.getByRole("button", { name: "Повторить" }).click();

      expect(plain(await page.getByTestId("achievements-summary").textContent())).toBe("Получено 2 из 12");
      const earned = page.getByTestId("achievements-earned");
      expect(await earned.getByTestId("achievement-new").allTextContents()).toEqual(["Новое", "Новое"]);
      expect(await earned.getByTestId("achievement-first-meal").getByTestId("achievement-new").count()).toBe(1);
      expect(await earned.getByTestId("achievement-first-weigh-in").getByTestId("achievement-new").count()).toBe(1);
      // Opening the screen told the server once, with both.
      await expect.poll(() => marks.length).toBe(1);
      expect(JSON.parse(marks[0] ?? "{}")).toEqual({ achievementIds: ["first-meal", "first-weigh-in"] });
      await expect
        .poll(async () => (await achievementsOf("832")).filter((a) => a.status === "unlocked").map((a) => a.id))
        .toEqual(["first-meal", "first-weigh-in"]);
      // The badges stay for this visit, and the notifier on this screen says nothing.
      await page.waitForTimeout(2500);
      expect(await earned.getByTestId("achievement-new").count()).toBe(2);
      expect(await toastsOf(page)).toEqual([]);

      // Back on the dashboard, nothing is toasted either; and a new visit shows no badge.
      await tab(page, "/").click();
      await page.getByTestId("day-calories").waitFor();
      await page.waitForTimeout(2500);
      expect(await toastsOf(page)).toEqual([]);
      await openFromProfile(page, "Достижения");
      await page.getByTestId("achievements-summary").waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId("achievement-new").count()).toBe(0);
      expect(marks).toHaveLength(1);

      // Earned elsewhere while the app is in the background: coming back into view asks again and tells.
      await tab(page, "/").click();
      await page.getByTestId("day-calories").waitFor();
      await api("832", "PUT", "/api/users/me", { profileData: { dailyCalorieGoal: 2000, waterGoalMl: 250 } });
      await api("832", "POST", "/api/water-intake/log", { volumeMl: 250, source: "manual", date: today });
      const onReturn = notifierRead(page);
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
      await onReturn;
      await page.getByTestId("toast").filter({ hasText: "Достижение получено: Капля за каплей" }).waitFor();
      await expect.poll(() => marks.length).toBe(2);
      expect(JSON.parse(marks[1] ?? "{}")).toEqual({ achievementIds: ["water-goal-1"] });
      await page.close();
    }, 120_000);
  },
);
