import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, demoHeaders } from "./harness";
import { useServerAndBrowser } from "./suite";

/** The refusal's screenshots, for people to look at: gitignored, rewritten by each run. */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "meal-correction");

/**
 * Correcting an analysed meal in words on the confirmation screen (docs/decisions/023-correction-in-words.md): the
 * remark changes the dishes shown and their total, the screen says what changed, the correction can be undone, and a
 * remark it cannot read changes nothing and says so.
 */
describe.runIf(chromiumAvailable)("correction in words in Chromium", () => {
  const suite = useServerAndBrowser();

  async function confirmationOf(userId: string, text: string, lang: "ru" | "en" = "ru") {
    const res = await fetch(`${suite.server.baseUrl}/api/users`, {
      method: "POST",
      headers: demoHeaders(userId),
      body: JSON.stringify({ firstName: "Ира", lastName: "Тест", profileData: { dailyCalorieGoal: 2000 } }),
    });
    expect(res.status).toBe(201);
    const page = await suite.browser.newPage();
    await page.addInitScript((language) => localStorage.setItem("tarelka.language", language), lang);
    await page.goto(`${suite.server.baseUrl}/demo?user=${userId}`);
    await page.getByTestId("quick-text").click();
    await page.getByTestId("meal-text").fill(text);
    await page.getByTestId("analyze-text").click();
    await page.waitForURL(/\/confirmation$/);
    return page;
  }

  it("corrects «гречка 200» with «было 150 г»: the calories drop, the change is listed, undo brings them back", async () => {
    const page = await confirmationOf("761", "гречка 200");
    const total = async () => Number(await page.getByTestId("draft-total-calories").textContent());
    await expect.poll(() => page.getByTestId("dish-row").count()).toBe(1);
    const before = await total();
    // Buckwheat, cooked: 92 kcal per 100 g (USDA SR28 20010).
    expect(before).toBe(184);

    await page.getByTestId("correction-input").fill("было 150 г");
    await page.getByTestId("correction-apply").click();
    await expect.poll(total).toBe(138);
    expect(await page.getByTestId("dish-grams").inputValue()).toBe("150");
    expect(await page.getByTestId("correction-changes").textContent()).toContain("гречка: 200 → 150 г");

    await page.getByTestId("correction-input").fill("кошка");
    await page.getByTestId("correction-apply").click();
    await page.getByTestId("correction-refused").getByText("Не понял поправку «кошка»").waitFor();
    expect(await total()).toBe(138);

    await page.getByTestId("correction-input").fill("и хлеб");
    await page.getByTestId("correction-apply").click();
    await expect.poll(() => page.getByTestId("dish-row").count()).toBe(2);
    await page.getByTestId("correction-undo").click();
    await expect.poll(() => page.getByTestId("dish-row").count()).toBe(1);
    expect(await total()).toBe(138);
    await page.getByTestId("correction-undo").click();
    await expect.poll(total).toBe(before);
    expect(await page.getByTestId("correction-undo").count()).toBe(0);

    // The corrected meal is what is saved.
    await page.getByTestId("correction-input").fill("половину");
    await page.getByTestId("correction-apply").click();
    await expect.poll(total).toBe(92);
    await page.getByTestId("save-meal").click();
    await page.waitForURL((url) => !url.pathname.endsWith("/confirmation"));
    await page.close();
  });

  it("speaks English when the app does", async () => {
    const page = await confirmationOf("762", "rice 200 g and chicken 150 g", "en");
    await page.getByTestId("correction-input").fill("not rice, quinoa");
    await page.getByTestId("correction-apply").click();
    await page.getByTestId("correction-changes").getByText("rice → quinoa, 200 g").waitFor();
    await page.getByTestId("correction-input").fill("no fish");
    await page.getByTestId("correction-apply").click();
    await page.getByTestId("correction-refused").getByText("Not in this meal: “fish”").waitFor();
    await page.close();
  });

  it("says a part of a dish weighed whole is that, and a remark the meal already says so, in both languages, at 320 and 390 px, light and dark", async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    for (const [userId, lang, text, remark, said, kind] of [
      ["763", "en", "mac and cheese", "no cheese", "“cheese” is part of a dish weighed as a whole", "part-of-dish"],
      // A soup weighed whole by its plate; "макароны с сыром" is laid out by its recipe, so "без сыра" takes the
      // cheese out rather than refusing.
      [
        "764",
        "ru",
        "суп с фрикадельками",
        "без фрикаделек",
        "«фрикаделек» — часть блюда, взвешенного целиком",
        "part-of-dish",
      ],
      // The two meatballs the dish was read with, and the one cutlet: it had said "couldn't understand".
      ["765", "en", "spaghetti with meatballs", "2 meatballs", "The meal already says so: “2 meatballs”", "unchanged"],
      ["766", "ru", "гречка 200 г и котлета", "котлета одна", "Так уже и записано: «котлета одна»", "unchanged"],
    ] as const) {
      const page = await confirmationOf(userId, text, lang);
      const total = await page.getByTestId("draft-total-calories").textContent();
      await page.getByTestId("correction-input").fill(remark);
      await page.getByTestId("correction-apply").click();
      const refused = page.getByTestId("correction-refused");
      await refused.getByText(said).waitFor();
      expect(await page.getByTestId("draft-total-calories").textContent()).toBe(total);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
          await refused.scrollIntoViewIfNeeded();
          // The message wraps inside the screen: nothing of it runs past the right edge.
          const box = await refused.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(width);
          await page.screenshot({ path: path.join(ARTIFACTS, `${kind}-${lang}-${width}-${scheme}.png`) });
        }
      }
      await page.close();
    }
  });
});
