// Russian readings that were wrong by a measure: a chicken heart or gizzard counted by the piece, a plate of dry
// flakes, a cup of espresso and a plate of лапша (docs/product.md, Nutrition numbers: USDA SR28/FNDDS portions).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();
const read = (text: string) => {
  const item = one(text);
  return [item.foodId, item.grams];
};

describe("small offal counted by the piece", () => {
  it("weighs a chicken heart as one cooked heart, not SR28's 1 g yield from a pound of chicken", () => {
    expect(read("5 куриных сердечек")).toEqual(["chicken-hearts", 20]);
    expect(read("сердечко")).toEqual(["chicken-hearts", 4]);
    // Named without a count they stay a serving.
    expect(read("куриные сердечки")).toEqual(["chicken-hearts", 100]);
  });

  it("weighs a chicken gizzard and a chicken liver by the piece where they are counted", () => {
    expect(read("5 куриных желудков")).toEqual(["chicken-gizzards", 110]);
    expect(read("3 куриные печени")).toEqual(["chicken-liver", 60]);
    expect(read("куриная печень")).toEqual(["chicken-liver", 100]);
  });

  it("weighs a duck liver as SR28's liver, not its yield from a pound of duck", () => {
    expect(read("1 утиная печень")).toEqual(["duck-liver", 44]);
  });

  it("never counts a piece by what a pound of meat or bird yields of it", () => {
    // SR28 17060's "unit, cooked (yield from 1 lb raw meat)" of 272 g was one skewer of шашлык.
    expect(read("1 шашлык")).toEqual(["kebab", 200]);
    // SR28 05065's 57 g "unit (yield from 1 lb ready-to-cook chicken)" was one piece of boiled chicken.
    expect(read("варёная курица 1 шт")).toEqual(["chicken-breast-boiled", 120]);
  });

  it("keeps a quail egg at SR28's 9 g", () => {
    expect(read("5 перепелиных яиц")).toEqual(["quail-egg", 45]);
  });
});

describe("a plate of a grain sold dry is its porridge", () => {
  it("reads a plate of oat flakes as a plate of oatmeal on water, on milk where milk is said", () => {
    expect(read("тарелка геркулеса")).toEqual(["oatmeal", 250]);
    expect(read("тарелка овсяных хлопьев")).toEqual(["oatmeal", 250]);
    expect(read("миска геркулеса")).toEqual(["oatmeal", 250]);
    expect(read("тарелка овсяных хлопьев на молоке")).toEqual(["oatmeal-milk", 250]);
  });

  it("reads a plate of groats as the cooked grain's plate, as a plate of гречка is", () => {
    expect(read("тарелка гречневой крупы")).toEqual(read("тарелка гречки"));
    expect(read("тарелка манной крупы")).toEqual(["semolina-porridge", 250]);
    expect(read("тарелка пшённой крупы")).toEqual(["millet", 250]);
  });

  it("keeps the dry flakes where they are weighed or said dry", () => {
    expect(read("геркулес 50 г")).toEqual(["ru-oat-flakes", 50]);
    expect(read("тарелка сухой гречки")[0]).not.toBe("buckwheat");
  });
});

describe("a coffee served by its own small cup", () => {
  it("reads a cup, a mug or a shot of espresso as one espresso", () => {
    expect(read("чашка эспрессо")).toEqual(["espresso", 30]);
    expect(read("2 шота эспрессо")).toEqual(["espresso", 60]);
    expect(read("кружка эспрессо")).toEqual(["espresso", 30]);
    // Millilitres stay millilitres.
    expect(read("эспрессо 60 мл")).toEqual(["espresso", 60]);
  });

  it("reads a doppio and a ristretto by their own cups", () => {
    expect(read("двойной эспрессо")).toEqual(["espresso-double", 60]);
    expect(read("чашка ристретто")).toEqual(["ristretto", 20]);
  });
});

describe("a plate of лапша", () => {
  it("is the noodle soup, while noodles said otherwise stay noodles", () => {
    expect(read("тарелка лапши")).toEqual(["noodle-soup-home", 300]);
    expect(read("лапша 200 г")).toEqual(["egg-noodles", 200]);
    expect(read("тарелка яичной лапши")[0]).toBe("egg-noodles");
    const withCheese = analyzeMealText("тарелка лапши с сыром").items.map((i) => i.foodId);
    expect(withCheese[0]).toBe("egg-noodles");
    expect(read("bowl of noodles")[0]).toBe("egg-noodles");
  });
});
