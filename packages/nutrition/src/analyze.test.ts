import fc from "fast-check";
import { describe, expect, it } from "vitest";
import foodsFile from "../data/foods.json" with { type: "json" };
import { analyzeMealText } from "./analyze";
import { getDatabase } from "./database";
import { NutritionInputError } from "./errors";

const one = (text: string) => {
  const r = analyzeMealText(text);
  expect(r.items).toHaveLength(1);
  return r.items[0]!;
};

describe("analyzeMealText — Russian", () => {
  it("reads grams after the food and assumes a typical portion when none is given", () => {
    const r = analyzeMealText("гречка 200 г и котлета");
    expect(r.items.map((i) => [i.foodId, i.grams, i.portionAssumed])).toEqual([
      ["buckwheat", 200, false],
      ["kotleta", 90, true],
    ]);
    // USDA SR28 20010 buckwheat groats, cooked: 92 kcal per 100 g.
    expect(r.items[0]!.calories).toBeCloseTo(184, 0);
    expect(r.unmatched).toEqual([]);
  });

  it("understands inflected forms and counts", () => {
    expect(one("3 яйца").grams).toBe(150);
    expect(one("две котлеты").grams).toBe(180);
    expect(one("пять яиц").foodId).toBe("egg");
    expect(one("с гречкой").foodId).toBe("buckwheat");
  });

  it("reads household units, decimal commas, fractions and ranges", () => {
    expect(one("стакан кефира").grams).toBe(250); // the catalog's glass of kefir
    expect(one("0,5 кг творога").grams).toBe(500);
    expect(one("1/2 стакана молока").grams).toBe(125);
    expect(one("300 мл молока").grams).toBeCloseTo(309, 0); // milk 1.03 g/ml: 247 g a 240 ml cup
    expect(one("½ тарелки борща").grams).toBe(150);
    expect(one("полстакана сметаны").foodId).toBe("ru-smetana");
    expect(one("200-300 г риса").grams).toBe(250);
    expect(one("2 ст. л. сметаны").grams).toBe(30);
    expect(one("1 ч. л. сахара").grams).toBe(5);
    expect(one("полтора ломтика хлеба").grams).toBe(45);
  });

  it("picks the variant for a preparation word and accepts synonyms", () => {
    expect(one("яйцо варёное").foodId).toBe("egg-boiled");
    expect(one("варёное яйцо").foodId).toBe("egg-boiled");
    expect(one("отварная курица").foodId).toBe("chicken-breast-boiled");
    expect(one("жареная картошка").foodId).toBe("potato-pan-fried");
    expect(one("брокколи на пару").foodId).toBe("broccoli");
  });

  it("keeps dish names that contain a connector together", () => {
    expect(one("кофе с молоком").foodId).toBe("coffee-with-milk");
    const r = analyzeMealText("хлеб с маслом и чай");
    expect(r.items.map((i) => i.foodId)).toEqual(["sandwich-butter", "tea"]);
  });

  it("splits lists on commas, и, плюс, + and new lines", () => {
    const r = analyzeMealText("борщ, сметана\nхлеб плюс компот + яблоко");
    expect(r.items.map((i) => i.foodId)).toEqual(["borscht", "ru-smetana", "bread", "kompot", "apple"]);
  });

  it("corrects typos with lower confidence", () => {
    const item = one("гречкка 150 г");
    expect(item.foodId).toBe("buckwheat");
    expect(item.confidence).toBeLessThan(0.9);
  });

  it("reads a short Russian word with one letter left out as the one food it can be, and nothing else short", () => {
    const apple = one("ябоко");
    expect(apple.foodId).toBe("apple");
    expect(apple.confidence).toBeLessThan(0.9);
    expect(one("кефр").foodId).toBe("ru-kefir");
    // A changed letter is no slip to correct in a short word: it may be another food.
    expect(analyzeMealText("хлб").unmatched).toEqual(["хлб"]);
    expect(analyzeMealText("боба").unmatched).toEqual(["боба"]);
  });

  it("reads a short Russian word written as it sounds, an unstressed о as а or е as э, as the one food it can be", () => {
    expect(one("малако").foodId).toBe(one("молоко").foodId);
    expect(analyzeMealText("чай с сохаром").unmatched).toEqual([]);
    // One vowel changed before two: "кофэ" is кофе, not кафе.
    expect(one("кофэ").foodId).toBe("coffee");
    expect(analyzeMealText("боба").unmatched).toEqual(["боба"]);
  });

  it("reads a short English word with a double letter written once as the one food it can be", () => {
    expect(one("a wafle").foodId).toBe(one("a waffle").foodId);
    expect(analyzeMealText("toast with buter").unmatched).toEqual([]);
  });

  it("returns unknown words as unmatched, in the original spelling", () => {
    const r = analyzeMealText("Гречка 100 г, 2 кваркозябры");
    expect(r.items.map((i) => i.foodId)).toEqual(["buckwheat"]);
    expect(r.unmatched).toEqual(["2 кваркозябры"]);
  });
});

describe("analyzeMealText — English", () => {
  it("parses the issue's example", () => {
    const r = analyzeMealText("2 eggs, toast with butter and a coffee with milk");
    expect(r.items.map((i) => i.foodId)).toEqual(["egg", "sandwich-butter", "coffee-with-milk"]);
    expect(r.items[0]!.grams).toBe(100);
  });

  it("reads English units", () => {
    expect(one("100g chicken breast").grams).toBe(100);
    expect(one("1.5 kg potatoes").grams).toBe(1500);
    expect(one("4 oz steak").grams).toBeCloseTo(113.4, 1);
    expect(one("a cup of rice").grams).toBe(158); // USDA SR28 20045: 1 cup cooked rice = 158 g
    expect(one("2 tbsp olive oil").grams).toBe(28);
    expect(one("1 tsp sugar").grams).toBe(5);
    expect(one("2 slices of bread").grams).toBe(60);
    // A bowl in English is FNDDS's unspecified amount of the food (56203056 oatmeal: 240 g); see fndds.test.ts.
    expect(one("a bowl of oatmeal").grams).toBe(240);
    expect(one("a handful of almonds").grams).toBe(30);
    expect(one("half a banana").grams).toBe(60);
    expect(one("1 lb ground beef").grams).toBeCloseTo(453.6, 1);
    expect(one("250 ml milk").grams).toBeCloseTo(254, 0);
  });

  it("chooses preparation variants", () => {
    expect(one("fried egg").foodId).toBe("egg-fried");
    expect(one("boiled eggs").foodId).toBe("egg-boiled");
    expect(one("baked potato").foodId).toBe("potato-baked");
    expect(one("grilled chicken").foodId).toBe("chicken-grilled");
  });

  it("keeps names with 'and' whole", () => {
    expect(one("mac and cheese").foodId).toBe("mac-and-cheese");
    expect(analyzeMealText("rice and beans").items.map((i) => i.foodId)).toEqual(["rice", "beans"]);
  });

  it("answers in the requested language", () => {
    expect(analyzeMealText("гречка", { lang: "en" }).items[0]!.name).toBe("buckwheat");
    expect(analyzeMealText("buckwheat", { lang: "ru" }).items[0]!.name).toBe("гречка");
  });
});

describe("analyzeMealText — input rules", () => {
  it("rejects empty text with INPUT_REQUIRED", () => {
    for (const text of ["", "   ", "\n\t"]) {
      expect(() => analyzeMealText(text)).toThrow(NutritionInputError);
      try {
        analyzeMealText(text);
      } catch (error) {
        expect((error as NutritionInputError).code).toBe("INPUT_REQUIRED");
      }
    }
  });

  it("never throws on non-empty text and returns finite, non-negative numbers", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
        (text) => {
          const r = analyzeMealText(text);
          const numbers = [
            ...Object.values(r.totals),
            ...r.items.flatMap((i) => [
              i.grams,
              i.calories,
              i.protein,
              i.fat,
              i.carbs,
              ...Object.values(i.micronutrients),
            ]),
          ];
          for (const n of numbers) {
            expect(Number.isFinite(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
          for (const i of r.items) expect(i.confidence).toBeGreaterThanOrEqual(0);
          for (const i of r.items) expect(i.confidence).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on mixed food-like text", () => {
    const word = fc.constantFrom(
      "гречка",
      "2",
      "г",
      "и",
      "с",
      "eggs",
      "cup",
      "½",
      "пол",
      "with",
      ",",
      "+",
      "кг",
      "стакан",
      "zzz",
      "1/0",
      "-",
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), (parts) => {
        const text = parts.join(" ");
        if (text.trim().length === 0) return;
        const r = analyzeMealText(text);
        expect(Number.isFinite(r.totals.calories)).toBe(true);
      }),
    );
  });

  it("scales linearly with the quantity", () => {
    const foods = ["гречка", "творог", "chicken breast", "rice", "молоко", "olive oil", "борщ"];
    fc.assert(
      fc.property(
        fc.constantFrom(...foods),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 2, max: 5 }),
        (food, grams, k) => {
          const a = analyzeMealText(`${food} ${grams} г`).totals;
          const b = analyzeMealText(`${food} ${grams * k} г`).totals;
          // Totals are rounded to 0.1, so allow that rounding on both sides.
          expect(Math.abs(b.calories - a.calories * k)).toBeLessThanOrEqual(0.05 * (k + 1) + 1e-9);
          expect(Math.abs(b.protein - a.protein * k)).toBeLessThanOrEqual(0.05 * (k + 1) + 1e-9);
        },
      ),
    );
  });
});

describe("analyzeMealText — phrases", () => {
  it("treats two names without a connector as one dish", () => {
    expect(analyzeMealText("мороженое пломбир 80 г").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["ru-plombir", 80],
    ]);
    expect(analyzeMealText("turkey sandwich").items.map((i) => i.foodId)).toEqual(["turkey-sandwich"]);
  });

  it("shares a weight given after 'A с B' when it fits the whole dish, else gives it to B", () => {
    const dish = analyzeMealText("гречка с грибами 280 г").items;
    expect(dish.map((i) => i.foodId)).toEqual(["buckwheat", "mushrooms"]);
    expect(dish[0]!.grams + dish[1]!.grams).toBeCloseTo(280, 1);
    const topping = analyzeMealText("омлет с сыром 30 г").items;
    expect(topping.map((i) => [i.foodId, i.grams])).toEqual([
      ["omelette", 122],
      ["ru-cheese", 30],
    ]);
  });

  it("weighs a dish 'из N' of an ingredient by that many of the ingredient", () => {
    expect(analyzeMealText("яичница из 2 яиц с беконом 30 г").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["egg-fried", 100],
      ["bacon", 30],
    ]);
  });

  it("reads the same food again after 'with' as what the first is made of, not a second serving", () => {
    const r = analyzeMealText("protein shake with 1 scoop whey and 300 ml milk");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([
      ["protein-shake", 30],
      ["milk", 305],
    ]);
    expect(r.unmatched).toEqual([]);
  });

  it("reads a protein shake said alone in English as the drink, and with its scoops as the powder made up", () => {
    // FNDDS 95120010 high protein shake, ready-to-drink: its unspecified amount 256 g.
    expect(analyzeMealText("a protein shake").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["protein-shake-drink", 256],
    ]);
    expect(analyzeMealText("protein shake with 2 scoops whey").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["protein-shake", 60],
    ]);
  });

  it("attaches preparation and size words after a quantity to the food", () => {
    for (const text of ["брокколи 200 г на пару", "sweet potato 1 medium baked", "corn on the cob 2 ears"]) {
      expect(analyzeMealText(text).unmatched, text).toEqual([]);
    }
    expect(one("dark chocolate 2 squares").grams).toBe(2 * one("dark chocolate 1 piece").grams);
  });

  it("keeps an unknown word after a food's weight unmatched", () => {
    const r = analyzeMealText("гречка 200 г черимойя");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([["buckwheat", 200]]);
    expect(r.unmatched).toEqual(["черимойя"]);
  });

  it("lets a describing word after the quantity pick a more specific food", () => {
    expect([one("минтай 150 г жареный").foodId, one("минтай 150 г жареный").grams]).toEqual(["fish-fried", 150]);
    expect(one("курица 200 г жареная").foodId).toBe("chicken-breast-fried");
    const oats = analyzeMealText("овсянка 60 г сухая на воде").items[0]!;
    expect([oats.foodId, oats.grams]).toEqual(["ru-oat-flakes", 60]);
    expect(one("минтай 150 г").foodId).toBe("pollock");
  });

  it("counts pieces of dishes served by the plate with the piece weight", () => {
    expect(analyzeMealText("пельмени 20 шт").items[0]!.grams).toBe(240);
  });

  it("reads a unit word inside a dish's name as part of the name", () => {
    expect(one("poke bowl with salmon").foodId).toBe("poke");
    expect(one("2 poke bowls").grams).toBe(2 * one("poke bowl").grams);
    // "bowl" alone is still a unit, never a dish.
    expect(one("a bowl of rice").foodId).toBe("rice");
  });

  it("reads main parts of a dish named after 'with' as what it is made of, not extra servings", () => {
    const bowl = one("burrito bowl");
    for (const text of ["burrito bowl with chicken, rice and beans", "burrito bowl with chicken rice and beans"]) {
      expect(
        analyzeMealText(text).items.map((i) => [i.foodId, i.grams]),
        text,
      ).toEqual([["burrito-bowl", bowl.grams]]);
    }
    expect(one("поке с лососем и авокадо").foodId).toBe("poke");
    // The list ends at the first thing that is not part of the dish.
    expect(analyzeMealText("burrito bowl with chicken and a coke").items.map((i) => i.foodId)).toEqual([
      "burrito-bowl",
      "cola",
    ]);
  });

  it("reads what a dish's USDA record is served with, named after 'with', as the record, not a serving more", () => {
    // FNDDS 58104120 "Nachos with cheese", 27111410 "Chili con carne with beans", 58131520 "Ravioli, cheese-filled, with
    // tomato sauce".
    expect(analyzeMealText("nachos with cheese").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["nachos", one("nachos").grams],
    ]);
    expect(analyzeMealText("chili with beans").items.map((i) => i.foodId)).toEqual(["chili"]);
    expect(analyzeMealText("ravioli with tomato sauce").items.map((i) => i.foodId)).toEqual(["ravioli"]);
    // What the record lacks, what it is made with and what it is served without stay items of their own.
    expect(analyzeMealText("chili with beans and cheese").items.map((i) => i.foodId)).toEqual(["chili", "cheese"]);
    expect(analyzeMealText("cinnamon roll with raisins").items.map((i) => i.foodId)).toEqual([
      "cinnamon-roll",
      "raisins",
    ]);
    expect(analyzeMealText("nachos with 30 g cheese").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["nachos", one("nachos").grams],
      ["cheese", 30],
    ]);
  });

  it("keeps a part named with its own quantity, or a minor one, as an item of its own", () => {
    expect(analyzeMealText("burrito bowl with 100 g chicken").items.map((i) => i.foodId)).toEqual([
      "burrito-bowl",
      "chicken",
    ]);
    expect(analyzeMealText("burrito bowl with extra chicken").items.map((i) => i.foodId)).toEqual([
      "burrito-bowl",
      "chicken",
    ]);
    // Golubtsy are stewed with a little sour cream (7% of the recipe); a spoon on top is eaten as well.
    expect(analyzeMealText("голубцы со сметаной").items.map((i) => i.foodId)).toEqual(["golubtsy", "ru-smetana"]);
  });
});

describe("analyzeMealText — names map to the USDA record a person means", () => {
  const source = (text: string) => getDatabase().byId.get(one(text).foodId)!.source;
  const usdaName = (text: string) =>
    (foodsFile as { foods: Record<string, { name: string }> }).foods[source(text)]!.name;

  it("takes cooked records for meat and fish named without a method", () => {
    expect(usdaName("steak 100 g")).toMatch(/^Beef, .*steak.*cooked/);
    expect(usdaName("salmon 100 g")).toBe("Salmon, cooked, NS as to cooking method");
  });

  it("uses USDA's not-specified records for names of unstated kind", () => {
    expect(usdaName("roasted potatoes 100 g")).toBe("Potato, roasted, NFS");
    expect(usdaName("tortilla 40 g")).toBe("Tortilla, NFS");
    expect(usdaName("french fries 100 g")).toBe("Potato, french fries, NFS");
    expect(usdaName("flour tortilla")).toMatch(/^Tortillas, .*flour/);
  });

  it("keeps different foods that share a word apart", () => {
    expect(one("noodles 100 g").foodId).toBe("egg-noodles");
    expect(one("pasta 100 g").foodId).toBe("pasta");
    expect(one("rice pilaf 150 g").foodId).toBe("rice-pilaf");
    expect(one("плов 300 г").foodId).toBe("plov-chicken");
    expect(one("caesar salad with chicken").foodId).toBe("caesar-salad");
    expect(one("салат цезарь").foodId).toBe("caesar-salad");
  });

  it("takes a salad undressed when its dressing is named as its own item or refused", () => {
    expect(one("caesar salad").foodId).toBe("caesar-salad-side");
    const listed = analyzeMealText("caesar salad 150 g, caesar dressing 20 g").items;
    expect(listed.map((i) => [i.foodId, i.grams])).toEqual([
      ["caesar-salad-plain", 150],
      ["caesar-dressing", 20],
    ]);
    expect(usdaName("caesar salad without dressing")).toBe("Caesar salad, with romaine, no dressing");
    expect(one("цезарь без соуса").foodId).toBe("caesar-salad-chicken-plain");
  });

  it("maps names that used to land on another food", () => {
    expect(one("mahi mahi 150 g").foodId).toBe("mahi-mahi");
    expect(one("soy sausage").foodId).toBe("sausage-meatless");
    expect(one("spring rolls").foodId).toBe("spring-roll");
    expect(one("country rice 100 g").foodId).toBe("rice-pilaf"); // a Nutrition5k ingredient name
  });

  it("knows dishes and drinks people name as one thing", () => {
    expect(one("fish and chips").foodId).toBe("fish-and-chips");
    expect(one("салат из огурцов и помидоров со сметаной").foodId).toBe("tomato-cucumber-salad-sc");
    expect(one("quinoa salad").foodId).toBe("quinoa-salad");
    expect(one("протеиновый коктейль на молоке").foodId).toBe("protein-shake-milk");
    expect(one("a grande cold brew").foodId).toBe("coffee");
    expect([one("biscuits and gravy").foodId, one("biscuits and gravy").grams]).toEqual(["biscuits-and-gravy", 220]);
    expect([one("йогурт питьевой").foodId, one("йогурт питьевой").grams]).toEqual(["ru-yogurt-drink", 250]);
    expect(one("ice cream 1 cup").grams).toBe(132); // USDA 19095: ½ cup = 66 g
    expect([one("vanilla yogurt 1 container").foodId, one("vanilla yogurt 1 container").grams]).toEqual([
      "yogurt-vanilla",
      170,
    ]);
  });

  it("reads a chicken thigh as it is sold: on the bone with skin in Russian, boneless and skinless in English", () => {
    expect(usdaName("куриное бедро")).toBe("Chicken, broilers or fryers, thigh, meat and skin, cooked, roasted");
    expect(one("куриное бедро").grams).toBe(137); // SR28 05094: thigh with skin 137 g
    expect(usdaName("филе бедра 200 г")).toBe("Chicken, broilers or fryers, thigh, meat only, cooked, roasted");
    expect(usdaName("chicken thighs 150 g")).toBe("Chicken, broilers or fryers, thigh, meat only, cooked, roasted");
    expect(usdaName("coconut milk 1 cup")).toBe("Coconut milk");
    expect([one("a danish").foodId, one("a danish").grams]).toEqual(["danish", 70]); // FNDDS 53510000, unspecified
    expect(usdaName("кокосовое молоко 100 мл")).toMatch(/^Nuts, coconut milk, canned/);
  });

  it("serves a food named in English the English way where that differs", () => {
    expect(one("a beer").grams).toBe(356); // USDA 14003: 12 fl oz = 356 g
    expect(one("2 beers").grams).toBe(712);
    expect(one("пиво").grams).toBe(500);
    expect(one("2 пива").grams).toBe(1000);
    expect(one("beer 500 ml").grams).toBe(500);
  });

  it("weighs a cup of leafy salad as USDA does, not as a cup of water", () => {
    expect(one("spinach salad 2 cups").grams).toBe(148); // FNDDS 75147000: 1 cup = 74 g
    expect(one("garden salad 1 cup").grams).toBe(73); // FNDDS 75143000: 1 cup = 73 g
  });

  it("tells an English two-slice sandwich from a Russian open бутерброд", () => {
    expect([one("salmon sandwich").foodId, one("бутерброд с красной рыбой").foodId]).toEqual([
      "salmon-sandwich",
      "sandwich-salmon",
    ]);
    expect(usdaName("cheese sandwich")).toBe("Cheese sandwich, NFS");
    expect(one("бутерброд с сыром").foodId).toBe("sandwich-cheese");
    expect(one("salmon sandwich").grams).toBeGreaterThan(2 * one("бутерброд с красной рыбой").grams);
  });
});
