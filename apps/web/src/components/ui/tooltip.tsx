import { Tooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/** docs/product.md §9: tooltip open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * The docs/product.md §9 delays for every tooltip inside: once one has opened, a neighbour opens at once for 300 ms.
 * A screen with tooltips wraps itself in a group, so radix Tooltip loads with that screen and never weighs on the
 * mini-app's first route (decision 006 speed budget).
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/** A short text shown on hover or keyboard focus of its one child element; must sit inside a TooltipGroup. */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          data-testid="hint"
        >
          {text}
          <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
