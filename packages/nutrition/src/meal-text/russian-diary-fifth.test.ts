// Russian diary lines written apart from the benchmark lists and from the four diary sweeps before them: terse lines
// with typos, household measures, shop products by brand and pack, canteen, café and chain food, dictated sentences
// and home dishes (decision 024, follow-up "Russian diary text, a fifth sweep"). Each case reads as its rule says,
// with what it read before.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru", { whole: true });
const items = (text: string) => read(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const total = (text: string) => read(text).totals.calories;

describe("how a dish was cooked or cut, said between it and «с»", () => {
  it("leaves the weight after the list the whole dish's", () => {
    // 150 g of mayonnaise (930 kcal) beside an assumed beet; 200 g of carrot beside an assumed hake.
    expect(items("свекла тертая с чесноком и майонезом 150")).toEqual([
      ["beet", 122],
      ["garlic", 5],
      ["ru-mayonnaise", 23],
    ]);
    expect(items("хек тушеный с морковью 200г")).toEqual(items("хек с морковью 200г"));
    // 50 g of herring and a whole 100 g onion beside it.
    expect(items("сельдь маринованная с луком 100г")).toEqual([
      ["ru-herring", 33],
      ["onion", 67],
    ]);
  });

  it("leaves a plate said after it the dish's", () => {
    // Was a plate of grated cheese, 113 g (396 kcal), beside an assumed serving of pasta.
    expect(items("макароны отварные с сыром тарелка")).toEqual([
      ["pasta", 200],
      ["ru-cheese", 20],
    ]);
  });

  it("keeps a weight too small for the dish with the food it follows", () => {
    expect(items("омлет с сыром 30 г").find(([id]) => id === "ru-cheese")?.[1]).toBe(30);
  });
});

describe("a plate said after «A с B и C»", () => {
  it("is A's plate, as after «A с B»", () => {
    // Were a plate of egg (150 g) and a plate of parsley (60 g).
    expect(items("щи со щавелем и яйцом тарелка")).toEqual([
      ["shchi", 300],
      ["sorrel", 50],
      ["egg", 50],
    ]);
    expect(items("суп с фрикадельками и зеленью тарелка")[0]).toEqual(["meatball-soup", 300]);
    expect(total("суп с фрикадельками и зеленью тарелка")).toBeLessThan(260);
  });

  it("leaves a list with no «с» as it was", () => {
    expect(items("борщ и хлеб тарелка")).toEqual([
      ["borscht", 300],
      ["bread", 45],
    ]);
    expect(items("гречка тарелка и котлета").map(([id]) => id)).toEqual(["buckwheat", "kotleta"]);
  });
});

describe("a flavour typed after a pack sold in flavours", () => {
  it("is the pack's flavour, never a food beside it", () => {
    // 100 g of milk chocolate (535 kcal) beside an assumed curd dessert.
    expect(one("чудо творожный десерт шоколад 100 г")).toMatchObject({ foodId: "ru-tvorozhok-fruit", grams: 100 });
    // 80 g of chocolate beside the ice cream; the weight was the chocolate's.
    expect(one("мороженое шоколад 80г")).toMatchObject({ foodId: "ru-plombir", grams: 80 });
    expect(one("молочный коктейль клубника 300мл")).toMatchObject({ foodId: "ru-cafe-milkshake", grams: 300 });
    // 270 g of banana beside an assumed 250 g of drinking yoghurt.
    expect(one("йогурт питьевой банан 270г")).toMatchObject({ foodId: "ru-yogurt-drink", grams: 270 });
    expect(one("сырок сгущенка")).toMatchObject({ foodId: "ru-syrok" });
    expect(one("пудинг шоколад")).toMatchObject({ foodId: "ru-pudding" });
  });

  it("makes a plain yoghurt or «творожок» with the pack's amount after the fruit a fruit one", () => {
    // A plain yoghurt at its assumed 150 g beside 125 g of strawberries; 180 g of творог beside 100 g of peach.
    expect(one("йогурт клубника 125 г")).toMatchObject({ foodId: "ru-yogurt-fruit", grams: 125 });
    expect(one("творожок персик 100г")).toMatchObject({ foodId: "ru-tvorozhok-fruit", grams: 100 });
  });

  it("leaves two foods where nothing says one is the other's flavour", () => {
    expect(items("йогурт банан").map(([id]) => id)).toEqual(["yogurt-plain", "banana"]);
    expect(items("творог банан 200г").map(([id]) => id)).toEqual(["ru-tvorog", "banana"]);
    expect(items("мороженое и шоколад").map(([id]) => id)).toEqual(["ru-plombir", "chocolate-milk-bar"]);
    // Two fruits straight after it are a list typed without commas.
    expect(items("мороженое банан клубника").map(([id]) => id)).toEqual(["ru-plombir", "banana", "strawberries"]);
    expect(items("йогурт с клубникой 125г").map(([id]) => id)).toEqual(["yogurt-plain", "strawberries"]);
  });
});

describe("a soup's own meat after another part of it and «и»", () => {
  it("is the soup's, as said straight after «с»", () => {
    // Was a 120 g serving of chicken (198 kcal) beside the rice soup, and with its plate 140 g of it.
    expect(one("суп с рисом и курицей")).toMatchObject({ foodId: "rice-soup", grams: 300 });
    expect(one("суп с рисом и курицей тарелка")).toMatchObject({ foodId: "rice-soup", grams: 300 });
  });

  it("leaves a meat after a dish that is no soup a food of its own", () => {
    expect(items("гречка с грибами и курицей").map(([id]) => id)).toEqual(["buckwheat", "mushrooms", "chicken"]);
  });
});

describe("a one-word name typed as two words", () => {
  it("is the one word", () => {
    // "кус кус" was unread (the vegetables alone weighed 200 g); "чиз бургер" a 280 g café burger.
    expect(items("кус кус с овощами 200г").map(([id]) => id)).toEqual(["couscous", "mixed-vegetables"]);
    expect(one("кус кус 150г")).toMatchObject({ foodId: "couscous", grams: 150 });
    expect(one("чиз кейк")).toMatchObject({ foodId: "ru-cheesecake" });
    expect(one("поп корн")).toMatchObject({ foodId: "ru-popcorn" });
    expect(one("пан кейки 3 шт")).toMatchObject({ foodId: "pancakes-us" });
    expect(one("чиз бургер")).toMatchObject({ foodId: "ru-chain-cheeseburger" });
  });

  it("leaves two foods, and a name of two words, as they were", () => {
    expect(items("чай кофе").map(([id]) => id)).toEqual(["tea", "coffee"]);
    expect(one("хот дог")).toMatchObject({ foodId: "ru-street-hot-dog" });
  });
});

describe("where and when, said with words of food", () => {
  it("reads a sushi bar typed with a space as the place", () => {
    // 240 g of sushi beside the soup.
    expect(one("том ям в суши баре")).toMatchObject({ foodId: "ru-tom-yam" });
    expect(one("в суши баре ролл калифорния")).toMatchObject({ foodId: "roll-california" });
    expect(one("суши 6 шт")).toMatchObject({ foodId: "sushi" });
  });

  it("reads a place named after its food, the afternoon meal and the whole day as no food", () => {
    // Each was shown as a word not read.
    expect(one("в пиццерии съел кусок маргариты")).toMatchObject({ foodId: "ru-pizza-margherita" });
    expect(one("в хинкальной 5 хинкали")).toMatchObject({ foodId: "khinkali" });
    expect(one("в пончиковой 2 пончика")).toMatchObject({ foodId: "donut" });
    expect(one("на полдник кусок шарлотки")).toMatchObject({ foodId: "pie-apple" });
    expect(one("весь день пила только воду")).toMatchObject({ foodId: "water" });
    expect(one("дочь оставила полтарелки супа, я доела")).toMatchObject({ foodId: "chicken-soup", grams: 150 });
    expect(one("за обедом съела полторы котлеты")).toMatchObject({ foodId: "kotleta" });
    expect(one("за ужином выпил бокал вина")).toMatchObject({ foodId: "wine-red", grams: 150 });
    // "бургерная котлета" is a name of the burger patty; "котлета" alone is still the cutlet.
    expect(one("котлета")).toMatchObject({ foodId: "kotleta" });
    expect(one("день 2: гречка 200г")).toMatchObject({ foodId: "buckwheat", grams: 200 });
  });
});

describe("a small jar («баночка») of a food eaten by the spoon", () => {
  it("is its jar as sold, as «банка» is", () => {
    // Were one spoon: 16 g of caviar, 15 g of hummus, 15 g of sour cream.
    expect(one("баночка икры")).toMatchObject({ foodId: "caviar-red", grams: 140 });
    expect(one("баночка хумуса")).toMatchObject({ foodId: "hummus", grams: 200 });
    expect(one("баночка сметаны").grams).toBeGreaterThan(150);
  });

  it("leaves a food sold by the pot, and a drink, as they were", () => {
    expect(one("2 баночки агуши")).toMatchObject({ foodId: "ru-tvorozhok-fruit", grams: 200 });
    expect(one("баночка детского пюре")).toMatchObject({ grams: 90 });
    expect(one("баночка колы 0,33")).toMatchObject({ grams: 330 });
  });
});

describe("pieces of a shashlik", () => {
  it("are its chunks, never whole skewers", () => {
    // Were five 200 g servings, a kilogram (2,230 kcal), and four of pork shashlik 800 g.
    expect(one("5 кусочков шашлыка")).toMatchObject({ foodId: "kebab", grams: 210 });
    expect(one("шашлык из свинины 4 куска")).toMatchObject({ foodId: "pork-shashlik", grams: 168 });
    expect(one("куриный шашлык 3 кусочка")).toMatchObject({ foodId: "chicken-shashlik", grams: 126 });
  });

  it("leaves skewers counted, and a weight, as they were", () => {
    expect(one("шашлык 2 шт")).toMatchObject({ grams: 400 });
    expect(one("шашлык 1 шампур")).toMatchObject({ grams: 200 });
    expect(one("шашлык 300г")).toMatchObject({ grams: 300 });
  });
});

describe("vegetables stewed, and a julienne", () => {
  it("reads stewed carrot and spinach as cooked in fat, not boiled", () => {
    // Were the boiled records: carrot 35 kcal per 100 g, spinach 23.
    expect(one("морковь тушеная 150г").calories).toBeGreaterThan(80);
    expect(one("шпинат тушеный 100г").calories).toBeGreaterThan(40);
    expect(one("морковь варёная 150г")).toMatchObject({ foodId: "carrot-cooked" });
  });

  it("reads a julienne as the baked dish, not plain mushrooms", () => {
    // Was 150 g of mushrooms, 33 kcal, with "жульен" unread.
    expect(one("жульен с грибами 150г")).toMatchObject({ foodId: "julienne-mushrooms", grams: 150 });
    expect(one("жульен с курицей")).toMatchObject({ foodId: "julienne-mushrooms" });
  });
});

describe("a unit word that begins a name, past a size", () => {
  it("is the name, as straight after the count", () => {
    // Was 2.5 lb of plain cake, 1,134 g (4,298 kcal): "pound" read as the unit past the size word.
    expect(one("2,5 большой pound cake")).toMatchObject({ foodId: "pound-cake" });
    expect(one("2 large pound cake").grams).toBeLessThan(300);
    expect(one("2 pound cake")).toMatchObject({ foodId: "pound-cake", grams: 182 });
  });

  it("leaves a measure that does not touch a food word a measure", () => {
    expect(one("a big bowl of chicken and sausage jambalaya")).toMatchObject({ foodId: "jambalaya" });
    expect(one("2 large bowls of chicken soup")).toMatchObject({ foodId: "chicken-soup" });
  });
});
