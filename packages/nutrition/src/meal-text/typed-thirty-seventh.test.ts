// Russian readings mended after the typed set's thirty-seventh batch (decision 024): a bottle's size typed with its
// litre sign, meat dumplings named with their meat, a set lunch heading its courses after a comma, "суп" before a
// soup's own name, a pack sold light, and dishes the catalog lacked.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();
const read = (text: string) => {
  const item = one(text);
  return [item.foodId, item.grams];
};
const ids = (text: string) => analyzeMealText(text, { lang: "ru" }).items.map((i) => i.foodId);

describe("a drink's bottle with its litres and the litre sign", () => {
  it("reads the litres typed with their sign as the bottle's size, not a second half-litre", () => {
    expect(read("айран бутылка 0,5л")).toEqual(["ru-ayran", 514.6]);
    expect(read("кефир бутылка 0,5 л")).toEqual(["ru-kefir", 514.6]);
    expect(read("пиво бутылка 0,5л")).toEqual(["beer", 500]);
    // Without the sign the decimal was already the bottle's size.
    expect(read("кефир бутылка 0,5")).toEqual(["ru-kefir", 514.6]);
  });
});

describe("meat dumplings named with their meat", () => {
  it("reads the meat as the dumplings' filling, the count after it theirs", () => {
    expect(ids("хинкали с бараниной 4 шт")).toEqual(["khinkali"]);
    expect(read("хинкали с бараниной 4 шт")).toEqual(["khinkali", 240]);
    expect(ids("пельмени со свининой 15 штук")).toEqual(["ru-pelmeni"]);
    expect(ids("ХИНКАЛИ С ГОВЯДИНОЙ")).toEqual(["khinkali"]);
  });

  it("keeps what is spooned over them an item of its own", () => {
    expect(ids("пельмени со сметаной")).toEqual(["ru-pelmeni", "ru-smetana"]);
  });
});

describe("a set lunch heading its courses after a comma", () => {
  it("reads the courses listed after it, not the canteen's whole set beside them", () => {
    expect(ids("взял бизнес-ланч, борщ и котлету с пюре")).toEqual(["borscht", "kotleta", "mashed-potatoes"]);
  });

  it("keeps the set where one food follows it", () => {
    expect(ids("бизнес ланч, чай")).toEqual(["ru-set-lunch", "tea"]);
  });

  it("reads the soup typed after its colon as a course, so no word goes unread and no course is read twice", () => {
    // The set's colon heads its courses (meal-text/food-spans.ts, absorbOwnParts); the set holding the soup had held a
    // main course and a drink beside the котлета and the компот.
    const r = analyzeMealText("бизнес-ланч: суп, котлета, пюре, компот", { lang: "ru" });
    expect(r.unmatched).toEqual([]);
    expect(r.items.map((i) => i.foodId)).toEqual(["chicken-soup", "kotleta", "mashed-potatoes", "kompot"]);
  });
});

describe("the word суп before a soup's own name", () => {
  it("is that soup, not a chicken soup beside it", () => {
    expect(read("суп рассольник тарелка")).toEqual(["rassolnik", 300]);
    expect(ids("суп солянка и хлеб")).toEqual(["solyanka", "bread"]);
  });
});

describe("a pack sold light", () => {
  it("is the food's leanest fat on the catalog's list", () => {
    const light = one("майонез лайт 2 ложки");
    const plain = one("майонез 2 ложки");
    expect(light.foodId).toBe("ru-mayonnaise-30");
    expect(light.calories).toBeLessThan(plain.calories / 2);
    expect(one("лёгкий майонез ложка").foodId).toBe("ru-mayonnaise-30");
  });
});

describe("dishes the catalog lacked", () => {
  it("reads fried lagman as the stir-fried noodles, richer than the soup", () => {
    expect(one("жареный лагман").foodId).toBe("lagman-fried");
    expect(one("жареный лагман").calories).toBeGreaterThan(one("лагман").calories * 1.5);
  });

  it("reads ёжики as meatballs with rice in sauce", () => {
    expect(read("ежики 4 шт")).toEqual(["tefteli-sauce", 240]);
  });

  it("reads a baked пирожок as leaner than the fried one", () => {
    const baked = one("пирожок с картошкой печёный");
    expect(baked.foodId).toBe("pirozhok-potato-baked");
    expect(baked.calories).toBeLessThan(one("пирожок с картошкой").calories * 0.9);
  });

  it("reads a shashlik of thighs as thigh meat with its skin", () => {
    expect(read("шашлык из бедер 300 г")).toEqual(["chicken-thigh-shashlik", 300]);
    expect(one("шашлык из бедер 300 г").calories).toBeGreaterThan(one("куриный шашлык 300 г").calories);
  });

  it("reads a drinkable yogurt sold without sugar as the plain yogurt", () => {
    expect(read("питьевой йогурт без сахара 290 г")).toEqual(["ru-yogurt-natural", 290]);
  });
});

describe("азу", () => {
  it("is its own dish of fried beef, potatoes and pickles, richer than goulash", () => {
    expect(read("азу порция")).toEqual(["azu", 250]);
    expect(one("азу по-татарски").calories).toBeGreaterThan(one("гуляш").calories * 1.5);
  });
});

describe("a chain's basket said with the chicken in it", () => {
  it("is the box that chicken came in, not popcorn chicken beside it", () => {
    expect(ids("баскет с крыльями 6 шт")).toEqual(["chicken-wings"]);
    expect(ids("баскет и кола")).toEqual(["popcorn-chicken", "cola"]);
  });
});

describe("a milk drink's size said before the milk it was made on", () => {
  it("keeps the size and reads the milk as the drink's own", () => {
    expect(read("капучино большой на обезжиренном молоке")).toEqual(read("капучино большой"));
    expect(ids("латте средний на обезжиренном молоке")).toHaveLength(1);
  });

  it("finds the drink the catalog names by a plant milk, split from it by the size", () => {
    expect(read("латте большой на овсяном молоке")).toEqual(["latte-plant-milk", 500]);
  });
});

describe("a protein pudding", () => {
  it("is the high-protein cup, not the sweet pudding", () => {
    expect(read("пудинг протеиновый 200 г")).toEqual(["ru-protein-pudding", 200]);
    expect(one("протеиновый пудинг").calories).toBeLessThan(one("пудинг 200 г").calories * 0.75);
  });
});

describe("Georgian café dishes the catalog lacked", () => {
  it("reads оджахури, чкмерули, чашушули and хашлама as dishes, not as unread words", () => {
    expect(read("оджахури порция")).toEqual(["odzhakhuri", 300]);
    expect(one("цыпленок чкмерули").foodId).toBe("chkmeruli");
    expect(one("чашушули").foodId).toBe("chashushuli");
    expect(read("хашлама из баранины тарелка")).toEqual(["khashlama", 350]);
  });

  it("reads кубдари by the slice, as a pie, and its meat as its filling", () => {
    expect(read("2 куска кубдари")).toEqual(["kubdari", 200]);
    expect(ids("кубдари с говядиной")).toEqual(["kubdari"]);
  });
});

describe("red fish laid on a блин", () => {
  it("is the lightly salted fish sold sliced for it, not a baked fillet on each", () => {
    expect(ids("блины с семгой 2 шт")).toEqual(["bliny", "ru-salted-red-fish"]);
    const items = analyzeMealText("блин с форелью", { lang: "ru" }).items;
    expect(items.reduce((sum, i) => sum + i.calories, 0)).toBeLessThan(200);
    // Named on its own, it is still the fillet.
    expect(read("семга 150г")).toEqual(["salmon", 150]);
  });
});

describe("a cutlet said of a fish", () => {
  it("is the fish cutlet, not the beef one with the fish for its mince", () => {
    expect(read("котлеты из минтая 3 шт")[0]).toBe("kotleta-fish");
    expect(one("котлета из щуки").foodId).toBe("kotleta-fish");
    expect(one("котлета из свинины").foodId).toBe("kotleta");
  });
});
