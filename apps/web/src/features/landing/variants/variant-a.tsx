import { Claims, Hero, HowItWorks, Screens, type VariantProps } from "../components/sections";

/** Variant A: speed first — hero, the claims, then how it works. */
export default function VariantA(props: VariantProps) {
  return (
    <>
      <Hero {...props} />
      <Screens />
      <Claims />
      <HowItWorks />
    </>
  );
}
