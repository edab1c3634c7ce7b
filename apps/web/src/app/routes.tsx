import { lazy, type ReactNode } from "react";
import { preloadLandingVariant } from "../features/landing/variant-loader";
import { type AppPath, PATHS } from "../lib/paths";
import { lazyWithPreload, type PreloadableComponent } from "./lazy-with-preload";

type Page = PreloadableComponent<object>;

/**
 * docs/product.md §2 route table. Every page loads lazily, each feature's page a chunk of its own. A page marked
 * `outsideVk` also opens in an ordinary browser (the paywall, the privacy policy); every other route shows the landing.
 */
export const APP_ROUTES: { path: AppPath; page: Page; outsideVk?: true }[] = [
  { path: PATHS.dashboard, page: lazyWithPreload(() => import("../features/dashboard/dashboard-page")) },
  { path: PATHS.camera, page: lazyWithPreload(() => import("../features/meals/camera-page")) },
  { path: PATHS.confirmation, page: lazyWithPreload(() => import("../features/meals/confirmation-page")) },
  { path: PATHS.textInput, page: lazyWithPreload(() => import("../features/meals/text-input-page")) },
  { path: PATHS.profileSetup, page: lazyWithPreload(() => import("../features/profile-setup/profile-setup-page")) },
  { path: PATHS.profileSetupMode, page: lazyWithPreload(() => import("../features/profile-setup/profile-setup-page")) },
  { path: PATHS.onboarding, page: lazyWithPreload(() => import("../features/onboarding/onboarding-page")) },
  { path: PATHS.analytics, page: lazyWithPreload(() => import("../features/analytics/analytics-page")) },
  { path: PATHS.editMeal, page: lazyWithPreload(() => import("../features/meals/edit-meal-page")) },
  {
    path: PATHS.aiNutritionist,
    page: lazyWithPreload(() => import("../features/ai-nutritionist/ai-nutritionist-page")),
  },
  { path: PATHS.supplements, page: lazyWithPreload(() => import("../features/supplements/supplements-page")) },
  { path: PATHS.achievements, page: lazyWithPreload(() => import("../features/achievements/achievements-page")) },
  { path: PATHS.profile, page: lazyWithPreload(() => import("../features/profile/profile-page")) },
  { path: PATHS.water, page: lazyWithPreload(() => import("../features/water/water-page")) },
  { path: PATHS.subscription, page: lazyWithPreload(() => import("../features/premium/premium-page")) },
  { path: PATHS.premium, page: lazyWithPreload(() => import("../features/premium/paywall-page")), outsideVk: true },
  { path: PATHS.privacy, page: lazyWithPreload(() => import("../features/landing/privacy-page")), outsideVk: true },
];

export const LandingPage = lazy(() => {
  preloadLandingVariant();
  return import("../features/landing/landing-page");
});
export const NotFoundPage = lazy(() => import("../features/not-found/not-found-page"));
export const MiniAppWrapper = lazyWithPreload<{ children: ReactNode }>(() =>
  import("../features/mini-app/mini-app-wrapper").then((m) => ({ default: m.MiniAppWrapper })),
);
export const QueryProvider = lazyWithPreload<{ children: ReactNode }>(() => import("./query-provider"));

/** Loads the page of an exact route path; a path with parameters, or none, has nothing to load ahead. */
const preloadPage = (path: string): Promise<void> =>
  APP_ROUTES.find((r) => r.path === path)?.page.preload() ?? Promise.resolve();

/**
 * Inside VK, the code of the mini-app's shell and of the route it opens on, loaded before the first render so
 * none of them suspends (lazy-with-preload.tsx). A route with parameters simply loads when it renders.
 */
export function preloadMiniAppStart(pathname: string): Promise<unknown> {
  return Promise.all([QueryProvider.preload(), MiniAppWrapper.preload(), preloadPage(pathname)]);
}

/**
 * docs/product.md §2: dashboard, camera and analytics are preloaded after about 1–1.5 s on a qualifying device. Each loader
 * preloads the route's own page component, so a preloaded page also renders without suspending when opened;
 * a feature that replaces its page in APP_ROUTES is preloaded with no change here.
 */
export const PRELOADED_ROUTES = {
  [PATHS.dashboard]: () => preloadPage(PATHS.dashboard),
  [PATHS.camera]: () => preloadPage(PATHS.camera),
  [PATHS.analytics]: () => preloadPage(PATHS.analytics),
} satisfies Partial<Record<AppPath, () => Promise<unknown>>>;
