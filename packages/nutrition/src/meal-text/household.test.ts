// Household measures and words that decide an amount (portions.ts, price.ts, plurals.ts, food-spans.ts): containers,
// bags, pieces of sliced foods, plurals, milk poured into a dish, oil on a salad.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const items = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, i.grams]);
const one = oneItemAs();

describe("containers", () => {
  it("reads a bottle or can as the food's pack as sold, else its volume, never a glass", () => {
    expect(items("бутылка кефира")).toEqual([["ru-kefir", 930]]);
    expect(items("банка шпрот")).toEqual([["ru-sprats", 160]]);
    // A wine bottle is sold at 0.75 l; a drink without a bottle of its own is half a litre.
    expect(items("бутылка вина")).toEqual([["wine-red", 750]]);
    expect(items("бутылка морса")).toEqual([["ru-mors", 500]]);
    expect(items("банка пива")).toEqual([["beer", 500]]);
    // A carton of juice is the litre it is sold in; no name of juice swallows the word "пакет".
    expect(items("пакет сока")).toEqual([["ru-juice-apple", 1000]]);
  });

  it("reads a Russian can of a food with no pack of its own as USDA's can of it, a drink's as its volume", () => {
    // SR28 16145 canned beans: "can drained solids" 266 g, not a 330 ml drink can.
    expect(items("банка фасоли")).toEqual([["beans-canned", 266]]);
    expect(items("банка энергетика")[0]![1]).toBe(330);
  });

  it("reads a can of a food the catalog also keeps canned as the canned one", () => {
    expect(items("a can of tuna")).toEqual([["tuna-canned", 165]]);
    expect(items("банка тунца")).toEqual([["tuna-canned", 165]]);
    expect(items("банка кукурузы")).toEqual([["ru-corn-canned", 285]]);
  });

  it("reads a bag as the food's single-serving bag", () => {
    expect(items("a bag of chips")).toEqual([["potato-chips", 28]]);
    expect(analyzeMealText("a whole bag of popcorn")).toMatchObject({ unmatched: [], items: [{ grams: 85 }] });
    // A size is FNDDS's bag of that size.
    expect(items("a small bag of chips")).toEqual([["potato-chips", 28]]);
    expect(items("a large bag of chips")).toEqual([["potato-chips", 85]]);
    expect(items("2 whole bags of chips")).toEqual([["potato-chips", 56]]);
  });

  it("reads popcorn of no kind named as FNDDS's popcorn, a microwave bag's, and air-popped only where typed", () => {
    // FNDDS 54403001 Popcorn, NFS: 538 kcal per 100 g, its regular microwave bag 85 g (457 kcal).
    expect(Math.round(analyzeMealText("a bag of popcorn").totals.calories)).toBe(457);
    expect(analyzeMealText("air popped popcorn").items[0]!.name).toMatch(/air-popped/);
  });
});

describe("a spoon of a drink", () => {
  it("is the drink's powder where the catalog names one, and the drink itself where it names none", () => {
    expect(items("ложка какао")).toEqual([["cocoa-powder", 5]]);
    expect(items("стакан молока с ложкой какао")).toEqual([
      ["ru-milk", 250],
      ["cocoa-powder", 5],
    ]);
    expect(one("кружка какао").foodId).toBe(one("какао").foodId);
    expect(one("ложка молока").foodId).toBe("ru-milk");
  });
});

describe("Russian packs, buckets and vessels", () => {
  it("reads a pack word before a food as the pack, never as a name that holds the word after the food", () => {
    // "конфеты в коробке", "вареники из пачки" are names; "коробка конфет" is the box as sold.
    expect(items("коробка конфет")).toEqual([["ru-candy-chocolate", 200]]);
    expect(items("коробку конфет ассорти")).toEqual([["ru-candy-chocolate", 200]]);
    expect(items("конфеты в коробке")).toEqual([["ru-candy-chocolate", 36]]);
  });

  it("reads a bucket as the food's bucket as sold, and a share of one", () => {
    expect(items("ведёрко крыльев")).toEqual([["chicken-wings", 560]]);
    expect(items("ведро острых крылышек")).toEqual([["ru-chain-wings", 480]]);
    expect(items("полведёрка мороженого")).toEqual([["ru-plombir", 225]]);
  });

  it("reads litres after a drink's bottle, can, mug or glass as its size, never after a shot", () => {
    expect(items("бутылка пива 0,33")).toEqual([["beer", 330]]);
    expect(items("кружка пива 0,5")).toEqual([["beer", 500]]);
    expect(items("банка колы 330 мл")).toEqual([["cola", 330]]);
    expect(items("пакет сока 0,2")).toEqual([["ru-juice-apple", 200]]);
    expect(analyzeMealText("рюмка водки 0,5")).toMatchObject({
      unmatched: [],
      items: [{ foodId: "vodka", grams: 50 }],
    });
    expect(items("2 рюмки водки 0,5")).toEqual([["vodka", 100]]);
    // A decimal equal to a fat content the drink is sold at is that fat, the measure before it the amount.
    expect(items("бутылка кефира 1,5")).toEqual([["ru-kefir-1-5", 930]]);
    expect(items("бутылка пива 1,5")).toEqual([["beer", 1500]]);
    // A can or carton counted as a piece or serving of the drink is its vessel too; a small bottle is half a litre.
    expect(items("баночка колы 0,33")).toEqual([["cola", 330]]);
    expect(analyzeMealText("бутылочка воды")).toMatchObject({ unmatched: [], items: [{ grams: 500 }] });
    expect(items("бутылочка питьевого йогурта")).toEqual(items("бутылка питьевого йогурта"));
    expect(items("бутылочка кефира")[0]![1]).toBeCloseTo(514.6, 1);
  });
});

describe("sizes", () => {
  it("sizes a unit by the size word just before it when no count is said", () => {
    expect(one("большая тарелка борща").grams).toBeCloseTo(1.4 * one("тарелка борща").grams, 5);
    expect(one("маленькая порция пюре").grams).toBeCloseTo(0.7 * one("порция пюре").grams, 5);
    expect(analyzeMealText("большая тарелка борща").unmatched).toEqual([]);
  });

  it("reads which plate, said before or after it, as that plate, changing no amount", () => {
    for (const text of [
      "глубокая тарелка борща",
      "борщ тарелка глубокая",
      "мелкая тарелка гречки",
      "гречка тарелка мелкая",
      "две глубокие тарелки супа",
      "полную тарелку макарон",
      "суповая тарелка щей",
    ]) {
      const plain = text.replace(/\s*(?:глубок|мелк|полн|суповая)\S*/u, "");
      expect(analyzeMealText(text).unmatched, text).toEqual([]);
      expect(one(text).grams, text).toBe(one(plain).grams);
      expect(one(text).text, text).toBe(text);
    }
  });

  it("reads 'thin' and 'thick' before a slice as the slice's size, keeping the count", () => {
    // FNDDS sizes slices "small or thin" and "large or thick"; the count before them still counts the slices.
    expect(one("3 thin slices of bread").grams).toBeCloseTo(3 * one("a thin slice of bread").grams, 5);
    expect(one("a thin slice of bread").grams).toBeCloseTo(one("a small slice of bread").grams, 5);
    expect(one("a thick slice of bread").grams).toBeCloseTo(one("a large slice of bread").grams, 5);
    expect(one("a thin slice of bread").grams).toBeLessThan(one("a slice of bread").grams);
    expect(analyzeMealText("3 thin slices of bread").unmatched).toEqual([]);
    // Elsewhere "thin" still names the food.
    expect(analyzeMealText("thin crust pizza").items[0]!.name).toMatch(/thin crust/i);
  });
});

describe("one item said in English with no size", () => {
  it("is FNDDS's medium item of a food it lists in sizes, not the catalog's Russian piece", () => {
    // FNDDS 53206000 Cookie, chocolate chip: small 20 g, medium 30 g, large 45 g; 55101000 Pancakes: medium 50 g.
    expect(items("3 chocolate chip cookies")).toEqual([["chocolate-chip-cookies", 90]]);
    expect(items("a chocolate chip cookie")).toEqual([["chocolate-chip-cookies", 30]]);
    expect(items("2 pancakes")).toEqual([["pancakes-us", 100]]);
    // Russian text keeps the catalog's piece.
    expect(items("печенье с шоколадом 2 шт")).toEqual([["chocolate-chip-cookies", 32]]);
  });

  it("is one usual item of an FNDDS food named in the singular, not FNDDS's unspecified amount", () => {
    // 53234000 Cookie, peanut butter: medium 30 g; quantity not specified 60 g.
    expect(items("peanut butter cookie")).toEqual([["fndds-53234000", 30]]);
    // 52304010 Muffin, wheat bran: medium 130 g, as its unspecified amount; plural, the unspecified amount stands.
    expect(items("bran muffins")).toEqual([["fndds-52304010", 130]]);
  });

  it("keeps a catalog piece that is already FNDDS's own item of the food", () => {
    // "thick / Belgian waffle" 135 g, not the plain waffle's medium 75 g.
    expect(items("a belgian waffle")).toEqual([["belgian-waffle", 135]]);
  });

  it("counts mozzarella sticks, a protein bar and a granola bar by FNDDS's stick and bar in English", () => {
    expect(items("4 mozzarella sticks")).toEqual([["mozzarella-sticks", 176]]);
    expect(items("protein bar")).toEqual([["protein-bar", 34]]);
    expect(items("2 granola bars")).toEqual([["granola-bar", 86]]);
    expect(items("сырные палочки 4 шт")).toEqual([["mozzarella-sticks", 80]]);
    // FNDDS's record read itself: its item is named with its dimensions, "piece or stick (4" x 1" x 3/4")".
    expect(items("3 fried mozzarella sticks")).toEqual([["fndds-14660200", 132]]);
  });

  it("weighs a sized cup as FNDDS's cup of that size where FNDDS sizes its cups, a plain cup as a cup", () => {
    // 13110000 Ice cream: small, medium and large ice cream cups 120, 240 and 360 g; a cup 132 g (SR28 19095).
    expect(items("a large cup of ice cream")).toEqual([["ice-cream", 360]]);
    expect(items("a cup of ice cream")).toEqual([["ice-cream", 132]]);
  });

  it("reads a cup said after the name as the container the food is sold in, a cup before it as a cup", () => {
    // SR28 19183 Puddings, ready-to-eat: "container refrigerated, 4 oz" 108 g.
    expect(items("a pudding cup")).toEqual([["pudding", 108]]);
    expect(items("2 pudding cups")).toEqual([["pudding", 216]]);
    expect(items("a cup of pudding")).toEqual([["pudding", 240]]);
    // FNDDS's record sold in a container: 13230130 Pudding, chocolate, ready-to-eat, "snack size container" 110 g.
    expect(items("chocolate pudding cup")).toEqual([["fndds-13230130", 110]]);
    // A food FNDDS sells in no container keeps the cup.
    expect(items("coffee cup")).toEqual([["coffee", 237]]);
  });

  it("reads 'some' as FNDDS's unspecified amount of the food", () => {
    // 63123000 Grapes, raw: quantity not specified 75 g (the catalog's serving 100 g stands without "some").
    expect(items("some grapes")).toEqual([["grapes", 75]]);
    expect(items("grapes")).toEqual([["grapes", 100]]);
  });

  it("weighs a scoop by FNDDS's scoop", () => {
    expect(items("two scoops of ice cream")).toEqual([["ice-cream", 240]]);
  });

  it("weighs a Russian scoop of powder as the serving of its tin, and a bare spoon of protein as that scoop", () => {
    expect(items("мерная ложка протеина")).toEqual([["protein-shake", 30]]);
    expect(items("протеин 2 скупа")).toEqual([["protein-shake", 60]]);
    expect(items("две мерки протеина")).toEqual([["protein-shake", 60]]);
    expect(items("ложка протеина")).toEqual([["protein-shake", 30]]);
    // A tablespoon said so stays one.
    expect(items("столовая ложка протеина")[0]![1]).toBeLessThan(10);
  });

  it("keeps a measure before 'на' with the food before it, not with what that food was made on", () => {
    expect(items("протеин 2 скупа на воде")[0]).toEqual(["protein-shake", 60]);
    expect(items("какао-порошок 2 ложки на молоке")[0]).toEqual(items("2 ложки какао-порошка")[0]);
  });
});

describe("a size said in English of an SR28 food", () => {
  it("is the size of FNDDS's record of the same food", () => {
    // 71100100 Potato, baked, NFS: medium 285 g (SR28 11674: 173 g); 73401000 Sweet potato, NFS: large 235 g.
    expect(items("a medium baked potato")).toEqual([["potato-baked", 285]]);
    expect(items("a large sweet potato")).toEqual([["sweet-potato", 235]]);
    // Russian text keeps SR28's sizes.
    expect(items("большой батат")).toEqual([["sweet-potato", 180]]);
  });
});

describe("a count of so much each", () => {
  it("reads 'N по X' as N items of X each: half-litres of a drink, grams or pieces", () => {
    expect(items("пиво 2 по 0,5")).toEqual([["beer", 1000]]);
    expect(items("два по 0,5 пива")).toEqual([["beer", 1000]]);
    expect(one("2 по 100 г сыра").grams).toBe(200);
  });
});

describe("English measures", () => {
  it("weighs a cup of a dry snack by its own cup, not by a cup of water", () => {
    expect(items("a cup of corn nuts")).toEqual([["corn-nuts", 95]]);
    expect(items("a cup of potato chips")).toEqual([["potato-chips", 25]]);
    expect(items("a cup of hard pretzels")).toEqual([["pretzels", 40]]);
  });

  it("weighs a container an SR28 row has no measure of by FNDDS's record of the same food", () => {
    // FNDDS's table wine lists a 750 g bottle, as the catalog's own bottle of wine is.
    expect(items("a bottle of red wine")).toEqual([["wine-red", 750]]);
    // FNDDS's beer lists three bottles (12, 16 and 40 fl oz): none is "the" bottle, so the catalog's stays, in
    // English its 12 fl oz one as for "a beer" (portions.ts, servedTheEnglishWay).
    expect(items("a bottle of beer")).toEqual([["beer", 356]]);
    expect(items("бутылка пива")).toEqual([["beer", 500]]);
    expect(items("бутылка вина")).toEqual([["wine-red", 750]]);
  });

  it("sizes an SR28 drink typed in English by FNDDS's record of the same drink", () => {
    // 92410310 Soft drink, cola: small drink 372 g, large drink 744 g (SR28's large is a 32 fl oz cup).
    expect(items("large coke")).toEqual([["cola", 744]]);
    expect(items("a small coke")).toEqual([["cola", 372]]);
  });

  it("serves a piece of cake in English as FNDDS's piece, in Russian as a café's 100 g", () => {
    expect(items("tiramisu")).toEqual([["tiramisu", 175]]);
    expect(items("тирамису")).toEqual([["tiramisu", 100]]);
    expect(items("carrot cake")).toEqual([["carrot-cake", 133]]);
  });

  it("reads a soft pretzel as FNDDS's soft pretzel, not the hard snack", () => {
    expect(items("a soft pretzel")).toEqual([["soft-pretzel", 120]]);
    expect(items("pretzels").map(([id]) => id)).toEqual(["pretzels"]);
  });

  it("reads American sandwiches the catalog read as something else by their FNDDS records", () => {
    expect(items("a meatball sub")).toEqual([["meatball-sub", 240]]);
    expect(items("a footlong meatball sub")).toEqual([["meatball-sub", 480]]);
    expect(items("a philly cheesesteak")).toEqual([["philly-cheesesteak", 260]]);
    expect(items("a reuben")).toEqual([["reuben", 181]]);
    expect(items("tater tots")).toEqual([["tater-tots", 65]]);
    expect(items("cheese fries")).toEqual([["cheese-fries", 130]]);
    expect(items("large chili cheese fries")).toEqual([["chili-cheese-fries", 372]]);
    expect(items("an italian sub")).toEqual([["cold-cut-sub", 260]]);
    expect(items("6 jalapeno poppers")).toEqual([["jalapeno-poppers", 150]]);
    expect(items("chicken parmesan")).toEqual([["chicken-parmesan", 209]]);
    expect(items("a bag of cheetos")).toEqual([["cheetos", 28]]);
    // A cup of instant ramen is the cup it is sold in, not 240 ml of dry noodles.
    expect(items("a cup of ramen")).toEqual([["instant-noodles", 64]]);
    expect(items("6 potstickers")).toEqual([["potstickers", 180]]);
    expect(items("a tuna melt")).toEqual([["tuna-melt", 201]]);
    expect(items("a grilled chicken salad")).toEqual([["grilled-chicken-salad", 344]]);
    expect(items("a loaded baked potato")).toEqual([["loaded-baked-potato", 315]]);
    expect(analyzeMealText("chips and queso")).toMatchObject({ unmatched: [] });
  });

  it("reads coffee-shop drinks and fast-food desserts the catalog read as something else", () => {
    // A caramel macchiato is a flavoured latte (FNDDS small 372 g), not a 60 g espresso macchiato.
    expect(items("a caramel macchiato")).toEqual([["raf", 372]]);
    expect(items("a chai latte")).toEqual([["chai-latte", 360]]);
    expect(items("a mcflurry")).toEqual([["mcflurry", 300]]);
    expect(analyzeMealText("a monster").items.map((i) => i.foodId)).toEqual(["monster-energy"]);
  });

  it("names tikka masala and korma as the chicken curry, and a guinness as a beer", () => {
    expect(analyzeMealText("chicken tikka masala").items.map((i) => i.foodId)).toEqual(["curry"]);
    expect(analyzeMealText("a pint of guinness")).toMatchObject({ unmatched: [], items: [{ foodId: "beer" }] });
  });

  it("reads a US pint and quart as 16 and 32 fl oz", () => {
    expect(items("a pint of beer")).toEqual([["beer", 473]]);
    expect(items("a quart of milk").map(([id]) => id)).toEqual(["milk"]);
  });

  it("reads a mojito as FNDDS's mojito, not the catalog's pina colada", () => {
    expect(items("2 mojitos")).toEqual([["mojito", 450]]);
  });

  it("serves an English milkshake as FNDDS's fast-food cup, sized by its small, medium and large", () => {
    expect(items("a milkshake")).toEqual([["milkshake", 405]]);
    expect(items("large milkshake")).toEqual([["milkshake", 690]]);
    // "a shake" alone is the same cup.
    expect(items("a vanilla shake")).toEqual([["milkshake", 405]]);
  });

  it("weighs a chain's breakfast sandwich and roll by FNDDS's measure of that chain item", () => {
    expect(items("egg mcmuffin")).toEqual([["egg-mcmuffin", 135]]);
    expect(items("a cinnabon")).toEqual([["cinnabon", 240]]);
  });

  it("reads an English bottle of a soft or sports drink as the 20 fl oz single-serve bottle", () => {
    // 95320200 Sports drink: bottles of 12, 16.9, 20 and 32 fl oz.
    expect(items("a bottle of gatorade")).toEqual([["sports-drink", 620]]);
    // An SR28 drink: of FNDDS's bottles of the same drink ("Tea, iced, bottled, black": 12 to 20 fl oz) the 20 fl oz one.
    expect(items("a bottle of iced tea")).toEqual([["iced-tea", 620]]);
    // SR28's "can or bottle (12 fl oz)" is the can; a bottle is FNDDS's record of the cola, which its additional
    // description names Coke (92410310 "Soft drink, cola": bottle of 20 fl oz), as the sports drink's and the iced
    // tea's; it was "Soft drink, NFS"'s 500 ml bottle (524 g) while no name of the row found the cola's record.
    expect(items("a bottle of coke")).toEqual([["cola", 620]]);
    expect(items("a can of coke")).toEqual([["cola", 370]]);
  });

  it("weighs an order of onion rings as FNDDS's fast food order", () => {
    expect(items("an order of onion rings")).toEqual([["onion-rings", 120]]);
  });

  it("never takes FNDDS's 'cup, pieces' for a piece: pieces of a sliced meat are slices", () => {
    expect(items("3 pieces of pastrami")).toEqual([["pastrami", 84]]);
  });

  it("fills an English bowl of a food with a cup and no serving of its own with a cup", () => {
    expect(items("bowl of ice cream")).toEqual([["ice-cream", 132]]);
  });

  it("counts an English plural of a small piece as a couple, and a large one as one order", () => {
    expect(one("meatballs").grams).toBe(2 * one("a meatball").grams);
    expect(one("eggs").grams).toBe(2 * one("egg").grams);
    expect(one("hash browns").grams).toBe(one("hash brown").grams);
  });

  it("reads 'crisp' after a fruit as the dessert, and before a food as a description", () => {
    expect(one("peach crisp").foodId).toBe("fruit-crisp");
    expect(one("crisp bacon").foodId).toBe("bacon");
  });
});

describe("what goes into a dish", () => {
  it("lays a food eaten by the slice on each piece counted before the dish, and spoons a sauce once", () => {
    expect(items("2 блина с ветчиной и сыром")).toEqual([
      ["bliny", 90],
      ["ru-ham", 40],
      ["ru-cheese", 40],
    ]);
    expect(items("3 тоста с сыром")).toEqual([
      ["toast", 81],
      ["ru-cheese", 60],
    ]);
    expect(items("блин с ветчиной")).toEqual([
      ["bliny", 45],
      ["ru-ham", 20],
    ]);
    expect(items("3 блина со сметаной")).toEqual([
      ["bliny", 135],
      ["ru-smetana", 15],
    ]);
    // "и" between two dishes is no addition: the cheese is one portion of its own.
    expect(items("2 блина и сыр")).toEqual([
      ["bliny", 90],
      ["ru-cheese", 20],
    ]);
  });

  it("counts the eggs of an egg dish, not omelettes, however the count is said", () => {
    const omelette = one("омлет из 3 яиц").grams;
    expect(omelette).toBe(150);
    for (const text of ["3 egg omelette", "omelette with 3 eggs", "omelette of 3 eggs"]) {
      expect(items(text), text).toEqual([["omelette", omelette]]);
    }
    expect(items("omelet with 2 eggs and cheese").map(([id]) => id)).toEqual(["omelette", "cheese"]);
    expect(one("2 egg omelet with cheese").grams).toBe(100);
    // Eggs beside an omelette are eggs of their own.
    expect(items("2 eggs and an omelette")).toEqual([
      ["egg", 100],
      ["omelette", 150],
    ]);
  });

  it("pours half a cup of milk on cereal and a splash into an omelette, not a glass", () => {
    expect(items("a bowl of corn flakes with milk")).toEqual([
      ["cornflakes", 30],
      ["milk", 122],
    ]);
    expect(analyzeMealText("омлет с молоком").items.map((i) => i.grams)).toEqual([122, 30]);
    // Named as its own drink it is a glass.
    expect(analyzeMealText("омлет и молоко").items[1]!.grams).toBe(250);
  });

  it("dresses a salad with the oil or mayonnaise named after it, never with its own oil as well", () => {
    expect(analyzeMealText("салатик из свежих овощей с маслом").items.map((i) => i.foodId)).toEqual([
      "garden-salad",
      "oil-sunflower",
    ]);
    expect(items("овощной салат с маслом")).toEqual([
      ["tomato-cucumber-salad-plain", 150],
      ["oil-sunflower", 14],
    ]);
    expect(analyzeMealText("салат из огурцов и помидоров с майонезом").items.map((i) => i.foodId)).toEqual([
      "tomato-cucumber-salad-plain",
      "ru-mayonnaise",
    ]);
    expect(analyzeMealText("гречка с маслом").items[1]!.foodId).toBe("ru-butter");
  });

  it("keeps a pastry's filling inside it, and what goes on top an item of its own", () => {
    expect(items("самса с курицей")).toEqual([["samsa", 120]]);
    expect(items("хачапури с сыром")).toEqual(items("хачапури"));
    expect(analyzeMealText("пирожок со сметаной").items.map((i) => i.foodId)).toEqual([
      "pirozhok-potato",
      "ru-smetana",
    ]);
    expect(analyzeMealText("самса и курица").items).toHaveLength(2);
  });
});

describe("slices of a bigger thing", () => {
  it("weighs a slice of a food FNDDS slices by FNDDS's slice, never as a whole link or breast", () => {
    // 25221405 Pork sausage and 25221350 Italian sausage: slice 15 g.
    expect(items("2 slices of pork sausage")).toEqual([["sausage", 30]]);
    expect(items("3 slices of italian sausage")).toEqual([["italian-sausage", 45]]);
    // 24122131 Chicken breast, baked: small or thin slice 30 g.
    expect(items("3 thin slices of baked chicken breast")).toEqual([["chicken-breast", 90]]);
  });

  it("keeps a piece of a food the catalog counts by the piece where FNDDS has only slices of it", () => {
    expect(items("a piece of chicken breast")).toEqual([["chicken-breast", 150]]);
    expect(items("2 sausages")).toEqual([["sausage", 100]]);
  });

  it("takes a share of the medium whole where USDA lists the whole in sizes", () => {
    // SR28 09181 cantaloupe: melon, large 814 g; melon, medium 552 g.
    expect(items("half a cantaloupe")).toEqual([["melon", 276]]);
    expect(items("половина дыни")).toEqual([["melon", 276]]);
  });
});

describe("shellfish", () => {
  it("reads plain scallops as cooked scallops, not SR28's breaded and fried ones", () => {
    // 26317110 Scallops, cooked, NS as to cooking method: 115 kcal per 100 g; a cup (raw, yield cooked) 134 g.
    expect(one("scallops").calories).toBe(115);
    expect(items("a cup of baked scallops")).toEqual([["scallops", 134]]);
  });

  it("weighs a cup of mussels by FNDDS's cup of shelled mussels, not by a cup of water", () => {
    // 26313160 Mussels, steamed or poached: cup 150 g.
    expect(items("half a cup of mussels")).toEqual([["mussels", 75]]);
  });
});

describe("additions to counted drinks", () => {
  it("puts what goes into a mug into each of the mugs counted", () => {
    expect(items("tea with honey")).toEqual([
      ["tea", 250],
      ["honey", 7],
    ]);
    expect(items("2 cups of tea with honey")).toEqual([
      ["tea", 474],
      ["honey", 14],
    ]);
    // A volume is one drink, however much it holds.
    expect(items("tea 500 ml with honey")[1]).toEqual(["honey", 7]);
  });

  it("reads creamer joined to a coffee as a tablespoon in each cup", () => {
    expect(items("2 cups of coffee with creamer")).toEqual([
      ["coffee", 474],
      ["coffee-creamer", 30],
    ]);
  });
});

describe("links, strips and candy bar sizes", () => {
  it("weighs a sausage's link and a bacon's strip, counted before the name or after it", () => {
    // FNDDS 25221405 Pork sausage: breakfast size link 20 g.
    expect(items("2 sausage links")).toEqual([["sausage", 40]]);
    expect(items("2 links of sausage")).toEqual([["sausage", 40]]);
    expect(items("3 bacon strips")).toEqual(items("3 strips of bacon"));
    expect(analyzeMealText("3 bacon strips").unmatched).toEqual([]);
  });

  it("reads a fun size bar as the candy's small one and a snickers as one bar", () => {
    // SR28 19155 Snickers: bar 57 g as the catalog weighs it 50 g, king size 113 g; a fun size bar is the English
    // measure of the row's FNDDS record (91715100, "fun size" 17 g), as the catalog's comment has it.
    expect(items("a fun size snickers")).toEqual([["chocolate-bar-snickers", 17]]);
    expect(items("king size snickers")).toEqual([["chocolate-bar-snickers", 113]]);
    expect(items("snickers")).toEqual([["chocolate-bar-snickers", 50]]);
  });
});

describe("segments and handfuls", () => {
  it("reads a segment as a tenth of a whole fruit, a food's own slice or wedge, else its piece", () => {
    expect(one("долька апельсина").grams).toBeCloseTo(one("апельсин").grams / 10, 5);
    expect(one("2 дольки мандарина").grams).toBeCloseTo(one("мандарин").grams / 5, 5);
    expect(one("долька арбуза").grams).toBe(286); // SR28 09326: wedge 286 g
    expect(one("3 дольки чеснока").grams).toBe(3 * one("чеснок").grams);
    expect(analyzeMealText("долька шоколада").unmatched).toEqual([]);
  });

  it("reads a handful of fresh fruit as half of USDA's cup of it, of nuts and snacks as 30 g", () => {
    expect(one("горсть черники").grams).toBe(74); // SR28 09050 blueberries: cup 148 g
    expect(one("a handful of grapes").grams).toBeCloseTo(75.5, 5); // SR28 09132: cup 151 g
    expect(one("горсть миндаля").grams).toBe(30);
    expect(one("a handful of cashews").grams).toBe(30);
  });

  it("reads a slice of a whole fruit or vegetable as a part of it, and a slice of a cake as its piece", () => {
    // "ломтик огурца" was the whole cucumber, 120 g, and "три кружочка огурца" three of them.
    expect(one("ломтик огурца").grams).toBeCloseTo(one("огурец").grams / 10, 5);
    expect(one("три кружочка огурца").grams).toBeCloseTo((3 * one("огурец").grams) / 10, 5);
    expect(one("ломтик яблока").grams).toBeCloseTo(one("яблоко").grams / 10, 5);
    expect(one("кружочек банана").grams).toBeCloseTo(one("банан").grams / 10, 5);
    expect(one("ломтик торта").grams).toBe(one("кусок торта").grams);
    expect(one("кружочек колбасы").grams).toBe(one("ломтик колбасы").grams);
  });

  it("reads a pinch as about a gram", () => {
    // Unread, "щепотка сахара" was a teaspoon of sugar.
    expect(one("щепотка сахара").grams).toBe(1);
    expect(one("две щепотки соли").grams).toBe(2);
    expect(one("щепотку корицы").grams).toBe(1);
    expect(one("a pinch of salt").grams).toBe(1);
    expect(one("щепотка соли").grams).toBe(1);
  });
});

describe("measures said fondly, in other cases or abbreviated", () => {
  it("reads a bowl in any case and its diminutives as a bowl", () => {
    // "мисочка гречки" was a bowl of miso soup, "пиалу супа" the soup's assumed portion.
    expect(items("мисочка гречки")).toEqual(items("миска гречки"));
    expect(items("мисочку супа")).toEqual(items("миска супа"));
    expect(items("пиалу супа")).toEqual(items("пиала супа"));
    expect(items("пиалка плова")).toEqual(items("пиала плова"));
    expect(one("полпиалы риса").grams).toBeCloseTo(one("пиала риса").grams / 2, 5);
    expect(one("пиалу супа").portionAssumed).toBe(false);
  });

  it("reads a little glass of a spirit as a shot", () => {
    // Unread, "рюмочка водки" was the drink's 150 ml glass.
    for (const text of ["рюмочка водки", "рюмочку водки", "стопарик водки", "стопочку водки", "2 стопочки водки"]) {
      const shots = text.startsWith("2") ? 2 : 1;
      expect(one(text).grams, text).toBe(shots * one("рюмка водки").grams);
    }
  });

  it("reads 'кус' as a piece", () => {
    expect(items("хлеб 2 кус")).toEqual(items("хлеб 2 куска"));
    expect(items("сыр 3 кус.")).toEqual(items("сыр 3 куска"));
    expect(analyzeMealText("хлеб 2 кус").unmatched).toEqual([]);
  });
});

describe("open sandwiches", () => {
  it("lays sausage or cheese on bread without butter unless butter is said", () => {
    expect(items("бутерброд с сыром")).toEqual([["sandwich-cheese", 50]]);
    expect(items("два бутерброда с колбасой")).toEqual([["sandwich-sausage", 100]]);
    expect(items("бутерброд с маслом и сыром").map(([id]) => id)).toEqual(["sandwich-butter", "ru-cheese"]);
  });
});

describe("a loaf and a 1.5 l bottle said in Russian", () => {
  it('weighs "буханка" as the whole loaf and "полторашка" as 1.5 l', () => {
    // "буханка хлеба" was one slice, "полторашка колы" a 330 ml can.
    expect(analyzeMealText("буханка бородинского").items[0]!.grams).toBe(400);
    expect(analyzeMealText("полбуханки бородинского").items[0]!.grams).toBe(200);
    expect(analyzeMealText("полторашка колы").items[0]!.grams).toBe(1500);
    expect(analyzeMealText("пиво полторашка").items[0]!.grams).toBe(1500);
    // Coffee "3в1" typed glued is the 3 in 1 sachet, not black coffee and an unread word.
    expect(analyzeMealText("кофе 3в1").items.map((i) => i.foodId)).toEqual(["coffee-3in1"]);
  });
});

describe("bottles and jugs named by their size", () => {
  it("pours the size the word names, not the drink's glass or can", () => {
    // Each was the drink's own serving: "чекушка водки" 150 ml, "двухлитровка колы" a 330 ml can, a pitcher one beer.
    expect(items("чекушка водки")).toEqual([["vodka", 250]]);
    expect(items("поллитровка водки")).toEqual([["vodka", 500]]);
    // Milk is weighed by its density, as a litre of it is anywhere else.
    expect(analyzeMealText("литровка молока").items[0]!.grams).toBe(analyzeMealText("литр молока").items[0]!.grams);
    expect(items("двухлитровка колы")).toEqual([["cola", 2000]]);
    expect(items("баклажка пива")).toEqual([["beer", 1500]]);
    expect(items("кувшин пива")).toEqual([["beer", 1000]]);
    expect(analyzeMealText("a pitcher of beer", { lang: "en" }).items[0]!.grams).toBeCloseTo(1774, 0);
    expect(analyzeMealText("чекушка водки").unmatched).toEqual([]);
  });
});

describe("a box said in Russian", () => {
  it("is the pack the food is sold in", () => {
    // "2 коробки конфет" was two sweets of 12 g.
    const pack = analyzeMealText("пачка конфет").items[0]!.grams;
    expect(analyzeMealText("2 коробки конфет").items[0]!.grams).toBe(2 * pack);
    expect(analyzeMealText("полкоробки конфет").items[0]!.grams).toBe(pack / 2);
  });
});

describe("a count in pieces of a small food USDA weighs by the item", () => {
  it("weighs that item, not a handful or a serving each", () => {
    // "черешня 20 шт" was twenty handfuls (1.6 kg), "грецкие орехи 5 шт" five handfuls (980 kcal).
    expect(analyzeMealText("черешня 20 шт").items[0]!.grams).toBeCloseTo(20 * 8.2, 5);
    expect(analyzeMealText("миндаль 10 шт").items[0]!.grams).toBeCloseTo(12, 5);
    // Nuts USDA counts inside a measure: a walnut of "cup, in shell, edible yield (7 nuts)", 28 g.
    expect(analyzeMealText("грецкие орехи 5 шт").items[0]!.grams).toBeCloseTo(20, 5);
    expect(analyzeMealText("5 грецких орехов").items[0]!.grams).toBeCloseTo(20, 5);
  });
});

describe("a measure said after what went into a dish or a drink", () => {
  it("measures the drink, not the honey, spice or syrup put in it", () => {
    // "чай с мёдом кружка" was a mug of honey, 424 g and 1,300 kcal, beside the tea's assumed cup.
    for (const [text, drink] of [
      ["чай с мёдом кружка", "кружка чая"],
      ["кофе с корицей кружка", "кружка кофе"],
      ["кофе с сиропом стакан", "стакан кофе"],
      ["чай с имбирем 300 мл", "чай 300 мл"],
      ["чай с мёдом и лимоном кружка", "кружка чая"],
      // The drink's own name may hold the "с": the mug was 250 g of sugar.
      ["чай с лимоном и сахаром кружка", "кружка чая"],
    ] as const) {
      const read = analyzeMealText(text).items;
      expect(read[0]!.grams, text).toBe(one(drink).grams);
      expect(read[0]!.portionAssumed, text).toBe(false);
      expect(Math.max(...read.slice(1).map((i) => i.grams)), text).toBeLessThan(25);
    }
  });

  it("gives a pack or a cup said after 'A с B' to the dish A, not to what went into it", () => {
    // "творог со сметаной пачка" was the assumed tvorog beside a 315 g pack of sour cream; "мороженое с орехами
    // стаканчик" 136 g of nuts.
    for (const [text, dish] of [
      ["творог с изюмом пачка", "творог пачка"],
      ["творог со сметаной пачка", "творог пачка"],
      ["йогурт с мюсли стаканчик", "йогурт стаканчик"],
    ] as const) {
      const read = analyzeMealText(text).items;
      expect([read[0]!.foodId, read[0]!.grams], text).toEqual(items(dish)[0]);
      expect(read[1]!.portionAssumed, text).toBe(true);
    }
    const iceCream = analyzeMealText("мороженое с орехами стаканчик").items;
    expect(iceCream.map((i) => [i.foodId, i.portionAssumed])).toEqual([
      ["ru-plombir", false],
      ["nuts", true],
    ]);
  });

  it("leaves a pack after a drink, and a glass after a food, to the food or drink that comes with it", () => {
    expect(items("пиво с чипсами пачка")[1]).toEqual(items("чипсы пачка")[0]);
    expect(items("печенье с молоком стакан")[1]).toEqual(items("молоко стакан")[0]);
  });

  it("leaves a spoon, and a spirit's own measure, to what went in", () => {
    expect(items("чай с мёдом 2 ложки")[1]).toEqual(["honey", 42]);
    expect(items("кофе с коньяком 50 мл")[1]![1]).toBe(50);
  });

  it("gives a plate or a glass said after words the engine does not know, after 'с', to the dish", () => {
    // The plate was left unread beside the dish's assumed portion.
    for (const [text, plain] of [
      ["борщ с пампушками тарелка", "тарелка борща"],
      ["плов с барбарисом тарелка", "тарелка плова"],
      ["сок с мякотью стакан", "стакан сока"],
    ] as const) {
      const r = analyzeMealText(text);
      expect(
        r.items.map((i) => [i.foodId, i.grams]),
        text,
      ).toEqual(items(plain));
      expect(r.unmatched, text).toHaveLength(1);
    }
  });
});

describe("an amount shared with others", () => {
  it("is the person's share of it", () => {
    // "бутылка вина на двоих" was the whole bottle.
    expect(one("бутылка вина на двоих").grams).toBe(one("бутылка вина").grams / 2);
    expect(one("целую пиццу на троих").grams).toBeCloseTo(one("целую пиццу").grams / 3, 0);
    expect(one("пачка пельменей пополам").grams).toBe(one("пачка пельменей").grams / 2);
    expect(one("торт 1 кг на четверых").grams).toBe(250);
    expect(analyzeMealText("бутылка вина на двоих").unmatched).toEqual([]);
  });

  it("shares the whole a food comes as where no amount is said, and leaves any other food at one portion", () => {
    expect(one("пицца на двоих").grams).toBe(one("пицца целиком").grams / 2);
    expect(one("борщ на двоих").grams).toBe(one("борщ").grams);
  });
});
