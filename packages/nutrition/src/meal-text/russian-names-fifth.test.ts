// The fifth sweep of Russian names (decision 024, follow-up "Russian names, a fifth sweep"): shop products by brand and
// kind, home dishes of five cuisines, chains' items, diminutives and misspellings. The list's development names are
// read whole by russian-names.test.ts; here each change is held by the readings it made, and the neighbours it must
// not move.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru", { whole: true });
const ids = (text: string) => read(text).items.map((item) => item.foodId);

describe("the cases of чай", () => {
  it("are names of the teas said with a kind or a lemon, as of the plain tea", () => {
    // "зелёного" was unread beside plain tea, and the lemon a second item.
    expect(one("кружка зелёного чая")).toMatchObject({ foodId: "green-tea", grams: 300 });
    expect(one("стакан чая с лимоном").foodId).toBe("tea-with-lemon");
    expect(one("чашка травяного чая").foodId).toBe("herbal-tea");
  });

  it("leave a mug of tea with sugar the tea and a spoon of sugar, as the everyday set weighs it", () => {
    expect(ids("кружка чая с сахаром")).toEqual(["tea", "sugar"]);
  });
});

describe("an unstressed vowel written as it sounds", () => {
  it("is put right in a line about food, as a slip of the keyboard is", () => {
    expect(one("стакан малока")).toMatchObject({ foodId: "ru-milk", grams: 250 });
    expect(one("тварог 200 г")).toMatchObject({ foodId: "ru-tvorog", grams: 200 });
  });

  it("leaves a word alone on its line unread, as every slip but a swap", () => {
    expect(read("малоко").items).toEqual([]);
  });
});

describe("a plain word at a Russian burger chain", () => {
  it("names the chain's cone and its fruit pie", () => {
    // A 4 g wafer cone, 400 g of pasta horns and a potato pirozhok.
    expect(one("рожок вкусно и точка")).toMatchObject({ foodId: "ru-ice-cream-cone", grams: 90 });
    expect(one("2 рожка вкусно и точка")).toMatchObject({ foodId: "ru-ice-cream-cone", grams: 180 });
    expect(ids("макчикен и рожок")).toEqual(["ru-mcchicken", "ru-ice-cream-cone"]);
    expect(one("2 вишневых пирожка вкусно и точка").foodId).toBe("fast-food-pie");
  });

  it("leaves them as they were away from a chain, or said with more", () => {
    expect(ids("рожки с сосисками")).toEqual(["pasta", "ru-sosiski"]);
    expect(one("пирожок с картошкой").foodId).toBe("pirozhok-potato");
    expect(one("вкусно и точка: пирожок с картошкой").foodId).toBe("pirozhok-potato");
  });
});

describe("a dish beside a shop or a maker of packed food", () => {
  it("is the shop's packed dish", () => {
    // The chain's nuggets and home-made patties.
    expect(one("наггетсы мираторг").foodId).toBe("ru-nuggets-frozen");
    expect(one("мираторг наггетсы").foodId).toBe("ru-nuggets-frozen");
    expect(one("6 наггетсов мираторг")).toMatchObject({ foodId: "ru-nuggets-frozen", grams: 120 });
    expect(one("наггетсы из пятерочки").foodId).toBe("ru-nuggets-frozen");
    expect(one("котлеты мираторг").foodId).toBe("ru-kotlety-frozen");
  });

  it("leaves the dish named alone, or at a chain, as it was", () => {
    expect(one("наггетсы 150 г").foodId).toBe("ru-chain-nuggets");
    expect(one("наггетсы вкусно и точка").foodId).toBe("ru-chain-nuggets");
    expect(one("котлеты").foodId).toBe("kotleta");
  });
});

describe("a drink counted by a bottle", () => {
  it("is the kind the shop bottles, where the catalog names one so", () => {
    // The café's large milkshake, 500 g.
    expect(one("бутылка молочного коктейля")).toMatchObject({ foodId: "ru-milkshake-chudo", grams: 270 });
    expect(one("бутылка компота").foodId).toBe("ru-kompot");
    expect(one("бутылка холодного чая").foodId).toBe("ru-ice-tea");
  });

  it("leaves a drink bottled as it is, and an English bottle, as they were", () => {
    expect(one("бутылка пива").foodId).toBe("beer");
    expect(one("бутылка кефира").foodId).toBe("ru-kefir");
    expect(analyzeMealText("a bottle of tea", { lang: "en" }).items[0]?.foodId).toBe("tea");
  });
});

describe("half of a food named by its diminutive", () => {
  it("is half of it, glued to пол- as the plain word is", () => {
    const half = one("полшоколадки");
    expect(one("полшоколадочки")).toMatchObject({ foodId: half.foodId, grams: half.grams });
  });
});

describe("rows the catalog lacked", () => {
  it("reads kumis by Skurikhin's figure, by the glass", () => {
    expect(one("стакан кумыса")).toMatchObject({ foodId: "ru-kumis", grams: 250, calories: 125 });
  });

  it("reads galushki, boiled dough of flour and egg, by the plate", () => {
    const galushki = one("тарелка галушек");
    expect(galushki).toMatchObject({ foodId: "galushki", grams: 250 });
    expect(galushki.calories / 2.5).toBeGreaterThan(170);
    expect(galushki.calories / 2.5).toBeLessThan(210);
  });
});

describe("names given to the rows that are the food", () => {
  it("reads brands and products by the names they are sold under", () => {
    expect(one("йогурт теос").foodId).toBe("ru-greek-yogurt");
    expect(one("упаковка бульменей").foodId).toBe("ru-pelmeni");
    expect(one("2 лакомки").foodId).toBe("ru-eskimo");
    expect(one("суджук").foodId).toBe("ru-salami");
  });

  it("reads a бублик as the bagel it is made as, a баранка as before", () => {
    // One 20 g баранка.
    expect(one("бублик")).toMatchObject({ foodId: "bagel", grams: 100 });
    expect(one("бублик с маком").foodId).toBe("bagel");
    expect(one("баранки").foodId).toBe("ru-baranki");
  });

  it("reads Ukrainian names of dishes the catalog holds", () => {
    expect(one("налистники").foodId).toBe("bliny-tvorog");
    expect(one("тарелка капустняка").foodId).toBe("shchi");
  });

  it("reads a food named by its flavour or filling", () => {
    expect(one("пирожок с ливером").foodId).toBe("pirozhok-meat");
    expect(one("5 сушек с маком").foodId).toBe("ru-sushki");
    expect(one("2 творожных сырка с ванилью").foodId).toBe("ru-syrok");
    expect(one("кружка зелёного чая с жасмином").foodId).toBe("green-tea");
  });

  it("reads spoken names and misspellings people type", () => {
    expect(one("2 бутика с колбасой").foodId).toBe("sandwich-sausage");
    expect(one("2 куска пицульки").foodId).toBe("ru-pizza-margherita");
    expect(one("экспрессо").foodId).toBe("espresso");
    expect(one("тарелка оливе").foodId).toBe("olivier");
    expect(one("салат цесарь").foodId).toBe("caesar-salad");
  });
});
