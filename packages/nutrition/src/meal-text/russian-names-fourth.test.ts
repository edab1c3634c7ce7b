// The fourth sweep of Russian names (decision 024, follow-up "Russian names, a fourth sweep"): imported brands typed
// in Cyrillic, chains' menus, river and northern fish, muesli bars. The list's development names are read whole by
// russian-names.test.ts; here each change is held by the readings it made, and the neighbours it must not move.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => analyzeMealText(text, { lang: "ru" });
const one = (text: string) => {
  const reading = read(text);
  expect(reading.items).toHaveLength(1);
  expect(reading.unmatched).toEqual([]);
  return reading.items[0]!;
};
const ids = (text: string) => read(text).items.map((item) => item.foodId);

describe("imported brands typed in Cyrillic", () => {
  it("weighs a Toblerone or a Ritter Sport whole, and by its own segment when broken", () => {
    expect(one("тоблерон")).toMatchObject({ foodId: "ru-toblerone", grams: 100 });
    expect(one("полплитки тоблерона")).toMatchObject({ foodId: "ru-toblerone", grams: 50 });
    expect(one("3 дольки тоблерона")).toMatchObject({ foodId: "ru-toblerone", grams: 24 });
    expect(one("шоколадка риттер")).toMatchObject({ foodId: "ru-ritter-sport", grams: 100 });
    expect(one("3 дольки риттера")).toMatchObject({ foodId: "ru-ritter-sport", grams: 18 });
  });

  it("weighs mints by the roll or the box they are sold in", () => {
    expect(one("пачка ментоса")).toMatchObject({ foodId: "ru-mentos", grams: 38 });
    expect(one("тик так")).toMatchObject({ foodId: "ru-tic-tac", grams: 16 });
    expect(one("2 тик така")).toMatchObject({ foodId: "ru-tic-tac", grams: 32 });
  });

  it("reads brands the catalog held under other names", () => {
    expect(one("херши").foodId).toBe("hershey-bar");
    expect(one("2 магнума").foodId).toBe("ru-eskimo");
    expect(one("м&мс")).toMatchObject({ foodId: "ru-mms", grams: 45 });
    expect(one("паста нутелла").foodId).toBe("nutella");
    expect(one("лонгер").foodId).toBe("chicken-burger");
    expect(one("луковые колечки").foodId).toBe("onion-rings");
    expect(one("белковый батончик").foodId).toBe("ru-protein-bar");
    expect(one("рулетики с корицей додо").foodId).toBe("cinnamon-roll");
  });

  it("reads Doritos as tortilla chips in the 100 g pack a Russian shop sells, the English bag unchanged", () => {
    expect(one("пачка чипсов доритос")).toMatchObject({ foodId: "tortilla-chips", grams: 100 });
    expect(analyzeMealText("a bag of tortilla chips", { lang: "en" }).items[0]).toMatchObject({
      foodId: "tortilla-chips",
      grams: 28,
    });
  });

  it('takes "ферреро" alone as the box of three', () => {
    expect(one("ферреро")).toMatchObject({ foodId: "ru-ferrero", grams: 38 });
  });
});

describe("river and northern fish", () => {
  it("reads омуль as the cisco, smoked or not", () => {
    expect(one("жареный омуль").foodId).toBe("cisco");
    expect(one("омуль горячего копчения 1 шт")).toMatchObject({ foodId: "cisco-smoked", grams: 200 });
  });

  it('keeps "омле", an omelette typed short, the omelette, and leaves an ordinary word no food', () => {
    expect(ids("омле из двух яиц")).toEqual(["omelette"]);
    expect(ids("омлет из 2 яиц")).toEqual(["omelette"]);
    // "пила" is "пилаф" cut short, yet a bowl ("пиала") is as near: no food then.
    expect(ids("пила чай с сахаром")).toEqual(["tea-with-sugar"]);
  });

  it("reads сиг, нельма, хариус and налим, fresh and smoked", () => {
    expect(one("сиг").foodId).toBe("whitefish");
    expect(one("кусок нельмы").foodId).toBe("whitefish");
    expect(one("2 хариуса")).toMatchObject({ foodId: "whitefish", grams: 300 });
    expect(one("сиг копченый").foodId).toBe("whitefish-smoked");
    expect(one("налим").foodId).toBe("burbot");
  });

  it("reads dried bream and sabrefish as the dried fish вобла is", () => {
    expect(one("лещ вяленый").foodId).toBe("ru-vobla");
    expect(one("2 чехони").foodId).toBe("ru-vobla");
  });
});

describe("muesli bars and bars made with nuts", () => {
  it('counts "мюсли батончик" one bar, as "батончик мюсли" is', () => {
    expect(one("мюсли батончик")).toMatchObject({ foodId: "ru-cereal-bar", grams: 25 });
    expect(one("3 мюсли батончика").grams).toBe(75);
    // A plural before an adjective or a preposition stays several.
    expect(one("тефтели в томатном соусе").grams).toBe(120);
  });

  it("holds the nuts or the dried fruit a bar is made with in the bar", () => {
    expect(one("мюсли батончик с орехами")).toMatchObject({ foodId: "ru-cereal-bar", grams: 25 });
    expect(one("шоколад с орехами 50 г")).toMatchObject({ foodId: "chocolate-milk-bar", grams: 50 });
    expect(one("шоколад с изюмом").foodId).toBe("chocolate-milk-bar");
    // Fresh fruit, a drink, or nuts joined by "и" are eaten beside it.
    expect(ids("батончик с бананом")).toEqual(["granola-bar", "banana"]);
    expect(ids("шоколадка и орехи")).toEqual(["chocolate-bar", "nuts"]);
  });
});

describe("a pizza named at its chain", () => {
  it("reads a chain pizza's own name said at Додо as that pizza", () => {
    expect(one("пепперони додо").foodId).toBe("ru-pizza-pepperoni");
    expect(one("маргарита из додо").foodId).toBe("ru-pizza-margherita");
    expect(one("четыре сыра в додо").foodId).toBe("ru-pizza-four-cheese");
  });

  it("leaves the sausage and other foods said there as they are", () => {
    expect(one("ломтик пепперони").foodId).toBe("pepperoni");
    expect(one("курица додо").foodId).toBe("chicken");
    expect(one("салат цезарь в додо").foodId).toBe("caesar-salad");
  });
});
