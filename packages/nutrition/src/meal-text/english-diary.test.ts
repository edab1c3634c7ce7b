// English diary text as typed into a calorie app's quick-add: brands said alone, British words, abbreviations, and a
// food whose name starts with a number word.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });

describe("a breakfast cereal or candy said by its brand alone", () => {
  it("reads the brand FNDDS names inside its parentheses, or spells as two words", () => {
    expect(one("cheerios").name).toBe("Cereal (General Mills Cheerios)");
    expect(one("1 1/2 cups cheerios").grams).toBe(42);
    expect(one("honey nut cheerios").name).toBe("Cereal (General Mills Cheerios Honey Nut)");
    expect(one("a bowl of wheaties").name).toBe("Cereal (General Mills Wheaties)");
    expect(one("a kitkat").name).toBe("Kit Kat");
    expect(one("2 kitkats").grams).toBe(2 * one("a kit kat").grams);
  });
});

describe("a light beer said by its brand", () => {
  it("is a light beer, a 12 fl oz can each", () => {
    expect(one("bud light x3").foodId).toBe("beer-light");
    expect(one("bud light x3").grams).toBe(3 * 354);
    expect(one("a coors light").foodId).toBe("beer-light");
    expect(one("2 miller lite").grams).toBe(2 * 354);
  });
});

describe("abbreviations and one-word spellings of a food", () => {
  it("reads 'pb' as peanut butter and 'hashbrowns' as hash browns", () => {
    expect(read("apple w/ 2 tbsp pb").items.map((i) => [i.foodId, i.grams])).toEqual([
      ["apple", 180],
      ["peanut-butter", 32],
    ]);
    expect(read("toast with pb").unmatched).toEqual([]);
    expect(one("1 tbsp pb").grams).toBe(16);
    expect(one("hashbrowns").foodId).toBe("hash-browns");
  });
  it("reads Cadbury's Dairy Milk as milk chocolate, never a milk", () => {
    expect(one("cadbury dairy milk").foodId).toBe("chocolate-milk-bar");
    expect(one("a bar of dairy milk").foodId).toBe("chocolate-milk-bar");
  });
});

describe("British words for a sandwich and a cup of tea", () => {
  it("reads a butty or a sarnie as the sandwich, a cuppa as tea", () => {
    expect(one("bacon butty").name).toBe(one("bacon sandwich").name);
    expect(one("ham sarnie").foodId).toBe(one("ham sandwich").foodId);
    expect(one("a cuppa").foodId).toBe("tea");
    expect(one("2 cuppas").foodId).toBe("tea");
    expect(read("a cuppa with milk and two sugars").items.map((i) => i.foodId)).toEqual(["tea-with-milk", "sugar"]);
  });
});

describe("a food whose name starts with a number word", () => {
  it("reads 'half and half' as the cream, and 'half a …' still as half", () => {
    expect(one("half and half").foodId).toBe("cream-light");
    expect(read("coffee with half and half").items.map((i) => i.foodId)).toEqual(["coffee", "cream-light"]);
    expect(read("coffee w/ half & half").items.map((i) => i.foodId)).toEqual(["coffee", "cream-light"]);
    expect(one("2 tbsp half and half").grams).toBe(30);
    expect(one("half a bagel").grams).toBe(one("a bagel").grams / 2);
  });
});

describe("fillings joined by 'and' before a sandwich, a sub, a wrap or a burrito", () => {
  const ids = (text: string) => read(text).items.map((i) => i.foodId);
  it("is one item, FNDDS's record of them all where it has one", () => {
    expect(one("ham and cheese sandwich").name).toBe("Ham and cheese sandwich, with lettuce and spread");
    expect(one("ham and cheese sandwich on rye").name).toBe("Ham and cheese sandwich, with lettuce and spread");
    expect(one("sausage and egg biscuit").name).toBe("Egg and sausage on biscuit");
    expect(one("chicken and cheese quesadilla").name).toBe("Quesadilla with chicken");
  });
  it("is else the item of the first filling, or the item itself", () => {
    expect(one("chicken and bacon sandwich").foodId).toBe(one("chicken sandwich").foodId);
    expect(one("turkey and swiss sandwich").foodId).toBe(one("turkey sandwich").foodId);
    expect(one("chicken and avocado wrap").foodId).toBe(one("chicken wrap").foodId);
    // "steak and cheese sub" is a record of its own (FNDDS 27515020, takeout.test.ts).
    expect(one("salami and cheese sub").foodId).toBe(one("sub").foodId);
  });
  it("leaves a food that fills no such item, and a bread with no record of it filled, a food of its own", () => {
    expect(ids("soup and cheese sandwich")).toHaveLength(2);
    expect(ids("coffee and a bacon sandwich")).toHaveLength(2);
    expect(ids("egg and cheese bagel")).toContain("egg");
    expect(ids("rice and beans")).toEqual(["rice", "beans"]);
  });
});

describe("milk named by its fat or plant, poured into a drink or on a cereal", () => {
  const grams = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);
  it("is a splash in a coffee or a tea, never a glass beside it", () => {
    expect(grams("coffee with skim milk")[1]).toEqual(["milk-skim", 30]);
    expect(grams("tea with 2% milk")[1]).toEqual(["milk-2", 30]);
    expect(grams("coffee w/ almond milk")[1]).toEqual(["almond-milk", 30]);
    // A latte ordered with skim milk is FNDDS's nonfat latte (english-meals-review.test.ts), no splash beside it.
    expect(grams("venti iced latte with skim milk")).toEqual([["iced-latte-nonfat", 600]]);
    expect(one("a glass of skim milk").grams).toBe(250);
  });
  it("is half a cup on an FNDDS cereal, as on the catalog's", () => {
    expect(grams("bowl of cheerios with milk")[1]).toEqual(["milk", 122]);
    expect(grams("wheaties with 2% milk")[1]).toEqual(["milk-2", 122]);
    expect(grams("corn flakes with skim milk")[1]).toEqual(["milk-skim", 122]);
  });
});

describe("a count typed before a small food named in the plural", () => {
  it("is that many of USDA's items, not grams, though the catalog serves the food by the bowl", () => {
    expect(one("10 strawberries").grams).toBe(10 * one("a strawberry").grams);
    expect(one("12 baby carrots").grams).toBe(12 * 15);
    expect(one("8 baby carrots").grams).toBe(8 * 15);
    // USDA counts blueberries only as "50 berries" (68 g).
    expect(Math.abs(one("20 blueberries").grams - 20 * 1.36)).toBeLessThan(1);
  });
  it("leaves a weight typed after the food, or with its unit, a weight", () => {
    expect(one("strawberries 100g").grams).toBe(100);
    expect(one("10 g strawberries").grams).toBe(10);
  });
});

describe("a count typed before a dish named in the plural", () => {
  it("is that many, though they pass what one item read from a bare number may hold", () => {
    expect(one("3 burritos").grams).toBe(3 * one("a burrito").grams);
    expect(one("4 cheeseburgers").grams).toBe(4 * one("a cheeseburger").grams);
    expect(one("6 donuts").grams).toBe(6 * one("a donut").grams);
  });
  it("is that many wholes of a size", () => {
    expect(one("2 medium pizzas").grams).toBe(2 * one("a medium pizza").grams);
    expect(one("2 large burritos").grams).toBe(2 * one("a large burrito").grams);
  });
  it("still sets a bare number after the food back to one portion when it is past belief", () => {
    const typo = read("burritos 9");
    expect(typo.items[0]!.grams).toBe(one("a burrito").grams);
    expect(typo.unmatched).toEqual(["9"]);
  });
});

describe("a dish always made with a meat, named with its meat after 'with'", () => {
  it("says which meat it is, not a second portion of meat beside the dish", () => {
    expect(one("burrito w/ steak").foodId).toBe("burrito");
    expect(one("pho with beef").foodId).toBe("pho");
    expect(one("pad thai with shrimp").foodId).toBe("pad-thai");
    expect(one("fried rice with shrimp").foodId).toBe("fried-rice");
    expect(one("quesadilla with steak").foodId).toBe("quesadilla");
    expect(one("burrito bowl with steak").grams).toBe(one("burrito bowl").grams);
  });
  it("leaves a meat with an amount of its own, and a dish made without meat, two items", () => {
    expect(read("burrito with steak 200g").items.map((i) => i.foodId)).toEqual(["burrito", "steak"]);
    expect(read("salad with chicken").items).toHaveLength(2);
    expect(read("burrito and chicken wings").items).toHaveLength(2);
  });
});

describe("brands of a coffee, a sweetener and a British cereal, and British milks", () => {
  const grams = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);
  it("reads Starbucks' brewed coffee by name, never the fish", () => {
    expect(one("tall pike place").foodId).toBe("coffee");
    expect(one("venti pike place roast").foodId).toBe("coffee");
  });
  it("reads a Splenda as a 1 g packet, a spoonful's share in a drink", () => {
    expect(grams("coffee with 2 splenda")).toEqual([
      ["coffee", 250],
      ["sweetener-packet", 2],
    ]);
    expect(one("a splenda").grams).toBe(1);
  });
  it("counts Weetabix in biscuits, with half a cup of milk on them", () => {
    expect(one("weetabix x2").grams).toBe(35);
    expect(one("3 weetabix").grams).toBe(52.5);
    expect(grams("weetabix x2 with semi skimmed milk")[1]).toEqual(["milk-2", 122]);
    expect(grams("cheerios 1 cup with milk")[1]).toEqual(["milk", 122]);
  });
  it("reads semi-skimmed and skimmed milk as the milks of that fat", () => {
    expect(one("a glass of semi-skimmed milk").foodId).toBe("milk-2");
    expect(one("a glass of skimmed milk").foodId).toBe("milk-skim");
    expect(grams("tea with semi skimmed milk")[1]).toEqual(["milk-2", 30]);
  });
});

describe("fast-food sandwiches said by their one-word names", () => {
  it("reads McDonald's McDouble and McChicken as FNDDS's fast-food sandwiches", () => {
    expect(one("2 mcdouble").name).toBe("Double cheeseburger (McDonalds)");
    expect(one("2 mcdouble").grams).toBe(2 * 165);
    expect(one("a mcchicken").name).toBe("Chicken fillet sandwich, fried, from fast food");
    expect(one("2 mcchickens").grams).toBe(280);
  });
});

describe("British crisps and bakery food", () => {
  it("reads two flavour words joined before crisps as their flavour", () => {
    expect(one("cheese and onion crisps").foodId).toBe("potato-chips");
    expect(one("salt and vinegar chips").foodId).toBe("potato-chips");
    expect(read("salsa and tortilla chips").items).toHaveLength(2);
    expect(read("burger and chips").items).toHaveLength(2);
  });
  it("reads a sausage roll as sausage baked in pastry, not a bread roll", () => {
    expect(one("greggs sausage roll").foodId).toBe("pig-in-blanket");
    expect(one("2 sausage rolls").grams).toBe(170);
  });
});

describe("a sandwich named by what is in it", () => {
  it("is a sandwich, never FNDDS's avocado 'for use on a sandwich'", () => {
    expect(one("chicken avocado sandwich").foodId).toBe("sandwich");
    expect(one("avocado sandwich").grams).toBe(150);
    expect(one("pret chicken avocado sandwich").foodId).toBe("sandwich");
  });
  it("reads Subway's Italian BMT as the cold-cut sub, a footlong as two", () => {
    expect(one("italian bmt").foodId).toBe("cold-cut-sub");
    expect(one("subway footlong italian bmt").grams).toBe(520);
    expect(one("6 inch italian bmt").grams).toBe(260);
  });
});

describe("a coffee chain's flavoured latte", () => {
  it("is shown by FNDDS's name in English, not as a Russian raf", () => {
    expect(one("grande caramel macchiato").name).toBe("flavored latte");
    expect(one("pumpkin spice latte").name).toBe("flavored latte");
  });
});

describe("a double letter typed on another letter", () => {
  it("is the food with its double letter in place", () => {
    expect(one("brocolli").foodId).toBe("broccoli");
    expect(read("brocolli and rice").unmatched).toEqual([]);
    expect(one("mozarrella").foodId).toBe(one("mozzarella").foodId);
    expect(one("cappuccinno").foodId).toBe("cappuccino");
  });
  it("leaves an everyday word with a double letter alone", () => {
    expect(read("dinner was pretty good: brocolli").items.map((i) => i.foodId)).toEqual(["broccoli"]);
  });
});

describe("two foods whose names hold the same words in another order", () => {
  it("reads the one named in the order typed: the last English word is the thing itself", () => {
    expect(one("milk chocolate").foodId).toBe("chocolate-milk-bar");
    expect(one("chocolate milk").foodId).not.toBe("chocolate-milk-bar");
    expect(one("a glass of chocolate milk").grams).toBe(250);
    expect(one("milk chocolate bar").foodId).toBe("chocolate-milk-bar");
    expect(one("a dairy milk bar").grams).toBe(one("a chocolate bar").grams);
  });
});

describe("a food named as the heading of a list", () => {
  const ids = (text: string) => read(text).items.map((i) => i.foodId);
  it("is not counted again beside what the list names", () => {
    expect(ids("sushi: 8 pieces california roll")).toHaveLength(1);
    expect(read("sushi: 8 pieces california roll").unmatched).toEqual(["sushi"]);
    expect(ids("salad: 2 cups spinach, tomato")).toEqual(["spinach", "tomato"]);
  });
  it("keeps a food whose own amount follows the colon", () => {
    expect(one("pizza: 2 slices").foodId).toBe("pizza");
    expect(ids("chicken: 200g, rice: 150g")).toEqual(["chicken", "rice"]);
  });
});

describe("more British and American names of everyday dishes", () => {
  it("reads a toastie as a sandwich, and its fillings joined by 'and' as one", () => {
    // A cheese toastie is the grilled cheese sandwich, buttered and toasted (meal-text/toasted.ts).
    expect(one("cheese and tomato toastie").foodId).toBe(one("grilled cheese").foodId);
    expect(one("ham toastie").foodId).toBe(one("ham sandwich").foodId);
  });
  it("reads the filling of a meat and another before an item as one item", () => {
    expect(one("grilled chicken and avocado wrap").foodId).toBe(one("chicken wrap").foodId);
    expect(one("steak and cheese hoagie").foodId).toBe("cold-cut-sub");
  });
  it("reads cottage pie, tuna mayo, rosé and sirloin as the foods they are", () => {
    expect(one("cottage pie").name).toBe("cottage pie");
    expect(one("cottage pie").calories).toBeLessThan(one("apple pie").calories);
    expect(read("a jacket potato with tuna mayo").items.map((i) => i.foodId)).toEqual(["potato-baked", "tuna-salad"]);
    expect(one("2 glasses of rose").grams).toBe(300);
    expect(one("5 oz sirloin").foodId).toBe("steak");
  });
  it("reads an egg white omelette as FNDDS's egg white omelet by its cup, spelt either way", () => {
    expect(one("egg white omelette").foodId).toBe("egg-white-omelette");
    expect(one("egg white omelet").grams).toBe(135);
    expect(one("3 egg omelette").foodId).toBe("omelette");
  });
});

describe("a list of fillings on a bread said with its article", () => {
  it("is FNDDS's item of them all on that bread, as without the article", () => {
    expect(one("bacon egg and cheese on a bagel").name).toBe("Egg, cheese and bacon on bagel");
    expect(one("sausage egg and cheese on a biscuit").name).toBe("Egg, cheese, and sausage on biscuit");
  });
  it("leaves one food on a bread two items", () => {
    expect(read("cream cheese on a bagel").items).toHaveLength(2);
    expect(read("sausage and egg on an english muffin").items.map((i) => i.foodId)).toContain("english-muffin");
  });
});

describe("the water or brine a can is packed in", () => {
  it("is no food of its own", () => {
    expect(one("tuna can in water").foodId).toBe("tuna-canned");
    expect(one("chickpeas in brine").foodId).toBe("chickpeas");
    expect(one("protein powder in water").foodId).toBe("protein-shake");
    expect(one("tuna in water").foodId).toBe("tuna-canned");
  });
});

describe("a flavour typed after a bar", () => {
  it("is the bar's flavour, not a food beside it", () => {
    expect(one("clif bar chocolate chip").name).toBe("Nutrition bar (Clif Bar)");
    expect(one("quest bar cookies and cream").foodId).toBe(one("quest bar").foodId);
    expect(one("granola bar peanut butter").foodId).toBe("granola-bar");
  });
  it("leaves what follows a comma or an article a food of its own", () => {
    expect(read("protein bar, banana").items).toHaveLength(2);
    expect(read("clif bar and a coffee").items).toHaveLength(2);
    expect(read("quest bar cookies and cream and a latte").items).toHaveLength(2);
  });
});

describe("scoops of a shake", () => {
  it("are scoops of the powder it is made up from, as scoops of the powder itself are", () => {
    expect(one("protein shake 2 scoops").foodId).toBe("protein-shake");
    expect(one("2 scoops protein shake").grams).toBe(one("2 scoops protein powder").grams);
    expect(read("protein shake (2 scoops) w/ water").items[0]!.foodId).toBe("protein-shake");
    expect(one("a protein shake").foodId).toBe("protein-shake-drink");
  });
});

describe("a cupcake", () => {
  it("is FNDDS's iced cupcake, not a muffin", () => {
    expect(one("a cupcake").foodId).toBe("cupcake");
    expect(one("2 cupcakes").grams).toBe(150);
    expect(one("a muffin").foodId).toBe("muffin");
  });
});

describe("more pieces of a food than one meal holds", () => {
  it("sets them back to one portion and lists the count, never weighing a dozen fillets", () => {
    const salmon = read("12 pieces of salmon");
    expect(salmon.items.map((i) => i.grams)).toEqual([one("salmon").grams]);
    expect(salmon.unmatched).toEqual(["12 pieces"]);
  });
  it("keeps a few pieces as typed", () => {
    expect(one("3 pieces of chicken").grams).toBe(3 * one("a piece of chicken").grams);
  });
});

describe("a sushi roll said whole", () => {
  it("is FNDDS's roll of six pieces, and its pieces are still pieces", () => {
    expect(one("a california roll").grams).toBe(180);
    expect(one("2 spicy tuna rolls").grams).toBe(360);
    expect(one("6 pieces of california roll").grams).toBe(180);
  });
});

describe("fries cut another way, a pulled pork sandwich and a broccoli soup", () => {
  it("are the fries and FNDDS's barbecue pork sandwich", () => {
    expect(one("waffle fries").foodId).toBe(one("fries").foodId);
    expect(one("curly fries").foodId).toBe(one("fries").foodId);
    expect(one("pulled pork sandwich").name).toBe("pulled pork sandwich");
    expect(one("bbq pulled pork sandwich").grams).toBe(186);
  });
  it("reads broccoli cheddar soup as FNDDS's broccoli cheese soup, not broccoli beside a soup", () => {
    expect(one("broccoli cheddar soup").grams).toBe(299);
    expect(one("a bowl of broccoli cheese soup").foodId).toBe("broccoli-cheese-soup");
  });
});

describe("a sandwich ordered by its bread after 'on'", () => {
  it("is two slices of that bread beside the fillings", () => {
    expect(read("turkey on rye").items.map((i) => [i.name, i.grams])).toEqual([
      ["turkey", one("turkey").grams],
      ["rye bread", 2 * one("a slice of rye bread").grams],
    ]);
    expect(read("tuna on wheat").items.map((i) => i.name)).toEqual(["tuna", "whole wheat bread"]);
    expect(read("ham and swiss on white").items.map((i) => i.name)).toEqual(["ham", "swiss cheese", "bread"]);
  });
  it("leaves a name FNDDS gives the whole item, and bread said with its count", () => {
    expect(one("bacon egg and cheese on a bagel").name).toBe("Egg, cheese and bacon on bagel");
    expect(read("ham on 2 slices of rye bread").items.map((i) => i.grams)).toEqual([
      one("ham").grams,
      2 * one("a slice of rye bread").grams,
    ]);
  });
});

describe("a description read under the other language's interface", () => {
  it("is read by the rules of the language it is written in, its foods named in the person's", () => {
    for (const text of ["eggs toast coffee", "banana blueberries", "3 burritos"]) {
      const asTyped = read(text);
      const underRussian = analyzeMealText(text, { lang: "ru" });
      expect(
        underRussian.items.map((i) => [i.foodId, i.grams]),
        text,
      ).toEqual(asTyped.items.map((i) => [i.foodId, i.grams]));
    }
    expect(analyzeMealText("банан творог", { lang: "en" }).items.map((i) => i.foodId)).toEqual(["banana", "ru-tvorog"]);
    expect(analyzeMealText("банан творог", { lang: "en" }).items[0]!.name).toBe("banana");
  });
});

describe("an avocado typed before another food", () => {
  it("is eaten as it is, never the other food's flavour", () => {
    expect(read("half an avocado meatballs").items.map((i) => i.foodId)).toEqual(["avocado", "meatballs"]);
    expect(one("avocado toast").foodId).toBe("avocado-toast");
  });
});

describe("a range of whole numbers between two foods", () => {
  it("counts the food after it, as one number would", () => {
    expect(read("medium fries 2-3 eggs").items.map((i) => i.foodId)).toEqual(["potato-fried", "egg"]);
    expect(read("medium fries 2-3 eggs").items[1]!.grams).toBe(2.5 * one("an egg").grams);
  });
  it("leaves a range of grams after a food its weight", () => {
    expect(read("rice 100-150 chicken").items[0]!.grams).toBe(125);
  });
});
