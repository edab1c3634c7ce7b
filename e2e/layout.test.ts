import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newRussianPage } from "./diary";
import { chromiumAvailable } from "./harness";
import { fileNameOf, openScreen, preparePerson } from "./screens";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** The narrowest phone VK supports, a common phone and a desktop browser. */
const WIDTHS = [320, 390, 1280] as const;
/** Every screen at every width and theme, for people to look at: gitignored, rewritten by each run. */
const ARTIFACTS = path.join(import.meta.dirname, "artifacts", "layout");

/**
 * What on the page breaks the layout rules: sideways scrolling, and interactive elements a finger cannot hit
 * reliably — smaller than 44 × 44 CSS px (WCAG 2.5.5, Apple's and VK's guidelines). A check box, a radio button
 * and a visually hidden input are measured by their label, which takes the tap too. No element is exempt.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      problems.push(`scrolls sideways by ${scroller.scrollWidth - window.innerWidth} px`);
    }
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"]',
    );
    for (const element of Array.from(interactive)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      let target: HTMLElement = element;
      let rect = element.getBoundingClientRect();
      const labelled = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
      if (labelled || rect.width <= 2 || rect.height <= 2) {
        const label =
          element.closest("label") ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        if (!label) continue;
        target = label as HTMLElement;
        rect = target.getBoundingClientRect();
      }
      if (rect.width + 0.5 >= 44 && rect.height + 0.5 >= 44) continue;
      const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 30);
      const testId = element.dataset.testid ? `[${element.dataset.testid}]` : "";
      problems.push(
        `${element.tagName.toLowerCase()}${testId} "${name}" is ${Math.round(rect.width)}×${Math.round(rect.height)} px`,
      );
    }
    return problems;
  });
}

describe.runIf(chromiumAvailable)("layout of every screen at 320, 390 and 1280 px, light and dark", () => {
  const suite = useServerAndBrowser();

  it("never scrolls sideways and gives every visible control a 44 px target; saves a screenshot of each", async () => {
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const screens = await preparePerson(suite, "881");
    const page = await newRussianPage(suite, "layout-started");
    const outsideVk = await newRussianPage(suite, "layout-outside-vk");
    const newPerson = await newRussianPage(suite, "layout-new-person");
    await page.goto(`${suite.server.baseUrl}/demo?user=881`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    await newPerson.goto(`${suite.server.baseUrl}/demo?user=882`);
    await newPerson.getByTestId("onboarding-question").waitFor({ timeout: 20_000 });
    // A person with no account yet: start-up asks who they are and is told 404, which sends them to onboarding.
    await expectPageErrors(suite.browser, [failedLoad("/api/users/me", 404)]);
    const found: string[] = [];
    for (const screen of screens) {
      const shown = await openScreen(suite, page, screen, { outsideVk, newPerson });
      // One load per screen: the width and the system's scheme change under it, as they do on a phone.
      for (const scheme of ["light", "dark"] as const) {
        await shown.emulateMedia({ colorScheme: scheme });
        // Controls fade their colours (transition-colors, ~150 ms): the screenshot waits for the new scheme, as long
        // as the fades take and no longer. Endless animations (spinners) are not waited for.
        await shown.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
        for (const width of WIDTHS) {
          await shown.setViewportSize({ width, height: width === 1280 ? 800 : 720 });
          await shown.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          for (const problem of await layoutProblems(shown))
            found.push(`${screen.name} at ${width} ${scheme}: ${problem}`);
          // The whole page on a phone; on a desktop the first screen (its column is the phone's, centred).
          await shown.screenshot({
            path: path.join(ARTIFACTS, `${width}-${scheme}-${fileNameOf(screen)}.png`),
            fullPage: width !== 1280,
          });
        }
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  }, 300_000);
});
