import type { TLandingVariant } from "@tarelka/contracts";
import type { ComponentType } from "react";
import type { VariantProps } from "./components/sections";
import { assignVariantForPage, type VariantAssignment } from "./variant";

type VariantModule = { default: ComponentType<VariantProps> };

/** docs/product.md §2: each variant is its own lazy chunk, so a visitor downloads only the one they see. */
export const VARIANT_LOADERS: Record<TLandingVariant, () => Promise<VariantModule>> = {
  A: () => import("./variants/variant-a"),
  B: () => import("./variants/variant-b"),
  C: () => import("./variants/variant-c"),
};

let assigned: VariantAssignment | undefined;

/** docs/product.md §4: the variant is assigned once per page load (and saved), however often the landing is shown. */
export function pageVariant(): VariantAssignment {
  assigned ??= assignVariantForPage();
  return assigned;
}

/**
 * Called by the route as the landing's chunk is requested, so the chosen variant's chunk downloads alongside it
 * instead of after it: one round trip less before the hero paints (decision 006, LCP).
 */
export function preloadLandingVariant(): void {
  VARIANT_LOADERS[pageVariant().variant]().catch(() => {
    // The render retries the same import and shows the error fallback if it fails again.
  });
}
