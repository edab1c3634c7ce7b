// Drinks as people log them (food-spans.ts, price.ts, catalog/drinks.ts): wine named by its colour, mixed drinks by
// their bar names, a beer mug, additions to a mug of tea, flavoured syrups and sparkling waters by brand.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const items = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, i.grams]);

describe("wine named by its colour or sweetness", () => {
  it("reads the adjectives beside a glass or bottle as that wine", () => {
    expect(items("фужер розового")).toEqual([["wine-red", 150]]);
    expect(items("3 бокала белого сухого")).toEqual([["wine-white", 450]]);
    expect(items("полусладкого красного 2 бокала")).toEqual([["wine-red", 300]]);
    expect(items("бутылка брют")).toEqual([["champagne", 750]]);
  });

  it("reads an English glass of red or white as that wine, and a wine by its grape", () => {
    expect(items("2 glasses of white")).toEqual([["wine-white", 300]]);
    expect(items("a bottle of red")).toEqual([["wine-red", 750]]);
    expect(items("a glass of pinot grigio")).toEqual([["wine-white", 150]]);
    expect(items("бокал мерло")).toEqual([["wine-red", 150]]);
  });

  it("leaves the adjectives to their own foods away from a wine vessel", () => {
    expect(items("a glass of white milk").map(([id]) => id)).toEqual(["milk"]);
    expect(items("красный перец").map(([id]) => id)).not.toContain("wine-red");
    expect(items("белого хлеба кусок").map(([id]) => id)).not.toContain("wine-white");
  });
});

describe("mixed drinks and the bottles they come in", () => {
  it("reads a mixed drink by its Russian name as FNDDS's one drink, not a spirit beside a can of mixer", () => {
    expect(items("джин тоник")).toEqual([["gin-tonic", 225]]);
    expect(items("виски-кола 2")).toEqual([["whiskey-cola", 450]]);
    expect(items("куба либре")).toEqual([["rum-cola", 225]]);
    expect(items("лонг-айленд")).toEqual([["long-island", 225]]);
  });

  it("reads the classic cocktails by name, from FNDDS or their recipe", () => {
    expect(items("сангрии бокал")).toEqual([["sangria", 228]]);
    expect(items("vodka cran")).toEqual([["cape-cod", 225]]);
    const [mule] = analyzeMealText("a moscow mule").items;
    expect(mule!.foodId).toBe("moscow-mule");
    expect(mule!.calories).toBeGreaterThan(120);
    expect(mule!.calories).toBeLessThan(200);
    expect(items("негрони").map(([id]) => id)).toEqual(["negroni"]);
  });

  it("reads a beer by its brand, and an English bottle of it as the 12 fl oz one", () => {
    expect(items("2 bottles of heineken")).toEqual([["beer", 712]]);
    expect(items("балтика 2 бутылки")).toEqual([["beer", 1000]]);
    expect(items("a bottle of beer")).toEqual([["beer", 356]]);
  });

  it("reads Russian mineral waters and Schweppes by name", () => {
    const r = analyzeMealText("нарзан 0,5 и швепс");
    expect(r.items.map((i) => i.foodId)).toEqual(["water", "tonic"]);
    expect(r.unmatched).toEqual([]);
  });

  it("reads Russian 'мартини' as Martini's vermouth and an Aperol spritz by its recipe", () => {
    const [vermouth] = analyzeMealText("мартини бьянко 150 мл").items;
    expect(vermouth!.foodId).toBe("vermouth");
    expect(vermouth!.calories).toBeCloseTo(240, 0);
    const [spritz] = analyzeMealText("апероль спритц").items;
    expect(spritz!.foodId).toBe("aperol-spritz");
    expect(spritz!.calories).toBeGreaterThan(120);
    expect(spritz!.calories).toBeLessThan(200);
  });

  it("reads a hard seltzer as a can of about 100 kcal and a flavoured sparkling water by brand as none", () => {
    const [claw] = analyzeMealText("white claw").items;
    expect(claw!.foodId).toBe("hard-seltzer");
    expect(claw!.calories).toBeCloseTo(97, 0);
    expect(analyzeMealText("2 cans of lacroix").totals.calories).toBe(0);
    expect(analyzeMealText("bubly").items.map((i) => i.foodId)).toEqual(["mineral-sparkling"]);
  });

  it("pours beer by the 0.5 l mug and reads the shortened 'б/а' as non-alcoholic", () => {
    expect(items("2 кружки пива")).toEqual([["beer", 1000]]);
    expect(items("пиво б/а 2 банки")).toEqual([["non-alcoholic-beer", 900]]);
    expect(items("безалк пиво")).toEqual([["non-alcoholic-beer", 500]]);
  });

  it("reads kombucha as the fermented tea, not an unread word", () => {
    const r = analyzeMealText("комбуча 0,33");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([["ru-kombucha", 330]]);
    expect(r.unmatched).toEqual([]);
  });
});

describe("what goes into a mug or a cup", () => {
  it("reads a latte or cappuccino 'на овсяном' as made with that plant milk, the word 'молоке' left unsaid", () => {
    expect(items("латте на соевом")).toEqual([["latte-plant-milk", 300]]);
    expect(items("средний капучино на миндальном")).toEqual([["cappuccino-plant-milk", 350]]);
  });

  it("reads a coffee syrup by its flavour, a pump of it, not maple syrup and a caramel", () => {
    expect(items("капучино с сиропом ваниль")[1]).toEqual(["ru-coffee-syrup", 20]);
    expect(items("раф и ореховый сироп").map(([id]) => id)).toEqual(["ru-raf", "ru-coffee-syrup"]);
  });

  it("reads a cup's volume after what went into the drink as the drink's size, the addition one cup's", () => {
    expect(items("капучино с сахаром 300")).toEqual(items("капучино 300 с сахаром"));
    const [coffee, milk] = analyzeMealText("кофе черный с молоком 400 мл").items;
    expect(coffee!.grams).toBeGreaterThan(390);
    expect(milk!.grams).toBe(30);
    const latte = analyzeMealText("раф с сиропом 0,4 л");
    expect(latte.totals.calories).toBeLessThan(600);
    expect(latte.items[1]!.grams).toBe(20);
    // A spice is a pinch whatever follows it.
    expect(analyzeMealText("какао с корицей 250").items.map((i) => i.grams)[1]).toBeLessThan(10);
  });

  it("keeps a splash's own measure after the addition", () => {
    expect(items("americano with oat milk 60 ml")[1]![1]).toBe(60);
    expect(items("кофе с молоком 100 мл")).toEqual([["coffee-with-milk", 100]]);
  });

  it("pours a plant milk into a coffee or tea as the splash of milk, joined by 'с' or made 'на' it", () => {
    expect(items("чай с овсяным молоком")).toEqual([
      ["tea", 250],
      ["ru-oat-milk", 30],
    ]);
    expect(items("американо на соевом молоке")).toEqual([
      ["coffee", 250],
      ["soy-milk", 30],
    ]);
    expect(items("coffee with rice milk")[1]).toEqual(["rice-milk", 30]);
  });

  it("reads a bare syrup joined to a café drink as the coffee syrup, pancakes' as maple syrup", () => {
    expect(items("капучино с сиропом").map(([id]) => id)).toEqual(["ru-cappuccino", "ru-coffee-syrup"]);
    expect(items("mocha with syrup").map(([id]) => id)).toContain("ru-coffee-syrup");
    expect(items("оладьи с сиропом").map(([id]) => id)).toContain("maple-syrup");
    expect(items("латте с сиропом без сахара").map(([id]) => id)).not.toContain("ru-coffee-syrup");
  });

  it("puts a slice of lemon into the tea when the sugar before it has its spoons", () => {
    expect(items("чай с сахаром 3 ложки и лимоном")).toEqual([
      ["tea", 250],
      ["sugar", 15],
      ["lemon", 8],
    ]);
    expect(items("чай с 1 ложкой мёда и лимоном")).toEqual([
      ["tea", 250],
      // A bare "ложка" of honey is a tablespoon (SR28 19296: 21 g).
      ["honey", 21],
      ["lemon", 8],
    ]);
  });
});

describe("a cola named by its maker", () => {
  it("is the cola, never cocoa powder beside it", () => {
    // "coca cola" was 5 g of cocoa powder ("coca") and a cola; "coca-cola" was nothing.
    expect(items("coca cola")).toEqual([["cola", 330]]);
    expect(items("coca-cola")).toEqual([["cola", 330]]);
    expect(items("coca cola 2l")).toEqual([["cola", 2000]]);
    expect(items("coca cola zero")).toEqual([["cola-zero", 330]]);
  });
});

describe("a drink named by its brand alone", () => {
  it("is that drink, not nothing", () => {
    // "powerade" and "a bottle of ensure" were unread.
    expect(items("powerade")).toEqual([["sports-drink", 500]]);
    expect(items("powerade zero").map(([id]) => id)).toEqual(["sports-drink-zero"]);
    expect(items("a bottle of ensure")).toEqual([["fndds-95103000", 252]]);
  });
});
