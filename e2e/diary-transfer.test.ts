import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaryApi, localDay, newRussianPage, plain } from "./diary";
import { chromiumAvailable } from "./harness";
import { useServerAndBrowser } from "./suite";

const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "diary-transfer");

async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.getByTestId("diary-transfer").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, `${width}-${scheme}-${name}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

// docs/product.md §2 /profile, Export and import: download the diary, load it into another account.
describe.runIf(chromiumAvailable)("diary export and import on the profile screen", () => {
  const suite = useServerAndBrowser();
  let tmp: string;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-diary-e2e-"));
    const api = diaryApi(suite);
    for (const [id, firstName] of [
      ["761", "Катя"],
      ["762", "Петя"],
    ] as const) {
      await api(id, "POST", "/api/users", { firstName, lastName: "Тест", profileData: { dailyCalorieGoal: 2000 } });
    }
    await api("761", "POST", "/api/meals", {
      date: localDay(0),
      mealType: "lunch",
      source: "manual",
      dishes: [
        {
          name: 'Суп "харчо", острый',
          grams: 300,
          per100g: { calories: 60, protein: 4, fat: 3, carbs: 5 },
          foodId: null,
          isEstimate: false,
        },
      ],
    });
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function openProfile(userId: string): Promise<Page> {
    const page = await newRussianPage(suite, `diary-transfer-${userId}`);
    await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByTestId("diary-transfer").waitFor();
    return page;
  }

  it("downloads the diary as JSON and CSV, and loads the JSON into another account once", async () => {
    const page = await openProfile("761");
    await screenshots(page, "profile");
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
    expect(json.suggestedFilename()).toMatch(/^tarelka-diary-\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(tmp, "diary.json");
    await json.saveAs(file);
    expect(JSON.parse(fs.readFileSync(file, "utf8")).meals[0].dishes[0].name).toBe('Суп "харчо", острый');
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    const csvFile = path.join(tmp, "diary.csv");
    await csv.saveAs(csvFile);
    expect(fs.readFileSync(csvFile, "utf8")).toContain('"Суп ""харчо"", острый"');
    await page.close();

    const other = await openProfile("762");
    await other.getByTestId("import-file").setInputFiles(file);
    const toast = other.getByTestId("toast");
    await toast.getByText("Дневник загружен").waitFor();
    expect(plain(await toast.textContent())).toContain("приёмов пищи — 1");
    await other.getByTestId("import-file").setInputFiles(file);
    await toast.getByText("ничего не добавлено").waitFor();

    // A file that is not a diary is refused in words, before anything is sent.
    const notDiary = path.join(tmp, "notes.json");
    fs.writeFileSync(notDiary, '{"hello": "world"}');
    await other.getByTestId("import-file").setInputFiles(notDiary);
    await other
      .getByTestId("diary-transfer-error")
      .getByText("Это не файл дневника Тарелки", { exact: false })
      .waitFor();
    await screenshots(other, "profile-import-refused");
    await other.close();
  }, 180_000);
});
