import { type CSSProperties, lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { navigationOf } from "../lib/feature-routes";
import { PATHS } from "../lib/paths";
import { useAppState } from "../stores/app-store";

/**
 * The tab bar's code and icons load just after the first screen, not with it (decision 006, first-route JS): the
 * frame keeps its place from the first paint, so nothing moves when it arrives.
 */
const TabBar = lazy(() => import("./tab-bar").then((m) => ({ default: m.TabBar })));

export interface AppFrameProps {
  children: ReactNode;
  barePaths: readonly string[];
  preload: (path: string) => Promise<void>;
}

/**
 * The mini-app's frame (VK mini-app feel): the bottom tab bar on every app screen once the person has an account,
 * none on the screens that come before it (`barePaths`: onboarding) or on the landing. Its height (the bar and its
 * 1 px top border) over the bottom safe-area inset is `--frame-bottom`, which the screens' column leaves free
 * (components/ui/page-column.tsx) and the full-screen chat ends above.
 */
export function AppFrame({ children, barePaths, preload }: AppFrameProps) {
  const [location] = useLocation();
  const hasAccount = useAppState((s) => s.currentUser) !== null;
  const withTabs = hasAccount && location !== PATHS.landing && !barePaths.includes(location);
  if (!withTabs) return <>{children}</>;
  return (
    <div style={{ "--frame-bottom": "calc(3.5rem + 1px + var(--safe-area-bottom))" } as CSSProperties}>
      <div className="pb-[var(--frame-bottom)]">{children}</div>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[var(--safe-area-bottom)] dark:border-slate-800 dark:bg-slate-950">
        <Suspense fallback={<div className="h-14" />}>
          <TabBar links={navigationOf("tab")} location={location} preload={preload} />
        </Suspense>
      </div>
    </div>
  );
}
