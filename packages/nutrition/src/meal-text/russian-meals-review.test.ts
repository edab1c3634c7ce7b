// Russian meals as typed into a diary: chain and shop products by their brand, a pack's flavour said after it, where
// the food came from, a porridge weighed by its flakes (food-spans.ts, elements.ts, chains.ts, catalog label rows).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const readRu = readAs("ru");
const read = (text: string) => {
  const r = readRu(text);
  return { items: r.items.map((i) => [i.foodId, Math.round(i.grams)]), unmatched: r.unmatched };
};

describe("a pack's flavour said right after it", () => {
  it("reads a meat after instant noodles, with no «с», as the pack's flavour", () => {
    expect(read("доширак курица")).toEqual({ items: [["ru-instant-noodles", 90]], unmatched: [] });
    expect(read("роллтон говядина, хлеб").items.map(([id]) => id)).toEqual(["ru-rollton", "bread"]);
    expect(read("доширак креветка 2 пачки")).toEqual({ items: [["ru-instant-noodles", 180]], unmatched: [] });
  });

  it("keeps a meat after a comma or «и» a food of its own", () => {
    expect(read("доширак и курица").items.map(([id]) => id)).toEqual(["ru-instant-noodles", "chicken"]);
    expect(read("доширак, курица 100г").items.map(([id]) => id)).toEqual(["ru-instant-noodles", "chicken"]);
  });

  it("reads «бигбон» as instant noodles, its flavour included", () => {
    expect(read("бигбон с курицей")).toEqual({ items: [["ru-instant-noodles", 90]], unmatched: [] });
    expect(read("бигбон курица")).toEqual({ items: [["ru-instant-noodles", 90]], unmatched: [] });
  });

  it("reads a fruit after a maker's product and one word of its kind as the flavour", () => {
    expect(read("чудо йогурт питьевой клубника").items).toHaveLength(1);
  });

  it("reads a meat after noodles named with their cup as the flavour, and keeps a size said between", () => {
    expect(read("доширак в стаканчике курица").items.map(([id]) => id)).toEqual(["ru-instant-noodles"]);
    expect(read("доширак большой курица").items[0]).toEqual(["ru-instant-noodles", 126]);
  });

  it("reads a fruit after a sponge bear, a fruit curd or a glazed curd snack as its filling", () => {
    expect(read("барни клубника")).toEqual({ items: [["ru-barni", 30]], unmatched: [] });
    expect(read("агуша творог банан 2шт")).toEqual({ items: [["ru-tvorozhok-fruit", 200]], unmatched: [] });
  });
});

describe("shop products by their maker", () => {
  it("reads instant mashed potato by its noodle maker's name", () => {
    expect(read("роллтон пюре картофельное")).toEqual({ items: [["ru-instant-mash", 40]], unmatched: [] });
  });

  it("reads a box of sweets' maker beside its sweets as no food", () => {
    expect(read("коркунов 2 конфетки и чай")).toEqual({
      items: [
        ["ru-candy-chocolate", 24],
        ["tea", 250],
      ],
      unmatched: [],
    });
  });
});

describe("filled dumplings and sushi pieces", () => {
  it("reads what manty are filled with as part of them", () => {
    // Manty filled with pumpkin are their own kind (catalog recipes.ts), still one item.
    expect(read("манты с тыквой 3шт")).toEqual({ items: [["manty-pumpkin", 150]], unmatched: [] });
    expect(read("манты с мясом").items.map(([id]) => id)).toEqual(["manty"]);
  });

  it("reads a gunkan by the piece", () => {
    expect(read("мисо суп и гункан 2 шт")).toEqual({
      items: [
        ["miso-soup", 250],
        ["gunkan", 74],
      ],
      unmatched: [],
    });
  });
});

describe("an ear of corn and who was fed", () => {
  it("reads «початок» as one ear", () => {
    expect(read("кукуруза вареная 2 початка")).toEqual({ items: [["corn", 200]], unmatched: [] });
  });

  it("reads the child a food was given to as no food", () => {
    expect(read("ребенок съел пол банана и печенье 2 шт").unmatched).toEqual([]);
  });
});

describe("baby fruit purée", () => {
  it("reads a pouch named by its maker or as a baby's, and the fruit after it as its flavour", () => {
    expect(read("фрутоняня пюре яблоко")).toEqual({ items: [["ru-baby-fruit-puree", 90]], unmatched: [] });
    expect(read("гербер пюре груша")).toEqual({ items: [["ru-baby-fruit-puree", 90]], unmatched: [] });
    expect(read("детское пюре 2 шт")).toEqual({ items: [["ru-baby-fruit-puree", 180]], unmatched: [] });
  });

  it("reads the maker's name beside its juice as who made it, and «пюре» alone as mashed potato", () => {
    expect(read("фрутоняня сок").items.map(([id]) => id)).toEqual(["ru-juice-apple"]);
    expect(read("пюре с котлетой").items[0]![0]).toBe("mashed-potatoes");
  });
});

describe("chain items and burgers", () => {
  it("reads Rostic's boxmaster", () => {
    expect(read("боксмастер")).toEqual({ items: [["ru-chain-boxmaster", 236]], unmatched: [] });
  });

  it("reads Cofix as a chain, no food", () => {
    expect(read("капучино 0,3 кофикс").unmatched).toEqual([]);
    expect(read("в кофиксе раф").items.map(([id]) => id)).toEqual(["ru-raf"]);
  });

  it("reads a patty «для бургера» as the patty, not a burger", () => {
    expect(read("котлеты для бургера мираторг 2шт").items.map(([id]) => id)).toEqual(["beef-ground"]);
  });

  it("reads the patty named after «с» as the burger's own", () => {
    expect(read("бургер с говяжьей котлетой")).toEqual({ items: [["ru-cafe-burger", 280]], unmatched: [] });
    expect(read("гамбургер с котлетой и сыром").items.map(([id]) => id)).toEqual(["ru-chain-hamburger", "ru-cheese"]);
    expect(read("бургер и котлета").items.map(([id]) => id)).toEqual(["ru-cafe-burger", "kotleta"]);
  });
});

describe("where a food came from", () => {
  it("reads «на даче», «с дачи», «с собой» as no food", () => {
    expect(read("кофе с собой на даче").items.map(([id]) => id)).toEqual(["coffee"]);
    expect(read("огурцы с дачи").unmatched).toEqual([]);
  });

  it("keeps the amount after «с» and a place with the food before", () => {
    expect(read("клубника с дачи 200г")).toEqual({ items: [["strawberries", 200]], unmatched: [] });
    expect(read("помидоры с работы тарелка").unmatched).toEqual([]);
  });
});

describe("a porridge weighed by its flakes", () => {
  it("reads the flakes' weight after a porridge as its dry weight", () => {
    expect(read("овсянка на воде 50г хлопьев с бананом").items).toEqual([
      ["ru-oat-flakes", 50],
      ["banana", 120],
    ]);
    expect(read("каша из 60 г овсяных хлопьев на молоке").items).toEqual([["oatmeal-milk-by-flakes", 60]]);
    expect(read("овсянка на молоке (40г хлопьев)").items).toEqual([["oatmeal-milk-by-flakes", 40]]);
  });

  it("keeps flakes after a comma or «и» a food of their own", () => {
    expect(read("овсянка, хлопья 30г").items).toHaveLength(2);
    expect(read("овсянка и 30 г хлопьев").items).toHaveLength(2);
  });
});

describe("the shop or garden a food came from", () => {
  it("reads a shop between a dish and its filling as no food and parting nothing", () => {
    // Read as the same words without the shop (food-spans.ts reads a name around a chain typed inside it).
    expect(read("сэндвич из ашана с курицей")).toEqual(read("сэндвич с курицей"));
    expect(read("из пятерочки пирожок").unmatched).toEqual([]);
  });

  it("reads «с куста», «с рынка» as where it was picked or bought, the amount after still the food's", () => {
    expect(read("малина с куста горсть").unmatched).toEqual([]);
    expect(read("творог с рынка 200г")).toEqual({ items: [["ru-tvorog", 200]], unmatched: [] });
  });
});

describe("infant formula", () => {
  it("reads made-up formula by its volume", () => {
    expect(read("молочная смесь 200 мл")).toEqual({ items: [["ru-infant-formula", 200]], unmatched: [] });
    expect(read("смесь орехов 30г").items.map(([id]) => id)).toEqual(["nuts"]);
  });
});

describe("a count of five and more in the bare-stem plural", () => {
  it("counts the items of a feminine fruit typed with no ending, never grams", () => {
    expect(read("6 клубник")).toEqual({ items: [["strawberries", 108]], unmatched: [] });
    expect(read("клубник 6").items).toEqual([["strawberries", 108]]);
    expect(read("10 конфет").items).toEqual([["ru-candy-chocolate", 120]]);
  });

  it("leaves a weight of the same fruit in the genitive singular as grams", () => {
    expect(read("200 клубники").items).toEqual([["strawberries", 200]]);
    expect(read("клубника 200").items).toEqual([["strawberries", 200]]);
  });
});

describe("a pizza's name typed after its count of pieces", () => {
  it("is that pizza, not a margherita and a slice of sausage", () => {
    expect(read("пицца 2 куска пепперони")).toEqual({ items: [["ru-pizza-pepperoni", 220]], unmatched: [] });
    expect(read("пицца 2 куска пепперони и кола").items.map(([id]) => id)).toEqual(["ru-pizza-pepperoni", "cola"]);
  });

  it("keeps a food with its own amount after it apart", () => {
    expect(read("пицца 2 куска, пепперони 50г").items.map(([id]) => id)).toEqual(["ru-pizza-margherita", "pepperoni"]);
    expect(read("пицца 2 куска пепперони 50г").items.map(([id]) => id)).toEqual(["ru-pizza-margherita", "pepperoni"]);
  });
});

describe("«картошина»", () => {
  it("is one potato, counted", () => {
    expect(read("3 картошины в мундире")).toEqual({ items: [["potato-boiled", 360]], unmatched: [] });
  });
});

describe("a food named, then its amount with the food again in the genitive", () => {
  it("is that amount of the food, the second naming read as words of the first", () => {
    expect(read("пицца 3 куска пиццы")).toEqual({ items: [["ru-pizza-margherita", 330]], unmatched: [] });
    expect(read("банан 1/2 банана")).toEqual({ items: [["banana", 60]], unmatched: [] });
    expect(read("гречка 200 гречки")).toEqual({ items: [["buckwheat", 200]], unmatched: [] });
  });

  it("keeps two amounts of the food two helpings", () => {
    expect(read("пицца 3 куска половина пиццы").items).toEqual([
      ["ru-pizza-margherita", 330],
      ["ru-pizza-margherita", 440],
    ]);
  });
});
