import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { ErrorBoundary } from "../components/ui/error-boundary";
import { ErrorFallback } from "../components/ui/error-fallback";
import { LoadingScreen } from "../components/ui/loading-screen";
import { useCurrentToast } from "../components/ui/toast-store";
import { i18n } from "../i18n";
import { isVkEnvironment } from "../lib/launch-params";
import { PATHS } from "../lib/paths";
import { createPreloader, runWhenIdle } from "../lib/preload";
import {
  APP_ROUTES,
  AppFrame,
  LandingPage,
  MiniAppWrapper,
  NotFoundPage,
  PRELOADED_ROUTES,
  preloadPage,
  QueryProvider,
} from "./routes";

/** Screens shown without the tab bar: the ones declared "bare" (onboarding). */
const BARE_PATHS = APP_ROUTES.filter((r) => r.frame === "bare").map((r) => r.path);

// The toaster (radix Toast) is ~10 KB gzip: it loads with the first toast, not with the first route (decision 006).
const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current) setNeeded(true);
  }, [current]);
  return needed || current ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The achievement notifier (decision 009) is kept off the first route (decision 006): its chunk loads only once the
 * first screen is idle, on every device, since unlike a preload it is needed everywhere. A chunk that fails to
 * load costs the person a toast, never the app, so it does not go through a lazy boundary that could throw.
 */
function IdleAchievementNotifier() {
  const [Notifier, setNotifier] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = runWhenIdle(() => {
      import("../features/achievements/achievement-notifier").then(
        (m) => {
          if (active) setNotifier(() => m.default);
        },
        (error: unknown) => console.warn("achievement notifier did not load", error),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return Notifier ? <Notifier /> : null;
}

function PageLoading() {
  const { t } = useTranslation();
  return <LoadingScreen message={t("common.loadingPage")} />;
}

/** Inside VK: the mini-app with every route of docs/product.md §2. */
function MiniAppRoutes() {
  // docs/product.md §2: preload the likeliest next pages after ~1.2 s, only on a connection and device that can spare it.
  useEffect(() => createPreloader().scheduleIdle(PRELOADED_ROUTES), []);
  return (
    <QueryProvider>
      <MiniAppWrapper>
        <AppFrame barePaths={BARE_PATHS} preload={preloadPage}>
          <Switch>
            {APP_ROUTES.map(({ path, page: Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route path={PATHS.landing}>
              <LandingPage />
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </AppFrame>
        {/* Inside the wrapper: it renders once start-up is done, so the notifier reads as a known person. */}
        <IdleAchievementNotifier />
      </MiniAppWrapper>
    </QueryProvider>
  );
}

/**
 * Outside VK the product shows its landing page (docs/product.md §1); the app's own routes need VK's signature, except
 * the public pages that hold no one's data (APP_ROUTES' `outsideVk`).
 */
function WebRoutes() {
  return (
    <Switch>
      <Route path={PATHS.landing}>
        <LandingPage />
      </Route>
      {APP_ROUTES.map(({ path, page: Page, outsideVk }) => (
        <Route key={path} path={path}>
          {outsideVk ? <Page /> : <LandingPage />}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function App() {
  const inVk = isVkEnvironment();
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary fallback={() => <ErrorFallback />}>
        <Suspense fallback={<PageLoading />}>{inVk ? <MiniAppRoutes /> : <WebRoutes />}</Suspense>
      </ErrorBoundary>
      <DeferredToaster />
    </I18nextProvider>
  );
}
