// Russian readings mended after the typed set's thirty-fifth batch (decision 024): a filling the catalog lacked and
// a longer word spelt as it sounds.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();
const read = (text: string) => {
  const item = one(text);
  return [item.foodId, item.grams];
};

describe("vareniki with cabbage", () => {
  it("reads вареники с капустой as their own dumplings, not the potato ones", () => {
    expect(read("вареники с капустой 12 штук")).toEqual(["vareniki-cabbage", 300]);
    expect(read("вареников с капустой тарелка")[0]).toBe("vareniki-cabbage");
    // The singular with no count is one piece, as for the other fillings.
    expect(read("вареник с капустой")).toEqual(["vareniki-cabbage", 25]);
    expect(read("вареники с картошкой")[0]).toBe("vareniki-potato");
  });

  it("weighs them lighter than the potato ones, cabbage being the leaner filling", () => {
    const cabbage = one("вареники с капустой 10 шт").calories;
    const potato = one("вареники с картошкой 10 шт").calories;
    expect(cabbage).toBeLessThan(potato);
    expect(cabbage / 250).toBeGreaterThan(1.6);
  });
});

describe("a longer Russian word with its unstressed vowels spelt by sound", () => {
  it("reads two vowels put one for another when every consonant is in place", () => {
    expect(read("ванигрет порция")).toEqual(["vinegret", 200]);
  });

  it("goes no further than two vowels", () => {
    expect(analyzeMealText("вонигрит", { lang: "ru" }).items).toEqual([]);
  });
});

describe("a caviar sandwich said with its caviar's colour", () => {
  it("reads бутерброд с красной икрой as the caviar sandwich, its butter included", () => {
    expect(read("бутерброд с красной икрой")).toEqual(["sandwich-caviar", 49]);
    expect(read("2 бутерброда с красной икрой")).toEqual(["sandwich-caviar", 98]);
    expect(read("бутерброды с икрой 3 шт")).toEqual(["sandwich-caviar", 147]);
  });
});

describe("a dish wrapped in a wrapper said with its kind", () => {
  it("reads шаурма в сырном лаваше as the шаурма alone, its лаваш not counted a second time", () => {
    expect(analyzeMealText("шаурма в сырном лаваше", { lang: "ru" }).items.map((i) => i.foodId)).toEqual([
      "shawarma-cheese",
    ]);
    expect(analyzeMealText("шаверма в сырном лаваше", { lang: "ru" }).items.map((i) => i.foodId)).toEqual(["shawarma"]);
    expect(analyzeMealText("шаурма с курицей в сырном лаваше", { lang: "ru" }).items.map((i) => i.foodId)).toEqual([
      "shawarma",
    ]);
  });
});

describe("a chain's name typed inside a food's name", () => {
  it("reads the name around it: пицца додо пепперони is the pepperoni pizza", () => {
    expect(read("пицца додо пепперони")).toEqual(["ru-pizza-pepperoni", 110]);
    expect(read("пицца додо пепперони 2 куска")).toEqual(["ru-pizza-pepperoni", 220]);
  });

  it("leaves a chain said before or after the food apart from it", () => {
    expect(read("пицца додо 2 куска")).toEqual(["ru-pizza-margherita", 220]);
    expect(read("додо пицца пепперони")).toEqual(["ru-pizza-pepperoni", 110]);
  });
});

describe("the Easter curd пасха", () => {
  it("reads творожная пасха in its cases as the curd dessert", () => {
    expect(read("пасха творожная")).toEqual(["paskha", 100]);
    expect(read("творожную пасху 150г")).toEqual(["paskha", 150]);
    expect(one("кусочек творожной пасхи").calories).toBeGreaterThan(200);
  });

  it("never reads the holiday named alone as food", () => {
    const ids = analyzeMealText("на пасху ели кулич", { lang: "ru" }).items.map((i) => i.foodId);
    expect(ids).toEqual(["ru-kulich"]);
  });
});

describe("a slip that looks like a diminutive", () => {
  it("reads сырнеки as сырники, not a diminutive of the adjective stem of сырный", () => {
    expect(read("сырнеки 3 шт")).toEqual(["syrniki", 180]);
    expect(read("сырнеки")[0]).toBe("syrniki");
  });

  it("keeps reading diminutives as their plain word", () => {
    expect(read("колбаска")[0]).toBe(read("колбаса")[0]);
    expect(read("огурчик")[0]).toBe("cucumber");
    expect(read("супчик")[0]).toBe(read("суп")[0]);
  });
});

describe("a short word written as it sounds", () => {
  it("reads an unstressed е written и, and ш for щ", () => {
    expect(read("гричка")).toEqual(read("гречка"));
    expect(read("борш")).toEqual(read("борщ"));
    // An "е" is never put right as "и": "мелкая тарелка" is no Milka.
    expect(read("мелкая тарелка гречки")).toEqual(read("тарелка гречки"));
  });

  it("leaves a verb that spells no food as it was", () => {
    expect(analyzeMealText("пили чай", { lang: "ru" }).items.map((i) => i.foodId)).toEqual(["tea"]);
  });
});
