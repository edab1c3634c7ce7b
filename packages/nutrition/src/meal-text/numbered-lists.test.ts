// A number before a full stop is a list's number only where such numbers count up one by one (elements.ts,
// notAmounts): weights that each end a sentence stay weights (decision 024, the same meal typed another way).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("numbers before a full stop", () => {
  it("are the weights of the foods before them when they do not count up", () => {
    expect(reading(ru("гречка 60. творог 60. кефир 200"))).toEqual(reading(ru("гречка 60, творог 60, кефир 200")));
    expect(reading(ru("гречка 60. творог 60. кефир 200"))[1]).toEqual(reading(ru("творог 60"))[0]);
    expect(reading(en("oatmeal 40. yogurt 40. banana"))).toEqual(reading(en("oatmeal 40, yogurt 40, banana")));
  });

  it("number a list when they count up", () => {
    expect(reading(ru("1. гречка 2. кефир"))).toEqual(reading(ru("гречка, кефир")));
    expect(reading(en("1. oatmeal 2. banana 3. coffee"))).toEqual(reading(en("oatmeal, banana, coffee")));
  });

  it("read as commas do, whatever weights end the sentences (property)", () => {
    const foods = ["гречка", "творог", "рис", "курица", "овсянка", "сыр"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...foods), fc.integer({ min: 10, max: 99 })), { minLength: 2, maxLength: 4 }),
        (list) => {
          // Weights that happen to count up one by one are a numbered list, as typed they would be to anyone.
          const weights = list.map(([, g]) => g);
          fc.pre(!weights.slice(1).every((g, k) => g === weights[k]! + 1));
          const said = (sep: string) => list.map(([food, g]) => `${food} ${g}`).join(sep);
          expect(reading(ru(said(". ")))).toEqual(reading(ru(said(", "))));
        },
      ),
      { seed: 20261127, numRuns: 150 },
    );
  });
});
