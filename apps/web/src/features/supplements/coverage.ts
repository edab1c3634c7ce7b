import { SUPPLEMENT_RULES } from "@tarelka/contracts";

export interface CoverageBar {
  /** The filled share of the bar, 0 to 100: the reference fills it, more than the reference still fills it once. */
  fill: number;
  /** Where the gap threshold sits on the bar, 0 to 100. */
  marker: number;
  /** Below the threshold: the contract's own definition of a gap (SUPPLEMENT_RULES.gapBelow). */
  isGap: boolean;
}

/**
 * The bar of one nutrient's coverage (average ÷ reference, contracts ZNutrientIntakeSchema). A coverage that is
 * not a finite number (a zero reference would give one) draws an empty bar rather than a broken width.
 */
export function coverageBar(coverage: number, gapBelow: number = SUPPLEMENT_RULES.gapBelow): CoverageBar {
  const safe = Number.isFinite(coverage) ? Math.max(0, coverage) : 0;
  return {
    fill: Math.round(Math.min(1, safe) * 1000) / 10,
    marker: Math.round(gapBelow * 1000) / 10,
    isGap: safe < gapBelow,
  };
}
