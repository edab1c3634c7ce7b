import { lazy, type ReactNode } from "react";
import { preloadLandingVariant } from "../features/landing/variant-loader";
import { lazyWithPreload, type PreloadableComponent } from "./lazy-with-preload";

type Page = PreloadableComponent<object>;

/** Spec §2 route table. Every page loads lazily, each feature's page a chunk of its own. */
export const APP_ROUTES: { path: string; page: Page }[] = [
  { path: "/", page: lazyWithPreload(() => import("../features/dashboard/dashboard-page")) },
  { path: "/camera", page: lazyWithPreload(() => import("../features/meals/camera-page")) },
  { path: "/confirmation", page: lazyWithPreload(() => import("../features/meals/confirmation-page")) },
  { path: "/text-input", page: lazyWithPreload(() => import("../features/meals/text-input-page")) },
  { path: "/profile-setup", page: lazyWithPreload(() => import("../features/profile-setup/profile-setup-page")) },
  { path: "/profile-setup/:mode", page: lazyWithPreload(() => import("../features/profile-setup/profile-setup-page")) },
  { path: "/onboarding", page: lazyWithPreload(() => import("../features/onboarding/onboarding-page")) },
  { path: "/analytics", page: lazyWithPreload(() => import("../features/analytics/analytics-page")) },
  { path: "/edit-meal", page: lazyWithPreload(() => import("../features/meals/edit-meal-page")) },
  { path: "/ai-nutritionist", page: lazyWithPreload(() => import("../features/ai-nutritionist/ai-nutritionist-page")) },
  { path: "/supplements", page: lazyWithPreload(() => import("../features/supplements/supplements-page")) },
  { path: "/achievements", page: lazyWithPreload(() => import("../features/achievements/achievements-page")) },
  { path: "/profile", page: lazyWithPreload(() => import("../features/profile/profile-page")) },
  { path: "/water-tracker", page: lazyWithPreload(() => import("../features/water/water-page")) },
  { path: "/subscription", page: lazyWithPreload(() => import("../features/premium/premium-page")) },
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
 * Spec §2: dashboard, camera and analytics are preloaded after about 1–1.5 s on a qualifying device. Each loader
 * preloads the route's own page component, so a preloaded page also renders without suspending when opened;
 * a feature that replaces its page in APP_ROUTES is preloaded with no change here.
 */
export const PRELOADED_ROUTES: Record<"/" | "/camera" | "/analytics", () => Promise<unknown>> = {
  "/": () => preloadPage("/"),
  "/camera": () => preloadPage("/camera"),
  "/analytics": () => preloadPage("/analytics"),
};
