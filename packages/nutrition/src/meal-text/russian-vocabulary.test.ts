// Everyday Russian foods and the words a diary counts them in: fruit, dishes and products of the former USSR the
// catalog lacked, and the pieces they are eaten in (a ring, a strip, a square of a bar).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("ru", { whole: true });
const read = readAs("ru");

describe("fruit and berries sold in Russia", () => {
  it("reads feijoa, pomelo and sea buckthorn as themselves", () => {
    expect([one("фейхоа 3 шт").foodId, one("фейхоа 3 шт").grams]).toEqual(["feijoa", 126]);
    expect(one("помело").foodId).toBe("pomelo");
    expect(one("облепиха 50 г").foodId).toBe("ru-sea-buckthorn");
  });

  it("takes a segment of a pomelo as a tenth of the fruit", () => {
    expect(one("помело долька").grams).toBeCloseTo(60.9, 5);
  });

  it("tells the sour вишня from the sweet черешня", () => {
    expect(one("вишня горсть").foodId).toBe("sour-cherries");
    expect(one("горсть черешни").foodId).toBe("cherries");
    // A sour cherry is smaller than a sweet one: twenty were 164 g, a sweet cherry's weight.
    expect(one("вишня 20 шт").grams).toBe(100);
  });
});

describe("a ring and a strip", () => {
  it("weighs a ring of pineapple as its thin slice, not a whole fruit", () => {
    // "ананас 2 кольца" was two whole pineapples, 1.8 kg.
    expect(one("ананас 2 кольца").grams).toBe(112);
    expect(one("3 колечка ананаса").grams).toBe(168);
  });

  it("weighs a strip of bacon as its slice, the word read", () => {
    expect(one("бекон 3 полоски").grams).toBe(24);
  });

  it("reads how a food is cut as no amount", () => {
    expect(one("лук кольцами").grams).toBe(one("лук").grams);
    expect(one("перец полосками").grams).toBe(one("перец").grams);
  });
});

describe("a square of a chocolate bar", () => {
  it("is one of the 15-16 squares of a 90-100 g bar", () => {
    expect(one("шоколад 3 дольки").grams).toBe(18);
    expect(one("2 дольки горького шоколада").grams).toBe(12);
    // A piece broken off is two squares, as before.
    expect(one("кусочек шоколада").grams).toBe(10);
  });
});

describe("the colour green", () => {
  it("is no herbs beside a food", () => {
    expect(one("зелёное яблоко").foodId).toBe("apple");
    expect(one("зеленые оливки").foodId).not.toBe("parsley");
  });

  it("still reads the herbs themselves", () => {
    expect(one("зелень").foodId).toBe("parsley");
    expect(read("гречка с зеленью").items.map((i) => i.foodId)).toContain("parsley");
  });
});

describe("squid", () => {
  it("is boiled when no cooking is named, fried when it is", () => {
    expect(one("кальмары 150 г").calories).toBeCloseTo(169.5, 1);
    expect(one("жареные кальмары").foodId).toBe("squid-fried");
    expect(one("кольца кальмара").foodId).toBe("squid-fried");
    // Counted, a squid is the cleaned carcass it is sold as, not FNDDS's 14 g ring.
    expect(one("кальмар 1 шт").grams).toBe(150);
  });
});

describe("dishes of the former USSR", () => {
  it("reads shurpa, dolma and basturma", () => {
    expect(one("шурпа").foodId).toBe("shurpa");
    expect([one("долма 5 шт").foodId, one("долма 5 шт").grams]).toEqual(["dolma", 175]);
    expect(one("бастурма 30 г").foodId).toBe("basturma");
  });

  it("tells a potato casserole from the творожная one", () => {
    expect(one("картофельная запеканка").foodId).toBe("potato-casserole");
    expect(one("запеканка").foodId).not.toBe("potato-casserole");
  });

  it("reads mashed potato named noun first", () => {
    expect(one("картошка пюре тарелка").foodId).toBe("mashed-potatoes");
    expect(one("картофель пюре").foodId).toBe("mashed-potatoes");
  });
});

describe("a hyphenated name typed with a space", () => {
  it("names the same food", () => {
    expect(one("лук порей").foodId).toBe("leek");
    expect(one("крем суп").foodId).toBe(one("крем-суп").foodId);
  });

  it("leaves words that already name another food to it", () => {
    expect(one("чак чак").foodId).toBe(one("чак-чак").foodId);
    expect(one("лук").foodId).not.toBe("leek");
  });
});

describe("dried fruit named by how it was dried", () => {
  it("is the dried fruit, not the fresh one", () => {
    expect(one("сушеные яблоки горсть").foodId).toBe("dried-apples");
    expect(one("вяленая вишня 30 г").foodId).toBe("dried-cherries");
    expect(one("цукаты 30 г").foodId).toBe("candied-fruit");
  });
});

describe("a boiled crayfish counted", () => {
  it("is the meat of its tail and claws", () => {
    // "раки 10 шт" were ten 100 g servings, 870 kcal.
    expect(one("раки 10 шт").grams).toBe(100);
  });
});

describe("more foods of the shop and the table", () => {
  it("reads exotic fruit sold in Russian shops", () => {
    expect(one("личи 10 шт").grams).toBe(100);
    expect(one("маракуйя").foodId).toBe("passion-fruit");
    expect(one("гуава").foodId).toBe("guava");
    expect(one("кумкват 5 шт").grams).toBe(95);
  });

  it("reads vegetables, grains and dairy the catalog lacked", () => {
    expect(one("топинамбур").foodId).toBe("jerusalem-artichoke");
    expect(one("щавель").foodId).toBe("sorrel");
    expect(one("амарант").foodId).toBe("amaranth");
    expect(one("лапша удон").foodId).toBe("udon");
    expect(one("сыворотка стакан").foodId).toBe("whey");
    expect(one("сыр маскарпоне 50 г").foodId).toBe("ru-mascarpone");
    expect(one("березовый сок").foodId).toBe("ru-birch-sap");
  });

  it("reads fish served whole in restaurants", () => {
    expect(one("сибас на гриле").foodId).toBe("sea-bass");
    expect(one("дорадо").foodId).toBe("dorado");
    expect(one("корюшка").foodId).toBe("smelt");
  });

  it("reads Caucasian and Central Asian dishes", () => {
    for (const [text, id] of [
      ["лобио", "lobio"],
      ["чахохбили", "chakhokhbili"],
      ["сациви", "satsivi"],
      ["аджапсандал", "ajapsandali"],
      ["мастава", "mastava"],
      ["бешбармак", "beshbarmak"],
      ["чучвара 15 шт", "chuchvara"],
    ]) {
      expect(one(text!).foodId, text).toBe(id);
    }
  });
});

describe("an hour before a food named in English", () => {
  it("is an hour after a Russian 'после' or 'до', even where the name ends in 's'", () => {
    // "после 18 snickers" was eighteen bars, 4,400 kcal.
    expect(one("после 18 snickers").grams).toBe(one("snickers").grams);
    expect(read("около 12 nuggets").items[0]!.grams).toBeGreaterThan(read("nuggets").items[0]!.grams);
  });
});

describe("a fruit pirozhok", () => {
  it("is the sweet pie with its filling, not the potato one", () => {
    expect(one("пирожок с вишней").foodId).toBe(one("пирожок с яблоком").foodId);
  });
});

describe("more dishes of the Caucasus, Central Asia and the Far East", () => {
  it("reads bozbash, basma and a steamed meat bun", () => {
    expect(one("бозбаш").foodId).toBe("bozbash");
    expect(one("басма").foodId).toBe("basma");
    expect([one("пян се 2 шт").foodId, one("пян се 2 шт").grams]).toEqual(["steamed-meat-bun", 300]);
    expect(one("баоцзы").foodId).toBe("steamed-meat-bun");
  });

  it("reads northern berries and the Easter cake", () => {
    expect(one("морошка горсть").foodId).toBe("ru-cloudberry");
    expect(one("калина").foodId).toBe("ru-guelder-rose");
    expect([one("кусочек кулича").foodId, one("кусочек кулича").grams]).toEqual(["ru-kulich", 80]);
  });
});

describe("small northern fish", () => {
  it("reads мойва, навага and корюшка, fried or not", () => {
    // The fried-fish record, in the row whose piece is one small fish (russian-diary-typed.test.ts).
    expect(one("мойва жареная 100 г").foodId).toBe("small-fish-fried");
    expect(one("корюшка жареная").foodId).toBe("small-fish-fried");
    expect(one("мойва запеченная").foodId).toBe("smelt");
    expect(one("навага").foodId).toBe("cod");
  });
});
