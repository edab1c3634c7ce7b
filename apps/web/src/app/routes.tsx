import { lazy, type ReactNode } from "react";
import { type EnglishCatalogLoader, registerEnglishCatalogs } from "../i18n/feature-catalogs";
import { type FeatureRoute, registerNavigation } from "../lib/feature-routes";
import type { AppFrameProps } from "./app-frame";
import { lazyWithPreload, type PreloadableComponent } from "./lazy-with-preload";

type Page = PreloadableComponent<object>;

/**
 * Every feature's `routes.ts` (lib/feature-routes.ts), found at build time: a new screen declares its route and its
 * navigation entry in its own folder and edits no list here (docs/adding-a-feature.md §6). The declarations are
 * small and load with the entry; each page stays a lazy chunk of its own (decision 006).
 */
const DECLARED = import.meta.glob<FeatureRoute[]>("../features/*/routes.ts", { eager: true, import: "routes" });

/** All declared routes, in a fixed order (by folder) so the route table does not depend on the bundler's. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = Object.keys(DECLARED)
  .sort()
  .flatMap((file) => DECLARED[file] ?? []);

registerNavigation([...FEATURE_ROUTES]);

/** Every feature's English strings (i18n/feature-catalogs.ts), each a lazy chunk that loads when English is chosen. */
registerEnglishCatalogs(
  Object.values(import.meta.glob<Record<string, unknown>>("../features/*/strings/en.ts")) as EnglishCatalogLoader[],
);

// One lazy component per page module, shared by the paths that show it (profile-setup has two).
const pages = new Map<FeatureRoute["load"], Page>();
const pageOf = (load: FeatureRoute["load"]): Page => {
  let page = pages.get(load);
  if (!page) {
    page = lazyWithPreload(load);
    pages.set(load, page);
  }
  return page;
};

/**
 * docs/product.md §2 route table. Every page loads lazily, each feature's page a chunk of its own. A route marked
 * `outsideVk` also opens in an ordinary browser (the paywall, the privacy policy); every other route shows the landing.
 */
export const APP_ROUTES: { path: string; page: Page; frame: "app" | "bare"; outsideVk?: true }[] = FEATURE_ROUTES.map(
  (r) => ({ path: r.path, page: pageOf(r.load), frame: r.frame ?? "app", ...(r.outsideVk ? { outsideVk: true } : {}) }),
);

/**
 * The landing's variant starts loading with the landing's chunk, not after it (variant-loader.ts). The loader comes
 * from that chunk rather than the entry, so a VK launch, which never shows the landing, does not carry it (decision
 * 006, first-route JS); the landing's document hints the variants' chunks anyway.
 */
export const loadLandingPage = () =>
  import("../features/landing/variant-loader").then((loader) => {
    loader.preloadLandingVariant();
    return import("../features/landing/landing-page");
  });
export const loadNotFoundPage = () => import("../features/not-found/not-found-page");
export const LandingPage = lazy(loadLandingPage);
export const NotFoundPage = lazy(loadNotFoundPage);
export const MiniAppWrapper = lazyWithPreload<{ children: ReactNode }>(() =>
  import("../features/mini-app/mini-app-wrapper").then((m) => ({ default: m.MiniAppWrapper })),
);
export const QueryProvider = lazyWithPreload<{ children: ReactNode }>(() => import("./query-provider"));
/** The tab bar and the VK back handling around every app screen; in the mini-app's chunk, never the landing's. */
export const AppFrame = lazyWithPreload<AppFrameProps>(() =>
  import("./app-frame").then((m) => ({ default: m.AppFrame })),
);

/** Loads the page of an exact route path; a path with parameters, or none, has nothing to load ahead. */
export const preloadPage = (path: string): Promise<void> =>
  APP_ROUTES.find((r) => r.path === path)?.page.preload() ?? Promise.resolve();

/**
 * Inside VK, the code of the mini-app's shell and of the route it opens on, loaded before the first render so
 * none of them suspends (lazy-with-preload.tsx). A route with parameters simply loads when it renders.
 */
export function preloadMiniAppStart(pathname: string): Promise<unknown> {
  return Promise.all([QueryProvider.preload(), MiniAppWrapper.preload(), AppFrame.preload(), preloadPage(pathname)]);
}

/**
 * docs/product.md §2: dashboard, camera and analytics are preloaded after about 1–1.5 s on a qualifying device: the
 * routes whose declaration asks for it (`preloadWhenIdle`). Each loader preloads the route's own page component, so a
 * preloaded page also renders without suspending when opened.
 */
export const PRELOADED_ROUTES: (() => Promise<void>)[] = FEATURE_ROUTES.filter((r) => r.preloadWhenIdle).map(
  (r) => () => preloadPage(r.path),
);
