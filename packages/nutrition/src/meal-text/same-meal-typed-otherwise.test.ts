// One meal typed another way is the same meal (decision 024): in capitals, with spaces of another kind or number,
// with its abbreviations capitalised, or with a comma where "и" would stand in a list of what it was served with.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);
const total = (text: string, read: typeof en) => read(text).totals.calories;

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

describe("two meals typed on one line, a comma between them", () => {
  it("read each as it reads alone", () => {
    for (const [first, second] of [
      ["sweet tea", "orange chicken"],
      ["6 chicken wings with buffalo sauce", "shrimp cocktail"],
      ["a cup of black tea with milk", "pita chips with hummus"],
      ["a hot dog with ketchup and mustard", "orange chicken over rice"],
      ["cup of tea with milk", "spoons fish and chips and a pint of lager"],
    ] as const) {
      expect(total(`${first}, ${second}`, en), `${first}, ${second}`).toBeCloseTo(
        total(first, en) + total(second, en),
        0,
      );
    }
  });

  it("keep a chain named after one food to that food's clause", () => {
    // McDonald's egg, cheese and ham bagel was the plain bagel; its sausage biscuits the anzac biscuits.
    expect(reading(en("cherry pie from mcdonald's, black coffee and a plain bagel")).at(-1)).toEqual(
      reading(en("a plain bagel"))[0],
    );
    expect(reading(en("2 anzac biscuits, big mac from mcdonalds"))[0]).toEqual(reading(en("2 anzac biscuits"))[0]);
    // KFC's chicken is fried; a salad's chicken after the KFC potatoes is not.
    expect(reading(en("kfc mashed potatoes and gravy, a large salad with chicken")).at(-1)).toEqual(
      reading(en("a large salad with chicken")).at(-1),
    );
    // A chain heading the line, or named after the whole list, holds for all of it.
    expect(reading(en("kfc: 2 pieces of chicken, mashed potatoes"))[0]![0]).toBe("chicken-fried");
    expect(reading(en("big mac, fries and a coke from mcdonalds"))).toEqual(
      reading(en("at mcdonalds i had a big mac, fries and a coke")),
    );
  });

  it("come to about what each comes to alone (property)", () => {
    const meals = {
      en: [
        "2 eggs and toast",
        "a bowl of oatmeal with blueberries",
        "orange chicken",
        "a large coffee with cream",
        "shrimp cocktail",
        "pita chips with hummus",
        "a turkey sandwich",
        "greek yogurt with honey",
        "a slice of pepperoni pizza",
        "chicken caesar salad",
        "big mac from mcdonalds",
        "an apple",
      ],
      ru: [
        "гречка 200 г с котлетой",
        "борщ со сметаной",
        "чай с сахаром",
        "2 бутерброда с сыром",
        "вареники с картошкой 10 шт",
        "творог 5% 200г",
        "шаурма в лаваше",
        "банан",
        "кофе с молоком",
        "пельмени 15 шт",
      ],
    };
    fc.assert(
      fc.property(
        fc
          .constantFrom("en", "ru")
          .chain((lang) =>
            fc.tuple(fc.constant(lang), fc.constantFrom(...meals[lang]), fc.constantFrom(...meals[lang])),
          ),
        ([lang, first, second]) => {
          fc.pre(first !== second);
          const read = lang === "en" ? en : ru;
          const apart = total(first, read) + total(second, read);
          expect(Math.abs(total(`${first}, ${second}`, read) - apart), `${first}, ${second}`).toBeLessThanOrEqual(
            Math.max(30, 0.25 * apart),
          );
        },
      ),
    );
  });
});

describe("a Russian list going on past a dish and what it was served with", () => {
  it("starts a food of its own at a noun after «и» in the form a list names it in", () => {
    // The bottles were the potatoes', 833 g of them.
    expect(reading(ru("картошка жареная с грибами и актимель 2 бутылочки")).at(-1)).toEqual(
      reading(ru("актимель 2 бутылочки"))[0],
    );
    // What went into the dish, in the instrumental, leaves the amount after it the dish's.
    expect(reading(ru("чай с сахаром и лимоном 2 кружки"))[0]).toEqual(["tea-with-sugar", 600]);
  });

  it("starts a food of its own after a plus, in either language", () => {
    expect(reading(en("bagel with cream cheese + spinach 2 cups raw")).at(-1)).toEqual(
      reading(en("spinach 2 cups raw"))[0],
    );
    expect(reading(ru("чай с сахаром + лимон 2 шт"))[0]).toEqual(reading(ru("чай с сахаром"))[0]);
  });

  it("keeps an amount said after a comma with the food before it when «и» and another food follow", () => {
    expect(reading(ru("пельмешки со сметаной, штук 15 и горсточка изюма")).slice(0, 2)).toEqual(
      reading(ru("пельмешки со сметаной, штук 15")),
    );
  });

  it("keeps what was had of a shared pack when other foods follow it after a comma", () => {
    expect(reading(ru("кола 1,5 литра на компанию, я выпил 0,5, рогалик с маком"))[0]).toEqual(["cola", 500]);
  });
});

describe("sentences typed on without capitals after the full stop", () => {
  it("part the foods as a capital after it does", () => {
    for (const [first, second, read] of [
      ["американо большой", "пиво 330 мл", ru],
      ["3 кусочка пепперони додо", "минтай в кляре 2 куска", ru],
      ["чай 2 кружки", "кусок наполеона", ru],
      ["выпил кефир 1% 250 мл", "котлетка куриная", ru],
      ["щи", "омлет из 2 яиц", ru],
      ["chicken biryani, 2 cups", "frozen waffles 2", en],
      ["shrimp, a cup", "pb 2 tbsp on 2 slices of bread", en],
    ] as const) {
      const line = `${first}. ${second}`;
      expect(total(line, read), line).toBeCloseTo(total(first, read) + total(second, read), 0);
    }
  });

  it("leave a unit cut short with a stop to the food after it", () => {
    expect(reading(ru("200 гр. гречки"))).toEqual([["buckwheat", 200]]);
    expect(reading(ru("2 ст. л. сметаны"))).toEqual([["ru-smetana", 30]]);
    expect(reading(ru("1 ч. л. сахара"))).toEqual([["sugar", 5]]);
    expect(reading(en("12 fl. oz coke"))).toEqual(reading(en("12 fl oz coke")));
  });
});
