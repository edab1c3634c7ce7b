// Russian diary lines written apart from the benchmark lists and from the two sweeps before them, as people type them
// into a food diary or a chat (decision 024, follow-up "Russian diary text, a third sweep"). Each case reads as its
// rule says, with what it read before.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru", { whole: true });

describe("a brand's sweets counted by their class word", () => {
  it("counts the brand, as «конфеты 5 штук рафаэлло» does", () => {
    // Were one assumed Raffaello (10 g) beside two generic chocolates (24 g), and three Ferrero beside two chocolates.
    expect(one("рафаэлло 2 конфетки")).toMatchObject({ foodId: "ru-raffaello", grams: 20 });
    expect(one("ферреро роше 2 конфетки")).toMatchObject({ foodId: "ru-ferrero", grams: 26 });
    // Was an assumed slice of gouda beside two slices of plain cheese.
    expect(one("гауда 2 ломтика сыра")).toMatchObject({ foodId: "gouda", grams: 40 });
    expect(read("рафаэлло 3 конфеты и чай").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["ru-raffaello", 30],
      ["tea", 250],
    ]);
  });

  it("leaves sweets of no brand, and a brand apart after a comma, as they were", () => {
    expect(one("конфеты 2 шт")).toMatchObject({ foodId: "ru-candy-chocolate", grams: 24 });
    expect(read("рафаэлло, 2 конфетки").items).toHaveLength(2);
  });
});

describe("a name said with a diminutive beside a plain word", () => {
  it("is the food the catalog names with the plain words", () => {
    // Was the buckwheat and a 250 g glass of milk beside it: "молочком" stood for "мол", not "молоко".
    expect(one("гречка с молочком")).toMatchObject({ foodId: "buckwheat-milk" });
    expect(one("кофеек с молочком").foodId).toBe("coffee-with-milk");
  });
});

describe("a soup said with its meat", () => {
  it("is the soup made with it, not the soup and a serving of meat", () => {
    // Were the soup with 20 g of doktorskaya, 120 g of chicken (198 kcal) or 120 g of beef beside it.
    expect(one("окрошка с колбасой").foodId).toBe("okroshka-kvass");
    expect(one("окрошка с мясом").foodId).toBe("okroshka-kvass");
    expect(one("щи с курицей").foodId).toBe("shchi");
    expect(one("рассольник с курицей")).toMatchObject({ foodId: "rassolnik", grams: 300 });
    expect(one("солянка с колбасой").foodId).toBe("solyanka");
    expect(one("окрошка на квасе с колбасой тарелка").foodId).toBe("okroshka-kvass");
  });

  it("leaves a meat beside a dish that is no soup", () => {
    expect(read("котлета с пюре").items).toHaveLength(2);
    expect(one("гречка с курицей").foodId).toBe("buckwheat-chicken");
  });
});

describe("a lemon said with a dish", () => {
  it("is its slice, as in a mug of tea", () => {
    // Each was a whole 60 g lemon.
    const lemon = (text: string) => read(text).items.find((i) => i.foodId === "lemon")?.grams;
    expect(lemon("солянка с лимоном")).toBe(8);
    expect(lemon("солянка мясная с лимоном и оливками")).toBe(8);
    expect(lemon("рыба с рисом и лимоном")).toBe(8);
  });

  it("stays a whole lemon named alone or counted", () => {
    expect(one("лимон").grams).toBe(60);
    expect(one("лимон 2 шт").grams).toBe(120);
  });
});

describe("a syrup after a café drink's amount or size", () => {
  it("is the coffee syrup pumped into it", () => {
    // Were the maple syrup poured over pancakes.
    const syrup = (text: string) => read(text).items.at(-1)?.foodId;
    expect(syrup("капучино 0,3 с сиропом")).toBe("ru-coffee-syrup");
    expect(syrup("латте 400 мл с сиропом")).toBe("ru-coffee-syrup");
    expect(syrup("раф большой с сиропом")).toBe("ru-coffee-syrup");
  });

  it("stays the maple syrup on pancakes", () => {
    expect(read("блины 3 шт с сиропом").items.at(-1)?.foodId).toBe("maple-syrup");
  });
});

describe("one handful of two foods", () => {
  it("is half a handful of each nut or dried fruit", () => {
    // Was a handful of each, 340 kcal for the 170 a hand holds.
    expect(read("горсть кешью и миндаля").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["cashews", 15],
      ["almonds", 15],
    ]);
    expect(read("две горсти кешью и изюма").items.map((i) => i.grams)).toEqual([30, 30]);
  });

  it("leaves a lighter food after «и» its own serving", () => {
    expect(read("горсть орехов и банан").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["nuts", 30],
      ["banana", 120],
    ]);
  });
});

describe("words of a diary that name no food", () => {
  it("reads when and whose, and the slang for black bread", () => {
    // "перед сном", "после обеда" were shown as words not read; "тарелку" after "плов мамин," too.
    expect(read("перед сном выпила стакан кефира").unmatched).toEqual([]);
    expect(read("после обеда чай").unmatched).toEqual([]);
    expect(read("плов мамин, тарелку навернул").unmatched).toEqual([]);
    // "черняшкой" was unread.
    expect(read("сальце с черняшкой").items.map((i) => i.foodId)).toEqual(["ru-salo", "ru-darnitsky"]);
  });
});

describe("a maker's name and a drink made up with milk", () => {
  it("reads «коровка из кореновки» as the dairy's brand, not the toffee", () => {
    // Was the ice cream with a 10 g «Коровка» toffee beside it.
    expect(one("мороженое коровка из кореновки стаканчик").foodId).toBe("ru-plombir");
    expect(one("сгущенка коровка из кореновки 2 ложки")).toMatchObject({ foodId: "ru-condensed-milk", grams: 40 });
    expect(one("конфеты коровка 3 шт").foodId).toBe("ru-korovka");
  });

  it("reads «несквик на молоке» as the Nesquik made up with milk it is", () => {
    // Was the Nesquik and a 30 g splash of milk beside it.
    expect(one("несквик на молоке").foodId).toBe("cocoa-beverage-water");
    expect(one("кружка какао несквик на молоке").grams).toBeCloseTo(332.5, 0);
  });
});

describe("a dish named with the sauce it is in", () => {
  it("takes what follows «с» as its garnish", () => {
    // The meatballs are made with rice, so the rice served with them was taken into them: 200 g not counted.
    expect(read("тефтельки в томатном соусе с рисом").items.map((i) => i.foodId)).toEqual(["tefteli-sauce", "rice"]);
    expect(read("ежики с подливкой с рисом").items.map((i) => i.foodId)).toEqual(["tefteli-sauce", "rice"]);
    // A main part named with no sauce before it stays the dish's.
    expect(one("поке с лососем и рисом").foodId).toBe("poke");
  });

  it("reads pasta in a named sauce as the pasta dish, not the sauce alone", () => {
    // Were 125 g of tomato sauce.
    expect(one("паста в сливочном соусе").foodId).toBe("alfredo");
    expect(one("паста в томатном соусе").foodId).toBe("pasta-tomato");
    expect(one("соус для пасты").foodId).toBe("tomato-sauce");
  });
});
