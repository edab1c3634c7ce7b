// The FNDDS fallback by class of miss (decision 024, follow-up "The FNDDS fallback, by class of miss"): an English
// name the catalog has no row for is read as the FNDDS record that means it when it is typed in another form, with a
// word of where it came from, by a product's name FNDDS gives only in its additional description, and weighed by the
// portion a name alone stands for. Each case failed before its rule; the catalog's own foods keep their readings.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const read = readAs("en");
const idAndGrams = (text: string) => {
  const item = one(text);
  return [item.foodId, Math.round(item.grams)];
};

describe("a word in another form than FNDDS writes it", () => {
  it("reads a plural the stemmer leaves short of FNDDS's singular", () => {
    // FNDDS 93301110 "Martini", 93301040 "Daiquiri", 58125110 "Quiche with meat, poultry or fish", 27151030
    // "Ceviche": each was read as nothing in the plural.
    expect(one("martinis").foodId).toBe("fndds-93301110");
    expect(one("daiquiris").foodId).toBe("fndds-93301040");
    expect(one("ceviches").foodId).toBe("fndds-27151030");
    // A word the catalog reads through a slip stays the catalog's: "quiches" (unread before) and "2 chilis" are its
    // quiche and chili, not FNDDS's record found for another form.
    expect(one("quiches").foodId).toBe("quiche");
    expect(one("2 chilis").foodId).toBe("chili");
  });

  it("reads a British or shortened spelling as FNDDS's", () => {
    // FNDDS 27540130 "Chicken barbecue sandwich": "bbq" was left out and the catalog's plain chicken sandwich read.
    expect(one("bbq chicken sandwich").foodId).toBe("fndds-27540130");
    expect(one("bbq chicken sandwich").foodId).toBe(one("barbecue chicken sandwich").foodId);
    // FNDDS 94210100 "Water, bottled, flavored": "flavoured" was left unread beside plain water.
    expect(one("flavoured water").foodId).toBe("fndds-94210100");
    // FNDDS 27150110 "Shrimp cocktail": a prawn cocktail is the same dish.
    expect(one("prawn cocktail").foodId).toBe("fndds-27150110");
  });

  it("reads two words typed as one, and a hyphen typed for a space", () => {
    expect(one("hotdog").foodId).toBe("hot-dog");
    expect(read("a hotdog with mustard").items.map((i) => i.foodId)).toEqual(["hot-dog", "mustard"]);
    expect(one("half-and-half").foodId).toBe(one("half and half").foodId);
    expect(one("mushy-peas").foodId).toBe(one("mushy peas").foodId);
    expect(one("chef-salad").foodId).toBe(one("chef salad").foodId);
  });

  it("keeps a hyphen before a word only FNDDS holds, and a dish's last named food in the dish", () => {
    // FNDDS 58146331 "Pasta with tomato-based sauce, meat, and added vegetables, restaurant": "tomato-based" split
    // into two words, or typed so, had left the dish to "vegetables", 182 g of the catalog's mixed vegetables.
    for (const text of [
      "a cup of pasta with tomato-based sauce meat and added vegetables",
      "a cup of pasta with tomato based sauce meat and added vegetables",
    ]) {
      expect(read(text).items.map((i) => i.foodId)).toEqual(["fndds-58146331"]);
    }
    // Two foods typed side by side stay a list, the compound's head its last word.
    expect(read("eggs toast coffee").items.map((i) => i.foodId)).toEqual(["egg", "toast", "coffee"]);
    expect(one("oatmeal raisin cookies").foodId).toBe(one("cookies").foodId);
  });
});

describe("words of where a food came from", () => {
  it("never makes a record that holds the word the food meant", () => {
    // Was FNDDS's "Potato salad with egg, from restaurant", the one record holding all three words.
    expect(one("restaurant egg salad").foodId).toBe(one("egg salad").foodId);
    // Was FNDDS's "Sweet potato fries, fast food / restaurant".
    expect(one("restaurant fries").foodId).toBe(one("fries").foodId);
    // The record FNDDS files so is still preferred among those the other words find.
    expect(one("restaurant spanish rice").foodId).toBe("fndds-58163405");
  });

  it("reads the word beside a drink of next to no energy", () => {
    // "leftover" was shown as not read beside the coffee.
    expect(one("leftover coffee").foodId).toBe("coffee");
    expect(one("homemade iced tea").foodId).toBe(one("iced tea").foodId);
    // A word that may hold the energy still is not read: a frozen coffee is no black coffee.
    expect(read("frozen coffee").unmatched).toEqual(["frozen"]);
  });

  it("leaves a word after the dish to the meal, not the dish's name", () => {
    // The run "biryani leftover from" had been one dish no longer named by the lamb before it.
    const r = read("half the lamb biryani leftover from last night");
    expect(r.items.map((i) => i.foodId)).toEqual(["fndds-27213010"]);
  });

  it("drops frozen before a flavour, and never counts a frozen the record does not hold", () => {
    // FNDDS 27146350 "Orange chicken": the orange had been dropped as a flavour and "frozen chicken" read as FNDDS's
    // fried chicken frozen meal, 312 g.
    expect(one("frozen orange chicken").foodId).toBe("orange-chicken");
    // The catalog's tamale, as "tamale" alone; was FNDDS's sweet tamale found for the one word left.
    expect(one("frozen tamale").foodId).toBe(one("tamale").foodId);
    expect(one("frozen lasagna").foodId).toBe("fndds-58130016");
  });
});

describe("a product FNDDS names in a record's additional description", () => {
  it("reads the product typed alone as that record", () => {
    // FNDDS 54401021 "Corn chips, plain" (additional: Dipsy Doodles; Bugles), 54401065 "Cheese flavored corn snacks,
    // reduced fat" (Pirate's Booty), 54401075 "Tortilla chips, plain" (Tostitos), 91706000 "Coconut candy, chocolate
    // covered" (Almond Joy): all were read as nothing, Almond Joy as almonds. Idli, FNDDS's 55702000 by its
    // additional description, now has a catalog row on that record (catalog/us-shelf-foods.ts), which reads first.
    expect(one("bugles").foodId).toBe("fndds-54401021");
    expect(one("a bag of bugles").foodId).toBe("fndds-54401021");
    expect(one("pirate's booty").foodId).toBe("fndds-54401065");
    expect(one("tostitos").foodId).toBe("fndds-54401075");
    expect(one("almond joy").foodId).toBe("fndds-91706000");
    expect(one("idli").foodId).toBe("idli");
  });

  it("reads no product beside another name word, before a piece, or by a word FNDDS uses", () => {
    // "Vietnamese" is an additional name of pho, "Hoop" and "New York" of cheddar, "Beer" of brick cheese.
    expect(read("vietnamese iced coffee").items.map((i) => i.name)).not.toContainEqual(expect.stringMatching(/pho/i));
    expect(read("hula hoops").items).toEqual([]);
    expect(read("new york strip").items).toEqual([]);
    expect(read("a slice of beer cheese").items.map((i) => i.name)).not.toContainEqual(expect.stringMatching(/brick/i));
  });
});

describe("the portion a name alone stands for", () => {
  it("weighs a bag said with no size as the small snack bag", () => {
    // FNDDS 71200110 "Potato chips, barbecue flavored": small single serving bag 28 g (was the medium's 57 g).
    expect(idAndGrams("a bag of bbq chips")).toEqual(["fndds-71200110", 28]);
    expect(Math.round(one("a bag of sour cream and onion chips").grams)).toBe(28);
    // A size said is still that size.
    expect(Math.round(one("a large bag of chips").grams)).toBe(85);
  });

  it("weighs a dish of bites by FNDDS's unspecified amount, not one bite", () => {
    // FNDDS 58122220 "Gnocchi, potato": cup 188 g, piece 26 g; the name alone was one 26 g piece.
    expect(one("potato gnocchi").grams).toBeGreaterThan(150);
    // An item is still one item: an oatmeal cookie is FNDDS's 30 g cookie.
    expect(Math.round(one("oatmeal cookie").grams)).toBe(30);
  });
});

describe("the catalog's own foods", () => {
  it("keep their readings", () => {
    expect(idAndGrams("egg")).toEqual(["egg", 50]);
    expect(idAndGrams("chicken")).toEqual(["chicken", 120]);
    expect(idAndGrams("rice")).toEqual(["rice", 180]);
    expect(idAndGrams("milk")).toEqual(["milk", 250]);
    expect(one("apple").foodId).toBe("apple");
    expect(one("donut").foodId).toBe("donut");
    expect(one("bbq sauce").foodId).toBe("bbq-sauce");
    expect(one("a bag of potato chips").foodId).toBe("potato-chips");
    expect(one("pierogies").foodId).toBe("pierogi");
    expect(one("frozen yogurt").foodId).toBe("frozen-yogurt");
  });
});
