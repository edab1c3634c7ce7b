import { Claims, Features, Hero, HowItWorks, type VariantProps } from "../components/sections";

/** Variant B: the AI nutritionist first — hero, what it does, how it works, and the claims last. */
export default function VariantB(props: VariantProps) {
  return (
    <>
      <Hero {...props} />
      <Features />
      <HowItWorks />
      <Claims />
    </>
  );
}
