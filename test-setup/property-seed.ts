import fc from "fast-check";

// On CI every property test draws from one seed, so a change is judged on the same generated inputs each run and a
// merge never fails on a reading nobody changed. Locally each run draws a new seed and goes on hunting; a
// counterexample it finds is fixed with a test of its own (readings.test.ts: NUTRITION_FUZZ_SEED hunts further).
if (process.env.CI) fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED ?? 20261126) });
