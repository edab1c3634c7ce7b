// Everyday English foods a diary names by the product on the shelf or the takeaway dish, each read as FNDDS's or SR28's
// record of it and weighed by that record's household measures (decision 024; catalog/us-shelf-foods.ts).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const idAndGrams = (text: string) => {
  const item = one(text);
  return [item.foodId, item.grams];
};

describe("an English food named by the product on the shelf", () => {
  it("is the product, not an unknown word", () => {
    // 54337020 Crackers, woven wheat, plain (Triscuit): one cracker 5 g.
    expect(idAndGrams("5 triscuits")).toEqual(["triscuit", 25]);
    // 54304020 Crackers, cheese (Goldfish), named without "crackers".
    expect(one("a handful of goldfish").foodId).toBe("goldfish-crackers");
    // 53109200 Snack cake with icing or filling (Hostess Twinkies): one 40 g.
    expect(idAndGrams("a twinkie")).toEqual(["snack-cake", 40]);
    // 41420250 Hoisin sauce, named without "sauce": a tablespoon 16 g.
    expect(idAndGrams("a tbsp of hoisin")).toEqual(["hoisin", 16]);
    // A Mini Babybel is an Edam-type cheese of 20 g (SR28 01018).
    expect(idAndGrams("a babybel")).toEqual(["babybel", 20]);
    // 11432000 Yogurt, low fat milk, fruit: a Yoplait cup is the 6 oz container.
    expect(idAndGrams("a container of yoplait")).toEqual(["yoplait", 170]);
    // SR28 12012 Seeds, hemp seed, hulled: 3 tbsp 30 g.
    expect(idAndGrams("a tbsp of hemp seeds")).toEqual(["hemp-seeds", 10]);
    // 28141250 Chicken with rice and vegetable, diet frozen meal (Lean Cuisine): one meal 241 g.
    expect(idAndGrams("a lean cuisine")).toEqual(["diet-frozen-meal", 241]);
  });

  it("reads Greek and Middle Eastern dishes as FNDDS's records of them", () => {
    // 77316600 Eggplant and meat casserole (moussaka); 75412030 Eggplant dip (baba ghanoush).
    expect(one("a serving of moussaka").foodId).toBe("moussaka");
    expect(one("a serving of baba ganoush").foodId).toBe("baba-ganoush");
    // 58161510 Grape leaves stuffed with rice: one roll 56 g.
    expect(idAndGrams("2 dolmas")).toEqual(["dolmas", 112]);
    // 58124250 Spanakopitta.
    expect(one("a spanakopita").foodId).toBe("spanakopita");
  });

  it("gives a food its own record where a neighbour with other energy had its name", () => {
    // 51167000 Brioche, one food: it was a challah and a roll side by side.
    expect(idAndGrams("a brioche bun")).toEqual(["brioche", 77]);
    // 53116000 Cake, pound: a piece 91 g (it was 60 g of sponge cake).
    expect(idAndGrams("a slice of pound cake")).toEqual(["pound-cake", 91]);
    // 91611000 Popsicle: a single stick 50 g (it was 80 g of sorbet).
    expect(idAndGrams("a popsicle")).toEqual(["popsicle", 50]);
    // 91708030 Fruit leather and fruit snacks candy: a pouch 26 g, a roll-up 14 g (it was fruit salad and a sweet roll).
    expect(idAndGrams("a pack of fruit snacks")).toEqual(["fruit-snacks", 26]);
    expect(idAndGrams("a fruit roll up")).toEqual(["fruit-snacks", 14]);
    // 56207015 Cream of wheat made with water: 64 kcal a cup's 100 g, not the Russian semolina on milk.
    expect(one("a bowl of cream of wheat").foodId).toBe("cream-of-wheat");
    // 58112510 Dumpling, steamed, filled with meat: one food, not pork beside dumplings.
    expect(one("6 pork dumplings").foodId).toBe("dumplings-asian");
  });

  it("weighs a cup of a solid food by USDA's cup of it, not 240 ml", () => {
    // SR28 16114 Tempeh: a cup 166 g.
    expect(one("a cup of tempeh").grams).toBe(166);
    // FNDDS 73101010 Carrots, raw: a cup 120 g.
    expect(one("a cup of baby carrots").grams).toBe(120);
  });
});

describe("a brand or dish whose name holds another food's word", () => {
  it("is the product, not the food its word names", () => {
    // 53510000 Danish pastry lists the bear claw; it was FNDDS's cooked bear meat.
    expect(one("a bear claw").foodId).toBe("danish");
    // 91745010 Gumdrops lists Swedish fish and jelly beans: they were fish, and jam beside beans.
    expect(one("a handful of swedish fish").foodId).toBe("gumdrops");
    expect(one("a handful of jelly beans").foodId).toBe("gumdrops");
    // 53220030 Cookie, fig bar: one Newton 16 g, not fresh figs.
    expect(idAndGrams("2 fig newtons")).toEqual(["fig-newton", 32]);
    // 53226500 Cookie, marshmallow, with rice cereal: a bar 38 g, not boiled rice.
    expect(idAndGrams("2 rice krispie treats")).toEqual(["rice-krispie-treat", 76]);
    // 91703010 Caramel, chocolate-flavored roll: one Tootsie Roll 6.5 g, not a bread roll.
    expect(one("a tootsie roll").foodId).toBe("tootsie-roll");
    // 14106200 Cheese, Monterey lists pepper jack: a slice 21 g, not a bell pepper.
    expect(idAndGrams("a slice of pepper jack")).toEqual(["monterey", 21]);
    // 91403000 Fruit butter (apple butter), not dairy butter.
    expect(one("a tbsp of apple butter").foodId).toBe("fruit-butter");
    // 13120140 Ice cream bar, chocolate (Klondike), not a granola bar.
    expect(one("a klondike bar").foodId).toBe("klondike");
    // 41301010 Blackeyed peas, not green peas.
    expect(one("a cup of black eyed peas").foodId).toBe("black-eyed-peas");
  });

  it("reads a bread or sausage named with its kind as one food", () => {
    expect(one("a ciabatta roll").foodId).toBe("ciabatta");
    expect(one("a hot cross bun").foodId).toBe("hot-cross-bun");
    // FNDDS 25220710's bun-size link, 75 g.
    expect(idAndGrams("a chorizo sausage")).toEqual(["chorizo", 75]);
    expect(one("a cup of whole milk ricotta").foodId).toBe("ricotta");
  });

  it("knows the snacks, sauces and dishes it did not", () => {
    expect(one("a handful of cheez its").foodId).toBe("cheez-it");
    expect(idAndGrams("a bag of takis")).toEqual(["takis", 28]);
    expect(one("a bag of veggie straws").foodId).toBe("vegetable-chips");
    expect(one("a york peppermint pattie").foodId).toBe("peppermint-pattie");
    expect(one("3 twizzlers").foodId).toBe("licorice");
    expect(one("a tbsp of thousand island").foodId).toBe("thousand-island");
    expect(one("a tsp of worcestershire").foodId).toBe("worcestershire");
    // 22311450 Ham, prosciutto: a thin slice 9.2 g.
    expect(one("3 slices of prosciutto").grams).toBeCloseTo(27.6, 1);
    expect(one("a cannoli").foodId).toBe("cannoli");
    expect(one("2 char siu bao").foodId).toBe("bao");
    expect(one("a bowl of pozole").foodId).toBe("pozole");
    expect(one("a plate of bulgogi").foodId).toBe("bulgogi");
  });

  it("reads a takeaway curry, lassi or noodle soup as the dish, not its first word", () => {
    // 27116100 Beef curry (lamb, mutton, goat, pork): a cup 240 g, not 120 g of roast lamb.
    expect(idAndGrams("a plate of lamb vindaloo")).toEqual(["meat-curry", 240]);
    expect(one("a mango lassi").foodId).toBe("mango-lassi");
    // 28310330 Pho, any Vietnamese meat and rice noodle soup: "bun" is no bread roll.
    expect(one("a bowl of bun bo hue").foodId).toBe("pho");
  });

  it("leaves the Russian words near the new names as they were", () => {
    // "посоле" and "такис" sit one letter from "после" and "такие".
    const ru = readAs("ru");
    expect(ru("после обеда банан").items.map((i) => i.foodId)).toEqual(["banana"]);
  });

  it("weighs a cup of crab meat by FNDDS's cup of flaked crab", () => {
    expect(one("a cup of crab meat").grams).toBe(118);
  });
});

describe("English counts and measures", () => {
  it("reads a bag of candy as FNDDS's package where it lists no bag", () => {
    // 91745100 Skittles: the 2.3 oz package, not the unspecified 14 g.
    expect(one("a bag of skittles").grams).toBe(65);
  });

  it("fills a bowl of an FNDDS dish with at least FNDDS's cup of it", () => {
    // 58150100 Bibimbap: a cup 162 g, its unspecified amount (a survey average) 121 g.
    expect(one("a bowl of bibimbap").grams).toBe(162);
    // 27445220 Kung pao chicken: the same.
    expect(one("a bowl of kung pao chicken").grams).toBe(162);
    // Where the unspecified amount is more, it stands: 305 g of hot and sour soup.
    expect(one("a bowl of hot and sour soup").grams).toBe(305);
  });

  it("reads English pierogi as FNDDS's, not a Russian plate of vareniki", () => {
    // 58121610 Dumpling, potato- or cheese-filled: FNDDS's unspecified amount 100 g, one pierogi 38 g.
    expect(idAndGrams("a serving of pierogies")).toEqual(["pierogi", 100]);
    expect(readAs("ru")("вареники").items[0]!.foodId).toBe("vareniki-potato");
  });

  it("counts items typed before a noun whose plural is itself", () => {
    // FNDDS's medium shrimp (shelled) 5 g: six shrimp were 6 g.
    expect(one("6 shrimp").grams).toBe(30);
    // In words too: a dozen shrimp were twelve 100 g servings.
    expect(one("a dozen shrimp").grams).toBe(60);
    expect(one("six fries").grams).toBe(30);
    // A weight is typed after the food.
    expect(one("shrimp 150").grams).toBe(150);
  });

  it("reads a singular unit word typed straight before a name as the name's first word", () => {
    expect(idAndGrams("3 pound cake")).toEqual(["pound-cake", 273]);
    expect(one("3 glass noodles").foodId).toBe("rice-noodles");
    // A measure said in the plural or with "of" stays a measure.
    expect(one("3 pounds of cake").grams).toBeCloseTo(1361, 0);
    expect(one("2 cups noodles").grams).toBe(320);
  });
});
