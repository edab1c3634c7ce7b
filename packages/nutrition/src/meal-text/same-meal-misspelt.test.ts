// One meal misspelt is the same meal (decision 024): a Russian word with a Latin letter that looks Cyrillic in it (or
// an English word with a Cyrillic one), a "й" typed as "и", and diminutives: the genitive plural of one in "-чка"/"-чко"
// ("яичек") and the instrumental plural after "с" ("с сосисочками").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

/** Latin letters that look like Cyrillic ones, as a phone's other keyboard or pasted text puts them in a word. */
const LOOKALIKES: Readonly<Record<string, string>> = { а: "a", с: "c", е: "e", о: "o", р: "p", х: "x", у: "y" };

describe("a word typed in two scripts", () => {
  it("is read in the script most of its letters are in, each item showing what was typed", () => {
    expect(reading(ru("4 чeбурека"))).toEqual(reading(ru("4 чебурека")));
    expect(reading(ru("2 куcка пепперони"))).toEqual(reading(ru("2 куска пепперони")));
    expect(reading(ru("пюре с cосисками"))).toEqual(reading(ru("пюре с сосисками")));
    const r = ru("гречка кoтлета");
    expect(reading(r)).toEqual(reading(ru("гречка котлета")));
    expect(r.items.map((i) => i.text)).toEqual(["гречка", "кoтлета"]);
    expect(r.unmatched).toEqual([]);
    // An English word with a Cyrillic "с" or "е" in it is the English word.
    expect(reading(en("сoffee with milk"))).toEqual(reading(en("coffee with milk")));
    expect(reading(en("scrambled еggs and toast"))).toEqual(reading(en("scrambled eggs and toast")));
  });

  it("never changes a reading, whichever letter of a word is swapped for its Latin look-alike (property)", () => {
    const meals = [
      "оладьи со сметаной",
      "30 пельменей со сметаной",
      "сырники со сгущёнкой",
      "тефтели в томатном соусе с макарошками",
      "ряженка с печеньем",
      "борщ сметана хлеб",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...meals), fc.nat(), (meal, k) => {
        const at = [...meal.matchAll(/[асеорху]/g)].map((m) => m.index);
        const i = at[k % at.length]!;
        const misspelt = meal.slice(0, i) + LOOKALIKES[meal[i]!] + meal.slice(i + 1);
        expect(reading(ru(misspelt)), misspelt).toEqual(reading(ru(meal)));
      }),
      { numRuns: 60 },
    );
  });

  it("is left as typed where a letter of its other script looks like none of the main one's", () => {
    // "d" looks like no Cyrillic letter: "гречкаd" is no Russian word spelt with a Latin letter by mistake.
    expect(ru("гречкаd 200 г").unmatched).not.toEqual([]);
  });
});

describe("the genitive plural of a diminutive in -чка/-чко", () => {
  it("is the plain food counted", () => {
    expect(reading(ru("омлет из 2 яичек"))).toEqual(reading(ru("омлет из 2 яиц")));
    expect(reading(ru("омлет из трёх яичек с молоком"))).toEqual(reading(ru("омлет из трёх яиц с молоком")));
    expect(reading(ru("из 3 яичек"))).toEqual([["egg", 150]]);
    expect(reading(ru("пара булочек"))).toEqual(reading(ru("2 булочки")));
  });
});

describe("a «й» typed as «и»", () => {
  it("is the same word, each item showing what was typed", () => {
    expect(reading(ru("гречка с котлетои"))).toEqual(reading(ru("гречка с котлетой")));
    expect(reading(ru("30 пельменеи со сметаной"))).toEqual(reading(ru("30 пельменей со сметаной")));
    expect(reading(ru("сыр плавленыи"))).toEqual(reading(ru("сыр плавленый")));
    expect(reading(ru("бутерброд с краснои рыбои"))).toEqual(reading(ru("бутерброд с красной рыбой")));
    expect(reading(ru("стеик из говядины"))).toEqual(reading(ru("стейк из говядины")));
    const r = ru("иогурт питьевой");
    expect(reading(r)).toEqual(reading(ru("йогурт питьевой")));
    expect(r.items[0]!.text).toBe("иогурт питьевой");
  });

  it("never changes a reading, whichever «й» of a line is typed so (property)", () => {
    const meals = [
      "пирожок с капустой и компот",
      "йогурт с ложкой мёда",
      "перловка с котлетой",
      "двойной чизбургер",
      "айран 0,5",
      "слойка с сыром 2 шт",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...meals), fc.nat(), (meal, k) => {
        const at = [...meal.matchAll(/й/g)].map((m) => m.index);
        const i = at[k % at.length]!;
        const misspelt = `${meal.slice(0, i)}и${meal.slice(i + 1)}`;
        expect(reading(ru(misspelt)), misspelt).toEqual(reading(ru(meal)));
      }),
      { numRuns: 60 },
    );
  });

  it("is left where the word with «и» is a word of its own", () => {
    expect(reading(ru("слои торта"))).toEqual(reading(ru("торт")));
    expect(reading(ru("2 порции плова"))).toEqual(reading(ru("плов 2 порции")));
  });
});

describe("a diminutive in the plural after «с»", () => {
  it("is as many pieces as the plain word's plural", () => {
    expect(reading(ru("пюре с сосисочками"))).toEqual(reading(ru("пюре с сосисками")));
    expect(reading(ru("макарошки с сосисочками"))).toEqual(reading(ru("макарошки с сосисками")));
  });
});
