import type { Page } from "playwright-core";
import { expect } from "vitest";
import { demoHeaders } from "./harness";
import type { BrowserSuite } from "./suite";

/** The test, the server and Chromium run on one machine: the same time zone decides what "today" is. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** YYYY-MM-DD of the day `daysAgo` before today, in this machine's time zone. */
export function localDay(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Intl separates Russian thousands, percents and dates with no-break spaces: compare text with plain spaces. */
export const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The text with the group separators of its numbers taken out ("1 750" → "1750", "1,750" → "1750"): the web writes
 * every number in the language's style (apps/web/src/lib/format.ts), and these checks are about the value.
 */
export const ungrouped = (text: string | null) => plain(text).replace(/(\d)[\s,](?=\d{3}(?!\d))/g, "$1");

/**
 * A call to the real API as a demo person, signed as the mini-app signs it, to prepare a journey's data. Anything
 * but a success fails the test with the server's answer.
 */
export function diaryApi(suite: BrowserSuite) {
  return async (userId: string, method: string, path: string, body?: unknown): Promise<Response> => {
    const res = await fetch(`${suite.server.baseUrl}${path}`, {
      method,
      headers: { ...demoHeaders(userId), "x-user-timezone": TIME_ZONE },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res;
  };
}

/**
 * A new page that starts in Russian. The browser profile is shared by a file's tests and some switch to English;
 * `marker` (one per test) makes the reset happen on the page's first load only, so a switch within the test holds.
 */
export async function newRussianPage(suite: BrowserSuite, marker: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, "1");
      localStorage.setItem("tarelka.language", "ru");
    }
  }, marker);
  return page;
}

/** A tab of the app's bottom tab bar (apps/web/src/app/tab-bar.tsx), by its path: "/" is the diary. */
export const tab = (page: Page, path: string) => page.getByTestId("tab-bar").getByTestId(`tab-${path}`);

/**
 * Opens a screen that has no tab of its own the way a person does: the profile tab, then the screen's entry in the
 * profile's list of further screens (its label in the page's language).
 */
export async function openFromProfile(page: Page, label: string): Promise<void> {
  await tab(page, "/profile").click();
  await page.getByTestId("more-screens").getByRole("link", { name: label }).click();
}
