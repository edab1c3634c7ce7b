import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";

/** Spec §9: tooltip open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Loaded lazily by the app shell, so the tooltip code never weighs on the first route. */
export default function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}
