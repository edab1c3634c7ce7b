// Everyday words of a food diary are no food, whatever food they are one letter or one stem from (decision 024, one
// letter mistyped): typo correction and the stemmer once read them as foods.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");

describe("an everyday word", () => {
  it("is read as no food in Russian", () => {
    const words = ["так", "такой", "такая", "такие", "опять", "том", "мало", "пары", "норма", "сама", "сами", "любой"];
    for (const word of [...words, "стало", "стала", "переел"]) expect(ru(word).items, word).toEqual([]);
  });

  it("is read as no food in English", () => {
    for (const word of ["what", "many", "both", "trip"]) expect(en(word).items, word).toEqual([]);
  });

  it("typed alone, with no food or amount beside it, is never put right into a food", () => {
    for (const word of ["page", "best", "docs", "load", "runs", "claims", "line", "cards", "brief"]) {
      expect(en(word).items, word).toEqual([]);
    }
    for (const word of ["окно", "дней", "число", "доля", "легче"]) expect(ru(word).items, word).toEqual([]);
    // Beside an amount or a measure a slip is still put right.
    expect(ru("кефриа стакан").items.map((i) => i.foodId)).toEqual(ru("кефира стакан").items.map((i) => i.foodId));
    expect(en("2 bannanas").items.map((i) => i.foodId)).toEqual(en("2 bananas").items.map((i) => i.foodId));
  });

  it("that names calories with no figure is no amount and no snack", () => {
    for (const text of ["калории", "ккал", "считаю калории"]) {
      expect(ru(text).items, text).toEqual([]);
      expect(ru(text).unmatched.join(" "), text).toContain(text.split(" ").at(-1));
    }
    expect(en("calories").items).toEqual([]);
    const yogurt = en("low calorie yogurt").items;
    expect(yogurt.map((i) => [i.foodId, i.grams])).toEqual(en("yogurt").items.map((i) => [i.foodId, i.grams]));
    // A figure still makes the snack or is the food's own ("перекус 250 ккал").
    expect(ru("перекус 250 ккал").totals.calories).toBe(250);
  });

  it("leaves the food beside it as it is", () => {
    const grams = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);
    expect(grams(ru("ну так, гречка 200"))).toEqual(grams(ru("гречка 200")));
    expect(grams(ru("опять гречка 200"))).toEqual(grams(ru("гречка 200")));
    expect(grams(ru("в том числе гречка 200"))).toEqual(grams(ru("гречка 200")));
    expect(grams(en("what i ate: 2 eggs"))).toEqual(grams(en("2 eggs")));
    // The foods those words were taken for are still read.
    expect(ru("2 тако").items[0]?.foodId).toBe("tacos");
    expect(ru("томям").items[0]?.foodId).toBe("ru-tom-yam");
    expect(ru("банка опят").items[0]?.foodId).toBe("mushrooms-pickled");
    expect(en("cream of wheat").items).toHaveLength(1);
  });
});
