// Russian diary lines written apart from the benchmark lists and from the five diary sweeps before them: hours and
// meals typed into the line, slang and typos, amounts in odd places, shop products by brand, café and delivery food,
// home dishes (decision 024, follow-up "Russian diary text, a sixth sweep"). Each case reads as its rule says, with
// what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("ru");
const items = (text: string) => read(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const unread = (text: string) => read(text).unmatched;

describe("an hour typed with «ч» or after «к»", () => {
  it("is the hour, never a count of the food after it", () => {
    // Eleven bananas (1,320 g); 12 g of soup; "16ч" left unread.
    expect(items("перекус 11ч банан")).toEqual([["banana", 120]]);
    expect(items("к 12ч суп")).toEqual([["chicken-soup", 300]]);
    expect(items("в 16ч. 2 банана")).toEqual([["banana", 240]]);
    expect(unread("в 16ч. 2 банана")).toEqual([]);
    // Nine fried eggs, 414 g.
    expect(items("к 9 яичница из 2 яиц")).toEqual([["egg-fried", 100]]);
  });

  it("leaves a teaspoon said short, and a count after «к», as they were", () => {
    expect(items("сахар 1 ч.л.")).toEqual([["sugar", 5]]);
    expect(items("сахар 2 ч л")).toEqual([["sugar", 10]]);
    expect(items("к 2 котлетам пюре")).toEqual([
      ["kotleta", 180],
      ["mashed-potatoes", 200],
    ]);
  });

  it("parts an hour from a smaller count after a spaced dash", () => {
    // A range from nine to two: five and a half syrniki.
    expect(items("на завтрак в 9 - 2 сырника")).toEqual([["syrniki", 120]]);
    expect(items("5 - 10 орехов")).toEqual(items("5-10 орехов"));
  });
});

describe("a little said in slang, hedges and verbs typed loosely", () => {
  it("reads «чуток» and «малёха» as «немного»", () => {
    // The whole assumed portion, 200 g.
    expect(items("щас съела чуток гречки")).toEqual([["buckwheat", 100]]);
    expect(items("малёха картохи жареной")).toEqual([["potato-pan-fried", 100]]);
  });

  it("leaves no word of a hedge or a misspelt verb unread", () => {
    expect(unread("где то 200 г гречки")).toEqual([]);
    expect(unread("почти целая шоколадка")).toEqual([]);
    expect(unread("сьел 2 яйца")).toEqual([]);
    expect(unread("добавила к 200 г творога ложку меда")).toEqual([]);
  });
});

describe("a count in words after a drink's litres", () => {
  it("counts the cans, as a count in digits does", () => {
    // One can: the word was dropped.
    expect(items("пиво 0,5 две банки")).toEqual([["beer", 1000]]);
    expect(items("кола 0,33 три банки")).toEqual([["cola", 990]]);
    // A juice box is a serving: one box's 150 g.
    expect(items("сок 0,2 три пакетика")).toEqual([["ru-juice-apple", 600]]);
  });
});

describe("a fruit with a dish counted by the piece", () => {
  it("leaves the count the dish's where one fruit outweighs one piece", () => {
    // Five apples (900 g) beside three oladyi; three bananas beside two blini.
    expect(items("оладьи с яблоками 5 шт")).toEqual([
      ["oladyi", 175],
      ["apple", 180],
    ]);
    expect(items("блины с бананом 3 шт")).toEqual([
      ["bliny", 135],
      ["banana", 120],
    ]);
  });

  it("keeps what was counted as it was elsewhere", () => {
    expect(items("сырники с изюмом 4 штуки")).toEqual([
      ["syrniki", 240],
      ["raisins", 10],
    ]);
    // Porridge is no dish by the piece: the bananas are counted.
    expect(items("каша с бананом 2 шт")).toEqual([
      ["oatmeal-milk", 250],
      ["banana", 240],
    ]);
    expect(items("бутерброд с докторской 2 шт")).toEqual([
      ["bread", 60],
      ["ru-doktorskaya", 40],
    ]);
  });
});

describe("a brand typed in Latin letters in a Russian line", () => {
  it("is read as its Cyrillic name", () => {
    // All unread, the bottles too.
    expect(items("Actimel 2 бутылочки")).toEqual([["ru-probiotic-shot", 200]]);
    expect(readAs()("Actimel 2 бутылочки").items.map((i) => i.foodId)).toEqual(["ru-probiotic-shot"]);
    // Read as English, as most of its letters are Latin: nothing read.
    expect(readAs()("Danissimo 1 шт").items.map((i) => i.foodId)).toEqual(["ru-tvorozhok-fruit"]);
  });

  it("takes the flavour a probiotic shot is sold in", () => {
    // 317 g of strawberries beside the bottle.
    expect(items("Actimel клубника 1 бутылочка")).toEqual([["ru-probiotic-shot", 100]]);
    expect(items("актимель черника 2 шт")).toEqual([["ru-probiotic-shot", 200]]);
    expect(items("актимель и банан").map(([id]) => id)).toEqual(["ru-probiotic-shot", "banana"]);
  });

  it("leaves an English food's name English", () => {
    expect(readAs()("protein shake with milk").items.map((i) => i.foodId)).toEqual(["protein-shake-milk"]);
  });
});

describe("a pizza's diameter between «пицца» and its name", () => {
  it("reads the name as the pizza, sized by the diameter", () => {
    // A 30 cm margherita, the pepperoni's word taken into it; a 110 g slice of Hawaiian.
    expect(items("пицца 30см пепперони")).toEqual([["ru-pizza-pepperoni", 647]]);
    expect(items("пицца 30 см гавайская")).toEqual([["ru-pizza-hawaiian", 647]]);
  });

  it("leaves a topping after a comma a food of its own", () => {
    expect(items("пицца 30 см, пепперони 50 г")).toEqual([
      ["ru-pizza-margherita", 647],
      ["pepperoni", 50],
    ]);
  });
});
