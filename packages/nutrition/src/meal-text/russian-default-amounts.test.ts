// Russian default amounts measured against independent standards (decision 024, follow-up "Russian default amounts"):
// butter said with no amount is a canteen's 10 g pat, and "масло" with raw salad vegetables dresses them with
// sunflower oil as it dresses a salad.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const itemsOf = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("butter with no amount", () => {
  it("is the 10 g pat a portion is served with", () => {
    // It was the 5 g teaspoon: 37 kcal on a plate of buckwheat where the school recipe collection pours 10 g.
    expect(itemsOf(ru("гречка с маслом"))).toEqual([
      ["buckwheat", 200],
      ["ru-butter", 10],
    ]);
    expect(itemsOf(ru("картошка с маслицем и укропчиком"))[1]).toEqual(["ru-butter", 10]);
    expect(itemsOf(ru("2 баранки с маслом"))[1]).toEqual(["ru-butter", 10]);
    expect(itemsOf(ru("пельмени с маслом"))[1]).toEqual(["ru-butter", 10]);
    expect(itemsOf(ru("масло сливочное"))).toEqual([["ru-butter", 10]]);
  });

  it("keeps a spoon or a weight said", () => {
    expect(itemsOf(ru("ложка сливочного масла"))).toEqual([["ru-butter", 14]]);
    expect(itemsOf(ru("чайная ложка масла в кашу"))[0]).toEqual(["ru-butter", 5]);
    expect(itemsOf(ru("масло сливочное 20 г"))).toEqual([["ru-butter", 20]]);
  });
});

describe("масло with raw salad vegetables", () => {
  it("is sunflower oil, as on a salad", () => {
    // It was butter on cucumbers.
    expect(itemsOf(ru("салат из огурцов с маслом"))).toEqual([
      ["cucumber", 150],
      ["oil-sunflower", 14],
    ]);
    expect(itemsOf(ru("огурцы и помидоры с маслом"))[2]).toEqual(["oil-sunflower", 14]);
    expect(itemsOf(ru("редиска с маслом"))[1]).toEqual(["oil-sunflower", 14]);
  });

  it("stays butter on potatoes", () => {
    expect(itemsOf(ru("картошка с маслом и огурцы"))[1]).toEqual(["ru-butter", 10]);
  });
});
