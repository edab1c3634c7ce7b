import { demoHeaders, launchBrowser, startServer } from "./harness";
const server = await startServer();
const browser = await launchBrowser();
let n = 900;
for (const lang of ["ru", "en"] as const) {
  for (const width of [320, 390]) {
    for (const scheme of ["light", "dark"] as const) {
      const id = String(n++);
      await fetch(`${server.baseUrl}/api/users`, { method: "POST", headers: demoHeaders(id), body: JSON.stringify({ firstName: "Ира", lastName: "Т", profileData: { dailyCalorieGoal: 2000 } }) });
      const page = await browser.newPage({ width, height: 1400 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((l) => localStorage.setItem("tarelka.language", l), lang);
      await page.goto(`${server.baseUrl}/demo?user=${id}`);
      await page.getByTestId("quick-text").click();
      await page.getByTestId("meal-text").fill(lang === "ru" ? "гречка 200 г и котлета" : "rice 200 g and chicken 150 g");
      await page.getByTestId("analyze-text").click();
      await page.waitForURL(/\/confirmation$/);
      await page.getByTestId("correction-input").fill(lang === "ru" ? "вместо гречки рис, и чай с сахаром" : "not rice, quinoa");
      await page.getByTestId("correction-apply").click();
      await page.getByTestId("correction-outcome").locator("p").first().waitFor();
      await page.screenshot({ path: `/tmp/mc/shot-${lang}-${width}-${scheme}-changed.png`, fullPage: true });
      await page.getByTestId("correction-input").fill(lang === "ru" ? "убери рыбу" : "remove the fish");
      await page.getByTestId("correction-apply").click();
      await page.getByTestId("correction-refused").waitFor();
      await page.getByTestId("correct-in-words").screenshot({ path: `/tmp/mc/shot-${lang}-${width}-${scheme}-refused.png` });
      await page.close();
    }
  }
}
console.log(browser.takePageErrors());
await browser.close();
await server.stop();
