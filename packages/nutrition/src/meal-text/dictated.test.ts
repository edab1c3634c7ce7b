// Text dictated by voice on a phone (elements.ts): no punctuation, numbers said as words, the person correcting an
// amount aloud; and supermarket packs retold from the label, "2 шт по 120 г".
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs(undefined, { whole: true });
const grams = (text: string) => analyzeMealText(text).items.map((i) => i.grams);

describe("a count corrected aloud", () => {
  it("takes the number said after 'нет', 'даже', 'вернее' as the item's count in place of the one before", () => {
    expect(one("пять штук пельменей нет десять").grams).toBe(2 * one("пять штук пельменей").grams);
    expect(one("три яйца даже четыре").grams).toBe(one("четыре яйца").grams);
    expect(one("сырники две штуки вернее три").grams).toBe(one("сырники три штуки").grams);
    expect(one("гречка 200 г нет 300").grams).toBe(300);
  });

  it("counts the food's portion by it when no count was said before", () => {
    expect(one("кусок пиццы даже два").grams).toBe(2 * one("кусок пиццы").grams);
    expect(one("сосиска нет две").grams).toBe(one("две сосиски").grams);
  });

  it("corrects only its own item, the next one after 'и' keeps its reading", () => {
    expect(grams("блины три точнее четыре и чай")).toEqual([...grams("четыре блина"), ...grams("чай")]);
    expect(grams("два бутерброда и чай нет")).toEqual(grams("два бутерброда и чай"));
  });
});

describe("a correction said again in full", () => {
  const read = (text: string) => analyzeMealText(text).items.map((i) => [i.name, i.grams]);

  it("reads only the restated item, the words it supersedes left unmatched", () => {
    expect(read("один банан нет два банана")).toEqual(read("два банана"));
    expect(read("две котлеты вернее три котлеты и пюре")).toEqual(read("три котлеты и пюре"));
    expect(read("два яйца нет три сосиски")).toEqual(read("три сосиски"));
    expect(analyzeMealText("один банан нет два банана").unmatched).toEqual(["один банан нет"]);
  });

  it("takes a correction that repeats the measure, or counts pieces, as the settled amount of the same food", () => {
    expect(one("стакан кефира нет два стакана").grams).toBe(one("два стакана кефира").grams);
    expect(one("кусок пиццы даже два куска").grams).toBe(one("два куска пиццы").grams);
    expect(one("две котлеты нет три штуки").grams).toBe(one("три котлеты").grams);
    expect(one("пельмени десять штук нет пятнадцать штук").grams).toBe(one("пельмени пятнадцать штук").grams);
    expect(one("сыр 2 куска нет 50 г").grams).toBe(50);
  });
});

describe("packs of so much each", () => {
  it("reads 'N шт по X г' as N packs of X each, the pieces word restating the count", () => {
    expect(one("йогурт 2 шт по 120 г").grams).toBe(240);
    expect(one("йогурт три штуки по 95 грамм").grams).toBe(285);
    expect(one("сырок 3 шт по 40 г").grams).toBe(120);
    expect(one("творожок 2 штуки по 100 г").grams).toBe(200);
  });
});

describe("a whole day dictated without punctuation", () => {
  const names = (text: string) => analyzeMealText(text).items.map((i) => i.name);

  it("ends a food at a meal or time word said between two foods", () => {
    expect(names("суп вечером курица")).toEqual([...names("суп"), ...names("курица")]);
    expect(names("суп на ужин курица с рисом")).toEqual([...names("суп"), ...names("курица с рисом")]);
    expect(names("на завтрак каша овсяная на обед суп на ужин курица с рисом")).toEqual([
      ...names("каша овсяная"),
      ...names("суп"),
      ...names("курица с рисом"),
    ]);
    expect(names("суп потом курица гриль")).toEqual([...names("суп"), ...names("курица гриль")]);
  });

  it("keeps a meal word before 'с' or 'и' as only when the food was eaten", () => {
    expect(names("сырники на завтрак со сметаной")).toEqual(names("сырники со сметаной"));
    expect(names("кофе утром с молоком")).toEqual(names("кофе с молоком"));
  });
});

describe("a small carton", () => {
  it("reads a drink's 'коробочка' as the 200 ml carton, a box of a food as its pack", () => {
    expect(one("коробочка сока").grams).toBe(200);
    expect(one("сок маленькая коробочка").grams).toBe(200);
    expect(one("две коробочки сока").grams).toBe(400);
    expect(one("коробочка молока").grams).toBeLessThan(250);
    expect(one("коробка сока").grams).toBe(1000);
    expect(one("коробочка творога").grams).toBe(one("пачка творога").grams);
  });
});

describe("supermarket ready food as people name it", () => {
  it("reads noodles in a cup as instant noodles and potato wedges as the chains' country potatoes", () => {
    expect(one("лапша в стаканчике").foodId).toBe("ru-instant-noodles");
    expect(one("две лапши в стаканчике").grams).toBe(180);
    expect(one("картофельные дольки").foodId).toBe("ru-chain-country-potatoes");
    expect(one("картошка дольками").foodId).toBe("ru-chain-country-potatoes");
  });
});
