// Meals as people who count macros type them: weights before or after the food, lean and fat shares of ground meat,
// and food weighed raw or dry before it was cooked.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });

describe("lean and fat shares of ground meat", () => {
  it("are its fat content, never a fraction of a gram amount", () => {
    expect(one("6 oz 96/4 ground beef").foodId).toBe("beef-ground-3");
    expect(one("6 oz 96/4 ground beef").grams).toBeCloseTo(170.1, 1);
    expect(one("ground turkey 85/15 5oz").foodId).toBe("turkey-ground-15");
    expect(one("99/1 ground turkey 100g").foodId).toBe("turkey-ground-1");
    expect(one("80/20 ground beef").foodId).toBe("beef-ground");
    // Raw and lean at once: the raw pack of that share.
    expect(one("raw 93/7 ground beef 200g").foodId).toBe("beef-ground-raw-7");
  });

  it("are read from a lean share said in percent", () => {
    expect(one("95% lean ground beef 5 oz").foodId).toBe("beef-ground-5");
    expect(one("ground turkey 85% lean 4oz").foodId).toBe("turkey-ground-15");
  });

  it("leave a share that makes no lean pack as it was", () => {
    expect(read("rice and quinoa 50/50").items.map((i) => i.foodId)).not.toContain("beef-ground");
    expect(one("1/2 cup rice").grams).toBeLessThan(100);
  });
});

describe("food weighed before cooking", () => {
  it("is the catalog's raw or dry food whichever of raw, dry and uncooked is said", () => {
    expect(one("uncooked rice 60g").foodId).toBe("rice-dry");
    expect(one("rice raw 60g").foodId).toBe("rice-dry");
    expect(one("pasta 75g raw").foodId).toBe("pasta-dry");
    expect(one("quinoa uncooked 45g").foodId).toBe("quinoa-dry");
    expect(one("brown rice 50 g dry").foodId).toBe("rice-brown-dry");
    expect(one("red lentils dry 40g").foodId).toBe("lentils-dry");
    expect(one("jasmine rice dry 70g").foodId).toBe("rice-dry");
    expect(one("chicken raw 200g").foodId).toBe("chicken-breast-raw");
    expect(one("ground turkey uncooked 4oz").foodId).toBe("turkey-ground-raw");
    expect(one("cod fillet 200g raw").foodId).toBe("cod-raw");
    expect(one("raw prawns 120g").foodId).toBe("shrimp-raw");
    expect(one("sirloin 10 oz raw").foodId).toBe("steak-raw");
    // FNDDS's "…, from raw" is a dish cooked from raw meat, never the meat weighed raw.
    expect(one("chicken thigh skinless raw 180g").foodId).toBe("chicken-thigh-raw");
    // Read by another of its names, or past a word the name lacks, the food is still found dry by its own names.
    expect(one("macaroni 100g uncooked").foodId).toBe("pasta-dry");
    expect(one("penne 2 oz dry").foodId).toBe("pasta-dry");
  });

  it("stays cooked when nothing says otherwise", () => {
    expect(one("quinoa 150g").foodId).toBe("quinoa");
    expect(one("ground turkey 4oz").foodId).toBe("turkey-ground");
  });
});

describe("a scoop of protein powder", () => {
  it("is the tin's 30 g serving whatever the powder is called", () => {
    expect(one("3 scoops whey protein").grams).toBe(90);
    expect(one("whey isolate 1 scoop").grams).toBe(30);
    expect(one("casein 1 scoop").foodId).toBe("protein-shake");
    expect(one("a scoop of protein powder").grams).toBe(30);
  });

  it("leaves the shake of a powder said alone a shake, not a milkshake", () => {
    expect(one("casein shake").foodId).toBe("protein-shake-drink");
  });
});

describe("products people who count macros name by the brand or the kind", () => {
  it("are read as the catalog food they are", () => {
    expect(one("3 tbsp pb2").foodId).toBe("peanut-powder");
    expect(one("3 tbsp pb2").grams).toBe(18);
    expect(one("skyr 200g").foodId).toBe("ru-skyr");
    expect(one("2 chobani").foodId).toBe("greek-yogurt");
    expect(one("oat milk 1 cup").foodId).toBe("ru-oat-milk");
    expect(one("fairlife 2 cups").foodId).toBe("milk-2");
    expect(one("core power").foodId).toBe("protein-shake-drink");
  });

  it("read a patty, a riced vegetable, a spread and a powder by what they are made of", () => {
    expect(one("2 turkey patties").foodId).toBe("turkey-ground");
    expect(one("burger patty 90/10").foodId).toBe("beef-ground-10");
    expect(one("riced cauliflower 200g").foodId).toBe("cauliflower");
    expect(one("skippy 1 tbsp").foodId).toBe("peanut-butter");
    expect(one("collagen peptides 2 scoops").grams).toBe(20);
    expect(one("whey protein shake").foodId).toBe("protein-shake-drink");
  });

  it("take a sugar-free energy drink for the diet variant", () => {
    expect(one("monster zero ultra").calories).toBeLessThan(30);
    expect(one("zero sugar monster").calories).toBeLessThan(30);
    expect(one("rockstar sugar free").foodId).toBe("energy-drink-sugar-free");
    expect(one("celsius can").calories).toBeLessThan(30);
    expect(one("gatorade zero 20 oz").calories).toBeLessThan(10);
    expect(one("dr pepper zero").foodId).toBe("dr-pepper-diet");
    expect(one("diet gatorade").foodId).toBe("sports-drink-zero");
  });
});

describe("an amount split into portions", () => {
  it("is one portion of it", () => {
    expect(one("2 lb ground turkey split into 4 meals").grams).toBeCloseTo(226.8, 1);
    expect(one("900g chicken breast divided by 6").grams).toBe(150);
    expect(one("a large pizza shared among four people").grams).toBe(one("a large pizza").grams / 4);
    expect(one("rice 400g split in half").grams).toBe(200);
  });

  it("leaves foods named with the word alone", () => {
    expect(one("banana split").grams).toBeGreaterThan(300);
    expect(one("split pea soup").foodId).not.toBe("");
  });
});

describe("a splash of milk", () => {
  it("is what goes into a mug, never a glass of its own", () => {
    expect(read("tea w/ a splash of 2% milk").items.map((i) => [i.foodId, Math.round(i.grams)])).toEqual([
      ["tea", 250],
      ["milk-2", 31],
    ]);
    expect(one("2 splashes of skim milk").grams).toBeLessThan(70);
  });
});

describe("a dish followed by its own parts", () => {
  const ids = (text: string) => read(text).items.map((i) => i.foodId);
  it("is the dish made of them, whether typed side by side or after a colon", () => {
    expect(ids("chicken burrito bowl rice black beans")).toEqual(["burrito-bowl"]);
    expect(ids("burrito bowl chicken rice")).toEqual(["burrito-bowl"]);
    expect(ids("poke: salmon, rice")).toEqual(["poke"]);
    expect(ids("burrito bowl: chicken, rice, beans")).toEqual(["burrito-bowl"]);
  });

  it("keeps a food the dish is not made of, or one with its own amount, an item of its own", () => {
    expect(ids("burrito bowl: chicken, rice, guacamole")).toEqual(["burrito-bowl", "guacamole"]);
    expect(ids("burrito bowl rice 200g")).toEqual(["burrito-bowl", "rice"]);
  });
});

describe("a chain's name said with its dish", () => {
  it("is that chain's dish", () => {
    expect(one("subway turkey 6 inch").foodId).toBe("turkey-sub");
    expect(one("chipotle bowl").foodId).toBe("burrito-bowl");
    expect(read("turkey and swiss wrap").items[0]!.foodId).toBe("wrap-sandwich");
    expect(read("wrap with chicken and lettuce").items.map((i) => i.foodId)).not.toContain("chicken");
  });
});

describe("a 'c' after a number", () => {
  it("is a cup, as recipes abbreviate it", () => {
    expect(one("quinoa 1c").grams).toBe(one("quinoa 1 cup").grams);
    expect(one("3/4c egg whites").grams).toBe(one("3/4 cup egg whites").grams);
    expect(one("2 c. broccoli").grams).toBe(one("2 cups broccoli").grams);
  });

  it("stays a letter of a name elsewhere", () => {
    expect(read("vitamin c").items.map((i) => i.grams)).not.toContain(240);
  });
});

describe("a food named again right after its amount", () => {
  it("is the cut or kind of it, not a second serving", () => {
    expect(one("steak 8oz top sirloin").grams).toBeCloseTo(226.8, 1);
    expect(one("chicken 6 oz breast").grams).toBeCloseTo(170.1, 1);
  });
});

describe("a spear of asparagus", () => {
  it("is one stalk, SR28's 15 g, not a gram", () => {
    expect(one("10 spears asparagus").grams).toBe(150);
    expect(one("asparagus 4 spears").grams).toBe(60);
  });
});

describe("whites counted alone", () => {
  it("are egg whites, and a colour before a food stays that food's", () => {
    expect(read("2 eggs + 4 whites").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["egg", 100],
      ["egg-white", 132],
    ]);
    expect(one("6 whites").foodId).toBe("egg-white");
    expect(read("2 slices white bread").items.map((i) => i.foodId)).not.toContain("egg-white");
  });
});

describe("a block or a carton", () => {
  it("is the food's pack as sold", () => {
    expect(one("1/4 block tofu").grams).toBe(116);
    expect(one("half a carton of egg whites").grams).toBe(227);
  });
});

describe("a protein shake said with a milk", () => {
  it("is a scoop of powder and a glass of that milk, as the catalog's shake with milk is", () => {
    expect(read("protein shake w/ 1% milk").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["protein-shake", 30],
      ["milk-1", 250],
    ]);
    expect(read("protein shake with soy milk 200ml").items.map((i) => i.foodId)).toEqual(["protein-shake", "soy-milk"]);
    // A milk in a coffee stays a splash.
    expect(read("coffee with 1% milk").items[1]!.grams).toBe(30);
  });
});
