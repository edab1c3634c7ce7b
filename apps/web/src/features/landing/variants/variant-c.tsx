import { Claims, Compare, Hero, HowItWorks, type VariantProps } from "../components/sections";

/** Variant C: the problem first — the comparison before the hero's call to action, then claims and steps. */
export default function VariantC(props: VariantProps) {
  return (
    <>
      <Compare />
      <Hero {...props} />
      <Claims />
      <HowItWorks />
    </>
  );
}
