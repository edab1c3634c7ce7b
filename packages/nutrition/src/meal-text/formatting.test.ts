// Meals typed in a hurry (docs/product.md, Nutrition numbers; decision 024): amounts, fat contents and counts glued to
// their words, headers, times and list marks, read as they would be with the spaces put back.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = (text: string, lang?: "ru" | "en") => oneItemAs(lang, { whole: true })(text);

describe("what is glued to a word", () => {
  it("reads a fat content glued to its food as if spaced", () => {
    // "сметана10%" was "сметана 10" (ten of something) with the "%" dropped; "ряженка4%" kept the default 2,5%.
    for (const [glued, spaced] of [
      ["сметана10% 100г", "сметана 10% 100г"],
      ["ряженка4% 200мл", "ряженка 4% 200мл"],
      ["молоко1,5% стакан", "молоко 1,5% стакан"],
      ["творог2%180г", "творог 2% 180г"],
    ]) {
      const a = one(glued!);
      const b = one(spaced!);
      expect([a.foodId, a.grams], glued).toEqual([b.foodId, b.grams]);
    }
  });

  it("reads a count glued to a food's word or to a spoon as the count", () => {
    expect(one("3apples").grams).toBe(one("3 apples").grams);
    expect(one("4яйца").grams).toBe(one("4 яйца").grams);
    // "2ст" read as one word gave the "л" after it to the sour cream as a litre.
    expect(one("сметана 3ст.л").grams).toBe(one("сметана 3 ст.л").grams);
    expect(one("масло 1ст.л.").grams).toBe(one("масло 1 ст.л.").grams);
  });
});

describe("the state a food was weighed in, said after its amount", () => {
  it("reads English oats weighed dry as the dry flakes, bracketed or not", () => {
    // "oatmeal 40g dry" was 40 g of cooked porridge (26 kcal) with "dry" unread.
    const dry = one("oats 40g");
    for (const text of ["oatmeal 40g dry", "oatmeal 40 g (dry)", "uncooked oatmeal 40g"]) {
      expect([one(text).foodId, one(text).grams], text).toEqual([dry.foodId, 40]);
    }
  });

  it("reads 'dry weight', 'raw weight' as the state alone", () => {
    expect(one("spaghetti 90g (dry weight)").foodId).toBe(one("spaghetti 90g dry").foodId);
    expect(one("chicken breast 120 g raw weight").foodId).toBe(one("raw chicken breast 120 g").foodId);
    expect(one("rice 180g cooked weight").foodId).toBe(one("rice 180g").foodId);
  });
});

describe("marks typed over and over", () => {
  it("gives the amount or size after '!!!' or '?!' to the food before, as after one mark", () => {
    // Each "!" was a separator of its own: the amount after them was left unread and the food got its portion.
    expect(one("солянка!!! 400г").grams).toBe(400);
    expect(one("fries?! 150g").grams).toBe(150);
    expect(one("гречка!!! 2 тарелки").grams).toBe(one("гречка, 2 тарелки").grams);
    expect(one("латте!! большой").grams).toBe(one("латте, большой").grams);
    expect(one("бургер! ! большой").grams).toBe(one("бургер, большой").grams);
  });

  it("still parts the foods they stand between", () => {
    expect(analyzeMealText("груша!!! кефир?!").items.map((i) => i.foodId)).toHaveLength(2);
  });
});

describe("what a dish was made of, in brackets", () => {
  it("counts the eggs of an egg dish given in brackets, as after 'из'", () => {
    // "болтунья (4 яйца)" was the dish's own portion beside four more eggs.
    expect(one("болтунья (4 яйца)").grams).toBe(one("болтунья из 4 яиц").grams);
    expect(one("omelet (2 eggs)").grams).toBe(one("omelet of 2 eggs").grams);
    expect(analyzeMealText("яичница (3 яйца), чай").items.map((i) => i.foodId)).toEqual(
      analyzeMealText("яичница из 3 яиц, чай").items.map((i) => i.foodId),
    );
  });
});

describe("a '+' glued between foods", () => {
  it("joins the next food after a number, as spaced", () => {
    // "200+" was read as one word: the grams and the food after it were lost without a word.
    const r = analyzeMealText("рис 150+котлета");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual(
      analyzeMealText("рис 150 + котлета").items.map((i) => [i.foodId, i.grams]),
    );
    expect(r.unmatched).toEqual([]);
  });
});

describe("a coffee named in two languages", () => {
  it("reads the coffee drink typed after the word 'кофе' in a Russian reader's line", () => {
    // "кофе latte" was the 2 kcal black coffee, the latte folded into it unpriced.
    expect(one("кофе latte", "ru").foodId).toBe("latte");
    expect(one("кофе cappuccino", "ru").foodId).toBe("cappuccino");
    expect(one("кофе flat white", "ru").foodId).toBe("flat-white");
    expect(analyzeMealText("кофе круассан", { lang: "ru" }).items).toHaveLength(2);
  });
});

describe("stretched words", () => {
  it("reads a letter typed three times and more as typed once, or twice where only that spells a word", () => {
    // "шаурмааа 2 штуки", "burgerrr" were left unread, with their count.
    expect([one("шаурмааа 2 штуки").foodId, one("шаурмааа 2 штуки").grams]).toEqual([
      one("шаурма 2 штуки").foodId,
      one("шаурма 2 штуки").grams,
    ]);
    expect(one("burgerrrr").foodId).toBe(one("burger").foodId);
    expect(one("coffeeeee").foodId).toBe(one("coffee").foodId);
    expect(one("ооочень вкусный сууууп").foodId).toBe(one("суп").foodId);
  });
});

describe("hours typed loosely", () => {
  it("reads an hour typed with a dash at the start of a line as the hour, never an amount", () => {
    // "8-30 овсянка" was a range, 19 g of porridge.
    expect(one("9-45 сырники").grams).toBe(one("сырники").grams);
    expect(one("завтрак\n7-00 омлет").grams).toBe(one("омлет").grams);
    expect(one("в 20-30 кефир").grams).toBe(one("кефир").grams);
  });

  it("keeps a range of an amount a range", () => {
    expect(one("10-15 орешков").grams).toBe(one("12,5 орешков").grams);
    expect(one("2-30 г изюма").grams).toBe(16);
  });

  it("reads the number after 'около' before a food in the singular as the hour, and before a plural as a count", () => {
    // "около 17 — груша" was seventeen pears.
    expect(one("около 17 — груша").grams).toBe(one("груша").grams);
    expect(one("около 15 орешков").grams).toBe(one("15 орешков").grams);
  });

  it("reads 'am' and 'pm' after an hour's minutes as part of the hour", () => {
    expect(one("6:45am oatmeal").grams).toBe(one("oatmeal").grams);
    expect(one("9:15 pm - 2 cookies").grams).toBe(one("2 cookies").grams);
  });
});

describe("an amount after a fat content and a comma", () => {
  it("gives the amount to the food whose fat content stands before the comma", () => {
    // "йогурт 1,5%, 200г": the catalog names no yoghurt of 1,5%, and the 200 g were left unread.
    expect(one("йогурт 1,5%, 200г").grams).toBe(200);
    expect(one("кефир 1%, 300мл").grams).toBe(one("кефир 1% 300мл").grams);
  });
});

describe("a refusal in brackets", () => {
  it("reads '(без …)', '(no …)' as said without the brackets", () => {
    // The brackets separated like a comma: "(без сахара)" stood unread, away from its tea.
    for (const [bracketed, plain] of [
      ["чай (без сахара)", "чай без сахара"],
      ["капучино (без сиропа)", "капучино без сиропа"],
      ["greek salad (no dressing)", "greek salad no dressing"],
    ]) {
      const a = analyzeMealText(bracketed!);
      const b = analyzeMealText(plain!);
      expect(a.unmatched, bracketed).toEqual(b.unmatched);
      expect(
        a.items.map((i) => [i.foodId, i.grams]),
        bracketed,
      ).toEqual(b.items.map((i) => [i.foodId, i.grams]));
    }
  });
});

describe("tags and filler words", () => {
  it("reads a hashtag that names no food as a tag on the meal, and one that names a food as the food", () => {
    // "#пп" stood unread beside the meal.
    const tagged = analyzeMealText("#пп #ужин гречка с курицей");
    expect(tagged.unmatched).toEqual([]);
    expect(tagged.items.map((i) => i.foodId)).toEqual(analyzeMealText("гречка с курицей").items.map((i) => i.foodId));
    expect(analyzeMealText("кефир #зож").unmatched).toEqual([]);
    expect(one("#яблоко").foodId).toBe(one("яблоко").foodId);
  });

  it("leaves out the filler words of a typed sentence", () => {
    expect(analyzeMealText("ну и чай конечно").unmatched).toEqual([]);
    expect(analyzeMealText("is this a muffin?").unmatched).toEqual([]);
  });
});

describe("list marks typed with no space", () => {
  it("reads '1)кефир 2)груша' as a numbered list, not counts", () => {
    // "2)" counted two portions of the food before it.
    const glued = analyzeMealText("1)кефир 2)груша 3)кофе");
    expect(glued.unmatched).toEqual([]);
    expect(glued.items.map((i) => [i.foodId, i.grams])).toEqual(
      analyzeMealText("1) кефир 2) груша 3) кофе").items.map((i) => [i.foodId, i.grams]),
    );
    expect(analyzeMealText("1)toast 2)orange juice").items.map((i) => i.grams)).toEqual(
      analyzeMealText("toast, orange juice").items.map((i) => i.grams),
    );
  });

  it("reads one bracketed number after a sentence's end as a list mark", () => {
    // "1)" after "!!!" was one dumpling.
    expect(analyzeMealText("пельмени со сметаной!!! 1) 2 яйца").items.map((i) => [i.foodId, i.grams])).toEqual(
      analyzeMealText("пельмени со сметаной, 2 яйца").items.map((i) => [i.foodId, i.grams]),
    );
  });
});

describe("Latin letters in a Russian line", () => {
  it("reads a lone Latin 'c' between Russian words as 'с'", () => {
    // "макароны c сыром" left the "c" unread and folded the cheese into the pasta unpriced.
    const latin = analyzeMealText("макароны c сыром");
    expect(latin.unmatched).toEqual([]);
    expect(latin.items.map((i) => [i.foodId, i.grams])).toEqual(
      analyzeMealText("макароны с сыром").items.map((i) => [i.foodId, i.grams]),
    );
  });

  it("reads Latin letters that look Cyrillic inside a Russian word as the Cyrillic ones", () => {
    // "cмeтана" (a Latin "c" and "e") and "TВОРОГ" (a Latin "T") were no words.
    expect(one("cмeтана 20г").foodId).toBe(one("сметана 20г").foodId);
    expect(one("TВОРОГ 100г").foodId).toBe(one("творог 100г").foodId);
  });
});

describe("emoji in the text", () => {
  it("keeps two Russian foods with an emoji between them a list", () => {
    // "груша 🍐 чай": the tea was folded into the pear without a word.
    expect(analyzeMealText("груша 🍐 чай").items.map((i) => i.foodId)).toEqual(
      analyzeMealText("груша, чай").items.map((i) => i.foodId),
    );
    expect(analyzeMealText("🍳 яичница 🥪 бутерброд ☕️ какао").items).toHaveLength(3);
  });
});

describe("a product named in quotes", () => {
  it("reads the food named in quotes after a kind of food as the one eaten", () => {
    // 'sandwich "big mac"' was a sandwich and a Big Mac; 'бургер «Биг Мак»' the burger with the Big Mac folded in.
    expect(one('sandwich "big mac"').foodId).toBe(one("big mac").foodId);
    expect(one("бургер «Биг Мак»").foodId).toBe(one("Биг Мак").foodId);
    expect(one('конфеты "Рафаэлло" 3 шт').foodId).toBe(one("рафаэлло 3 шт").foodId);
  });
});

describe("a plate restated in millilitres", () => {
  it("reads the millilitres after a plate or bowl as what it held, bracketed or not", () => {
    // "(300мл)" after "1 тарелка" was left unread and the plate weighed as the catalog's.
    expect(one("щи 1 тарелка (450мл)").grams).toBe(one("щи 450 мл").grams);
    expect(one("солянка тарелка 250 мл").grams).toBe(one("солянка 250 мл").grams);
  });
});

describe("a fraction glyph after a food sold at several fat contents", () => {
  it("reads '½' as half a measure, never a fat content of 0,5%", () => {
    // It was a whole glass of 0,5% milk.
    const half = one("молоко ½ стакана");
    expect([half.foodId, half.grams]).toEqual([one("молоко").foodId, one("молоко стакан").grams / 2]);
  });
});

describe("a multiplier typed loosely", () => {
  it("reads 'x 2' with a space as 'x2'", () => {
    // The "x" stood unread.
    expect(analyzeMealText("чай x 3", { lang: "ru" }).unmatched).toEqual([]);
    expect(one("чай x 3", "ru").grams).toBe(one("чай x3", "ru").grams);
    expect(one("сырники × 2").grams).toBe(one("сырники ×2").grams);
  });

  it("multiplies a weight by the 'x2' typed after it, and leaves a count typed before the next food its own", () => {
    // "x2" after "100г" stood unread beside 100 g.
    expect(one("говядина 150г x2").grams).toBe(300);
    expect(one("turkey 120g x 2").grams).toBe(240);
    expect(analyzeMealText("творог 200г 2х банан").items.map((i) => i.grams)).toEqual([200, one("2 банана").grams]);
  });
});

describe("an amount joined to its food by a hyphen", () => {
  it("reads 'гречка-200г' as the food and its amount, and leaves a name's own number", () => {
    // "ПЛОВ-250Г" was one word, unread.
    expect([one("ПЛОВ-250Г").foodId, one("ПЛОВ-250Г").grams]).toEqual([one("плов").foodId, 250]);
    expect(one("макароны-180").grams).toBe(180);
    expect(one("омега-3").foodId).toBe("fish-oil");
  });
});

describe("headers and short forms of a Russian diary", () => {
  it("drops the ordinal of a meal word with the meal word, never reading it as a count", () => {
    // "2-й" and "второй" stood unread before the meal.
    for (const text of ["2-й завтрак: творог 150г", "1-ый ужин творог 150г", "второй завтрак творог 150г"]) {
      const r = analyzeMealText(text);
      expect(r.unmatched, text).toEqual([]);
      expect(
        r.items.map((i) => i.grams),
        text,
      ).toEqual([150]);
    }
  });

  it("reads 'л' after a few of sugar as its spoons, never litres", () => {
    // "сахар 2л." was 1,7 kg of sugar, 6,450 kcal.
    expect(one("сахар 3л.").grams).toBe(one("сахар 3 ложки").grams);
    expect(one("сахар 1 л").grams).toBe(one("сахар 1 ложка").grams);
    expect(one("молоко 1л").grams).toBeGreaterThan(1000);
  });
});

describe("litres of a food nobody drinks", () => {
  it("are a slip set back to one portion, the amount listed unread, while a drink's litres stay", () => {
    const sugar = analyzeMealText("сахар 10л");
    expect(sugar.totals.calories).toBeLessThan(100);
    expect(sugar.unmatched).toEqual(["10л"]);
    expect(one("молоко 2 л").grams).toBeGreaterThan(2000);
    expect(one("суп 1,5 л").grams).toBeGreaterThan(1400);
  });
});
