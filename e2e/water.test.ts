import { describe, expect, it } from "vitest";
import { ungrouped } from "./diary";
import { chromiumAvailable, demoHeaders } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

describe.runIf(chromiumAvailable)(
  "water tracker in Chromium (docs/product.md §2 /water-tracker, §7 water calls)",
  () => {
    const suite = useServerAndBrowser();

    async function createUser(userId: string, profileData: Record<string, unknown>) {
      const res = await fetch(`${suite.server.baseUrl}/api/users`, {
        method: "POST",
        headers: demoHeaders(userId),
        body: JSON.stringify({ firstName: "Вода", lastName: "Демо", profileData }),
      });
      expect(res.status).toBe(201);
    }

    it("logs glasses and an exact amount against the goal; edits, deletes and undoes; keeps other days apart", async () => {
      // 60 kg, moderate activity: 30 ml per kg adjusted for activity gives 2000 ml (docs/product.md).
      await createUser("801", { age: 30, heightCm: 168, weightKg: 60, gender: "female", activityLevel: "moderate" });
      const page = await suite.browser.newPage();
      await page.goto(`${suite.server.baseUrl}/demo?user=801`);
      await page.getByTestId("quick-water").click();
      await page.waitForURL(/\/water-tracker$/);
      const total = async () => Number(await page.getByTestId("water-total").getAttribute("data-value"));
      await page.getByTestId("water-empty").waitFor({ timeout: 15_000 });
      expect(ungrouped(await page.getByTestId("water-total").textContent())).toBe("Выпито 0 из 2000 мл");

      await page.getByTestId("water-quick-250").click();
      await expect.poll(total).toBe(250);
      expect(ungrouped(await page.getByTestId("water-left").textContent())).toBe("Осталось 1750 мл");

      // Bad input gets a clear message and stores nothing.
      await page.getByTestId("water-volume").fill("0");
      await page.getByTestId("water-add").click();
      await expect
        .poll(async () => ungrouped(await page.getByTestId("water-problem").textContent()))
        .toBe("Введите объём от 1 до 5000 мл целым числом");

      // A failed save says which action failed and keeps what was typed.
      await page.route("**/api/water-intake/log", (route) => route.fulfill({ status: 503, body: "unavailable" }));
      await page.getByTestId("water-volume").fill("330");
      await page.getByTestId("water-notes").fill("чай");
      await page.getByTestId("water-add").click();
      await page.getByText("Не удалось записать воду").first().waitFor();
      expect(await page.getByTestId("water-volume").inputValue()).toBe("330");
      await expectPageErrors(suite.browser, [failedLoad("/api/water-intake/log", 503)]);
      await page.unroute("**/api/water-intake/log");

      await page.getByTestId("water-add").click();
      await expect.poll(total).toBe(580);
      // The form empties once the save has answered, which may be a moment after the total shows it.
      await expect.poll(() => page.getByTestId("water-volume").inputValue()).toBe("");
      await expect.poll(() => page.getByTestId("water-entry").nth(1).textContent()).toContain("чай");

      // Edit the glass from 250 to 300 ml.
      await page.getByTestId("water-entry").first().getByTestId("water-edit").click();
      await page.getByTestId("water-edit-volume").fill("300");
      await page.getByTestId("water-edit-save").click();
      await expect.poll(total).toBe(630);

      // Delete the tea, then undo from the toast: it comes back with its note.
      await page.getByTestId("water-entry").nth(1).getByTestId("water-remove").click();
      await expect.poll(total).toBe(300);
      await page.getByRole("button", { name: "Отменить" }).click();
      await expect.poll(total).toBe(630);
      await expect.poll(() => page.getByTestId("water-entry").count()).toBe(2);
      expect(await page.getByTestId("water-entry").nth(1).textContent()).toContain("чай");

      // The day before is its own day; the entries are kept on the server across a reload.
      await page.getByTestId("prev-day").click();
      await page.getByTestId("water-empty").waitFor();
      expect(await total()).toBe(0);
      await page.getByTestId("next-day").click();
      await expect.poll(total).toBe(630);
      await page.reload();
      await expect.poll(total, { timeout: 15_000 }).toBe(630);
      await page.close();
    }, 120_000);

    it("without weight and activity, counts the water and asks for the profile instead of inventing a goal", async () => {
      await createUser("802", { dailyCalorieGoal: 1800 });
      const page = await suite.browser.newPage();
      await page.goto(`${suite.server.baseUrl}/demo?user=802`);
      await page.getByTestId("day-calories").waitFor({ timeout: 15_000 });
      await page.goto(`${suite.server.baseUrl}/water-tracker`);
      await page.getByTestId("water-quick-500").click();
      await expect.poll(async () => page.getByTestId("water-total").textContent()).toBe("Выпито 500 мл");
      await page.getByRole("link", { name: "Заполнить профиль" }).waitFor();
      await page.close();
    }, 60_000);

    it("analyses the day's water in both languages: glasses to the goal, and when in the day it came", async () => {
      await createUser("803", { age: 30, heightCm: 168, weightKg: 60, gender: "female", activityLevel: "moderate" });
      const page = await suite.browser.newPage();
      await page.goto(`${suite.server.baseUrl}/demo?user=803`);
      await page.getByTestId("day-calories").waitFor({ timeout: 15_000 });
      await page.goto(`${suite.server.baseUrl}/water-tracker`);
      const advice = async () => ungrouped(await page.getByTestId("hydration-advice").textContent());
      await expect.poll(advice, { timeout: 15_000 }).toContain("За этот день вода не записана");

      // A glass refreshes the analysis with the day: 2000 − 250 = 1750 ml, seven glasses of 250 ml.
      await page.getByTestId("water-quick-250").click();
      await expect.poll(advice).toContain("До цели 1750 мл — примерно 7 стаканов по 250 мл.");
      expect(ungrouped(await page.getByTestId("hydration-timing").textContent())).toMatch(/Первый стакан в \d\d:\d\d/);

      await page.evaluate(() => localStorage.setItem("tarelka.language", "en"));
      await page.reload();
      await expect.poll(advice, { timeout: 15_000 }).toContain("1750 ml to the goal: about 7 glasses of 250 ml.");
      expect(ungrouped(await page.getByTestId("hydration-timing").textContent())).toMatch(/First glass at \d\d:\d\d/);
      await page.close();
    }, 60_000);
  },
);
