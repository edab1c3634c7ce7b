// Russian diary text as typed on a phone: the chain or the maker named beside the food, the bread a dish comes
// wrapped in, the flavour of a snack, a pack's weight typed after it, and the colloquial verbs of eating.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => analyzeMealText(text, { lang: "ru" });
const one = (text: string) => {
  const r = read(text);
  expect(r.items, text).toHaveLength(1);
  return r.items[0]!;
};
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a chain or a dairy maker named beside the food", () => {
  it("is no food, whatever food its words spell", () => {
    // "простоквашино" was read as простокваша, "бургер кинг" as a burger, "вкусно" left unmatched.
    expect(ids("ряженка простоквашино 0,5л")).toEqual(ids("ряженка 0,5л"));
    expect(one("ряженка простоквашино 0,5л").grams).toBe(one("ряженка 0,5л").grams);
    expect(ids("кефир простоквашино")).toEqual(ids("кефир"));
    expect(ids("бургер кинг воппер джуниор")).toEqual(ids("воппер джуниор"));
    expect(ids("в бургер кинге чизбургер")).toEqual(ids("чизбургер"));
    expect(read("вкусно и точка чизбургер").unmatched).toEqual([]);
    expect(ids("во вкусно и точка картошка фри")).toEqual(ids("картошка фри"));
    expect(ids("кофе хауз: сырник")).toEqual(ids("сырник"));
  });

  it("stays unmatched with no food beside it", () => {
    expect(read("бургер кинг").items).toEqual([]);
    expect(read("бургер кинг").unmatched).toEqual(["бургер кинг"]);
  });

  it("says who made the dairy food beside it where the name alone is the maker's best-known product", () => {
    // "агуша" alone is a fruit curd dessert; "йогурт агуша" was a yoghurt and a fruit curd.
    expect(ids("йогурт агуша 1 шт")).toEqual(ids("йогурт 1 шт"));
    expect(one("кефир агуша 200 мл").grams).toBe(one("кефир 200 мл").grams);
    expect(ids("агуша кефир")).toEqual(ids("кефир"));
    expect(ids("растишка йогурт питьевой")).toEqual(ids("йогурт питьевой"));
    // The product's own word beside the maker is that product.
    expect(ids("творожок растишка")).toEqual(ids("растишка"));
    expect(ids("агуша")).toEqual(["ru-tvorozhok-fruit"]);
  });
});

describe("the bread a dish comes wrapped in, said with 'в'", () => {
  it("is part of the dish when the dish's recipe holds it", () => {
    expect(ids("шаурма в лаваше")).toEqual(["shawarma"]);
    expect(one("шаурма в лаваше большая").grams).toBe(one("шаурма большая").grams);
    expect(ids("шаверма в лаваше, кола")).toEqual([...ids("шаверма"), ...ids("кола")]);
  });

  it("is a food of its own when the dish holds none, or when it is listed apart", () => {
    expect(ids("курица в лаваше")).toHaveLength(2);
    expect(ids("шаурма в лаваше, лаваш 1 шт")).toHaveLength(2);
  });
});
