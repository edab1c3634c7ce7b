// Russian diary lines written apart from the benchmark lists and from the three diary sweeps before them: chain
// food by its menu names, shop products by brand with pack sizes and fats, home food by household measures, dictated
// lines with numbers in words, diminutives and typos (decision 024, follow-up "Russian diary text, a fourth sweep").
// Each case reads as its rule says, with what it read before.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru", { whole: true });
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a fat the pack prints, typed as a whole number before the amount", () => {
  it("is the fat, never a count of the amount after it", () => {
    // Were a kilogram of творог (5 × 200 g) and 450 g of sour cream (15 × 2 spoons).
    expect(one("творог 5 200 г")).toMatchObject({ foodId: "ru-tvorog", grams: 200 });
    expect(one("сметана 15 2 ложки")).toMatchObject({ foodId: "ru-smetana-15", grams: 30 });
    expect(one("сметана простоквашино 15 две ложки")).toMatchObject({ foodId: "ru-smetana-15", grams: 30 });
    expect(one("кефир 1 2 стакана")).toMatchObject({ foodId: "ru-kefir-1", grams: 500 });
  });

  it("leaves a count before a measure, or alone, a count", () => {
    expect(one("кефир 1 стакан")).toMatchObject({ foodId: "ru-kefir", grams: 250 });
    expect(one("ряженка 2 стакана")).toMatchObject({ grams: 500 });
  });

  it("reads a decimal before the weight of a dairy food sold at one fat as that fat", () => {
    // Was 2.5 × 270 g, 675 g of drinking yoghurt.
    expect(one("простоквашино йогурт питьевой 2,5 270г")).toMatchObject({ foodId: "ru-yogurt-drink", grams: 270 });
    expect(read("простоквашино йогурт питьевой 2,5 270г").unmatched).toEqual([]);
  });
});

describe("a fat content said in words", () => {
  it("is the fat its figures would be", () => {
    // The words were left unread beside the usual 2,5% kefir; "молоко два с половиной процента 300 мл" was 625 g.
    expect(one("выпила два стакана кефира один процент")).toMatchObject({ foodId: "ru-kefir-1", grams: 500 });
    expect(one("молоко два с половиной процента 300 мл")).toMatchObject({ foodId: "ru-milk", grams: 308.7 });
    expect(one("три ложки сметаны двадцать процентов")).toMatchObject({ foodId: "ru-smetana", grams: 45 });
    expect(one("творог девять процентов 200 г")).toMatchObject({ foodId: "ru-tvorog-9", grams: 200 });
    expect(read("триста миллилитров молока два с половиной процента").unmatched).toEqual([]);
  });
});

describe("a bread after «на»", () => {
  it("is the slice a topping was laid on, an item of its own", () => {
    // The bread was lost without a word into the cheese or the sausage.
    expect(items("сыр на хлебе")).toEqual([
      ["ru-cheese", 20],
      ["bread", 30],
    ]);
    expect(items("ломтик сыра и ломтик колбасы докторской на хлебе")).toEqual([
      ["ru-cheese", 20],
      ["ru-doktorskaya", 20],
      ["bread", 30],
    ]);
    expect(read("сало на черном хлебе").items.map((i) => i.foodId)).toEqual(["ru-salo", "ru-darnitsky"]);
  });

  it("takes a spread laid on it as laid on a slice", () => {
    // Was a whole 150 g avocado, the crispbread lost.
    expect(items("авокадо на хлебце")).toEqual([
      ["avocado", 50],
      ["ru-khlebtsy", 10],
    ]);
  });

  it("leaves what a dish is made «на» as it was", () => {
    expect(one("гречка на воде").foodId).toBe("buckwheat");
    expect(one("окрошка на кефире").foodId).toBe("okroshka-kefir");
  });
});

describe("a first «а» written for an unstressed «о»", () => {
  it("is put right as a one-letter slip", () => {
    // "акрошка" was a word said of the kvass, and the okroshka was lost; "агурец" was unread.
    expect(one("акрошка на квасе").foodId).toBe("okroshka-kvass");
    expect(one("агурец").foodId).toBe("cucumber");
  });
});

describe("a plural misspelt by one letter", () => {
  it("is as many pieces as the plural spelt right", () => {
    // Were one piece: 35 g of oladyi, 60 g of syrniki, one 140 g golubets.
    expect(one("аладьи").grams).toBe(one("оладьи").grams);
    expect(one("сырнеки").grams).toBe(one("сырники").grams);
    expect(one("галубцы").grams).toBe(one("голубцы").grams);
  });
});

describe("a diminutive in «-чик» of a word in «-ец»", () => {
  it("is that word", () => {
    // "голубчики" were blueberries, 4 g for three.
    expect(one("голубчики домашние три штучки")).toMatchObject({ foodId: "golubtsy", grams: 420 });
    expect(one("огурчик").foodId).toBe("cucumber");
    expect(one("супчик").foodId).toBe("chicken-soup");
  });
});

describe("a plate of a dish the catalog names in the plural", () => {
  it("holds several pieces, as the name alone does", () => {
    // Were one roll: 140 g and 120 g.
    expect(one("голубцы тарелка").grams).toBe(one("голубцы").grams);
    expect(one("ленивые голубцы тарелка")).toMatchObject({ foodId: "lazy-golubtsy", grams: 240 });
    expect(one("тарелка голубцов").grams).toBe(280);
  });

  it("leaves a plate of a single large piece as it was", () => {
    expect(one("котлеты тарелка").grams).toBe(90);
  });
});

describe("a heaped measure", () => {
  it("is read as the measure", () => {
    // "с горкой" was left unread, and "ложка с верхом сахара" lost its spoon.
    expect(read("плова тарелку с горкой").unmatched).toEqual([]);
    expect(one("гречки тарелку с горкой")).toMatchObject({ foodId: "buckwheat", grams: 250 });
    expect(read("ложка с верхом сахара").unmatched).toEqual([]);
  });
});

describe("Чудо's drinking yoghurt", () => {
  it("is the drinking yoghurt, not the spoonable fruit one", () => {
    expect(one("чудо йогурт питьевой клубника 270 г")).toMatchObject({ foodId: "ru-yogurt-drink", grams: 270 });
    expect(one("чудо йогурт клубника").foodId).toBe("ru-yogurt-fruit");
  });
});

describe("slices of a pizza named by its kind, before another food named by another of its names", () => {
  it("are the pizza's", () => {
    // Were one slice of the pizza and two wraps (400 g, 1,200 kcal).
    expect(items("пицца 2 куска пепперони додстер")).toEqual([
      ["ru-pizza-pepperoni", 220],
      ["chicken-wrap", 200],
    ]);
  });

  it("still go to a food typed in the genitive after them", () => {
    expect(items("пицца 2 куска хлеба")).toEqual([
      ["ru-pizza-margherita", 110],
      ["bread", 60],
    ]);
  });
});

describe("what a dish is made «из», typed after the dish's measure", () => {
  it("stays the dish's, the measure the dish's", () => {
    // Was a glass of compote beside 250 g of dried fruit (653 kcal); "салат тарелка из капусты" lost the salad.
    expect(one("компотика стаканчик из сухофруктов")).toMatchObject({ foodId: "kompot", grams: 250 });
    expect(one("салат тарелка из капусты").foodId).toBe("vitamin-salad");
  });
});
