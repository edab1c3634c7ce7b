import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryApi, newRussianPage } from "./diary";
import { mealPhotoFixture } from "./fixtures/meal-photo";
import { chromiumAvailable } from "./harness";
import { startStandInVision } from "./stand-in-vision";
import { type BrowserSuite, useServerAndBrowser } from "./suite";

/** The camera and premium screens at both phone widths and themes, for people to look at (gitignored). */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "photo-recognition");

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

async function openAs(suite: BrowserSuite, userId: string, route: string): Promise<Page> {
  const page = await newRussianPage(suite, `photo-recognition-${userId}-${route}`);
  await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
  await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
  await page.goto(`${suite.server.baseUrl}${route}`);
  return page;
}

const PROFILE = { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250 };

// docs/product.md, AI providers: without a vision model the camera says so before the shot and nothing is sold.
describe.runIf(chromiumAvailable)("photo without a vision model (docs/product.md, AI providers)", () => {
  const suite = useServerAndBrowser();
  let tmp: string;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-photo-e2e-"));
    await diaryApi(suite)("731", "POST", "/api/users", { firstName: "Оля", lastName: "Тест", profileData: PROFILE });
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("says before the shot that the photo is kept and the meal described in words; counts nothing down", async () => {
    const page = await openAs(suite, "731", "/camera");
    const note = page.getByTestId("photo-kept-only");
    await note.waitFor();
    expect(await note.textContent()).toContain("Фото сохранится вместе с приёмом пищи");
    expect(await page.getByTestId("photo-usage").count()).toBe(0);
    await screenshots(page, "camera-without-vision");

    await page.getByTestId("photo-file").setInputFiles(await mealPhotoFixture(tmp));
    await page.waitForURL(/\/text-input$/, { timeout: 20_000 });
    await page.getByText("Фото сохранено").waitFor();
    await page.close();
  }, 120_000);

  it("does not sell photo analysis on the premium screen", async () => {
    const page = await openAs(suite, "731", "/subscription");
    await page.getByTestId("premium-benefits").waitFor();
    await page.waitForLoadState("networkidle");
    const benefits = await page.getByTestId("premium-benefits").textContent();
    expect(benefits).toContain("Без рекламы");
    expect(benefits).not.toContain("фото");
    await screenshots(page, "premium-without-vision");
    await page.close();
  }, 120_000);
});

describe.runIf(chromiumAvailable)("photo with a vision model (stand-in provider)", () => {
  let vision: Awaited<ReturnType<typeof startStandInVision>>;
  const env: Record<string, string> = { VISION_MODEL: "stand-in" };
  beforeAll(async () => {
    vision = await startStandInVision();
    env.VISION_API_BASE_URL = vision.url;
  });
  const suite = useServerAndBrowser(env);
  beforeAll(async () => {
    await diaryApi(suite)("741", "POST", "/api/users", { firstName: "Яна", lastName: "Тест", profileData: PROFILE });
  });
  afterAll(async () => {
    await vision?.close();
  });

  it("counts the free analyses down on the camera and sells unlimited photo analysis", async () => {
    const camera = await openAs(suite, "741", "/camera");
    await camera.getByTestId("photo-usage").waitFor();
    expect(await camera.getByTestId("photo-usage").textContent()).toContain("10");
    expect(await camera.getByTestId("photo-kept-only").count()).toBe(0);
    await screenshots(camera, "camera-with-vision");
    await camera.close();

    const premium = await openAs(suite, "741", "/subscription");
    await premium.getByText("Безлимитный анализ фото").waitFor();
    await screenshots(premium, "premium-with-vision");
    // The paywall's table sells it too, once the server has said photos are recognised.
    await premium.goto(`${suite.server.baseUrl}/premium`);
    await premium.getByRole("cell", { name: "10 фото в месяц" }).waitFor({ timeout: 20_000 });
    await premium.close();
  }, 120_000);
});
