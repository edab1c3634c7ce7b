import { Claims, Compare, Hero, HowItWorks, Screens, type VariantProps } from "../components/sections";

/**
 * Variant C: the problem first — the hero names it, and the comparison follows straight after the call to action,
 * which stays above the fold (docs/product.md §2 Landing page), then claims and steps.
 */
export default function VariantC(props: VariantProps) {
  return (
    <>
      <Hero {...props} />
      <Screens />
      <Compare />
      <Claims />
      <HowItWorks />
    </>
  );
}
