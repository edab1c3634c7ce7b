// English default amounts of a food counted or ordered with no size (decision 024, follow-up "English default amounts"):
// a baked potato counted with no size is FNDDS's medium, and an order said with no size is FNDDS's medium order.
// Named no further, a baked potato stays a side's serving, as a boiled one does.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const ru = readAs("ru");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a baked potato counted in English with no size", () => {
  it("is FNDDS's medium baked potato, 285 g, the weight a medium one already had", () => {
    // FNDDS 71100100 Potato, baked, NFS: small 230 g, medium 285 g, large 400 g. It was SR28's 170 g.
    expect(itemsOf(en("a baked potato"))).toEqual([["potato-baked", 285]]);
    expect(itemsOf(en("a jacket potato"))).toEqual([["potato-baked", 285]]);
    expect(itemsOf(en("a medium baked potato"))).toEqual([["potato-baked", 285]]);
    expect(itemsOf(en("2 baked potatoes"))).toEqual([["potato-baked", 570]]);
  });

  it("keeps the potato's weight beside what is put on it", () => {
    expect(itemsOf(en("a baked potato with sour cream"))).toEqual([
      ["potato-baked", 285],
      ["sour-cream", 30],
    ]);
    expect(itemsOf(en("a jacket potato with beans"))[0]).toEqual(["potato-baked", 285]);
    expect(itemsOf(en("salmon fillet with a baked potato"))[1]).toEqual(["potato-baked", 285]);
  });

  it("stays a side's serving named no further, and shares a weight said after the dish", () => {
    expect(itemsOf(en("baked potato"))).toEqual([["potato-baked", 170]]);
    expect(itemsOf(en("jacket potato with beans"))[0]).toEqual(["potato-baked", 170]);
    expect(itemsOf(en("jacket potato with beans 200 g"))).toEqual([
      ["potato-baked", 106],
      ["beans", 94],
    ]);
  });

  it("still weighs a size, a share or grams said", () => {
    expect(itemsOf(en("a small baked potato"))).toEqual([["potato-baked", 230]]);
    expect(itemsOf(en("a large baked potato"))).toEqual([["potato-baked", 400]]);
    expect(itemsOf(en("baked potato 200g"))).toEqual([["potato-baked", 200]]);
  });

  it("leaves the Russian печёная картошка at SR28's potato", () => {
    expect(itemsOf(ru("печёная картошка"))).toEqual([["potato-baked", 170]]);
    expect(itemsOf(ru("2 печёные картошки"))).toEqual([["potato-baked", 340]]);
  });
});

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
