import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newRussianPage } from "./diary";
import { chromiumAvailable } from "./harness";
import { openScreen, preparePerson } from "./screens";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

/** axe-core's source, read from node_modules and injected into each page: the check needs no network. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A/AA rules and axe's best practices). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  // A colour caught mid-transition (a button fading from disabled to enabled) is not a colour anyone reads, so
  // finite transitions are let finish first; endless ones (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

const describeViolation = (screen: string, v: Violation) =>
  `${screen}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes
    .slice(0, 4)
    .map((n) => n.target.join(" "))
    .join("; ")}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ""}`;

describe.runIf(chromiumAvailable)("accessibility of every screen (axe-core, light and dark)", () => {
  const suite = useServerAndBrowser();

  it("has no serious or critical axe violation on any route, as the demo person with data, in both themes", async () => {
    const screens = await preparePerson(suite, "871");
    const page = await newRussianPage(suite, "accessibility-started");
    const outsideVk = await newRussianPage(suite, "accessibility-outside-vk");
    const newPerson = await newRussianPage(suite, "accessibility-new-person");
    // The app's CSP allows no inline script, rightly; the test's own script tag is let through in these tabs only.
    for (const p of [page, outsideVk, newPerson]) {
      await (await suite.browser.context.newCDPSession(p)).send("Page.setBypassCSP", { enabled: true });
    }
    const found: string[] = [];
    for (const scheme of ["light", "dark"] as const) {
      // Outside VK, and in the demo tab where no VK host reports a theme, the page follows the system's scheme.
      for (const p of [page, outsideVk, newPerson]) await p.emulateMedia({ colorScheme: scheme });
      await page.goto(`${suite.server.baseUrl}/demo?user=871`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      await newPerson.goto(`${suite.server.baseUrl}/demo?user=${scheme === "light" ? "872" : "873"}`);
      await newPerson.getByTestId("onboarding-question").waitFor({ timeout: 20_000 });
      // A person with no account yet: start-up asks who they are and is told 404, which sends them to onboarding.
      await expectPageErrors(suite.browser, [failedLoad("/api/users/me", 404)]);
      for (const screen of screens) {
        const shown = await openScreen(suite, page, screen, { outsideVk, newPerson });
        const dark = await shown.evaluate(() => document.documentElement.classList.contains("dark"));
        if (dark !== (scheme === "dark")) found.push(`${screen.name} (${scheme}): does not follow the system's scheme`);
        for (const v of await seriousViolations(shown)) found.push(describeViolation(`${screen.name} (${scheme})`, v));
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  }, 240_000);
});
