/// <reference types="vite/client" />
import type { Page } from "playwright-core";
import { diaryApi, localDay } from "./diary";
import type { BrowserSuite } from "./suite";

/**
 * Every screen of the product for the whole-app checks (accessibility, layout): each client route of
 * apps/web/src/lib/paths.ts and the route table (app/routes.tsx), the landing's three variants outside VK, a new
 * person's onboarding and the not-found page. Routes with a parameter are opened with each value they take.
 */
export interface Screen {
  name: string;
  /** The path to open after the person's demo launch (the launch parameters stay in the tab's session). */
  path: string;
  /** Opened in a tab of its own: outside VK (the landing), or as a person with no account (onboarding). */
  start?: "outside-vk" | "new-person";
}

/**
 * The screens the features offer in the tab bar or the profile's list (`nav` in apps/web/src/features/<feature>/routes.ts),
 * read as the app's route table reads them, so a new screen is checked by the whole-app checks without a line here.
 */
const NAVIGABLE = Object.values(
  import.meta.glob<{ path: string; nav?: object }[]>("../apps/web/src/features/*/routes.ts", {
    eager: true,
    import: "routes",
  }),
).flatMap((routes) => routes.filter((route) => route.nav && !route.path.includes(":")).map((route) => route.path));

/** The listed screens, then every navigable screen the list does not name yet. */
function withNavigable(listed: Screen[]): Screen[] {
  // The glob is the whole mechanism: finding no routes would quietly check fewer screens.
  if (!NAVIGABLE.includes("/profile")) throw new Error("no navigable screen found in apps/web/src/features");
  const paths = new Set(listed.map((screen) => screen.path.split("?")[0]));
  const more = NAVIGABLE.filter((path) => !paths.has(path)).map((path) => ({ name: path.slice(1), path }));
  return [...listed, ...more];
}

/** A screen's name as a file name part: `/profile-setup/edit` → `profile-setup-edit`. */
export const fileNameOf = (screen: Screen) => screen.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");

/**
 * A demo person with a bit of everything (a profile with goals, a meal, water and a weigh-in today), so the
 * screens show their data rather than only their empty states. Returns the screens to visit as that person.
 */
export async function preparePerson(suite: BrowserSuite, userId: string): Promise<Screen[]> {
  const api = diaryApi(suite);
  await api(userId, "POST", "/api/users", {
    firstName: "Анастасия",
    lastName: "Демо",
    profileData: {
      age: 34,
      gender: "female",
      heightCm: 168,
      weightKg: 62,
      activityLevel: "moderate",
      dailyCalorieGoal: 1900,
      proteinGoalG: 90,
      fatGoalG: 60,
      carbsGoalG: 230,
      targetWeightKg: 58,
    },
  });
  const meal = await api(userId, "POST", "/api/meals", {
    date: localDay(0),
    mealType: "breakfast",
    source: "manual",
    dishes: [
      {
        name: "Творожная запеканка со сметаной",
        grams: 220,
        per100g: { calories: 190, protein: 12, fat: 8, carbs: 18 },
        foodId: null,
        isEstimate: true,
      },
    ],
  });
  const mealId = ((await meal.json()) as { id: number }).id;
  await api(userId, "POST", "/api/water-intake/log", { volumeMl: 250, notes: "чай без сахара", date: localDay(0) });
  await api(userId, "POST", "/api/analytics/weight", { weightKg: 62.4, date: localDay(1) });
  await api(userId, "POST", "/api/analytics/weight", { weightKg: 62, date: localDay(0) });
  return withNavigable([
    { name: "dashboard", path: "/" },
    { name: "camera", path: "/camera" },
    { name: "text-input", path: "/text-input" },
    { name: "confirmation", path: "/confirmation" },
    { name: "edit-meal", path: `/edit-meal?id=${mealId}` },
    { name: "profile-setup-create", path: "/profile-setup/create" },
    { name: "profile-setup-edit", path: "/profile-setup/edit" },
    { name: "profile-setup-goals", path: "/profile-setup/goals" },
    { name: "analytics", path: "/analytics" },
    { name: "ai-nutritionist", path: "/ai-nutritionist" },
    { name: "supplements", path: "/supplements" },
    { name: "achievements", path: "/achievements" },
    { name: "profile", path: "/profile" },
    { name: "water-tracker", path: "/water-tracker" },
    { name: "my-foods", path: "/my-foods" },
    { name: "subscription", path: "/subscription" },
    { name: "premium", path: "/premium" },
    { name: "premium-outside-vk", path: "/premium", start: "outside-vk" },
    { name: "privacy", path: "/privacy", start: "outside-vk" },
    { name: "not-found", path: "/no-such-screen" },
    { name: "onboarding", path: "/onboarding", start: "new-person" },
    { name: "landing-a", path: "/landing?ab=A", start: "outside-vk" },
    { name: "landing-b", path: "/landing?ab=B", start: "outside-vk" },
    { name: "landing-c", path: "/landing?ab=C", start: "outside-vk" },
  ]);
}

/** Waits until the screen has its data: no request in flight and no skeleton or loading screen left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-testid^="loading-"]'), null, {
    timeout: 15_000,
  });
}

/**
 * Opens a screen as `userId` in `page` (a tab already launched as that person through /demo), or in a tab of its own
 * for the landing and onboarding. The confirmation needs a meal read from text first, so it is reached that way.
 * Returns the page the screen is on.
 */
export async function openScreen(
  suite: BrowserSuite,
  page: Page,
  screen: Screen,
  tabs: { outsideVk: Page; newPerson: Page },
): Promise<Page> {
  const base = suite.server.baseUrl;
  if (screen.start === "outside-vk") {
    await tabs.outsideVk.goto(`${base}${screen.path}`);
    await settle(tabs.outsideVk);
    return tabs.outsideVk;
  }
  if (screen.start === "new-person") {
    await tabs.newPerson.getByTestId("onboarding-question").waitFor({ timeout: 20_000 });
    await settle(tabs.newPerson);
    return tabs.newPerson;
  }
  if (screen.name === "confirmation") {
    await page.goto(`${base}/text-input`);
    await page.getByTestId("meal-text").fill("гречка 200 г и котлета");
    await page.getByTestId("analyze-text").click();
    await page.waitForURL(/\/confirmation$/);
    await page.getByTestId("dish-row").first().waitFor();
  } else {
    await page.goto(`${base}${screen.path}`);
  }
  await settle(page);
  return page;
}
