// English default amounts of a food ordered with no size (decision 024, follow-up "English default amounts"): an order
// said with no size is FNDDS's medium order.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("an order said with no size", () => {
  it("is FNDDS's medium order, never the value menu's smaller one", () => {
    // FNDDS 71401030 fast-food fries: value/dollar menu order 85 g, small 110 g, medium 145 g, large 180 g; its
    // "order, NS as to size" of movie popcorn (54403005) weighs the medium order. It was 85 g, under the small order.
    expect(itemsOf(en("an order of fries"))).toEqual([["potato-fried", 145]]);
    expect(itemsOf(en("an order of fries and a coke"))[0]).toEqual(["potato-fried", 145]);
  });

  it("still weighs the size said", () => {
    expect(itemsOf(en("a small order of fries"))).toEqual([["potato-fried", 110]]);
    expect(itemsOf(en("a large order of fries"))).toEqual([["potato-fried", 180]]);
  });
});
