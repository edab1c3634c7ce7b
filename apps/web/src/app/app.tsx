import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { ErrorBoundary } from "../components/ui/error-boundary";
import { ErrorFallback } from "../components/ui/error-fallback";
import { LoadingScreen } from "../components/ui/loading-screen";
import { Toaster } from "../components/ui/toaster";
import { i18n } from "../i18n";
import { isVkEnvironment } from "../lib/launch-params";
import { createQueryClient } from "../lib/query-client";
import { APP_ROUTES, LandingPage, MiniAppWrapper, NotFoundPage } from "./routes";

function PageLoading() {
  const { t } = useTranslation();
  return <LoadingScreen message={t("common.loadingPage")} />;
}

/** Inside VK: the mini-app with every route of spec §2. */
function MiniAppRoutes() {
  return (
    <MiniAppWrapper>
      <Switch>
        {APP_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route path="/landing">
          <LandingPage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </MiniAppWrapper>
  );
}

/** Outside VK the product shows its landing page (spec §1); the app's own routes need VK's signature. */
function WebRoutes() {
  return (
    <Switch>
      <Route path="/landing">
        <LandingPage />
      </Route>
      {APP_ROUTES.map(({ path }) => (
        <Route key={path} path={path}>
          <LandingPage />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const inVk = isVkEnvironment();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={() => <ErrorFallback />}>
          <Suspense fallback={<PageLoading />}>{inVk ? <MiniAppRoutes /> : <WebRoutes />}</Suspense>
        </ErrorBoundary>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
