import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { addRussianCatalogs } from "../../i18n";
import { ruMiniAppCatalogs } from "../../i18n/locales/ru/mini-app-catalogs";
import { daySummaryQueryOptions } from "../../lib/api/meals-start-up";
import { pageSaysNoAccount } from "../../lib/early-requests";
import { errorMessage } from "../../lib/error-message";
import { PATHS } from "../../lib/paths";
import { isBridgeReady } from "../../lib/vk/bridge";
import { TimeoutError, withTimeout } from "../../lib/with-timeout";
import { appStore, useAppState } from "../../stores/app-store";
import { logout } from "./app-settings";
import { AuthError, authenticate } from "./authenticate";
import { isMissingUserDataError, runStartUp, START_UP_TIMEOUTS_MS } from "./start-up";
import { useSaveLanguage } from "./use-save-language";

/** Loads when the error screen shows, the only place it appears (debug-details.tsx). */
const DebugDetails = lazy(() => import("./debug-details"));

// Every mini-app screen renders inside this wrapper, so its strings are registered before any of them.
addRussianCatalogs(ruMiniAppCatalogs);

type StartState =
  | { phase: "initializing" }
  | { phase: "done" }
  | { phase: "error"; message: string; detail: string; missingUserData: boolean };

/** Routes a person without an account may be on: the ones that create the account. */
const ONBOARDING_ROUTES = [PATHS.onboarding, PATHS.profileSetup];

/**
 * docs/product.md §2 Mini-app wrapper and §4 Mini-app start-up: states initializing → done | error, the steps of
 * start-up.ts, and a 10 s emergency time-out over all of them (docs/product.md §9).
 */
export function MiniAppWrapper({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<StartState>({ phase: "initializing" });
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  useSaveLanguage(useAppState((s) => s.currentUser));
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const describe = useCallback(
    (error: unknown): StartState => {
      const detail = error instanceof Error ? error.message : String(error);
      let message: string;
      if (error instanceof AuthError) {
        message =
          error.code === "IN_PROGRESS"
            ? t("miniApp.authInProgress")
            : error.code === "USER_ID_MISSING"
              ? t("miniApp.userIdMissing")
              : error.code === "NOT_IN_VK"
                ? t("miniApp.notInVk")
                : t("miniApp.needOnboarding");
      } else if (error instanceof TimeoutError) {
        message = t("miniApp.timeout");
      } else {
        message = errorMessage(t, error);
      }
      return { phase: "error", message, detail, missingUserData: isMissingUserDataError(error) };
    },
    [t],
  );

  // Start-up runs once per attempt: a language switch changes `describe` but must not restart it.
  const describeRef = useRef(describe);
  describeRef.current = describe;

  const toOnboarding = useCallback(() => {
    if (!ONBOARDING_ROUTES.some((r) => window.location.pathname.startsWith(r))) navigateRef.current(PATHS.onboarding);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts initialisation on retry.
  useEffect(() => {
    let active = true;
    setState({ phase: "initializing" });
    // The dashboard is the usual first screen: its day goes into the query cache while start-up authenticates
    // (decision 006, LCP), taking the entry's early reply when there is one (lib/early-requests.ts). For a person
    // without an account it fails quietly and is asked again when the dashboard first shows; when the page already
    // says there is no account it is not asked at all.
    if (window.location.pathname === "/" && !pageSaysNoAccount()) {
      void queryClient.prefetchQuery(daySummaryQueryOptions(appStore.get().selectedDate));
    }
    const emergency = setTimeout(() => {
      if (active) setState(describeRef.current(new TimeoutError("start-up timeout (10 s)")));
      active = false;
    }, START_UP_TIMEOUTS_MS.overall);
    runStartUp()
      .then((outcome) => {
        if (!active) return;
        if (outcome === "needs-onboarding") toOnboarding();
        // The first screen is the largest render of a launch: as a transition React renders it in slices that
        // leave the main thread free between them, instead of one long task (decision 006, total blocking time).
        startTransition(() => setState({ phase: "done" }));
      })
      .catch((error: unknown) => {
        if (active) setState(describeRef.current(error));
      })
      .finally(() => {
        active = false;
        clearTimeout(emergency);
      });
    return () => {
      active = false;
      clearTimeout(emergency);
    };
  }, [attempt, toOnboarding, queryClient]);

  const retry = async () => {
    if (state.phase === "error" && state.missingUserData) {
      // docs/product.md §8: log out of the app and VK, then onboarding; if that fails, reload the page.
      try {
        await logout({ vk: isBridgeReady() });
        toOnboarding();
        setState({ phase: "done" });
      } catch {
        window.location.reload();
      }
      return;
    }
    setAttempt((n) => n + 1);
  };

  const manualLogin = async () => {
    setBusy(true);
    try {
      await withTimeout(
        authenticate({ bridgeReady: isBridgeReady() }),
        START_UP_TIMEOUTS_MS.authenticate,
        "authenticate timeout",
      );
      setState({ phase: "done" });
    } catch (error) {
      if (error instanceof AuthError && error.code === "NEEDS_ONBOARDING") {
        toOnboarding();
        setState({ phase: "done" });
      } else {
        // docs/product.md §8: a failed manual login shows the error or 'Authentication failed'.
        const described = describe(error);
        setState(
          described.phase === "error" && !described.message
            ? { ...described, message: t("miniApp.manualLoginFailed") }
            : described,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  if (state.phase === "initializing") {
    return (
      <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
        <div className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p>{t("miniApp.connecting")}</p>
      </div>
    );
  }
  if (state.phase === "error") {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">{t("miniApp.errorTitle")}</h1>
        <p className="max-w-sm text-slate-600 dark:text-slate-300">{state.message}</p>
        <details className="w-full max-w-sm text-left text-sm">
          <summary className="cursor-pointer text-slate-500">{t("miniApp.debugDetails")}</summary>
          <Suspense fallback={null}>
            <DebugDetails error={state.detail} />
          </Suspense>
        </details>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => void retry()} disabled={busy}>
            {t("miniApp.retry")}
          </Button>
          <Button variant="secondary" onClick={() => void manualLogin()} disabled={busy}>
            {t("miniApp.manualLogin")}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
