// One pretzel counted is a soft pretzel (decision 024, follow-up "English meals told as sentences"; soft-pretzels.ts).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const grams = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("one pretzel counted", () => {
  it("is the soft pretzel", () => {
    // It was one 3 g twist of the snack, 12 kcal.
    expect(grams("I had a hot dog at the ballpark and a pretzel")).toEqual([
      ["hot-dog", 100],
      ["soft-pretzel", 120],
    ]);
    expect(grams("one pretzel")).toEqual([["soft-pretzel", 120]]);
  });

  it("leaves pretzels in the plural, by weight, by the bag or called hard the snack", () => {
    expect(grams("12 pretzels")).toEqual([["pretzels", 36]]);
    expect(grams("2 pretzels")).toEqual([["pretzels", 6]]);
    expect(grams("pretzel 30g")).toEqual([["pretzels", 30]]);
    expect(grams("a bag of pretzels")).toEqual([["pretzels", 28]]);
    expect(grams("1 hard pretzel")).toEqual([["pretzels", 3]]);
  });
});
