// Readings left open by decisions 023 and 024, mended by the class each stood for (decision 024, "Readings left
// open, a second round"): dishes with no row, a maker's size word, sugar counted in lumps and per cup, a snack bag,
// onion as a garnish, slices of a toast, a pack of a fruit sold whole, FNDDS's own names of a cake and of a pasta
// with its meat, and two drink add-ons typed alone.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);
const idsOf = (r: ReturnType<typeof en>) => r.items.map((i) => i.foodId);

describe("dishes that had no row", () => {
  it("reads khao soi, pav bhaji, soju and haggis as the dishes they are", () => {
    expect(itemsOf(en("khao soi"))).toEqual([["khao-soi", 500]]);
    expect(itemsOf(en("chicken khao soi"))).toEqual([["khao-soi", 500]]);
    expect(itemsOf(en("pav bhaji"))).toEqual([["pav-bhaji", 295]]);
    expect(itemsOf(en("soju"))).toEqual([["soju", 50]]);
    const bottle = en("a bottle of soju");
    expect(itemsOf(bottle)).toEqual([["soju", 360]]);
    // 16.9% alcohol: a 360 ml bottle is about 350 kcal.
    expect(bottle.totals.calories).toBeGreaterThan(320);
    expect(bottle.totals.calories).toBeLessThan(380);
    // CoFID's boiled haggis, 310 kcal per 100 g.
    expect(en("haggis").totals.calories).toBe(465);
  });

  it("reads neeps and tatties beside haggis", () => {
    const r = en("haggis, neeps and tatties");
    expect(idsOf(r)).toEqual(["haggis", "turnip", "mashed-potatoes"]);
    expect(r.unmatched).toEqual([]);
  });

  it("keeps the acai bowl", () => {
    expect(itemsOf(en("acai bowl"))).toEqual([["acai-bowl", 300]]);
  });
});

describe("a maker's name for its bigger bar", () => {
  it("is the large bar of one sold in sizes", () => {
    expect(itemsOf(ru("супер сникерс"))).toEqual([["ru-snickers", 80]]);
    expect(itemsOf(ru("сникерс супер"))).toEqual([["ru-snickers", 80]]);
    expect(itemsOf(ru("2 супер сникерса"))).toEqual([["ru-snickers", 160]]);
    expect(itemsOf(ru("твикс экстра"))).toEqual([["ru-twix", 82]]);
    expect(itemsOf(ru("марс макс"))).toEqual([["ru-mars", 81]]);
  });

  it("sizes nothing else", () => {
    expect(itemsOf(ru("супер вкусная шаурма"))).toEqual([["shawarma", 350]]);
    expect(itemsOf(ru("сникерс"))).toEqual([["ru-snickers", 50]]);
  });
});

describe("an onion said with a dish", () => {
  it("is the garnish on it, two slices, not a whole onion", () => {
    expect(itemsOf(ru("скумбрия с луком"))[1]).toEqual(["onion", 28]);
    expect(itemsOf(ru("гречка с луком"))).toEqual([
      ["buckwheat", 200],
      ["onion", 28],
    ]);
    expect(itemsOf(ru("картошка жареная с луком"))[1]).toEqual(["onion", 28]);
    expect(itemsOf(en("steak with onions"))[1]).toEqual(["onion", 28]);
    expect(itemsOf(en("burger with grilled onions"))[1]).toEqual(["onion", 28]);
  });

  it("reads the herring zakuska as its plate, fish, onion and oil", () => {
    expect(itemsOf(ru("селедка с луком"))).toEqual([["herring-with-onion", 100]]);
    expect(itemsOf(ru("селедочка с луком"))).toEqual([["herring-with-onion", 100]]);
  });

  it("keeps an onion alone, first, or with its own amount", () => {
    expect(itemsOf(ru("лук"))).toEqual([["onion", 100]]);
    expect(itemsOf(ru("лук с морковкой"))[0]).toEqual(["onion", 100]);
    expect(itemsOf(ru("гречка с луком 50 г"))[1]).toEqual(["onion", 50]);
  });
});

describe("sugar counted in lumps after a sweetened drink", () => {
  it("is a mug of the drink and that many 5 g lumps", () => {
    expect(itemsOf(ru("чай с сахаром 2 кусочка"))).toEqual([
      ["tea", 250],
      ["ru-sugar-cube", 10],
    ]);
    expect(itemsOf(ru("кофе с сахаром 3 кусочка"))).toEqual([
      ["coffee", 250],
      ["ru-sugar-cube", 15],
    ]);
    expect(itemsOf(ru("кофе с молоком и сахаром 2 кусочка"))[1]).toEqual(["ru-sugar-cube", 10]);
  });

  it("gives the drink its own measure typed beside the lumps", () => {
    const lumpsFirst = ru("чай с сахаром 2 кусочка 300 мл");
    expect(lumpsFirst.items.map((i) => i.foodId)).toEqual(["tea", "ru-sugar-cube"]);
    expect(Math.round(lumpsFirst.items[1]!.grams)).toBe(10);
    expect(lumpsFirst.items[0]!.grams).toBeGreaterThan(290);
    expect(lumpsFirst.items[0]!.grams).toBeLessThan(310);
    expect(itemsOf(ru("чай с сахаром 300 мл 2 кусочка"))[1]).toEqual(["ru-sugar-cube", 10]);
  });

  it("keeps spoons and mugs as they were", () => {
    expect(itemsOf(ru("чай с сахаром 2 ложки"))).toEqual([
      ["tea", 250],
      ["sugar", 10],
    ]);
    expect(itemsOf(ru("чай с сахаром 500 мл"))).toEqual([["tea-with-sugar", 500]]);
  });
});

describe("what goes with each of the foods counted before it", () => {
  it("is that many in every one", () => {
    // Four sugars, 5 g each.
    expect(itemsOf(en("2 cups of coffee with 2 sugars each"))[1]).toEqual(["sugar", 20]);
    expect(itemsOf(en("3 teas with 1 sugar each"))[1]).toEqual(["sugar", 15]);
    expect(itemsOf(en("2 coffees with milk and 1 sugar each"))[2]).toEqual(["sugar", 10]);
    expect(itemsOf(en("3 bagels with 1 egg each"))[1]).toEqual(["egg", 150]);
    expect(itemsOf(ru("2 чашки кофе с 2 ложками сахара в каждой"))[1]).toEqual(["sugar", 20]);
  });

  it("is counted once without 'each', and a list's weight 'each' stays each food's", () => {
    expect(itemsOf(en("2 cups of coffee with 2 sugars"))[1]).toEqual(["sugar", 10]);
    expect(itemsOf(en("rice and chicken 150 g each"))).toEqual([
      ["rice", 150],
      ["chicken", 150],
    ]);
  });
});

describe("a bag of a snack the catalog sells in a box", () => {
  it("is FNDDS's small single-serving bag", () => {
    // FNDDS 54304005 Crackers, cheese (Cheez-It): "small or medium single serving bag" 45 g.
    expect(itemsOf(en("a bag of cheez its"))).toEqual([["cheez-it", 45]]);
    expect(itemsOf(en("2 bags of cheez its"))).toEqual([["cheez-it", 90]]);
    expect(itemsOf(en("a large bag of cheez its"))).toEqual([["cheez-it", 85]]);
  });

  it("keeps the box, a family-size bag and a bag the catalog sells", () => {
    expect(itemsOf(en("a box of cheez its"))).toEqual([["cheez-it", 351]]);
    expect(itemsOf(en("a family size bag of cheez its"))).toEqual([["cheez-it", 351]]);
    expect(itemsOf(en("a bag of chips"))).toEqual([["potato-chips", 28]]);
  });
});

describe("cheese toast", () => {
  it("is the open slice under cheese, counted by the slice", () => {
    expect(itemsOf(en("2 slices of cheese toast"))).toEqual([["hot-sandwich", 110]]);
    expect(itemsOf(en("a slice of cheese toast"))).toEqual([["hot-sandwich", 55]]);
    expect(itemsOf(en("2 slices of cheese on toast"))).toEqual([["hot-sandwich", 110]]);
    expect(en("2 slices of cheese toast").totals.calories).toBeLessThan(450);
  });

  it("keeps the grilled cheese sandwich and a toastie", () => {
    expect(itemsOf(en("grilled cheese"))).toEqual([["grilled-cheese", 130]]);
    expect(itemsOf(en("cheese toastie"))).toEqual([["grilled-cheese", 130]]);
  });
});

describe("a pack of a fruit sold whole", () => {
  it("is the shop's tray of it cut, not the whole fruit", () => {
    expect(itemsOf(ru("упаковка арбуза"))).toEqual([["watermelon", 400]]);
    expect(itemsOf(ru("упаковка дыни"))).toEqual([["melon", 400]]);
    expect(itemsOf(ru("2 упаковки арбуза"))).toEqual([["watermelon", 800]]);
    expect(itemsOf(en("a pack of watermelon"))).toEqual([["watermelon", 400]]);
  });

  it("keeps a share of the whole fruit", () => {
    expect(itemsOf(ru("арбуз целиком"))).toEqual([["watermelon", 4518]]);
  });
});

describe("desserts FNDDS files under a head word never typed", () => {
  it("reads them as FNDDS's own records", () => {
    // FNDDS 53103000 Cake, Boston cream pie: a piece (1/12 of an 8" cake) 69 g.
    expect(itemsOf(en("boston cream pie"))).toEqual([["boston-cream-pie", 69]]);
    expect(itemsOf(en("a slice of boston cream pie"))).toEqual([["boston-cream-pie", 69]]);
    // FNDDS 53208200 Cookie, marshmallow pie, chocolate covered: a moon pie 78 g, a whoopie pie 57 g.
    expect(itemsOf(en("moon pie"))).toEqual([["moon-pie", 78]]);
    expect(itemsOf(en("2 whoopie pies"))).toEqual([["whoopie-pie", 114]]);
  });

  it("keeps the pies FNDDS names as pies", () => {
    expect(idsOf(en("banana cream pie"))).toEqual(["fndds-53341000"]);
    expect(idsOf(en("apple pie"))).toEqual(["pie-apple"]);
  });
});

describe("a dish FNDDS records with its meat, said with it", () => {
  it("is that record, not the plain dish and a portion of meat", () => {
    // FNDDS 58146421 Pasta with cream sauce and poultry, restaurant; 58146441 with seafood.
    expect(itemsOf(en("fettuccine alfredo with chicken"))).toEqual([["chicken-alfredo", 300]]);
    expect(itemsOf(en("fettuccine alfredo with grilled chicken"))).toEqual([["chicken-alfredo", 300]]);
    expect(itemsOf(en("alfredo pasta with chicken"))).toEqual([["chicken-alfredo", 300]]);
    expect(itemsOf(en("chicken fettuccine alfredo"))).toEqual([["chicken-alfredo", 300]]);
    expect(itemsOf(en("pasta alfredo with shrimp"))).toEqual([["seafood-alfredo", 300]]);
    expect(itemsOf(ru("паста альфредо с курицей"))).toEqual([["chicken-alfredo", 300]]);
  });

  it("keeps the meat's own amount and a meat listed with 'and'", () => {
    expect(idsOf(en("fettuccine alfredo with 100g chicken"))).toEqual(["alfredo", "chicken"]);
    expect(idsOf(en("fettuccine alfredo and chicken"))).toEqual(["alfredo", "chicken"]);
    expect(idsOf(en("fettuccine alfredo"))).toEqual(["alfredo"]);
  });
});

describe("sugar typed beside a milk", () => {
  it("is sugar, never FNDDS's reduced-sugar flavoured milk", () => {
    expect(idsOf(en("milk sugar"))).toEqual(["milk", "sugar"]);
    expect(idsOf(en("oat milk sugar"))[1]).toBe("sugar");
    expect(idsOf(en("almond milk sugar"))).toEqual(["almond-milk", "sugar"]);
    expect(idsOf(en("tea milk sugar"))).toEqual(["tea-with-milk", "sugar"]);
  });

  it("keeps a reduced-sugar milk said so", () => {
    expect(idsOf(en("reduced sugar strawberry milk"))).toEqual(["fndds-11519210"]);
  });
});

describe("a Russian size word typed as it sounds", () => {
  it("is that size, its soft sign left out or an unstressed vowel written otherwise", () => {
    expect(itemsOf(ru("шаурма болшая"))).toEqual([["shawarma", 480]]);
    expect(itemsOf(ru("шаурма балшая"))).toEqual([["shawarma", 480]]);
    expect(itemsOf(ru("болшая шаурма"))).toEqual([["shawarma", 480]]);
    expect(itemsOf(ru("шаурма маленкая"))).toEqual([["shawarma", 280]]);
    const coffee = ru("кофе болшой");
    expect(coffee.unmatched).toEqual([]);
    expect(itemsOf(coffee)).toEqual([["coffee", 350]]);
  });

  it("keeps words that are no size", () => {
    expect(itemsOf(ru("шаурма"))).toEqual([["shawarma", 350]]);
  });
});

describe("a burger said double", () => {
  it("holds two patties, before or after its name", () => {
    // FNDDS 27510655 Double hamburger: the 145 g hamburger and an 85 g patty more.
    expect(itemsOf(en("double burger"))).toEqual([["hamburger", 230]]);
    expect(itemsOf(en("2 double burgers"))).toEqual([["hamburger", 460]]);
    expect(itemsOf(ru("двойной бургер"))).toEqual([["ru-cafe-burger", 365]]);
    expect(itemsOf(ru("бургер двойной"))).toEqual([["ru-cafe-burger", 365]]);
  });

  it("keeps the double cheeseburger's own row and patties counted", () => {
    expect(itemsOf(en("double cheeseburger"))).toEqual([["double-cheeseburger", 155]]);
    expect(itemsOf(en("double burger 2 patties"))).toEqual([["hamburger", 230]]);
    expect(itemsOf(en("double espresso and a burger"))).toEqual([
      ["espresso-double", 60],
      ["hamburger", 145],
    ]);
  });
});
