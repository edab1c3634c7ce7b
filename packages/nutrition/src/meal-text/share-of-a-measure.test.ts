// A share said after a comma, of a food measured by its plate, bag or bowl (decision 024, follow-up "English meals
// told as sentences"; modifiers.ts, shareOfItsMeasure).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const grams = (text: string) => read(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a share after a comma", () => {
  it("is that share of the plate, the bag or the bowl before it", () => {
    // "half" was left unread and the whole plate counted (679 kcal), the whole bag likewise.
    expect(grams("a plate of nachos to share, I had about half")).toEqual([["nachos", 99]]);
    expect(read("a plate of nachos to share, I had about half").unmatched).toEqual([]);
    expect(grams("a bag of chips, ate about half")).toEqual([["potato-chips", 14]]);
  });

  it("leaves a food with no measure, and a count after the comma, as they were read", () => {
    expect(grams("a burrito, half")).toEqual([["burrito", 150]]);
    expect(read("a bowl of soup, 2 crackers").items).toHaveLength(2);
  });
});
