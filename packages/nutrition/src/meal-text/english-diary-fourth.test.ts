// English diary lines, a fourth batch written fresh as people log in an app (decision 024, follow-up "English diary
// lines, a fourth batch"): chain orders, packaged snacks by brand and size, home cooking by the cup and spoon,
// sentences, shorthand. Each case is a class of text found read wrong, with what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);
const ids = (text: string) => read(text).items.map((i) => i.foodId);
const unmatched = (text: string) => read(text).unmatched;
const kcal = (text: string) => read(text).items.reduce((sum, i) => sum + i.calories, 0);

describe("the flavour a packaged product is sold in", () => {
  it("is no food beside the product when said after it", () => {
    // Was 312 g of milk chocolate beside the shake, 1,825 kcal.
    expect(ids("premier protein shake chocolate 11oz")).toEqual(["protein-shake-drink"]);
    expect(kcal("premier protein shake chocolate 11oz")).toBeLessThan(250);
    // Was the uncrustable, 32 g of peanut butter and 100 g of grapes.
    expect(items("uncrustables pb and grape")).toEqual(items("uncrustables"));
    // Was 30 g of nuts and 6 g of salt beside the bar.
    expect(items("kind bar dark chocolate nuts and sea salt")).toEqual(items("kind bar"));
    // Was 170 g of strawberries beside the yogurt.
    expect(items("yoplait original strawberry 6 oz")).toEqual(items("yoplait 6 oz"));
    // Was 150 g of strawberries beside the two pastries.
    expect(items("pop tarts x2 frosted strawberry")).toEqual(items("pop tarts x2"));
  });

  it("is no food in brackets after the product, and nothing is left unread", () => {
    // Was 32 g of peanut butter beside the bar.
    expect(items("one clif bar (crunchy peanut butter)")).toEqual(items("one clif bar"));
    expect(unmatched("one clif bar (crunchy peanut butter)")).toEqual([]);
  });

  it("is no food between a bar's brand and 'bars'", () => {
    // Was the bars, 50 g of oats and two granola bars more, 792 kcal.
    expect(items("2 nature valley oats n honey bars")).toEqual(items("2 nature valley bars"));
  });

  it("leaves a food said after the product with an article, or after a comma, a food", () => {
    expect(ids("protein shake and a banana")).toEqual(["protein-shake-drink", "banana"]);
    expect(ids("protein bar, banana")).toEqual(["protein-bar", "banana"]);
    expect(ids("protein shake, 2 bananas")).toEqual(["protein-shake-drink", "banana"]);
  });
});

describe("grams of protein said before 'protein'", () => {
  it("are the label's figure, never the weight", () => {
    // Was 26 g of the shake, 16 kcal.
    expect(items("core power 26g protein shake")).toEqual(items("core power protein shake"));
    // Was a 21 g bar.
    expect(items("quest bar 21g protein")).toEqual(items("quest bar"));
    // Was 30 g of chicken breast with "protein" unread.
    expect(items("chicken breast 30g protein")).toEqual(items("chicken breast"));
    expect(unmatched("chicken breast 30g protein")).toEqual([]);
    expect(items("protein bar (20g protein)")).toEqual(items("protein bar"));
  });

  it("leaves a weight of protein powder as its weight", () => {
    expect(items("30g protein powder")).toEqual([["protein-shake", 30]]);
  });
});

describe("a diary's words of when and how it was eaten", () => {
  it("are no food left unread", () => {
    // Each stood in unmatched: "snacked", "late night", "leftovers", "snacks", "mcdonalds run".
    expect(unmatched("snacked on about 15 tortilla chips and 1/4 cup salsa")).toEqual([]);
    expect(unmatched("late night snack was 2 cups popcorn and a diet coke")).toEqual([]);
    expect(unmatched("lunch was leftovers, 1 cup chicken fried rice and 2 egg rolls")).toEqual([]);
    expect(unmatched("snacks today: 1 oz almonds, string cheese")).toEqual([]);
    expect(unmatched("mcdonalds run: 2 cheeseburgers")).toEqual([]);
    expect(unmatched("pizza night was 2 slices and a coke")).toEqual([]);
  });

  it("leaves fruit snacks a food", () => {
    expect(ids("fruit snacks")).toEqual(["fruit-snacks"]);
    expect(ids("2 packs of fruit snacks")).toEqual(["fruit-snacks"]);
  });
});

describe("a dish named first, then what went into it each with its amount", () => {
  it("is the heading of that list, never a food beside its parts", () => {
    // Was the 324 g smoothie beside its six parts, 663 kcal.
    const smoothie =
      "smoothie with 1 banana, 1 cup frozen strawberries, 1 scoop protein, 1 cup almond milk, 1 tbsp pb, handful spinach";
    expect(ids(smoothie)).not.toContain("smoothie");
    expect(ids(smoothie)).toHaveLength(6);
    // Was the 300 g chicken stir fry beside its chicken, vegetables, sauce, oil and rice, 1,242 kcal.
    const stirFry =
      "chicken stir fry with 6 oz chicken, 2 cups veggies, 2 tbsp soy sauce, 1 tbsp sesame oil, 1 cup rice";
    expect(ids(stirFry)).not.toContain("chicken-stir-fry");
    // Was the 250 g overnight oats beside its oats, yogurt, milk, chia and banana, 779 kcal.
    const oats = "overnight oats 1/2 cup oats, 1/2 cup greek yogurt, 1/2 cup milk, 1 tbsp chia seeds and a banana";
    expect(ids(oats)).not.toContain("overnight-oats");
    expect(ids(oats)).toHaveLength(5);
  });

  it("keeps a dish with what it was served with, and a dish with its own amount", () => {
    expect(ids("chicken curry with 1 cup rice, 1 naan, 1 samosa")).toEqual(["curry", "rice", "naan", "samosa"]);
    expect(ids("oatmeal with 1/2 cup blueberries, 1 tbsp honey, 1 tbsp pb")[0]).toBe("oatmeal");
    expect(ids("smoothie 300 ml with 1 banana, 1 cup milk, 1 tbsp pb")[0]).toBe("smoothie");
  });
});

describe("a hot dog's or a burger's bun said after it", () => {
  it("is its own bun", () => {
    // Was two 40 g rolls beside the two hot dogs, which FNDDS weighs on their buns.
    expect(items("2 hot dogs w buns")).toEqual(items("2 hot dogs"));
    expect(items("hot dog and bun")).toEqual(items("hot dog"));
    expect(items("burger with bun")).toEqual(items("burger"));
  });

  it("stays a roll with its own count, after a comma, or beside a sausage", () => {
    expect(ids("hot dog with 2 buns")).toEqual(["hot-dog", "roll"]);
    expect(ids("hot dog, bun")).toEqual(["hot-dog", "roll"]);
    expect(ids("sausage with bun")).toEqual(["sausage", "roll"]);
  });
});

describe("fillings set on a croissant, and a cured meat before an egg", () => {
  it("is FNDDS's croissant sandwich of them", () => {
    // Was an egg, cheese and a croissant, the bacon dropped without a word.
    expect(items("bacon egg and cheese on a croissant")).toEqual(items("bacon egg and cheese croissant"));
    expect(ids("ham and cheese on a croissant")).toHaveLength(1);
    expect(ids("syrup on pancakes")).toEqual(["maple-syrup", "pancakes-us"]);
  });

  it("never drops the meat into the egg", () => {
    // Was an egg named "bacon egg", a cheese and a roll: the bacon dropped without a word.
    expect(ids("bacon egg and cheese on a roll")).toEqual(["bacon", "egg", "cheese", "roll"]);
    expect(ids("sausage egg and cheese on a kaiser roll")).toContain("sausage");
    expect(ids("duck egg")).toHaveLength(1);
  });
});

describe("shorthand and chains' short names", () => {
  it("reads letters dropped as a phone drops them", () => {
    // Were left unread.
    expect(items("chikn breast 5oz")).toEqual(items("chicken breast 5oz"));
    expect(items("2 egs scrambld")).toEqual(items("2 eggs scrambled"));
  });

  it("reads a chain's short name as the chain", () => {
    expect(items("cfa nuggets")).toEqual(items("chick fil a nuggets"));
  });

  it("reads American said by the slice as the cheese", () => {
    // Was left unread.
    expect(items("2 slices american")).toEqual(items("2 slices american cheese"));
    expect(items("a slice of american on my burger")).toEqual(items("a slice of american cheese on my burger"));
    expect(ids("2 slices of american bread")).toEqual(["bread"]);
  });
});

describe("a figure of grains before a bread", () => {
  it("is the multigrain bread, never a count of slices", () => {
    // Was twelve slices, 360 g.
    expect(items("12 grain bread")).toEqual(items("multigrain bread"));
    expect(items("2 slices of 12 grain bread")).toEqual(items("2 slices of multigrain bread"));
    // Was the sub and 60 g of FNDDS's wheat berries, the "9" unread.
    expect(items("turkey sub on 9 grain wheat")).toEqual(items("turkey sub"));
    expect(unmatched("turkey sub on 9 grain wheat")).toEqual([]);
  });
});

describe("a coffee creamer by its brand", () => {
  it("is the creamer, its flavour no food", () => {
    // Was "coffee" at 15 g, "mate", "french" and "vanilla" unread.
    expect(items("1 tbsp coffee mate french vanilla")).toEqual(items("1 tbsp creamer"));
    expect(unmatched("1 tbsp coffee mate french vanilla")).toEqual([]);
    expect(ids("coffee with coffee mate")).toEqual(["coffee", "coffee-creamer"]);
  });
});

describe("a patty set on a bun", () => {
  it("is the patty and the bun, never a burger that drops the bun", () => {
    // Was the 113 g patty alone, the bun dropped without a word.
    expect(ids("1/4 lb burger patty on a bun")).toEqual(["beef-ground", "roll"]);
    expect(ids("veggie patty on a bun")).toEqual(["veggie-burger", "roll"]);
  });

  it("leaves a burger or a hot dog on its bun one item", () => {
    expect(ids("burger on a bun")).toEqual(["hamburger"]);
    expect(ids("hot dog on a bun")).toEqual(["hot-dog"]);
    expect(ids("veggie burger on a bun")).toEqual(["veggie-burger"]);
  });
});

describe("a heading closed by a colon after words that name nothing", () => {
  it("heads the list, as a colon right after the food does", () => {
    // Was a 100 g taco beside the tortillas, beef and cheese it was made of.
    const night = "taco night: 3 corn tortillas, 6 oz ground beef, 1/4 cup cheese";
    expect(items(night)).toEqual(items("taco: 3 corn tortillas, 6 oz ground beef, 1/4 cup cheese"));
    expect(ids(night)).not.toContain("tacos");
  });
});
