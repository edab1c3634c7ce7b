import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newRussianPage, tab } from "./diary";
import { chromiumAvailable } from "./harness";
import { preparePerson } from "./screens";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** The frame's screenshots, for people to look at: gitignored, rewritten by each run. */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "app-frame");

/** The five tabs of the frame (docs/product.md §2), each with the heading its screen opens with. */
const TABS = [
  { path: "/", heading: "Привет, Анастасия!" },
  { path: "/analytics", heading: "Аналитика" },
  { path: "/camera", heading: "Сфотографируйте еду" },
  { path: "/ai-nutritionist", heading: "ИИ-нутрициолог" },
  { path: "/profile", heading: "Профиль" },
] as const;

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Sideways scrolling, the tab bar's targets under 44 px, and content the bar would cover at the page's end. */
async function frameProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      problems.push(`scrolls sideways by ${scroller.scrollWidth - window.innerWidth} px`);
    }
    const bar = document.querySelector<HTMLElement>('[data-testid="tab-bar"]');
    if (!bar) return [...problems, "no tab bar"];
    for (const link of Array.from(bar.querySelectorAll<HTMLElement>("a"))) {
      const rect = link.getBoundingClientRect();
      if (rect.width + 0.5 < 44 || rect.height + 0.5 < 44) {
        problems.push(`tab "${link.textContent}" is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
      }
      const label = link.querySelector<HTMLElement>('[data-testid="tab-label"]');
      if (!label || label.scrollWidth > label.clientWidth) problems.push(`tab "${link.textContent}" cuts its label`);
    }
    // Scrolled to the end, the last of the screen's content sits above the bar, not under it.
    window.scrollTo(0, scroller.scrollHeight);
    const main = document.querySelector("main");
    const last = main?.lastElementChild?.getBoundingClientRect();
    const barTop = (bar.parentElement ?? bar).getBoundingClientRect().top;
    if (last && last.bottom > barTop + 0.5) problems.push(`the bar covers ${Math.round(last.bottom - barTop)} px`);
    window.scrollTo(0, 0);
    return problems;
  });
}

describe.runIf(chromiumAvailable)("the app's frame: tab bar and back button", () => {
  const suite = useServerAndBrowser();

  it("opens every tab's screen at 390 px, marks it current, and holds at 320 px; screenshots, light and dark", async () => {
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const screens = await preparePerson(suite, "891");
    const page = await newRussianPage(suite, "frame-tabs");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${suite.server.baseUrl}/demo?user=891`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    // The dashboard's old pills are gone: the tab bar is the way to the other screens.
    expect(await page.locator("main").getByRole("link", { name: "Аналитика" }).count()).toBe(0);

    for (const { path: to, heading } of TABS) {
      await tab(page, to).click();
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor({ timeout: 15_000 });
      expect(await tab(page, to).getAttribute("aria-current"), to).toBe("page");
      const current = await page.getByTestId("tab-bar").locator('[aria-current="page"]').count();
      expect(current, to).toBe(1);
    }

    // At 320 px every app screen with the bar: no sideways scrolling, 44 px tabs, nothing hidden under the bar.
    await page.setViewportSize({ width: 320, height: 640 });
    const found: string[] = [];
    for (const screen of screens.filter((s) => !s.start && s.name !== "confirmation")) {
      await page.goto(`${suite.server.baseUrl}${screen.path}`);
      await page.getByTestId("tab-bar").waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await nextFrame(page);
      for (const problem of await frameProblems(page)) found.push(`${screen.name}: ${problem}`);
    }
    expect(found).toEqual([]);

    for (const [name, to] of [
      ["dashboard", "/"],
      ["analytics", "/analytics"],
      ["chat", "/ai-nutritionist"],
      ["profile", "/profile"],
    ] as const) {
      await page.goto(`${suite.server.baseUrl}${to}`);
      await page.getByTestId("tab-bar").waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300);
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
          await nextFrame(page);
          // As a phone shows it: the top of the screen, and its end scrolled to above the bar.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}-${scheme}.png`) });
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await nextFrame(page);
          await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}-${scheme}-end.png`) });
        }
      }
      await page.emulateMedia({ colorScheme: "light" });
    }
    await page.close();
  });

  it("steps back in the app's history, or to the dashboard when the screen was opened first; no bar on onboarding", async () => {
    const api = (await import("./diary")).diaryApi(suite);
    await api("893", "POST", "/api/users", {
      firstName: "Ира",
      lastName: "Демо",
      profileData: { dailyCalorieGoal: 1800 },
    });
    const page = await newRussianPage(suite, "frame-back");
    await page.goto(`${suite.server.baseUrl}/demo?user=893`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });

    // Reached from the dashboard: back is a step back in history, so forward returns to the screen.
    await tab(page, "/analytics").click();
    await page.getByRole("heading", { name: "Аналитика", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Назад" }).click();
    await page.getByTestId("day-calories").waitFor();
    await page.goForward();
    await page.getByRole("heading", { name: "Аналитика", level: 1 }).waitFor();

    // Opened as the first screen (a deep link): back leads to the dashboard, in place of the screen, not out of the app.
    await page.goto(`${suite.server.baseUrl}/supplements`);
    await page.getByRole("heading", { name: "Добавки", level: 1 }).waitFor({ timeout: 15_000 });
    const length = await page.evaluate(() => history.length);
    await page.getByRole("button", { name: "Назад" }).click();
    await page.getByTestId("day-calories").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => history.length)).toBe(length);

    // The tabs speak the page's language.
    const labels = () => page.getByTestId("tab-bar").getByTestId("tab-label").allTextContents();
    expect(await labels()).toEqual(["Дневник", "Аналитика", "Добавить", "Чат", "Профиль"]);
    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(labels).toEqual(["Diary", "Analytics", "Add meal", "Chat", "Profile"]);
    await page.close();

    // A person without an account: onboarding has no tab bar.
    const newPerson = await newRussianPage(suite, "frame-new-person");
    await newPerson.goto(`${suite.server.baseUrl}/demo?user=894`);
    await newPerson.getByTestId("onboarding-question").waitFor({ timeout: 20_000 });
    await expectPageErrors(suite.browser, [failedLoad("/api/users/me", 404)]);
    expect(await newPerson.getByTestId("tab-bar").count()).toBe(0);
    await newPerson.close();
  });
});
