import { type ComponentType, lazy, useState } from "react";

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy that can be loaded before it first renders. Each lazy boundary that suspends costs a commit of its
 * fallback and React's ~300 ms throttle before the content shows; on a slow phone the mini-app's start went
 * through three of them (decision 006, dashboard LCP). A component preloaded before the first render (main.tsx)
 * renders at once instead of suspending.
 *
 * An instance keeps the path it started on, so a lazy one is never swapped for the loaded one mid-life (that
 * would remount its subtree and lose its state).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Preloadable(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => loadAndKeep().then(() => undefined) });
}
