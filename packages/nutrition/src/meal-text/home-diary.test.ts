// Russian diary lines about home food, typed as whole sentences or run-on notes (food-spans.ts, catalog recipes).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("ru");
const foods = (text: string) => read(text).items.map((i) => i.foodId);

describe("a food named in the accusative beside another", () => {
  it("keeps a feminine food said as what was eaten as an item of its own", () => {
    expect(foods("взяла щи гречку с подливой и котлету")).toEqual(["shchi", "buckwheat", "gravy", "kotleta"]);
    expect(foods("выпила чай съела конфету")).toHaveLength(2);
    expect(foods("кофе булочку")).toHaveLength(2);
    expect(foods("купила шаурму колу")).toHaveLength(2);
  });

  it("reads an adjective in the accusative with its noun", () => {
    expect(read("щи жареную картошку").items.map((i) => i.name)).toEqual(["щи", "жареная картошка"]);
  });

  it("keeps a dative after к as what the first food was had with", () => {
    expect(foods("крекеры к пиву")).toHaveLength(1);
  });
});

describe("home dishes the catalog cooks itself", () => {
  it("reads a potato casserole with mince as one dish, not a curd bake beside raw mince", () => {
    expect(foods("запеканка картофельная с фаршем")).toEqual(["potato-casserole"]);
    expect(foods("картофельная запеканка кусок")).toEqual(["potato-casserole"]);
    // "запеканка" alone stays the curd one.
    expect(foods("запеканка")).toEqual(["zapekanka"]);
  });

  it("reads fried eggplant with its frying oil", () => {
    const fried = read("баклажаны с чесноком").items[0]!;
    expect(fried.foodId).toBe("eggplant-fried");
    expect(fried.calories / fried.grams).toBeGreaterThan(1.3);
    expect(foods("баклажаны жареные")).toEqual(["eggplant-fried"]);
    expect(foods("баклажаны")).toEqual(["eggplant"]);
  });
});

describe("a topping typed beside бутерброд", () => {
  it("reads the sandwich as bread under the topping, before it or after", () => {
    expect(foods("икра красная бутерброд")).toEqual(["ru-caviar-red", "bread"]);
    expect(foods("бутерброд сыр")).toEqual(["bread", "ru-cheese"]);
    expect(foods("сало бутерброд")).toEqual(["ru-salo", "bread"]);
  });

  it("keeps the everyday sandwich beside a food that is no topping, or after a comma", () => {
    expect(foods("бутерброд котлета")).toEqual(["sandwich-sausage", "kotleta"]);
    expect(foods("бутерброд, сыр")).toEqual(["sandwich-sausage", "ru-cheese"]);
    expect(foods("бутерброд чай")).toEqual(["sandwich-sausage", "tea"]);
  });
});

describe("eggs of an egg dish", () => {
  it("gives the eggs counted after what the dish was made with to the dish", () => {
    const omelette = read("омлет с сыром из 3 яиц").items;
    expect(omelette.map((i) => i.foodId)).toEqual(["omelette", "ru-cheese"]);
    expect(omelette[0]!.grams).toBe(150);
    expect(omelette[1]!.grams).toBe(20);
    expect(read("яичница с колбасой из трех яиц").items[0]!.grams).toBe(150);
  });

  it("reads a Russian яичница with no count as two eggs, a singular fried egg and an English one as one", () => {
    expect(read("яичница").items[0]!.grams).toBe(92);
    expect(read("яйцо жареное").items[0]!.grams).toBe(46);
    expect(readAs("en")("fried egg").items[0]!.grams).toBe(46);
    expect(read("яичница 3 шт").items[0]!.grams).toBe(138);
  });
});

describe("salads, sandwiches and patties of a Russian kitchen", () => {
  it("weighs a salad of one vegetable as a salad's plate", () => {
    expect(read("салат из редиски").items[0]!.grams).toBe(150);
    expect(read("салат из моркови").items[0]!.grams).toBe(150);
    // What a salad of shrimp is made of keeps its own portion.
    expect(read("салат из креветок").items[0]!.grams).toBe(100);
  });

  it("reads горячий бутерброд as one open slice under cheese", () => {
    const hot = read("горячий бутерброд").items[0]!;
    expect(hot.foodId).toBe("hot-sandwich");
    expect(hot.calories).toBeLessThan(250);
    expect(foods("горячий бутерброд с сыром и колбасой")).toEqual(["hot-sandwich", "ru-doktorskaya"]);
  });

  it("reads potato zrazy apart from the meat ones", () => {
    expect(foods("зразы картофельные")).toEqual(["zrazy-potato"]);
    expect(foods("зразы")).toEqual(["zrazy"]);
  });

  it("keeps sprats or herring beside бутерброд as its topping", () => {
    expect(foods("бутерброд шпроты")).toEqual(["bread", "ru-sprats"]);
    expect(foods("бутерброд яйцо")).toEqual(["sandwich-sausage", "egg"]);
  });
});

describe("an adverb that shares a stem with a dish", () => {
  it("reads no stew in hot weather", () => {
    expect(foods("окрошка на кефире две тарелки жарко")).toEqual(["okroshka-kefir"]);
    expect(foods("жаркого тарелку")).toEqual(["zharkoe"]);
  });
});

describe("fish in aspic", () => {
  it("reads заливное as fish set in its broth, lighter than the plain fish", () => {
    const aspic = read("заливное из рыбы").items;
    expect(aspic.map((i) => i.foodId)).toEqual(["fish-aspic"]);
    expect(aspic[0]!.calories).toBeLessThan(read("рыба").items[0]!.calories);
  });
});

describe("a verb of cooking beside a food", () => {
  it("reads the food as cooked so, whichever side the verb stands", () => {
    expect(foods("картошку жарила на сале")).toEqual(["potato-pan-fried"]);
    expect(foods("жарила картошку")).toEqual(["potato-pan-fried"]);
    expect(foods("потушила капусту")).toEqual(["cabbage-braised"]);
  });

  it("leaves a food with no such cooked variant as it is", () => {
    expect(foods("сварила борщ")).toEqual(["borscht"]);
  });
});

describe("a dish of minced beef said with another meat", () => {
  it("reads the dish made with that meat, not a serving of it beside", () => {
    expect(foods("картофельная запеканка с курицей")).toEqual(["potato-casserole"]);
  });
});

describe("a dressed salad said with its own dressing", () => {
  it("reads the salad, whose recipe holds the dressing already", () => {
    expect(foods("оливье с майонезом")).toEqual(["olivier"]);
    expect(foods("салат из свеклы с чесноком и майонезом")).toEqual(["beet-garlic-salad"]);
    expect(foods("винегрет с маслом")).toEqual(["vinegret"]);
  });

  it("keeps a topping on a dish that is no salad, and a dressing the salad is not made with", () => {
    expect(foods("запеканка со сметаной")).toHaveLength(2);
    expect(foods("блины с маслом")).toHaveLength(2);
    expect(foods("салат из огурцов и помидоров с майонезом")).toHaveLength(2);
  });
});
