import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mealTypeAt } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealPhotoFixture } from "./fixtures/meal-photo";
import { type Browser, chromiumAvailable, demoHeaders, launchBrowser, type RunningServer } from "./harness";
import { startStandInVision } from "./stand-in-vision";
import { expectPageErrors, failedLoad, failOnPageErrors, startJourneyServer } from "./suite";

describe.runIf(chromiumAvailable)("meal logging in Chromium (docs/product.md §2)", () => {
  let server: RunningServer;
  let browser: Browser;
  let vision: Awaited<ReturnType<typeof startStandInVision>>;
  let tmp: string;
  failOnPageErrors(() => browser);

  beforeAll(async () => {
    vision = await startStandInVision();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-meals-e2e-"));
    server = await startJourneyServer({ VISION_API_BASE_URL: vision.url, VISION_MODEL: "stand-in" });
    browser = await launchBrowser();
    for (const [id, name] of [
      ["701", "Ира"],
      ["702", "Лев"],
    ]) {
      const res = await fetch(`${server.baseUrl}/api/users`, {
        method: "POST",
        headers: demoHeaders(id as string),
        body: JSON.stringify({
          firstName: name,
          lastName: "Тест",
          profileData: { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250 },
        }),
      });
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await vision?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function openDashboard(userId: string, name: string) {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/demo?user=${userId}`);
    await page.getByRole("heading", { name: `Привет, ${name}!` }).waitFor({ timeout: 20_000 });
    return page;
  }
  const dayCalories = async (page: Awaited<ReturnType<typeof openDashboard>>) =>
    Number(await page.getByTestId("day-calories").getAttribute("data-value"));

  it("logs a meal by text, confirms it and sees it on the dashboard; edits grams; deletes and undoes", async () => {
    const page = await openDashboard("701", "Ира");
    await page.getByTestId("day-empty").waitFor();
    expect(await dayCalories(page)).toBe(0);

    await page.getByTestId("quick-text").click();
    // docs/product.md §5: an empty description is refused with the spec's message.
    await page.getByTestId("analyze-text").click();
    await page.getByText("Нужно описание — Опишите, что вы съели.").waitFor();

    await page.getByTestId("meal-text").fill("гречка 200 г и котлета");
    await page.getByTestId("analyze-text").click();
    await page.waitForURL(/\/confirmation$/);
    await expect.poll(() => page.getByTestId("dish-row").count()).toBe(2);
    const draftTotal = Number(await page.getByTestId("draft-total-calories").textContent());
    expect(draftTotal).toBeGreaterThan(200);

    // "котлета" came with no amount: its badge explains the typical portion in a tooltip that opens after the
    // docs/product.md §9 delay of 700 ms, not at once.
    await page.getByTestId("dish-portion-assumed").hover();
    await page.waitForTimeout(300);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await page.getByRole("tooltip").filter({ hasText: "взяли обычную порцию" }).waitFor({ timeout: 3000 });
    await page.mouse.move(0, 0);

    await page.getByTestId("meal-type").selectOption("lunch");

    // A failed save shows the spec's 'Save Failed' message (§8) and keeps every edit.
    await page.route("**/api/meals", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
    );
    await page.getByTestId("save-meal").click();
    await page.getByText("Не удалось сохранить приём пищи. Попробуйте ещё раз.").first().waitFor();
    expect(page.url()).toMatch(/\/confirmation$/);
    expect(await page.getByTestId("meal-type").inputValue()).toBe("lunch");
    expect(await page.getByTestId("dish-row").count()).toBe(2);
    await expectPageErrors(browser, [failedLoad("/api/meals", 503)]);
    await page.unroute("**/api/meals");

    await page.getByTestId("save-meal").click();

    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Приём пищи сохранён").first().waitFor();
    await expect.poll(() => dayCalories(page)).toBe(draftTotal);
    const card = page.getByTestId("meal-group-lunch").getByTestId("meal-card");
    expect(await card.textContent()).toContain("гречка");

    // Edit grams: the buckwheat from 200 g to 400 g raises the day's total.
    await card.click();
    await page.waitForURL(/\/edit-meal\?id=\d+$/);
    const grams = page.getByTestId("dish-grams").first();
    await grams.waitFor();
    expect(await grams.inputValue()).toBe("200");
    await grams.fill("400");
    const editedTotal = Number(await page.getByTestId("draft-total-calories").textContent());
    expect(editedTotal).toBeGreaterThan(draftTotal);
    await page.getByTestId("save-meal").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => dayCalories(page)).toBe(editedTotal);

    // Delete, then undo from the toast: the meal comes back with the same numbers.
    await page.getByTestId("meal-card").click();
    await page.getByTestId("delete-meal").click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Приём пищи удалён").first().waitFor();
    await expect.poll(() => dayCalories(page)).toBe(0);
    await page.getByRole("button", { name: "Отменить" }).click();
    await expect.poll(() => dayCalories(page)).toBe(editedTotal);
    expect(await page.getByTestId("meal-card").count()).toBe(1);
    await page.close();
  }, 120_000);

  it("logs a meal by photo with the stand-in provider", async () => {
    const fixture = await mealPhotoFixture(tmp);
    const page = await openDashboard("702", "Лев");
    // The browser and the test share the machine's clock: the meal of the hour of the tap (docs/product.md §3).
    const mealType = mealTypeAt(new Date());
    await page.getByTestId("quick-camera").click();
    await page.waitForURL(/\/camera$/);
    await page.getByTestId("photo-usage").waitFor();
    expect(await page.getByTestId("photo-usage").textContent()).toContain("10");
    await page.getByTestId("photo-file").setInputFiles(fixture);
    await page.waitForURL(/\/confirmation$/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId("dish-row").count()).toBe(1);
    expect(await page.getByTestId("dish-name").textContent()).toContain("гречка");
    expect(await page.getByTestId("dish-grams").inputValue()).toBe("180");
    const total = Number(await page.getByTestId("draft-total-calories").textContent());
    await page.getByTestId("save-meal").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => dayCalories(page)).toBe(total);
    // The meal went in under the meal type of the hour it was added (docs/product.md §3 Client state).
    expect(await page.getByTestId(`meal-group-${mealType}`).getByTestId("meal-card").count()).toBe(1);

    // Editing the meal shows the saved photo, fetched with the owner's signed request.
    await page.getByTestId(`meal-group-${mealType}`).getByTestId("meal-card").click();
    await page.waitForURL(/\/edit-meal\?id=\d+$/);
    const photo = page.getByTestId("saved-photo");
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.getAttribute("alt")).toBe("Фото приёма пищи");
    await page.close();
  }, 120_000);
});
