import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { newRussianPage } from "./diary";
import { chromiumAvailable } from "./harness";
import { openScreen, preparePerson, settle } from "./screens";
import { useServerAndBrowser } from "./suite";

/** The landing's screenshots (apps/web/src/features/landing/components/sections.tsx, Screens), committed. */
const OUT = path.join(import.meta.dirname, "..", "apps", "web", "public", "screens");
const SHOTS = ["dashboard", "confirmation", "analytics"] as const;

/**
 * Makes the landing's real screenshots from the demo, with a person's diary in it, as small WebP files. Run on
 * purpose only, since it rewrites committed files (README, landing screenshots):
 * `npm run build && LANDING_SCREENSHOTS=1 npx vitest run --project e2e e2e/landing-screenshots.test.ts`.
 */
describe.runIf(chromiumAvailable && process.env.LANDING_SCREENSHOTS === "1")("the landing's app screenshots", () => {
  const suite = useServerAndBrowser();

  it("writes each screen at 390 × 844 as WebP under 80 KB", async () => {
    const screens = await preparePerson(suite, "861");
    const page = await newRussianPage(suite, "landing-screenshots");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`${suite.server.baseUrl}/demo?user=861`);
    await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
    const unused = await newRussianPage(suite, "landing-screenshots-unused");
    fs.mkdirSync(OUT, { recursive: true });
    for (const name of SHOTS) {
      const screen = screens.find((s) => s.name === name);
      if (!screen) throw new Error(`no screen ${name}`);
      const shown = await openScreen(suite, page, screen, { outsideVk: unused, newPerson: unused });
      await settle(shown);
      // The first meal's achievement toast is news for the person, not part of the screen being shown.
      await shown.addStyleTag({ content: '[data-testid="toast"] { display: none !important; }' });
      await shown.evaluate(() => window.scrollTo(0, 0));
      const png = await shown.screenshot({ type: "png" });
      const webp = await sharp(png).resize({ width: 390 }).webp({ quality: 72, effort: 6 }).toBuffer();
      expect(webp.byteLength).toBeLessThan(80_000);
      fs.writeFileSync(path.join(OUT, `${name}.webp`), webp);
    }
  }, 120_000);
});
