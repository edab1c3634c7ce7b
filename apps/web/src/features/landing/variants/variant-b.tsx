import { Claims, Features, Hero, HowItWorks, Screens, type VariantProps } from "../components/sections";

/** Variant B: the AI nutritionist first — hero, what it does, how it works, and the claims last. */
export default function VariantB(props: VariantProps) {
  return (
    <>
      <Hero {...props} />
      <Screens />
      <Features />
      <HowItWorks />
      <Claims />
    </>
  );
}
