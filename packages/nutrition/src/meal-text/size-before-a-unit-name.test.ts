// A size between a count and a name that begins with a measure word (decision 024, follow-up "English meals told as
// sentences"; food-spans.ts, unitBeginsName).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a size between a count and a pound cake", () => {
  it("is the cake's size, not pounds of cake", () => {
    // "2 large pound cake" was two large pounds of cake, 907 g and 3,438 kcal; "2-3 tall pound cake" 1,134 g.
    expect(ids("2 large pound cake")).toEqual(["pound-cake"]);
    expect(read("2 large pound cake").totals.calories).toBeLessThan(1000);
    expect(ids("2-3 tall pound cake, bean burrito")).toEqual(["pound-cake", "bean-burrito"]);
  });

  it("leaves pounds said of a food as pounds", () => {
    expect(read("2 large pounds of beef").items.map((i) => Math.round(i.grams))).toEqual([907]);
    expect(ids("2 pound cake")).toEqual(["pound-cake"]);
  });
});
