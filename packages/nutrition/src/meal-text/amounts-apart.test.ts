// Amounts said apart from their food: a count or measure later in the sentence or after a comma ("pancakes, ate 3
// of them", "кофе, две кружки за день"), read as the food's own amount (quantities.ts).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs(undefined, { whole: true });
const grams = (text: string) => one(text).grams;
const counted = (text: string) => analyzeMealText(text).items[0]!.grams;

describe("words after an amount said apart from its food", () => {
  it("reads who had it and of what as part of the amount", () => {
    expect(grams("made pancakes and ate 3 of them")).toBe(counted("3 pancakes"));
    expect(grams("bought donuts and had 2 myself")).toBe(counted("2 donuts"));
    expect(grams("sausages, 2 of them")).toBe(counted("2 sausages"));
    expect(grams("пельмени, съел 20 сам")).toBe(counted("20 пельменей"));
  });

  it("reads the time it was had over as part of the amount", () => {
    expect(grams("coffee, 2 mugs through the day")).toBe(counted("2 mugs of coffee"));
    expect(grams("кофе, две кружки за день")).toBe(counted("2 кружки кофе"));
  });

  // The size sizes what is counted, as said before the food: "4 небольших сырника" are 42 g each, not 60.
  it("reads a size after a count as part of it", () => {
    expect(grams("potatoes, 2 medium")).toBe(counted("2 medium potatoes"));
    expect(grams("сырники, 4 небольших")).toBe(counted("4 небольших сырника"));
    expect(grams("сырники, 4 небольших")).toBeLessThan(counted("4 сырника"));
  });

  it("reads where or at which meal it was had after the amount as part of it", () => {
    expect(grams("pizza, 2 slices at home")).toBe(counted("2 slices of pizza"));
    expect(one("борщ, тарелка за обедом").name).toBe(one("тарелка борща").name);
  });

  it("reads a hedge or the time of day after the amount as part of it", () => {
    expect(grams("пельмени, штук 15 наверное")).toBe(counted("15 пельменей"));
    expect(grams("конфеты, штук 5 за вечер")).toBe(counted("5 конфет"));
    expect(grams("beer, 3 bottles in total")).toBe(counted("3 bottles of beer"));
    expect(grams("pizza, 2 slices or so")).toBe(counted("2 slices of pizza"));
  });

  it("reads the closing words after an amount bound back without a comma", () => {
    expect(grams("cookies - 5 or so")).toBe(counted("5 cookies"));
    expect(grams("мандарины — штук 6 за вечер")).toBe(counted("6 мандаринов"));
  });

  it("reads 'in total' as words, not inches", () => {
    expect(grams("egg rolls, 2 in total")).toBe(counted("2 egg rolls"));
  });

  it("reads a hedge before a count said apart as 'about'", () => {
    expect(grams("oreos, like 6")).toBe(counted("6 oreos"));
    expect(grams("pancakes, I ate like 4")).toBe(counted("4 pancakes"));
    expect(grams("пельмени, вроде 15")).toBe(counted("15 пельменей"));
  });

  it("shows the hedge with the amount it is said of", () => {
    expect(analyzeMealText("больше половины пиццы").items[0]!.text).toBe("больше половины пиццы");
    expect(analyzeMealText("like 3 cookies").items[0]!.text).toBe("like 3 cookies");
  });

  it("reads a meal said with 'with' after the amount as no food", () => {
    expect(grams("wine, 2 glasses with dinner")).toBe(counted("2 glasses of wine"));
  });

  it("reads a count of pieces followed by what they were served with as the first food's", () => {
    const r = analyzeMealText("котлеты, 3 штуки с пюре");
    expect(r.unmatched).toEqual([]);
    expect(r.items[0]!.grams).toBe(counted("3 котлеты"));
  });

  it("reads an amount after where the food was had as the food's", () => {
    expect(grams("wings at the pub, 10")).toBe(counted("10 wings"));
    expect(grams("tacos from the truck, 3")).toBe(counted("3 tacos"));
    expect(grams("шашлык на даче, 2 шампура")).toBe(counted("2 шампура шашлыка"));
    expect(grams("пицца в кафе, 2 куска")).toBe(counted("2 куска пиццы"));
  });

  it("reads an amount before what the food was had with ('к чаю') as the food's", () => {
    const r = analyzeMealText("печенье, 3 штучки к чаю");
    expect(r.items[0]!.grams).toBe(counted("3 штуки печенья"));
    expect(r.items[1]!.grams).toBe(counted("чай"));
    expect(analyzeMealText("пряники, 2 к чаю").items[1]!.grams).toBe(counted("чай"));
  });

  it("reads a count after 'A к B' and a comma as A's", () => {
    const r = analyzeMealText("печенье к чаю, 3 штуки");
    expect(r.items[0]!.grams).toBe(counted("3 штуки печенья"));
    expect(r.items[1]!.grams).toBe(counted("чай"));
  });

  it("leaves a spoon before 'к чаю' out of it, and no word of it unread", () => {
    expect(analyzeMealText("мёд, чайная ложка к чаю").unmatched).toEqual([]);
  });

  it("reads a drink's cups or a dish's plates followed by what came with them as the first food's", () => {
    const tea = analyzeMealText("чай, 2 кружки с лимоном");
    expect(tea.unmatched).toEqual([]);
    expect(tea.items[0]!.grams).toBe(counted("2 кружки чая"));
    const buckwheat = analyzeMealText("гречка, 2 тарелки с котлетой");
    expect(buckwheat.unmatched).toEqual([]);
    expect(buckwheat.items[0]!.grams).toBe(counted("2 тарелки гречки"));
  });

  it("leaves an amount before another food's name to that food", () => {
    const r = analyzeMealText("кофе, 2 кружки чая");
    expect(r.items).toHaveLength(2);
    expect(r.items[1]!.grams).toBe(counted("2 кружки чая"));
  });
});

describe("a food named again with its count after a comma", () => {
  it("reads the count as the first food's, not a second item", () => {
    expect(grams("картофель отварной, две картофелины")).toBe(counted("две картофелины"));
    expect(grams("eggs, 2 eggs")).toBe(counted("2 eggs"));
  });

  it("reads a count of eggs after an egg dish as the eggs it was made of", () => {
    expect(grams("scrambled eggs, 3 eggs")).toBe(150);
    expect(grams("яичница, 2 яйца")).toBe(100);
  });

  it("keeps a different food after the comma its own item", () => {
    expect(analyzeMealText("бутерброды, 2 бутерброда с сыром").items).toHaveLength(2);
    expect(analyzeMealText("toast, 2 eggs").items).toHaveLength(2);
  });
});

describe("a count said first, before the verb and the food", () => {
  it("reads a count that opens the text as the food's named after the comma", () => {
    expect(grams("two I ate, the tacos")).toBe(counted("2 tacos"));
    expect(grams("3 съела, пирожки")).toBe(counted("3 пирожка"));
    expect(grams("2 bowls I had, of the chili")).toBe(counted("2 bowls of chili"));
  });

  it("leaves a food with its own amount after the comma as said", () => {
    expect(counted("1, гречка 200 г")).toBe(200);
  });
});
