// Small readings mended by the class each stood for (decision 024, follow-up "small readings, a fourth round"): a count
// past twenty before an English plural of a small piece, a dairy food said "full fat", milk typed after a coffee's own
// amount, a block of cheese, and a батон said of bread.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a count past twenty before an English plural of a small piece", () => {
  it("counts the pieces, held only by the meal's ceiling", () => {
    // It was one 17 g nugget with "30" unread.
    const thirty = en("30 chicken nuggets");
    expect(itemsOf(thirty)).toEqual([["chicken-nuggets", 510]]);
    expect(thirty.unmatched).toEqual([]);
    expect(itemsOf(en("40 chicken nuggets"))).toEqual([["chicken-nuggets", 680]]);
    expect(itemsOf(en("30 chicken nuggets and a large coke"))[0]).toEqual(["chicken-nuggets", 510]);
  });

  it("still doubts what no meal holds", () => {
    expect(itemsOf(en("100 chicken nuggets"))).toEqual([["chicken-nuggets", 17]]);
    expect(itemsOf(en("30 eggs"))).toEqual([["egg", 50]]);
  });
});

describe("a dairy food said full fat", () => {
  it("is the whole-milk kind", () => {
    // It was FNDDS's low-fat Greek yogurt, "fat" held by "low fat milk".
    expect(itemsOf(en("full fat greek yogurt"))).toEqual([["fndds-11411400", 150]]);
    expect(itemsOf(en("full-fat greek yogurt"))).toEqual([["fndds-11411400", 150]]);
    expect(itemsOf(en("full fat yogurt"))).toEqual([["fndds-11411100", 170]]);
    expect(en("full fat milk").items[0]!.foodId).toBe("fndds-11111000");
  });

  it("is never a kind of less fat where there is no whole-milk one", () => {
    // It was FNDDS's fat-free sour cream.
    expect(en("full fat sour cream").items[0]!.foodId).toBe("fndds-12310100");
    expect(en("low fat greek yogurt").items[0]!.foodId).toBe("fndds-11411410");
  });
});

describe("milk typed after a coffee's own amount", () => {
  it("is the splash in the mug", () => {
    // It was a 250 g glass of milk beside the coffee.
    expect(itemsOf(ru("кофе 300 мл молоко сахар"))).toEqual([
      ["coffee", 296],
      ["ru-milk", 30],
      ["sugar", 5],
    ]);
    expect(itemsOf(ru("чай 250 мл молоко"))[1]).toEqual(["ru-milk", 30]);
    expect(itemsOf(ru("кофе 200мл молоко"))[1]).toEqual(["ru-milk", 30]);
  });

  it("keeps the glass after a comma or with the milk's own amount", () => {
    expect(itemsOf(ru("кофе 300 мл, молоко"))[1]).toEqual(["ru-milk", 250]);
    expect(itemsOf(ru("кофе 300 мл молоко 200 мл"))[1]).toEqual(["ru-milk", 206]);
    expect(itemsOf(ru("сок 200 мл молоко"))[1]).toEqual(["ru-milk", 250]);
  });
});

describe("a block of cheese", () => {
  it("is the 8 oz block it is sold as", () => {
    // It was one 20 g slice.
    expect(itemsOf(en("a block of cheese"))).toEqual([["cheese", 227]]);
    expect(itemsOf(en("a block of cheddar"))).toEqual([["cheddar", 227]]);
    expect(itemsOf(en("half a block of cheese"))).toEqual([["cheese", 114]]);
    expect(itemsOf(en("2 slices of cheese"))).toEqual([["cheese", 40]]);
  });
});

describe("a батон said of bread", () => {
  it("is the whole 400 g loaf", () => {
    // It was one 27 g slice.
    expect(itemsOf(ru("батон хлеба"))).toEqual([["bread", 400]]);
    expect(itemsOf(ru("батон белого хлеба"))).toEqual([["bread", 400]]);
    expect(itemsOf(ru("2 батона хлеба"))).toEqual([["bread", 800]]);
    expect(itemsOf(ru("пол батона хлеба"))).toEqual([["bread", 200]]);
  });

  it("leaves батон alone a slice and полбатона half the loaf", () => {
    expect(itemsOf(ru("батон"))).toEqual([["ru-baton", 27]]);
    expect(itemsOf(ru("полбатона"))).toEqual([["ru-baton", 200]]);
  });
});
