// English diary lines, a fifth batch written fresh as people log in an app (decision 024, follow-up "English diary
// lines, a fifth batch"): yogurt cups, bars and instant noodles by brand and flavour, bread and pizza named by their
// kind alone, British milks, dipping cups, a wing chain, and the words of a sentence around a meal. Each case is a
// class of text found read wrong, with what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => read(text).items.map((i) => i.foodId);
const unmatched = (text: string) => read(text).unmatched;
const kcal = (text: string) => Math.round(read(text).items.reduce((sum, i) => sum + i.calories, 0));

describe("a yogurt or a bar named by its brand, then its flavour", () => {
  it("is the brand's cup, the flavour no food beside it", () => {
    // Was 113 g of strawberries; "activia" alone was nothing.
    expect(items("activia strawberry 4oz")).toEqual([["activia", 113]]);
    expect(items("activia")).toEqual([["activia", 113]]);
    // Was 150 g of strawberries.
    expect(items("muller corner strawberry")).toEqual([["muller-corner", 124]]);
    // Was plain Greek yogurt and 100 g of berries beside it.
    expect(items("oikos triple zero mixed berry")).toEqual(items("oikos triple zero"));
    // Was 150 g of strawberries beside the yogurt.
    expect(items("chobani strawberry")).toEqual(items("chobani"));
    // Was 150 g of strawberries and a banana, the yogurt dropped.
    expect(items("yoplait light strawberry banana")).toEqual(items("yoplait"));
    // Was nothing read: "dannon light", "fit vanilla".
    expect(items("dannon light and fit vanilla")).toEqual([["light-and-fit", 150]]);
  });

  it("takes the cup it is sold in said after the flavour", () => {
    // Was nothing at all; then, read by its name, a measuring cup of 245 g.
    expect(items("siggis vanilla cup")).toEqual([["siggis", 150]]);
    expect(unmatched("siggis vanilla cup")).toEqual([]);
  });

  it("reads a bar's flavour as the bar's, and an RXBAR as its own 52 g bar", () => {
    // Was a 30 g bag of potato chips ("chocolate chip"), the Larabar dropped.
    expect(items("larabar peanut butter chocolate chip")).toEqual(items("larabar"));
    // Was a 30 g cookie.
    expect(items("larabar cashew cookie")).toEqual(items("larabar"));
    // Was FNDDS's 34 g nutrition bar and 6 g of salt.
    expect(items("rxbar chocolate sea salt")).toEqual([["rxbar", 52]]);
  });

  it("leaves a bar named by what it is made of to FNDDS's record of that bar", () => {
    expect(ids("1 cereal bar fruit and nut")).toEqual(["fndds-53713010"]);
  });

  it("leaves a food after a comma or 'with' a food", () => {
    expect(ids("chobani, strawberries")).toEqual(["greek-yogurt", "strawberries"]);
    expect(ids("activia with honey")).toEqual(["activia", "honey"]);
  });
});

describe("instant noodles named by their brand, then their flavour", () => {
  it("is the packet, the flavour no meat or vegetable beside it", () => {
    // Was 120 g of chicken and 80 g of mushrooms beside the pot.
    expect(items("pot noodle chicken and mushroom")).toEqual(items("pot noodle"));
    // Was 120 g of chicken beside the cup.
    expect(items("cup noodles chicken")).toEqual(items("cup noodles"));
    // Was 120 g of beef; the brand was read as nothing.
    expect(items("maruchan beef")).toEqual([["instant-noodles", 90]]);
    // Was FNDDS's chicken and noodles with gravy, 280 g.
    expect(ids("super noodles chicken")).toEqual(["instant-noodles"]);
  });

  it("leaves noodles with no brand, and a meat after a comma, as they read", () => {
    expect(ids("pot noodle, chicken")).toEqual(["instant-noodles", "chicken"]);
  });
});

describe("bread named by its kind after a count of slices", () => {
  it("is that bread", () => {
    // Was FNDDS's Puerto Rican cream of wheat, 60 g.
    expect(items("2 slices whole wheat")).toEqual([["bread-wholewheat", 60]]);
    // Each was unread.
    expect(items("2 slices of rye")).toEqual([["bread-rye", 60]]);
    expect(items("2 slices of multigrain")).toEqual([["bread-multigrain", 60]]);
    expect(ids("2 slices white, butter")).toEqual(["bread", "butter"]);
    expect(ids("3 oz deli turkey on 2 slices whole wheat w mustard")).toEqual([
      "turkey-deli",
      "bread-wholewheat",
      "mustard",
    ]);
  });

  it("leaves a bread or toast said in full as it was", () => {
    expect(items("2 slices of white bread")).toEqual([["bread", 60]]);
    expect(ids("2 slices of whole wheat toast")).toEqual(["toast"]);
  });
});

describe("a pizza named by its crust and its topping", () => {
  it("is that pizza, never slices of the topping", () => {
    // Was 4 g of pepperoni, 20 kcal.
    expect(ids("2 slices of thin crust pepperoni")).toEqual(ids("2 slices of thin crust pepperoni pizza"));
    expect(kcal("2 slices of thin crust pepperoni")).toBeGreaterThan(400);
    // Was 2 g of pepperoni.
    expect(ids("hand tossed pepperoni")).toEqual(["pizza-pepperoni"]);
    // Was 50 g of sausage.
    expect(ids("deep dish sausage")).toEqual(ids("sausage pizza"));
    // Was nothing read.
    expect(ids("a slice of thin crust margherita")).toHaveLength(1);
    expect(ids("pepperoni thin crust")).toEqual(ids("thin crust pepperoni pizza"));
  });

  it("leaves a topping with no crust, and a crust word of cooking, as they read", () => {
    expect(ids("slice of pepperoni")).toEqual(["pepperoni"]);
    expect(ids("pan fried sausage")).toEqual(["sausage"]);
  });
});

describe("a British milk named by its fat alone", () => {
  it("is that milk after 'with', a comma or 'of'", () => {
    // "semi skimmed" was unread; "skimmed", "full fat" too.
    expect(items("2 weetabix with semi skimmed")).toEqual(items("2 weetabix with semi skimmed milk"));
    expect(items("weetabix with semi-skimmed")).toEqual(items("weetabix with semi skimmed milk"));
    expect(ids("a glass of semi skimmed")).toEqual(["milk-2"]);
    expect(ids("weetabix x2 semi skimmed")).toEqual(["weetabix", "milk-2"]);
    expect(ids("cereal + skimmed")).toEqual(["cornflakes", "milk-skim"]);
    expect(ids("coffee w full fat")).toEqual(["coffee", "milk"]);
    expect(unmatched("coffee w full fat")).toEqual([]);
  });

  it("is Lactaid's milk, poured on cereal as milk is", () => {
    // "lactaid" was unread.
    expect(items("a bowl of honey nut cheerios w lactaid")[1]).toEqual(["lactaid", 122]);
    expect(items("coffee with lactaid")[1]).toEqual(["lactaid", 30]);
  });

  it("leaves the words of a yogurt or a milk said in full", () => {
    expect(ids("semi skimmed milk 200ml")).toEqual(["milk-2"]);
    // One Greek yogurt, no milk; since "full fat" names the whole-milk kind (decision 024, follow-up "small readings,
    // a fourth round"), FNDDS's whole-milk Greek yogurt rather than the catalog's nonfat one.
    expect(ids("greek yogurt full fat")).toEqual(["fndds-11411400"]);
  });
});

describe("a dipping cup of a sauce or a dressing", () => {
  it("is FNDDS's dipping-size container, never a measuring cup", () => {
    // Was 240 g of garlic sauce, 787 kcal.
    expect(items("garlic sauce cup")).toEqual([["ru-garlic-sauce", 28]]);
    // Was 240 g of ranch, 1,032 kcal.
    expect(items("ranch cup")).toEqual([["ranch", 57]]);
    expect(items("2 bbq sauce cups")).toEqual([["bbq-sauce", 56]]);
  });

  it("leaves a cup of a sauce said before it, and a cooking sauce, a measuring cup", () => {
    expect(items("a cup of ranch")).toEqual([["ranch", 240]]);
    expect(items("pasta sauce cup")).toEqual(items("a cup of pasta sauce"));
  });
});

describe("a wing chain whose name holds its food", () => {
  it("is the chain, and the wings counted after it are counted", () => {
    // Was one 35 g wing: the count of ten was lost to the chain's "wings".
    expect(items("buffalo wild wings 10 traditional wings medium sauce")).toEqual(items("10 wings"));
    expect(items("bww 10 wings")).toEqual(items("10 wings"));
    // Was 80 g of buffalo wings beside the boneless ones.
    expect(ids("buffalo wild wings 6 boneless wings")).toEqual(["boneless-wings"]);
    expect(unmatched("wingstop 8 lemon pepper wings")).toEqual([]);
  });

  it("leaves buffalo wings as they read", () => {
    expect(ids("10 buffalo wings")).toEqual(["chicken-wings-bbq"]);
  });
});

describe("the words of a sentence around a meal", () => {
  it("are no foods left unread", () => {
    // Each stood in unmatched: "went", "a birthday party", "ordered", "oops", "caffe", "a heaping".
    expect(unmatched("went to the birthday party and had a slice of chocolate cake")).toEqual([]);
    // The cuisine is told around the meal (told-around-the-meal.ts), never a stop word, which would shrink "chinese
    // cabbage" to cabbage.
    expect(unmatched("we ordered thai, i had pad see ew and two spring rolls")).toEqual([]);
    expect(read("chinese cabbage 100g").items.map((item) => item.foodId)).toEqual(["chinese-cabbage"]);
    expect(unmatched("ate a whole sleeve of ritz crackers, oops")).toEqual([]);
    expect(unmatched("starbucks cheese danish and grande caffe americano")).toEqual([]);
    expect(unmatched("a heaping spoonful of nutella on toast")).toEqual([]);
  });

  it("read the gathering a meal was had at with its preposition", () => {
    // "a birthday party", "a wedding" stood in unmatched.
    expect(unmatched("went to a party and had pizza")).toEqual([]);
    expect(unmatched("at a wedding i had 2 glasses of wine")).toEqual([]);
    expect(ids("had a slice of cake at the office party")).toEqual(["cake"]);
  });

  it("leaves the names that hold them as they read", () => {
    expect(ids("pad thai")).toEqual(["pad-thai"]);
    expect(ids("party mix")).toEqual(["snack-mix"]);
    expect(ids("a slice of birthday cake")).toEqual(["cake"]);
    expect(ids("caffe latte")).toEqual(["latte"]);
  });
});

describe("a refusal said after a comma", () => {
  it("is said of the food before it, as without the comma", () => {
    // Each left "no …" in unmatched.
    expect(read("chicken caesar, no croutons").unmatched).toEqual([]);
    expect(items("chicken caesar, no croutons")).toEqual(items("chicken caesar no croutons"));
    expect(items("quarter pounder, no bun")).toEqual(items("quarter pounder no bun"));
    expect(unmatched("a quarter pounder patty with a slice of cheddar, no bun")).toEqual([]);
    expect(unmatched("salad, no dressing")).toEqual([]);
    expect(unmatched("latte, no sugar")).toEqual([]);
  });

  it("leaves a correction of a count, and a food after the refusal, as they read", () => {
    expect(unmatched("2 eggs, no 3 eggs")).toEqual(["no"]);
    expect(ids("soup, no bread, tea")).toEqual(ids("soup, tea"));
  });
});

describe("an article whose noun is no food", () => {
  it("is no count of one left unread", () => {
    // "a" stood in unmatched alone.
    expect(unmatched("went on a run and had a banana")).toEqual([]);
    expect(unmatched("it was a late night and i had pizza")).toEqual([]);
  });

  it("leaves an article with nothing after it unread", () => {
    expect(unmatched("toast and a")).toEqual(["a"]);
  });
});

describe("foods FNDDS names under another word, and a chain's drink", () => {
  it("are read by their own names", () => {
    // "a biscotti" was unread: FNDDS files it as "Cookie, biscotti", 32 g.
    expect(items("a double shot espresso and a biscotti")[1]).toEqual(["biscotti", 32]);
    // Was the catalog's 110 g slice of cheese pizza; FNDDS weighs Taco Bell's at 216 g.
    expect(items("taco bell mexican pizza")).toEqual([["mexican-pizza", 216]]);
    // Was a 100 g cake.
    expect(items("1/2 cup kodiak cakes")).toEqual([["pancake-mix", 65]]);
    // Was 150 g of strawberries, the drink dropped.
    expect(items("grande strawberry acai refresher")).toEqual([["starbucks-refresher", 473]]);
    // Was four 105 g bagels, 1,109 kcal: FNDDS weighs one Bagel Bite at 22 g.
    expect(items("bagel bites 4")).toEqual([["bagel-bites", 88]]);
    expect(items("2 bagels")).toEqual([["bagel", 210]]);
    expect(ids("pink drink")).toEqual(["pink-drink"]);
  });
});

describe("a baguette named after its fillings", () => {
  it("is the sandwich baguette, a mini baguette by FNDDS's weight", () => {
    // Was a 30 g slice of French bread beside the ham and the cheese, 208 kcal.
    expect(items("pret ham and cheese baguette")).toEqual([
      ["ham", 28],
      ["cheese", 20],
      ["bread-sourdough", 152],
    ]);
    expect(items("a ham and cheese baguette")[2]).toEqual(["bread-sourdough", 152]);
    expect(items("tuna baguette")[1]).toEqual(["bread-sourdough", 152]);
  });

  it("leaves a baguette alone, by the slice, after 'and', after a sandwich or under an amount as it was", () => {
    expect(items("baguette")).toEqual([["bread-sourdough", 30]]);
    expect(items("a slice of baguette")).toEqual([["bread-sourdough", 30]]);
    expect(items("cheese and baguette")[1]).toEqual(["bread-sourdough", 30]);
    expect(items("blt baguette")[1]).toEqual(["bread-sourdough", 30]);
    expect(items("half a tuna baguette")[1]).toEqual(["bread-sourdough", 30]);
  });
});

describe("chocolate chips", () => {
  it("are the baking chips, never a bag of potato chips", () => {
    // Was 18 g of potato chips.
    expect(ids("a small handful of dark chocolate chips")).toEqual(["chocolate-chips"]);
    // Was 21 g of a chocolate bar and a 30 g bag of potato chips.
    expect(items("2 tbsp chocolate chips")).toEqual([["chocolate-chips", 21]]);
    expect(ids("oatmeal with chocolate chips")).toEqual(["oatmeal", "chocolate-chips"]);
  });

  it("leaves the cookies and the brand named by them as they read", () => {
    expect(ids("chocolate chip cookies")).toEqual(["chocolate-chip-cookies"]);
    expect(ids("chips ahoy")).toEqual(["chips-ahoy"]);
  });
});
