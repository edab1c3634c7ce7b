import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { getLaunchParams } from "../../lib/launch-params";
import { initBridge } from "../../lib/vk-bridge";
import { withTimeout } from "../../lib/with-timeout";
import { AuthError, authenticate } from "./authenticate";

type StartState = { phase: "initializing" } | { phase: "done" } | { phase: "error"; message: string; detail: string };

/** Routes a person without an account may be on: the ones that create the account. */
const ONBOARDING_ROUTES = ["/onboarding", "/profile-setup"];

/**
 * Spec §2 Mini-app wrapper and §4 Mini-app start-up: connect, identify, then render the app. States
 * initializing → done | error; the whole start-up has a 10 s emergency time-out (spec §9).
 */
export function MiniAppWrapper({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<StartState>({ phase: "initializing" });
  const [location, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);

  const start = useCallback(async () => {
    await initBridge();
    try {
      await withTimeout(authenticate(), 5000, "authenticate timeout");
    } catch (error) {
      if (error instanceof AuthError && error.code === "NEEDS_ONBOARDING") {
        if (!ONBOARDING_ROUTES.some((r) => window.location.pathname.startsWith(r))) navigate("/onboarding");
        return;
      }
      throw error;
    }
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts initialisation on retry.
  useEffect(() => {
    let settled = false;
    setState({ phase: "initializing" });
    const emergency = setTimeout(() => {
      if (!settled)
        setState({ phase: "error", message: t("common.errors.network"), detail: "start-up timeout (10 s)" });
    }, 10_000);
    start()
      .then(() => setState({ phase: "done" }))
      .catch((error: unknown) =>
        setState({
          phase: "error",
          message: errorMessage(t, error),
          detail: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        settled = true;
        clearTimeout(emergency);
      });
    return () => {
      settled = true;
      clearTimeout(emergency);
    };
  }, [attempt, start]);

  if (state.phase === "initializing") {
    return (
      <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
        <div className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p>{t("miniApp.connecting")}</p>
      </div>
    );
  }
  if (state.phase === "error") {
    const diagnostics = {
      userAgent: navigator.userAgent,
      isIframe: window.parent !== window,
      hasVKParams: getLaunchParams() !== null,
      vkParamsSource: getLaunchParams()?.source ?? "none",
      location,
      detail: state.detail,
      timestamp: new Date().toISOString(),
    };
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">{t("miniApp.errorTitle")}</h1>
        <p className="max-w-sm text-slate-600 dark:text-slate-300">{state.message}</p>
        <details className="w-full max-w-sm text-left text-sm">
          <summary className="cursor-pointer text-slate-500">{t("miniApp.debugDetails")}</summary>
          <pre className="mt-2 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-900">
            {JSON.stringify(diagnostics, null, 2)}
          </pre>
        </details>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => setAttempt((n) => n + 1)}>{t("miniApp.retry")}</Button>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t("miniApp.manualLogin")}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
