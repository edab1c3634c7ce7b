// One meal typed another way is the same meal (decision 024): in capitals, with spaces of another kind or number,
// with its abbreviations capitalised, or with a comma where "и" would stand in a list of what it was served with.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a line typed all in capitals", () => {
  it("is read as in small letters, each item showing the capitals typed", () => {
    for (const text of ["бутылка пива", "гречечка и куриная грудка", "шаурма в лаваше", "оладьи со сметаной"]) {
      const shouted = ru(text.toUpperCase());
      expect(reading(shouted), text).toEqual(reading(ru(text)));
      expect(shouted.items.map((i) => i.text).join(" "), text).toMatch(/^[^а-яё]+$/);
    }
    // A full stop before a capital parts sentences only where small letters are typed too: "Л." is the spoon's.
    expect(reading(ru("2 СТ. Л. МАЙОНЕЗА"))).toEqual([["ru-mayonnaise", 30]]);
    expect(reading(en("2 SLICES OF TOAST WITH BUTTER"))).toEqual(reading(en("2 slices of toast with butter")));
  });

  it("keeps an unread word as typed", () => {
    const r = ru("ГРЕЧКА 200 ФЫВАПРОЛ");
    expect(r.unmatched).toEqual(["ФЫВАПРОЛ"]);
    expect(r.items[0]!.text).toBe("ГРЕЧКА 200");
  });
});

describe("abbreviations typed with capitals", () => {
  it("are the spoon, not a spoon and a litre", () => {
    expect(reading(ru("2 Ст. Л. Майонеза"))).toEqual([["ru-mayonnaise", 30]]);
    expect(reading(ru("Арахисовая Паста 2 Ст. Л."))).toEqual(reading(ru("арахисовая паста 2 ст. л.")));
  });
});

describe("spaces of another kind or number between words", () => {
  it("read as one plain space, the item showing what was typed", () => {
    expect(reading(en("whiskey\u00a0on the\trocks"))).toEqual(reading(en("whiskey on the rocks")));
    expect(reading(en("sour  cream  and  onion  chips, small bag"))).toEqual(
      reading(en("sour cream and onion chips, small bag")),
    );
    const r = ru("гречка   200\u00a0г");
    expect(reading(r)).toEqual([["buckwheat", 200]]);
    expect(r.items[0]!.text).toBe("гречка   200\u00a0г");
  });

  it("never change a reading, whatever the spaces (property)", () => {
    const meals = [
      "гречка 200 г и котлета",
      "кофе с молоком и сахаром",
      "2 eggs and toast with butter",
      "борщ со сметаной",
    ];
    const gaps = fc.array(fc.constantFrom(" ", "  ", "\u00a0", "\t", " \u00a0 "), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom(...meals), gaps, (meal, spaces) => {
        const respaced = meal.split(" ").reduce((line, word, k) => (k === 0 ? word : `${line}${spaces[k]}${word}`));
        expect(reading(readAs()(respaced))).toEqual(reading(readAs()(meal)));
      }),
    );
  });
});

describe("a comma in a list of what a food was served with", () => {
  it("joins the list as «и» does, between two words in the instrumental", () => {
    expect(reading(ru("вареники с картошкой, луком 12 шт"))).toEqual(reading(ru("вареники с картошкой и луком 12 шт")));
    expect(reading(ru("блин с ветчиной, сыром в теремке"))).toEqual(reading(ru("блин с ветчиной и сыром в теремке")));
    expect(reading(ru("3 бутерброда с колбасой, сыром"))).toEqual(reading(ru("3 бутерброда с колбасой и сыром")));
  });

  it("still parts foods where the word after it is no instrumental", () => {
    expect(ru("гречка с котлетой, салат").items.map((i) => i.foodId)).toContain("tomato-cucumber-salad");
    // "ржаной" ends as an instrumental does, yet the bread after it is named as it stands: a food of its own.
    const r = ru("кофе с молоком, ржаной хлеб");
    expect(r.items).toHaveLength(2);
    expect(r.items[1]!.grams).toBe(30);
  });
});
