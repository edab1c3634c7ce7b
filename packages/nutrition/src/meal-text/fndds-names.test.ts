// English names read as FNDDS foods (fndds-names.ts, ../fndds.ts) and the words around them (elements.ts): drinks FNDDS
// files under their class, hyphenated words, meal words that are part of a food's name
// (docs/decisions/029-fndds-generated-set.md).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => {
  const r = analyzeMealText(text, { lang: "en" });
  return { ids: r.items.map((i) => i.foodId), kcal: r.totals.calories, unmatched: r.unmatched };
};

describe("FNDDS names", () => {
  it("counts an FNDDS food by its item, never by a slice its measures list first", () => {
    const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => [i.foodId, i.grams]);
    // 24122170 Chicken breast, rotisserie, skin eaten: "breast" 130 g, "small or thin slice" 30 g, "medium slice" 60 g.
    expect(grams("1 rotisserie chicken breast")).toEqual([["fndds-24122170", 130]]);
    expect(grams("2 slices of rotisserie chicken breast")).toEqual([["fndds-24122170", 120]]);
  });

  it("reads a coffee-shop drink FNDDS files under 'Coffee, …' by the drink's own name", () => {
    // 92101850 Coffee, cafe con leche: 38 kcal per 100 g, cup (8 fl oz) 248 g.
    expect(read("a cup of cafe con leche")).toEqual({ ids: ["fndds-92101850"], kcal: 94.2, unmatched: [] });
    // 92102600 Coffee, Iced Cafe Mocha: 50 kcal per 100 g, large 620 g.
    expect(read("1 large iced cafe mocha")).toEqual({ ids: ["fndds-92102600"], kcal: 310, unmatched: [] });
    expect(read("a cafe mocha").ids).toEqual(["fndds-92101950"]);
  });

  it("serves a kind of a catalog dish read from FNDDS as the catalog serves the dish", () => {
    const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => [i.foodId, i.grams]);
    // 58150320 Rice, fried, with chicken (FNDDS's unspecified amount 198 g) is a plate of the catalog's fried rice.
    expect(grams("chicken fried rice")).toEqual([["fndds-58150320", 250]]);
    expect(grams("fried rice")).toEqual([["fried-rice", 250]]);
    // An item keeps FNDDS's own weight: 27540146 fried chicken fillet sandwich 140 g, not the catalog's club sandwich.
    expect(grams("fried chicken sandwich")).toEqual([["fndds-27540146", 140]]);
    // A measure is still FNDDS's own.
    expect(grams("a cup of chicken fried rice")).toEqual([["fndds-58150320", 198]]);
  });

  it("takes the head of an FNDDS dish named over 'and' from any of its words, as under a measure", () => {
    // 27146100 Sweet and sour chicken or turkey: "sweet" was left unread and the dish named "sour chicken".
    expect(read("sweet and sour chicken")).toMatchObject({ ids: ["fndds-27146100"], unmatched: [] });
    // Two catalog foods over "and" stay a list (decision 024).
    expect(read("beef and broccoli").ids).toEqual(["beef", "broccoli"]);
  });

  it("reads a coffee-shop drink with a plant milk as FNDDS's record with non-dairy milk", () => {
    // 92101903 Latte with non-dairy milk: small 360 g, 32 kcal per 100 g; not a latte with a splash of milk and oats.
    expect(read("a small latte with oat milk")).toEqual({ ids: ["latte-plant-milk"], kcal: 115.2, unmatched: [] });
    // 92102502 Iced latte with non-dairy milk, which the catalog has no row for, by FNDDS's own words.
    expect(read("iced latte with oat milk").ids).toEqual(["fndds-92102502"]);
    expect(read("a mocha with almond milk").ids).toEqual(["fndds-92101960"]);
  });

  it("reads a word after an FNDDS food that names one of its own measures as that measure", () => {
    // 91705030 Kit Kat: "bar (1.5 oz)" 43 g; "bar" alone would be the catalog's granola bar.
    const r = analyzeMealText("a kit kat bar", { lang: "en" });
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([["fndds-91705030", 43]]);
  });

  it("counts one item of an FNDDS food listed in sizes as its usual one, not the first listed", () => {
    const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => i.grams);
    // 58100010 breakfast burrito: small 123 g, medium 222 g, large 267 g, unspecified 222 g.
    expect(grams("a breakfast burrito")).toEqual([222]);
    // 92102500 iced latte: its unspecified amount is the small, 360 g.
    expect(grams("an iced latte")).toEqual([360]);
  });

  it("counts an FNDDS food by its item under its own noun, never as grams", () => {
    // 24167200 Chicken wing, fried, coated: "1 wing, any size" 55 g; a drummette or a miniature is not the item.
    expect(analyzeMealText("6 fried chicken wings", { lang: "en" }).items.map((i) => [i.foodId, i.grams])).toEqual([
      ["fndds-24167200", 330],
    ]);
    // 24198739 Chicken tenders or strips: "1 tender, strip, or finger" 50 g, one of FNDDS's names for the item.
    expect(analyzeMealText("4 chicken tenders", { lang: "en" }).items.map((i) => i.grams)).toEqual([200]);
  });

  it("reads a food FNDDS names by either of two words ('Cordial or liqueur') by one of them alone", () => {
    expect(read("1 cordial").ids).toEqual(["fndds-93201000"]);
    // Only where every alternative is one word: "sauce" is not 13411000 White sauce or gravy.
    expect(read("mushroom sauce").ids).not.toContain("fndds-13411000");
  });

  it("reads a hyphenated word as its parts, as FNDDS spells them", () => {
    // 92161002 Coffee, Cappuccino, with non-dairy milk: a small is 360 g, 72 kcal, not a cappuccino and a glass of milk.
    expect(read("a small cappuccino with non-dairy milk")).toEqual({
      ids: ["fndds-92161002"],
      kcal: 72,
      unmatched: [],
    });
  });

  it("keeps a meal word that is part of a food's name, and drops it in a sentence", () => {
    // 28101000 Frozen dinner, NFS: meal (11 oz) 312 g; 54402200 Snack mix: cup 60 g.
    expect(read("1 frozen dinner")).toEqual({ ids: ["fndds-28101000"], kcal: 452.4, unmatched: [] });
    expect(read("a cup of snack mix").ids).toEqual(["fndds-54402200"]);
    expect(read("for dinner I had pasta")).toMatchObject({ ids: ["pasta"], unmatched: [] });
    expect(read("chicken for lunch")).toMatchObject({ ids: ["chicken"], unmatched: [] });
  });

  it("counts 'a bar of' a food by FNDDS's bar, and keeps a bar named as a food", () => {
    // 91706000 Coconut candy, chocolate covered: bar (1.6 oz) 45 g; 91718000 Honey-combed hard candy: bar 50 g.
    expect(read("a bar of chocolate coconut candy")).toMatchObject({ ids: ["fndds-91706000"], kcal: 221.9 });
    expect(read("a bar of honey-combed hard candy with peanut butter")).toMatchObject({
      ids: ["fndds-91718000"],
      kcal: 236.5,
    });
    expect(read("a protein bar").ids).toEqual(["protein-bar"]);
    // The catalog's chocolate counts in FNDDS's candy bar (91705300: bar (1.45 oz) 41 g).
    expect(analyzeMealText("a bar of chocolate").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["chocolate-milk-bar", 41],
    ]);
  });

  it("reads more bars or pieces than a meal holds as a doubtful count, which the meal's ceilings set back", () => {
    expect(read("94 bar of chocolate")).toMatchObject({ ids: ["chocolate-milk-bar"], unmatched: ["94 bar"] });
    expect(read("94 pieces of chocolate")).toMatchObject({ ids: ["chocolate-milk-bar"], unmatched: ["94 pieces"] });
    expect(read("3 bars of chocolate")).toMatchObject({ unmatched: [] });
  });

  it("reads a bar of a food FNDDS weighs no bar of as a guess, which the meal's ceilings may set back", () => {
    expect(read("20 bars of cheese")).toMatchObject({ unmatched: ["20 bars"] });
  });

  it("counts 'a fillet of' a fish by FNDDS's fillet of that size", () => {
    // 26117130 Haddock, coated, baked or broiled, fat added: small fillet 170 g, 187 kcal per 100 g.
    expect(read("a small fillet of breaded baked haddock")).toMatchObject({ ids: ["fndds-26117130"], kcal: 317.9 });
    // "a fillet of chicken" is the catalog's chicken fillet, a breast, not a measure of chicken.
    expect(read("a fillet of chicken").ids).toEqual(["chicken-breast"]);
  });

  it("reads the words a person uses for FNDDS's own: breaded is coated, a powder is the product as sold", () => {
    expect(read("breaded baked haddock").ids).toEqual(["fndds-26117130"]);
    // 92900110 Fruit flavored drink, powdered, not reconstituted: tablespoon 13 g, 380 kcal per 100 g.
    expect(read("1 tbsp fruit flavored drink powder")).toMatchObject({ ids: ["fndds-92900110"], kcal: 49.4 });
  });

  it("never folds an unknown word into a drink of next to no energy, so a near-0 kcal drink is never silent", () => {
    expect(read("a cup of kukicha tea")).toMatchObject({ ids: ["tea"], unmatched: ["kukicha"] });
    // Boba tea is a drink of its own (catalog/recipes.ts, bubble tea), no tea with a word unread.
    expect(read("a cup of boba tea").ids).toEqual(["bubble-tea"]);
    expect(read("black coffee")).toMatchObject({ ids: ["coffee"], unmatched: [] });
    // Words that add no energy stay with the drink.
    expect(read("a cup of decaf coffee")).toMatchObject({ ids: ["coffee"], unmatched: [] });
    expect(read("strong coffee")).toMatchObject({ ids: ["coffee"], unmatched: [] });
    expect(read("diet coke")).toMatchObject({ ids: ["cola-zero"], unmatched: [] });
  });

  it("takes the head of a description 'made with' its parts from the words before 'made'", () => {
    // 27260090 Meat loaf made with beef, veal and pork; 27450130 Crab salad made with imitation crab.
    expect(read("half a cup of meat loaf made with beef veal and pork").ids).toEqual(["fndds-27260090"]);
    expect(read("a cup of imitation crab salad").ids).toEqual(["fndds-27450130"]);
  });

  it("reads a dish over 'with' whose head the catalog knows only as two foods side by side as FNDDS's dish", () => {
    // 53206550 Cookie, chocolate, made with oatmeal and coconut, no bake: medium 30 g.
    expect(read("1 medium chocolate cookie with oatmeal and coconut")).toMatchObject({
      ids: ["fndds-53206550"],
      kcal: 135,
    });
    // A head the catalog names as one food keeps the catalog's list.
    expect(read("chocolate cake with ice cream").ids).toEqual(["chocolate-cake", "ice-cream"]);
  });

  it("reads a mixture under a measure as named before its 'with', over the 'and' that joins its parts", () => {
    // 27212050 Beef and macaroni with cheese sauce: cup 246 g.
    expect(read("half a cup of beef and macaroni with cheese sauce")).toMatchObject({
      ids: ["fndds-27212050"],
      kcal: 168.5,
    });
    expect(read("a cup of coffee with creamer").ids).toEqual(["coffee", "coffee-creamer"]);
  });

  it("keeps a measure word that ends a name FNDDS gives a food, and weighs a thin slice by FNDDS's thin slice", () => {
    // 41811600 Luncheon slice, meatless-beef, chicken, salami or turkey: thin slice 14 g, 189 kcal per 100 g.
    expect(read("2 thin slices of meatless-beef luncheon slice")).toEqual({
      ids: ["fndds-41811600"],
      kcal: 52.9,
      unmatched: [],
    });
    expect(read("pizza slice").ids).toEqual(["pizza"]);
  });

  it("reads a cooking word as FNDDS's record of the food so prepared only where its energy is another food's", () => {
    // 63101310 Apple, baked (sweetened): 112 kcal per 100 g against a raw apple's 52.
    expect(read("half a cup of baked apple").ids).toEqual(["fndds-63101310"]);
    // 26313100 Mussels, raw: 86 kcal per 100 g against the catalog's cooked mussels' 172.
    expect(read("half a cup of raw mussels").ids).toEqual(["fndds-26313100"]);
    // Close to the catalog's food, or a dish of it ("Lobster with bread stuffing, baked"): the catalog's food.
    expect(read("baked salmon").ids).toEqual(["salmon"]);
    expect(read("half a cup of baked lobster").ids).toEqual(["lobster"]);
  });

  it("never reads a dried or powdered FNDDS form unless it was said", () => {
    // 63311180 Fruit mixture, frozen (44 kcal per 100 g), not 62101050 Fruit mixture, dried (298).
    expect(read("a cup of fruit mixture")).toMatchObject({ ids: ["fndds-63311180"], kcal: 66 });
    expect(read("dried fruit mixture").ids).toEqual(["fndds-62101050"]);
  });

  it("reads a food said by a container as its record sold in that container", () => {
    // 92550030 "Fruit juice drink, with high vitamin C, light" is sold by the bottle (10 fl oz, 300 g); 92550035
    // "Fruit juice drink, light" lists no bottle.
    expect(read("a bottle of light fruit juice drink")).toMatchObject({ ids: ["fndds-92550030"], kcal: 57 });
    expect(read("light fruit juice drink").ids).toEqual(["fndds-92550035"]);
  });
});

describe("an FNDDS item filled with what follows its 'with' (decision 024)", () => {
  const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => [i.foodId, i.grams]);

  it("reads an item FNDDS counts by the noun typed before 'with' as the item so filled", () => {
    // 58100220 Burrito with chicken and beans: 257 g, NS as to size; not a burrito and beans beside it.
    expect(grams("a chicken burrito with beans")).toEqual([["fndds-58100220", 257]]);
    // 58100255 Burrito with chicken, beans, and rice: 277 g.
    expect(grams("burrito with chicken, beans and rice")).toEqual([["fndds-58100255", 277]]);
  });

  it("lists the filling over commas where an 'and' closes the list", () => {
    // 58100160 Burrito with meat, beans, and rice (297 g); 58100260 … rice, and sour cream (320 g).
    expect(grams("a burrito with meat, beans and rice")).toEqual([["fndds-58100160", 297]]);
    expect(read("burrito with chicken, beans, rice and sour cream").ids).toEqual(["fndds-58100260"]);
    // No "and" after the comma: two phrases ("dressing on the side").
    expect(read("caesar salad w/ chicken, dressing on the side").ids).toHaveLength(2);
  });

  it("keeps the catalog's list for a dish weighed by the cup, the bite or the shared piece", () => {
    expect(read("chicken curry with rice").ids).toEqual(["curry", "rice"]);
    expect(read("nachos with sour cream").ids).toEqual(["nachos", "sour-cream"]);
    // The catalog's nachos are FNDDS's "Nachos with cheese": the cheese said is theirs, no serving more.
    expect(read("nachos with cheese").ids).toEqual(["nachos"]);
    expect(read("pizza with pepperoni").ids).toEqual(["pizza", "pepperoni"]);
  });

  it("keeps the list where FNDDS's item is filled with more than was typed", () => {
    // FNDDS's only record holding the words is a turkey submarine with cheese and spread, 260 g. The lettuce and
    // tomato are the catalog sandwich's own: its recipe is made with them (english-meals-second.test.ts).
    expect(read("a turkey sandwich with lettuce and tomato").ids).toEqual(["turkey-sandwich"]);
  });

  it("reads the bacon, ham or sausage of an egg dish as FNDDS's 'breakfast meat'", () => {
    // 58100010 Burrito, taco, or quesadilla with egg and breakfast meat (medium 222 g), nothing beside it.
    expect(read("breakfast burrito with sausage and egg")).toMatchObject({ ids: ["fndds-58100010"], unmatched: [] });
    expect(read("breakfast burrito with bacon").ids).toEqual(["fndds-58100010"]);
  });
});

describe("one measure of a whole dish named over 'with' (decision 024)", () => {
  it("measures the whole phrase by a measure said alone after a comma that ends it", () => {
    // The catalog's chili is FNDDS 27111410 Chili con carne with beans: cup 254 g, 102 kcal per 100 g.
    expect(read("chili with beans, a cup")).toEqual(read("a cup of chili with beans"));
    expect(read("rice and beans, 1 cup").ids).toEqual(read("a cup of rice and beans").ids);
  });

  it("reads a catalog food whose own FNDDS record holds every word typed as that food", () => {
    // Not FNDDS's shorter "Chili with beans, without meat" (42 kcal per 100 g).
    expect(read("a cup of chili with beans")).toEqual({ ids: ["chili"], kcal: 259.1, unmatched: [] });
  });
});

describe("flavours and brands FNDDS words otherwise (decision 024)", () => {
  it("reads a fruit flavour before a food as FNDDS's record of the food with fruit", () => {
    // 11433990 Yogurt, Greek, NS as to type of milk, fruit: 105 kcal per 100 g, container 150 g; not plain.
    expect(read("a raspberry greek yogurt").ids).toEqual(["fndds-11433990"]);
    // 52302010 Muffin, fruit (medium 130 g); 55103000 Pancakes, with fruit.
    expect(read("a mango muffin").ids).toEqual(["fndds-52302010"]);
    expect(read("cherry pancakes").ids).toEqual(["fndds-55103000"]);
  });

  it("reads another flavour as FNDDS's 'flavors other than fruit'", () => {
    // 11435000 Yogurt, Greek, NS as to type of milk, flavors other than fruit (95 kcal per 100 g).
    expect(read("a caramel greek yogurt").ids).toEqual(["fndds-11435000"]);
    expect(read("a honey greek yogurt").ids).toEqual(["fndds-11435000"]);
  });

  it("keeps a flavour after 'with' a food added, and a fruit beside a meat a fruit", () => {
    expect(read("a cup of greek yogurt with berries").ids).toEqual(["greek-yogurt", "berries"]);
    expect(read("lime chicken").ids).not.toContain("fndds-27446205");
    expect(read("honey chicken wings").ids).not.toContain("fndds-24162200");
  });

  it("never reads a fruit as the flavour of a dish FNDDS cuts in pieces to share", () => {
    // FNDDS 58106300 Pizza, cheese, with fruit, thin crust would be counted as a whole pizza.
    const grams = analyzeMealText("a pineapple pizza", { lang: "en" }).items.reduce((n, i) => n + i.grams, 0);
    expect(grams).toBeLessThan(300);
  });

  it("keeps the catalog's drink, in its own sizes, for a flavoured drink", () => {
    // Not FNDDS 11553100 Fruit smoothie, NFS, whose medium of 864 g an item would be counted by.
    expect(read("a strawberry smoothie").ids).toEqual(["smoothie"]);
  });

  it("reads a bagel with fruit as the record that only leaves the raisins out", () => {
    // 51180080 Bagel, with fruit other than raisins, not 51301820 Bagel, wheat, with fruit and nuts.
    expect(read("a raspberry bagel").ids).toEqual(["fndds-51180080"]);
  });

  it("reads a corn muffin as FNDDS's cornbread muffin", () => {
    // 52206010 Cornbread muffin, stick, round: 305 kcal per 100 g, medium 113 g; not a 413 kcal muffin.
    expect(read("a corn muffin").ids).toEqual(["fndds-52206010"]);
  });

  it("reads a brand FNDDS lists as its generic record, counted by the brand's own item", () => {
    // 53530000 Breakfast tart ("Pop Tart", 54 g each); the strawberry is only its taste.
    expect(read("2 strawberry pop tarts")).toMatchObject({ ids: ["fndds-53530000"], kcal: 415.8 });
    // 55200020 Waffle, plain, from frozen ("Eggo"): a waffle 40 g, 309 kcal per 100 g.
    expect(read("2 eggo waffles")).toMatchObject({ ids: ["fndds-55200020"], kcal: 247.2 });
    // 21602100 Beef jerky: "Slim Jim" 9.6 g, 410 kcal per 100 g.
    expect(read("a slim jim")).toMatchObject({ ids: ["fndds-21602100"], kcal: 39.4 });
  });

  it("reads a food counted after a comma by its brand's item as that one food", () => {
    // Not the catalog's 28 g of jerky beside two Slim Jims: two of them, 19.2 g.
    expect(read("beef jerky, 2 slim jims")).toMatchObject({ ids: ["fndds-21602100"], kcal: 78.7, unmatched: [] });
  });
});

describe("typos and the bread a sandwich is on (decision 024)", () => {
  it("looks a word the catalog read through a typo up in FNDDS as corrected", () => {
    // 55200020 Waffle, plain, from frozen, not the catalog's restaurant waffle.
    expect(read("frozen wafles").ids).toEqual(["fndds-55200020"]);
    // One word corrected stays the catalog's food.
    expect(read("brocoli").ids).toEqual(["broccoli"]);
  });

  it("reads the bread a sandwich is on as part of the sandwich", () => {
    // Not FNDDS's "Wheat, cream of, …" beside the sandwich.
    expect(read("egg salad sandwich on wheat").ids).toEqual(["fndds-32203010"]);
    // Not FNDDS's turkey hot dog "on white bun".
    expect(read("turkey sandwich on white")).toMatchObject({ ids: ["turkey-sandwich"], unmatched: [] });
    expect(read("blt on sourdough").ids).toEqual(["blt"]);
  });
});

describe("short typos and a frozen-yogurt shop's cups (decision 024)", () => {
  it("reads a short English word typed without an inner vowel as the catalog word", () => {
    expect(read("a banana and a yogrt")).toMatchObject({ ids: ["banana", "yogurt-plain"], unmatched: [] });
    expect(read("a stak").ids).toEqual(["steak"]);
  });

  it("weighs a sized frozen yogurt by FNDDS's ice cream cups", () => {
    // FNDDS 11460000 Frozen yogurt, vanilla: small ice cream cup 160 g, large 480 g.
    const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => i.grams);
    expect(grams("small frozen yogurt")).toEqual([160]);
    expect(grams("a large froyo")).toEqual([480]);
  });
});

describe("everyday English names of subs, spirits and tea (decision 024)", () => {
  it("reads a sub as a submarine sandwich, of its filling where FNDDS has one", () => {
    // FNDDS 27560910 Cold cut submarine sandwich, with cheese: a 6-inch sub 260 g.
    expect(read("a sub")).toMatchObject({ ids: ["sub"], unmatched: [] });
    // 27513040 Roast beef submarine sandwich, with lettuce, tomato and spread.
    expect(read("a roast beef sub").ids).toEqual(["fndds-27513040"]);
  });

  it("reads bourbon and scotch as whiskey, and hot tea as the catalog's black tea", () => {
    expect(read("a shot of bourbon").ids).toEqual(["whiskey"]);
    expect(read("scotch").ids).toEqual(["whiskey"]);
    // Not FNDDS's "Tea, hot, herbal".
    expect(read("hot tea").ids).toEqual(["tea"]);
  });
});

describe("chips with a dip (decision 024)", () => {
  it("reads plain chips joined to salsa, guacamole or queso as tortilla chips", () => {
    expect(read("chips and salsa").ids).toEqual(["tortilla-chips", "salsa"]);
    expect(read("chips with guac").ids).toEqual(["tortilla-chips", "guacamole"]);
    // What is said stays: potato chips, and chips alone.
    expect(read("potato chips and salsa").ids).toEqual(["potato-chips", "salsa"]);
    expect(read("chips").ids).toEqual(["potato-chips"]);
  });
});

describe("a flavour joined by 'and' (decision 024)", () => {
  it("reads 'A and B' before a food as its flavour where FNDDS's record names it so", () => {
    // 71200120 Potato chips, sour cream and onion flavored, not sour cream and an onion beside chips.
    expect(read("sour cream and onion chips")).toMatchObject({ ids: ["fndds-71200120"], unmatched: [] });
    // Two catalog foods over "and" stay a list.
    expect(read("beef and broccoli").ids).toEqual(["beef", "broccoli"]);
  });
});

describe("the kind FNDDS has a generic record of (decision 024)", () => {
  const names = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => i.name);

  it("reads a flavour and a noun FNDDS names in several kinds as the kind with an NFS record", () => {
    // "Ice cream cone, NFS" (13120740) exists, "Frozen yogurt cone" has none: a vanilla cone is ice cream.
    expect(names("vanilla cone")).toEqual(["Ice cream cone, scooped, vanilla"]);
    expect(names("chocolate cone")).toEqual(["Ice cream cone, scooped, chocolate"]);
    // The special kind stays where its own words were typed.
    expect(names("frozen yogurt cone")[0]).toMatch(/^Frozen yogurt cone/);
  });
});

describe("English foods typed side by side", () => {
  const ids = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => i.foodId);
  it("are a list where no name holds them together, so no food is dropped", () => {
    // "eggs toast coffee" was 3 kcal of coffee; "chips salsa" 5 kcal of salsa; "steak salad" a garden salad.
    expect(ids("eggs toast coffee")).toHaveLength(3);
    expect(ids("chicken breast rice broccoli")).toHaveLength(3);
    expect(ids("chips salsa")).toHaveLength(2);
    expect(ids("burger fries")).toHaveLength(2);
    expect(ids("pizza beer")).toHaveLength(2);
    expect(ids("steak salad")).toHaveLength(2);
    expect(ids("peanut butter toast")).toHaveLength(2);
  });

  it("are a list where the first is typed in the plural, which no kind or flavour is", () => {
    // "almonds milk" was almond milk, "pancakes syrup" 52 kcal of syrup, "eggs bacon" FNDDS's egg and bacon biscuit.
    expect(ids("almonds milk")).toEqual(["almonds", "milk"]);
    expect(ids("pancakes syrup")).toHaveLength(2);
    expect(ids("eggs bacon")).toEqual(["egg", "bacon"]);
    expect(ids("oats milk")).toHaveLength(2);
    expect(ids("almond milk")).toEqual(["almond-milk"]);
    expect(ids("brussels sprouts")).toHaveLength(1);
  });

  it("give a slice to the food that is sliced", () => {
    // "a slice of cheese rice 300g" was a 30 g slice of FNDDS's rice with cheese sauce, the 300 g left over.
    expect(ids("a slice of cheese rice 300g")).toEqual(["cheese", "rice"]);
    expect(ids("a slice of pepperoni pizza")).toHaveLength(1);
  });

  it("stay one food where a name, a flavour or a dish named by its filling holds them", () => {
    for (const text of [
      "beef broccoli",
      "cherry yogurt",
      "honey ham",
      "chicken pho",
      "a grilled chicken wrap",
      "oatmeal raisin cookies",
      "3 choc chip cookies",
      "3 egg omelette",
      "iced coffee",
      "sausage egg and cheese croissant from dunkin donuts",
    ]) {
      expect(ids(text), text).toHaveLength(1);
    }
  });
});

describe("abbreviations diaries use", () => {
  it("reads 'pb' as peanut butter", () => {
    const r = analyzeMealText("oatmeal w/ banana + pb", { lang: "en" });
    expect(r.unmatched).toEqual([]);
    expect(r.items.map((i) => i.foodId)).toContain("peanut-butter");
    expect(analyzeMealText("apple and 1 tbsp pb", { lang: "en" }).items[1]!.grams).toBe(16);
  });
});

describe("amounts in English lists typed with spaces", () => {
  const read = (text: string) =>
    analyzeMealText(text, { lang: "en" }).items.map((i) => [i.foodId, Math.round(i.grams)] as const);
  it("gives each food its own amount", () => {
    // "sushi 12 pieces rice 50g" was 2 kg of rice; "toast w/ butter 2 cups of coffee" 480 g of buttered toast.
    expect(read("sushi 12 pieces rice 50g")).toEqual([
      ["sushi", 360],
      ["rice", 50],
    ]);
    expect(read("toast w/ butter 2 cups of coffee")[0]![1]).toBeLessThan(100);
    // A range after a glass is how many of the next food, never the glass's litres (2.5 l of wine).
    expect(read("glass of wine 2-3 eggs")[0]![1]).toBe(150);
    expect(read("spaghetti with marinara sauce almonds 200g").at(-1)).toEqual(["almonds", 200]);
  });

  it("keeps a misspelt food and a dish named with 'and' apart from the next food", () => {
    expect(read("sandwitch rice 50g").map(([id]) => id)).toEqual(["sandwich", "rice"]);
    expect(read("mac and cheese egg")).toHaveLength(2);
  });
});

describe("words the property tests found read wrong", () => {
  const read = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, Math.round(i.grams)] as const);
  it("reads an hour before an English food in the singular as an hour", () => {
    // "после 18 protein bar" was eighteen bars, 2,607 kcal.
    expect(read("после 18 protein bar")).toEqual(read("protein bar"));
    expect(read("at 7 pancakes")[0]![1]).toBe(350);
  });

  it("counts a count said before the food again after a multiplier", () => {
    expect(read("2 eggs x2")).toEqual(read("4 eggs"));
    expect(read("1/2 egg muffins 2x")).toEqual(read("1 egg muffin"));
  });

  it("never joins a food to a sauce past a comma with 'in'", () => {
    const r = analyzeMealText("sausage in dough, gravy");
    expect(r.items).toHaveLength(2);
    expect(r.items[0]!.text).toBe("sausage in dough");
  });
});

describe("a spaced slash before a multiplier", () => {
  it("parts the items and makes no fraction", () => {
    const read = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, Math.round(i.grams)] as const);
    // "плов / 2х батончик" was two plates of plov and one bar; "9 / 2х" the fraction 4.5.
    expect(read("плов / 2х батончик пикник")).toEqual([...read("плов"), ...read("2х батончик пикник")]);
    expect(read("1 / 2 стакана молока")).toEqual(read("1/2 стакана молока"));
  });
});

describe('an amount typed after a dish FNDDS names over an "and"', () => {
  it("weighs the dish, not the last word of its name", () => {
    expect(read("sweet and sour chicken 200 g")).toMatchObject({ ids: ["fndds-27146100"], unmatched: [] });
    expect(read("sweet and sour pork 250g")).toMatchObject({ ids: ["fndds-27120060"], unmatched: [] });
  });

  it("leaves a food with its own amount after a measured mixture that no record names so", () => {
    expect(read("a bowl of soup and salmon 300g").ids).toHaveLength(2);
  });
});
