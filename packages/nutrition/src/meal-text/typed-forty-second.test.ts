// Russian readings mended after the typed set's forty-second batch (decision 024): a set lunch's name ending in its
// meal, a chain pizza named by its size alone or with a slip, a snack's flavour typed with no "с", a yoghurt by the
// bottle, a verb of cooking before the amount, a pack's weight after "A с B", a food told first and counted after, and
// the chicken отбивная.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => ru(text).items.map((i) => i.foodId);

describe("a set lunch named with its meal, then a colon and its courses", () => {
  it("is the courses, as after «бизнес-ланч:»", () => {
    expect(ids("комплексный обед: борщ, котлета с пюре и компот")).toEqual(
      ids("бизнес-ланч: борщ, котлета с пюре и компот"),
    );
    expect(ids("комплексный обед: борщ, котлета с пюре и компот")).not.toContain("ru-set-lunch");
    expect(ru("комплексный обед: борщ, котлета").unmatched).toEqual([]);
    // Said alone, it is still the canteen's whole set.
    expect(ids("комплексный обед")).toEqual(["ru-set-lunch"]);
  });
});

describe("a chain pizza named by its size alone", () => {
  it("is that pizza of that size, as with the word «пицца»", () => {
    expect(read("половина маленькой маргариты")).toEqual(read("половина маленькой пиццы маргарита"));
    expect(read("маленькая маргарита")).toEqual(read("маленькая пицца маргарита"));
    expect(ids("маленькая порция")).toEqual([]);
  });
});

describe("a piece of a pizza whose name is typed with a slip", () => {
  it("is the pizza, as the name spelt right is", () => {
    expect(read("кусок пеперони")).toEqual(read("кусок пепперони"));
    expect(read("2 куска пеперони")).toEqual(read("2 куска пепперони"));
    // A round of the sausage stays the sausage.
    expect(ids("ломтик пеперони")).toEqual(["pepperoni"]);
  });
});

describe("a snack's flavour typed straight after it", () => {
  it("is its seasoning, and the weight after it the snack's", () => {
    expect(read("лейс сметана и зелень 140г")).toEqual([["ru-chips", 140]]);
    expect(read("сухарики хрустим багет 60г")).toEqual([["ru-sukhariki", 60]]);
    expect(ids("кириешки бекон")).toEqual(["ru-sukhariki"]);
  });

  it("goes on with «и» only to a herb or a vegetable, never a fruit or a drink had beside", () => {
    expect(ids("чипсы сметана и банан")).toEqual(["ru-chips", "banana"]);
    expect(ids("чипсы яблоко")).toEqual(["ru-chips", "apple"]);
    expect(ids("лейс краб и кола")).toEqual(["ru-chips", "cola"]);
  });
});

describe("a yoghurt counted by its bottle", () => {
  it("is the drinkable yoghurt in its own bottle", () => {
    expect(read("йогурт чудо клубника бутылочка")).toEqual([["ru-yogurt-drink", 270]]);
    expect(read("активиа бутылочка")).toEqual([["ru-yogurt-drink", 270]]);
    // Weighed with no bottle, a maker's yoghurt stays the spoonable one.
    expect(ids("йогурт чудо 125г")).toEqual(["ru-yogurt-fruit"]);
  });
});

describe("a verb of cooking said before the amount of a food", () => {
  it("says how the food was cooked, as said straight before it", () => {
    expect(ids("пожарили сковородку картошки")).toEqual(ids("пожарили картошки"));
    expect(ids("нажарила тарелку картошки")).toEqual(["potato-pan-fried"]);
  });
});

describe("a weight after a pack said after «A с B»", () => {
  it("is the pack's, and so A's", () => {
    expect(read("сырники с изюмом упаковка 200г")[0]).toEqual(["syrniki", 200]);
    expect(read("творог с изюмом упаковка 200г")[0]).toEqual(["ru-tvorog", 200]);
    expect(ru("сырники с изюмом упаковка 200г").unmatched).toEqual([]);
  });
});

describe("a food told first with no amount, then counted after a comma", () => {
  it("is counted once, by the later amount", () => {
    expect(read("на ужин макарошки с сосисками, 2 сосиски и тарелка макарон")).toEqual(
      read("2 сосиски и тарелка макарон"),
    );
    expect(ru("вечером курочку запекла в духовке, съела две голени и пюрешку").unmatched).toEqual([]);
    expect(ids("вечером курочку запекла в духовке, съела две голени и пюрешку")).toEqual([
      "chicken-drumstick",
      "mashed-potatoes",
    ]);
  });

  it("keeps the more exact food where the later saying names its kind alone", () => {
    expect(ids("запекла горбушу с картошечкой, кусочек рыбы и 3 картофелины")).toEqual([
      "pink-salmon",
      "potato-boiled",
    ]);
  });

  it("stays two servings where the later one is said as another", () => {
    expect(ids("гречка, котлета, ещё гречка 100г")).toEqual(["buckwheat", "kotleta", "buckwheat"]);
    expect(ids("гречка с котлетой, на ужин гречка 200г")).toContain("kotleta");
    expect(ids("гречка с котлетой, на ужин гречка 200г").filter((i) => i === "buckwheat")).toHaveLength(2);
  });
});

describe("the chicken отбивная", () => {
  it("is a coated fried chicken breast, not the pork schnitzel", () => {
    expect(read("куриная отбивная в кляре")).toEqual([["chicken-chop-coated", 120]]);
    expect(ids("шницель куриный")).toEqual(["chicken-chop-coated"]);
    expect(ids("отбивная в кляре")).toEqual(["schnitzel"]);
  });
});
