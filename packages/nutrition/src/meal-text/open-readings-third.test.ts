// Readings left open by decision 024, mended by the class each stood for (decision 024, "Readings left open, a third
// round"): bags counted before "family size", cups after a list of three, crispy onions on a dish, milk typed after a
// coffee, a pack of a big fruit, a count said twice, and packs of a heavy whole counted past a kilogram.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("bags counted before family size", () => {
  it("counts the family bags, and leaves no words unread", () => {
    const two = en("2 family size bags of chips");
    expect(itemsOf(two)).toEqual([["potato-chips", 566]]);
    expect(two.unmatched).toEqual([]);
    expect(itemsOf(en("3 family size bags of doritos"))).toEqual([["chips-corn-salsa", 849]]);
    expect(itemsOf(en("2 family-size bags of lays"))).toEqual([["potato-chips", 566]]);
  });

  it("keeps one family bag and the single-serving bags", () => {
    expect(itemsOf(en("a family size bag of doritos"))).toEqual([["chips-corn-salsa", 283]]);
    expect(itemsOf(en("2 bags of chips"))).toEqual([["potato-chips", 56]]);
  });
});

describe("cups after a list of three foods", () => {
  it("measure the plate of the list, not the last food", () => {
    const r = en("toast, eggs and bacon, 2 cups");
    const grams = r.items.map((i) => i.grams);
    expect(grams.reduce((a, b) => a + b, 0)).toBeCloseTo(480, 0);
    // It was 480 g of bacon, 2,818 kcal.
    expect(r.totals.calories).toBeLessThan(1200);
    const rice = en("rice, beans and chicken, 3 cups");
    expect(rice.items.map((i) => i.foodId)).toEqual(["rice", "beans", "chicken"]);
    expect(rice.items.reduce((a, i) => a + i.grams, 0)).toBeCloseTo(720, 0);
  });

  it("are the drink's where the list holds one", () => {
    // They were 480 g of bacon beside a mug of coffee.
    expect(itemsOf(en("coffee, eggs and bacon, 2 cups"))).toEqual([
      ["coffee", 474],
      ["egg", 100],
      ["bacon", 8],
    ]);
    expect(itemsOf(en("tea, toast and jam, 2 cups"))[0]).toEqual(["tea", 474]);
    expect(itemsOf(en("coffee and bacon, 2 cups"))[0]).toEqual(["coffee", 474]);
  });

  it("leaves a weight after the list, and a pair, as they were", () => {
    expect(itemsOf(en("toast, eggs and bacon, 200 g"))[2]).toEqual(["bacon", 200]);
    expect(itemsOf(en("spaghetti and meatballs, probably 2 cups"))).toEqual([
      ["pasta", 369],
      ["meatballs", 111],
    ]);
  });
});

describe("crispy onions on a dish", () => {
  it("are a topping of fried onion, not a raw onion", () => {
    expect(itemsOf(en("cheeseburger with crispy onions"))).toEqual([
      ["cheeseburger", 165],
      ["onion-rings", 28],
    ]);
    expect(itemsOf(en("hot dog with crispy onions"))[1]).toEqual(["onion-rings", 28]);
    expect(itemsOf(ru("бургер с хрустящим луком"))[1]).toEqual(["onion-rings", 28]);
  });

  it("leaves onions alone, and an onion counted", () => {
    expect(itemsOf(en("crispy onions"))).toEqual([["onion", 100]]);
    expect(itemsOf(en("burger with 2 onions"))[1]).toEqual(["onion", 200]);
    expect(itemsOf(en("steak with onions"))[1]).toEqual(["onion", 28]);
  });
});

describe("milk typed straight after a coffee or a tea", () => {
  it("is the splash in the mug", () => {
    expect(itemsOf(ru("кофе молоко сахар"))).toEqual([
      ["coffee", 250],
      ["ru-milk", 30],
      ["sugar", 5],
    ]);
    expect(itemsOf(ru("чай молоко"))[1]).toEqual(["ru-milk", 30]);
    expect(itemsOf(ru("растворимый кофе молоко"))[1]).toEqual(["ru-milk", 30]);
  });

  it("stays a glass after a comma, with its own amount, or after a juice", () => {
    expect(itemsOf(ru("кофе, молоко, сахар"))[1]).toEqual(["ru-milk", 250]);
    expect(itemsOf(ru("кофе молоко 200 мл"))[1]![0]).toBe("ru-milk");
    expect(itemsOf(ru("кофе молоко 200 мл"))[1]![1]).toBeGreaterThan(200);
    expect(itemsOf(ru("сок молоко"))[1]).toEqual(["ru-milk", 250]);
  });
});

describe("a pack of a big fruit SR28 weighs as one fruit", () => {
  it("is the shop's tray of it cut", () => {
    expect(itemsOf(ru("упаковка ананаса"))).toEqual([["pineapple", 400]]);
    expect(itemsOf(en("a pack of pineapple"))).toEqual([["pineapple", 400]]);
    expect(itemsOf(ru("упаковка помело"))).toEqual([["pomelo", 400]]);
  });

  it("keeps the fruit's serving and its slices", () => {
    expect(itemsOf(ru("ананас"))).toEqual([["pineapple", 100]]);
    expect(itemsOf(en("2 slices of pineapple"))).toEqual([["pineapple", 112]]);
    expect(itemsOf(ru("упаковка манго"))).toEqual([["mango", 200]]);
  });
});

describe("the same food said twice, each time with its count", () => {
  it("is two helpings", () => {
    expect(itemsOf(ru("2 котлеты 2 котлеты"))).toEqual([
      ["kotleta", 180],
      ["kotleta", 180],
    ]);
    expect(itemsOf(ru("3 блина 3 блина"))).toHaveLength(2);
    expect(itemsOf(en("2 eggs 2 eggs"))).toEqual([
      ["egg", 100],
      ["egg", 100],
    ]);
  });

  it("keeps a food named and then measured as one", () => {
    expect(itemsOf(ru("котлета 2 котлеты"))).toEqual([["kotleta", 180]]);
    expect(itemsOf(ru("пицца 3 куска пиццы"))).toHaveLength(1);
  });
});

describe("packs of a heavy whole counted past a kilogram", () => {
  it("are doubted like a bare number: a serving, the packs shown unread", () => {
    const cake = ru("2 коробки торта птичье молоко");
    expect(cake.totals.calories).toBeLessThan(1000);
    expect(cake.unmatched).toEqual(["2 коробки"]);
    expect(en("2 bags of medovik honey cake").totals.calories).toBeLessThan(1000);
    expect(ru("2 коробки штоллена").totals.calories).toBeLessThan(1000);
  });

  it("keeps one pack, and packs that weigh no kilogram together", () => {
    expect(itemsOf(ru("коробка торта птичье молоко"))).toEqual([["ru-ptichye-cake", 1000]]);
    expect(itemsOf(ru("2 пачки творога"))).toEqual([["ru-tvorog", 360]]);
  });
});
