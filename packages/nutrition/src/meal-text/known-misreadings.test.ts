// Readings decision 024 had left open, each mended by a rule that holds beyond the line it was found on: a dish's own
// name in a list, the filling of a filled dish with the dish's amount after it, an item's text over another's words, a
// size said once of a whole list, and a long list of amounts past the meal ceiling.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const ids = (r: ReturnType<typeof en>) => r.items.map((i) => i.foodId);
const reading = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a dish's own two-word name after «and»", () => {
  it("stays the dish, as it is alone or after a comma", () => {
    for (const dish of ["orange chicken", "pepper steak", "kung pao chicken"]) {
      const alone = ids(en(dish));
      for (const before of ["fried rice", "chow mein", "white rice", "egg rolls"]) {
        expect(ids(en(`${before} and ${dish}`)).slice(-1), `${before} and ${dish}`).toEqual(alone);
      }
      expect(ids(en(`white rice with ${dish}`)).slice(-1), dish).toEqual(alone);
    }
    // Two foods typed without a comma inside a list stay two foods: no record's name begins "Chicken rice".
    expect(ids(en("burrito bowl with chicken rice and beans"))).toEqual(["burrito-bowl"]);
    expect(ids(en("rice and beans"))).toEqual(["rice", "beans"]);
  });
});

describe("«and» inside a dish's name, after «and» of a list", () => {
  it("keeps the dish whole, never the sweet rice and a sour chicken", () => {
    const dish = ids(en("sweet and sour chicken"));
    for (const before of ["rice", "noodles", "fried rice", "egg rolls"]) {
      const r = en(`${before} and sweet and sour chicken`);
      expect(r.unmatched, before).toEqual([]);
      expect(ids(r).slice(-1), before).toEqual(dish);
      expect(r.items.at(-1)!.text, before).toBe("sweet and sour chicken");
    }
    expect(ids(en("noodles and sweet and sour pork")).slice(-1)).toEqual(ids(en("sweet and sour pork")));
  });
});

describe("the filling of a filled dish, an amount after it", () => {
  it("is the dish's kind, and the pack or weight is the dish's", () => {
    for (const [text, alone] of [
      ["пельмени с говядиной пачка 800г", "пельмени 800г"],
      ["пельмени с говядиной 1 кг", "пельмени 1 кг"],
      ["хинкали с бараниной пачка 800 г", "хинкали 800 г"],
      ["манты с бараниной 500 г", "манты 500 г"],
      ["хачапури с сыром 300 г", "хачапури 300 г"],
      ["самса с курицей 200 г", "самса 200 г"],
    ] as const) {
      const r = ru(text);
      expect(r.items, text).toHaveLength(1);
      expect(reading(r), text).toEqual(reading(ru(alone)));
      expect(r.items[0]!.text, text).toBe(text);
    }
    // A topping spooned on, with its own measure, is still its own item.
    expect(ids(ru("пельмени со сметаной 2 ложки"))).toEqual(["ru-pelmeni", "ru-smetana"]);
  });
});

describe("an item's text", () => {
  it("covers its own words only, where its amount follows another food", () => {
    const r = ru("пельмешки со сметаной, штук 15");
    expect(r.items.map((i) => i.text)).toEqual(["пельмешки … штук 15", "сметаной"]);
    expect(ru("гречневая каша с маслом тарелка").items.map((i) => i.text)).toEqual([
      "гречневая каша … тарелка",
      "маслом",
    ]);
    expect(ru("сырники с изюмом упаковка 200г").items[0]!.text).toBe("сырники … упаковка 200г");
    expect(en("chicken stir fry w soy sauce 1.5 cups").items[0]!.text).toBe("chicken stir fry … 1.5 cups");
  });

  it("shows the words as typed, in capitals too", () => {
    expect(ru("ПЕЛЬМЕШКИ СО СМЕТАНОЙ, ШТУК 15").items[0]!.text).toBe("ПЕЛЬМЕШКИ … ШТУК 15");
  });

  it("never holds the words of another item (property)", () => {
    const dishes = ["пельмешки", "гречка", "котлеты", "макароны", "сырники"];
    const sides = ["сметаной", "маслом", "сыром", "кетчупом"];
    const amounts = ["штук 10", "тарелка", "порция", "200 г", "2 штуки"];
    fc.assert(
      fc.property(fc.constantFrom(...dishes), fc.constantFrom(...sides), fc.constantFrom(...amounts), (d, s, a) => {
        const r = ru(`${d} с ${s}, ${a}`);
        const texts = r.items.map((i) => i.text);
        for (const [k, t] of texts.entries()) {
          for (const [j, u] of texts.entries()) if (j !== k) expect(t.includes(u), `${t} / ${u}`).toBe(false);
        }
      }),
    );
  });
});

describe("a size said once at the end of a list", () => {
  it("is each food's, where no food says a size or measure of its own", () => {
    const sized = (list: string, each: string) => expect(reading(en(list)), list).toEqual(reading(en(each)));
    sized("snickers, milky way, all fun size", "fun size snickers, fun size milky way");
    sized("fries, burger, coke, all small", "small fries, small burger, small coke");
    sized("fries, burger and coke, all large", "large fries, large burger, large coke");
    sized("2 snickers, 3 milky way, all fun size", "2 fun size snickers, 3 fun size milky way");
    expect(en("fries, burger, coke, all small").unmatched).toEqual([]);
    expect(reading(ru("картошка фри, бургер, кола — всё маленькое"))).toEqual(
      reading(ru("маленькая картошка фри, маленький бургер, маленькая кола")),
    );
    expect(reading(ru("картошка фри, бургер, кола, все маленькие"))).toEqual(
      reading(ru("маленькая картошка фри, маленький бургер, маленькая кола")),
    );
  });

  it("is shown as not read where a food says otherwise, never taken by one food alone", () => {
    const r = en("large fries, burger, coke, all small");
    expect(r.unmatched).toEqual(["all small"]);
    expect(reading(r)).toEqual(reading(en("large fries, burger, coke")));
    expect(en("fries 200g, burger, all small").unmatched).toEqual(["all small"]);
    const ruSaid = ru("большая картошка фри, бургер, кола — всё маленькое");
    expect(ruSaid.unmatched).toEqual(["всё маленькое"]);
    expect(reading(ruSaid)).toEqual(reading(ru("большая картошка фри, бургер, кола")));
  });

  it("holds for its own sentence only, never for a heading before a colon", () => {
    expect(reading(ru("гречка. кола, все маленькие"))).toEqual(reading(ru("гречка. маленькая кола")));
    const headed = en("raided the candy bowl: 2 reeses cups 2 milky ways, all fun size");
    expect(reading(headed)[0]).toEqual(reading(en("raided the candy bowl: 2 reeses cups 2 milky ways"))[0]);
    expect(reading(headed).slice(1)).toEqual(reading(en("2 fun size reeses cups, 2 fun size milky ways")));
    expect(headed.items[0]!.text).toBe("raided the candy bowl");
  });
});

describe("a long list of amounts past the meal ceiling", () => {
  it("counts each amount once: read, or shown as not read, never both", () => {
    for (const n of [26, 28, 30]) {
      const r = ru("гречка 200. ".repeat(n));
      expect(r.items, `${n}`).toHaveLength(n);
      expect(r.unmatched, `${n}`).toEqual([]);
      expect(r.items.every((i) => i.text === "гречка 200" && i.grams === 200)).toBe(true);
    }
    // A number past the usual portion is still doubted: it is shown as not read, and the usual plate counted.
    const more = ru("гречка 300. ".repeat(30));
    expect(more.unmatched).toHaveLength(30);
    expect(more.items.every((i) => i.text === "гречка" && i.grams === 200)).toBe(true);
  });

  it("never shows as not read an amount it counted (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("гречка", "рис", "творог", "кефир", "яблоко"), { minLength: 30, maxLength: 40 }),
        fc.constantFrom(150, 200, 250, 300, 400),
        (foods, grams) => {
          const r = ru(foods.map((f) => `${f} ${grams}. `).join(""));
          // An item shown without its number was read at its usual portion, which is less than the number said.
          for (const i of r.items.filter((x) => !x.text.includes(String(grams)))) {
            expect(i.grams, i.text).toBeLessThan(grams);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("a meat cooked as a dish of its own, after «with» a plated dish", () => {
  it("is eaten beside the plate, as after «and»", () => {
    for (const plate of ["fried rice", "chow mein", "pad thai"]) {
      for (const dish of ["orange chicken", "sesame chicken", "sweet and sour chicken"]) {
        const alone = ids(en(dish));
        expect(ids(en(`${plate} with ${dish}`)), `${plate} with ${dish}`).toEqual([...ids(en(plate)), ...alone]);
      }
    }
  });

  it("leaves the plate's own meat, and a wrapper's filling, in the dish", () => {
    expect(ids(en("fried rice with chicken"))).toEqual(["fried-rice"]);
    expect(ids(en("pho with beef"))).toEqual(["pho"]);
    expect(ids(en("burrito with orange chicken"))).toEqual(["burrito"]);
    // A meat said otherwise than FNDDS names the dish is still the plate's kind ("bbq pork" fried rice is char siu).
    expect(ids(en("fried rice with bbq pork"))).toEqual(["fried-rice"]);
  });
});

describe("a lone describing word", () => {
  it("names no drink: FNDDS files a tea or a coffee by it, not under it", () => {
    for (const word of ["hot", "iced", "instant", "brewed", "decaffeinated"]) {
      expect(en(word).items, word).toEqual([]);
    }
    // The drinks FNDDS names in that place are still read by their names.
    for (const name of ["mocha", "cafe mocha", "iced latte", "macchiato", "cafe con leche"]) {
      expect(en(name).items, name).toHaveLength(1);
    }
    expect(ids(en("hot, 2 eggs"))).toEqual(ids(en("2 eggs")));
    // Beside the drink's other words the describing word still names it.
    expect(ids(en("hot chai"))).toEqual(["fndds-92306800"]);
  });

  it("beside a diet word, names the diet variant of the drink it makes", () => {
    for (const text of ["iced sugar free tea", "a small iced sugar free tea", "sugar free iced tea", "diet iced tea"]) {
      expect(ids(en(text)), text).toEqual(["iced-tea-diet"]);
    }
    expect(ids(en("iced tea"))).toEqual(["iced-tea"]);
  });

  it("in Russian, of another gender than a dish named by a neuter adjective, is no name of it", () => {
    for (const word of ["второй", "вторая", "вторую", "мороженый", "мороженая", "жаркий", "заливной", "пирожная"]) {
      expect(ru(word).items, word).toEqual([]);
    }
    expect(reading(ru("мороженая рыба 200 г"))).toEqual(reading(ru("рыба 200 г")));
    expect(ids(ru("заливной язык"))).toEqual(ids(ru("язык")));
    // The neuter itself, its cases and its plural still name the dish.
    for (const name of ["второе", "на второе", "второго", "мороженое", "жаркое", "заливное", "пирожное", "пирожные"]) {
      expect(ru(name).items, name).toHaveLength(1);
    }
  });
});

describe("a dish FNDDS files under another dish of the same meat", () => {
  it("is that record, as the record's own name is", () => {
    // By the record's name and weight: orange chicken is also a catalog row of the same record.
    const record = (r: ReturnType<typeof en>) => r.items.map((i) => [i.name.toLowerCase(), i.grams]);
    expect(record(en("lemon chicken"))).toEqual(record(en("orange chicken")));
    expect(ids(en("cashew chicken"))).toEqual(ids(en("kung pao chicken")));
    expect(record(en("fried rice and lemon chicken"))).toEqual(record(en("fried rice and orange chicken")));
    expect(record(en("lemon chicken with rice"))).toEqual(record(en("orange chicken with rice")));
  });

  it("leaves a flavour FNDDS files no dish under a flavour of the meat", () => {
    expect(ids(en("chicken with lemon"))).toEqual(["chicken", "lemon"]);
    // Honey chicken, which FNDDS files under no record, is the catalog's own recipe of it (catalog/world-dishes.ts).
    expect(ids(en("honey chicken"))).toEqual(["honey-chicken"]);
  });
});

describe("a catalog food typed as one word that FNDDS writes as two", () => {
  it("is looked up by its words apart, so a frozen meal of it is one meal", () => {
    for (const text of ["meatloaf tv dinner", "meatloaf frozen dinner"]) {
      expect(reading(en(text)), text).toEqual(reading(en("meat loaf tv dinner")));
    }
    expect(ids(en("meatloaf frozen meal"))).toEqual(ids(en("meat loaf frozen meal")));
    expect(en("meatloaf tv dinner").items).toHaveLength(1);
    // Named alone, or beside its sides, it stays the catalog's meatloaf.
    expect(ids(en("meatloaf"))).toEqual(["meatloaf"]);
    expect(ids(en("meatloaf and mashed potatoes"))).toEqual(["meatloaf", "mashed-potatoes"]);
  });
});

describe("a product's name holding a meal word", () => {
  it("keeps the word: «kraft dinner» is the boxed macaroni and cheese", () => {
    const box = en("1.5 cups of kraft dinner");
    expect(reading(box)).toEqual(reading(en("1.5 cups of kraft mac and cheese")));
    expect(box.unmatched).toEqual([]);
    // A meal word elsewhere is still a meal word, and the brand alone no food.
    expect(ids(en("for dinner kraft mac and cheese"))).toEqual(ids(en("kraft mac and cheese")));
    expect(en("kraft").items).toEqual([]);
  });
});

describe("a chain's basket of several pieces", () => {
  it("is the box by its pieces, «баскет» alone a serving of bites", () => {
    const basket = ru("ростикс сандерс баскет");
    expect(ids(basket)).toEqual(["ru-chain-sanders-basket"]);
    expect(basket.items[0]!.grams).toBe(233);
    expect(ids(ru("ростикс: сандерс баскет"))).toEqual(["ru-chain-sanders-basket"]);
    expect(ru("2 сандерс баскета").items[0]!.grams).toBe(466);
    expect(ids(ru("баскет"))).toEqual(["popcorn-chicken"]);
  });
});
