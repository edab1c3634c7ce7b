import { describe, expect, it } from "vitest";
import { heldOutByHash } from "../../bench/held-out";
import { readingsOf, readNames } from "../../bench/russian-names";
import { analyzeMealText } from "../analyze";

const one = (text: string) => {
  const reading = analyzeMealText(text, { lang: "ru" });
  expect(reading.items).toHaveLength(1);
  expect(reading.unmatched).toEqual([]);
  return reading.items[0]!;
};

/**
 * Sayings of the list read as the food they mean at a weight the catalog chose on purpose, which the sweep's bound
 * (2.5 times from a typical portion either way) calls absurd: a plate of meatballs is three of USDA's 30 g ones, a
 * dish of pickled mushrooms their 50 g serving, processed cheese its 90 g pack, a "кусок" of mozzarella its 125 g
 * ball, bacon one 8 g rasher and dark chocolate one 10 g square.
 */
const WEIGHED_ON_PURPOSE: ReadonlySet<string> = new Set([
  "тарелка тефтелей",
  "тарелка маринованных грибов",
  "плавленый сыр",
  "2 куска моцареллы",
  "бекон",
  "горький шоколад",
  // The second sweep's: smoked pork neck and balyk are sliced thin, 10 g a slice, which named alone is one; pumpkin
  // seeds are weighed by the spoon they are sprinkled with; "начос" is the café dish with its cheese (120 g) as well
  // as the shop's chips.
  "копченая шейка",
  "балык",
  "тыквенные семечки",
  "начос",
  // The fourth sweep's: hummus named alone is the spoonful it is eaten by (15 g), where a shop's pot is larger.
  "хумус вкусвилл",
]);

/**
 * Sayings of the list the engine does not read as the list says yet, each with the reason (decision 024, follow-up
 * "Russian names, a second sweep"): a name mended leaves this list and is then held.
 */
const NOT_READ_YET: ReadonlyMap<string, string> = new Map([
  ["круассан 7 days", "a brand with a digit: the 7 is read as a count"],
  ["круассан 7 days 200 г", "a brand with a digit: the 7 is read as a count"],
  ["2 круассана 7 days", "a brand with a digit: the 7 is read as a count"],
  ["шоколад красный октябрь", "the chocolate is read by its 10 g square, the factory's name passed over"],
  ["блин с ветчиной и сыром", "read as a home blin with its filling beside it, smaller than the chain's"],
  ["блин с ветчиной и сыром 200 г", "read as a home blin with its filling beside it"],
  ["2 блина с ветчиной и сыром", "read as home blini with their filling beside them"],
  ["блин с семгой", "read as a home blin with its fish beside it"],
  ["блин с семгой 200 г", "read as a home blin with its fish beside it"],
  ["2 блина с семгой", "read as home blini with their fish beside them"],
  // The third sweep's (decision 024, follow-up "Russian names, a third sweep").
  ["плов домашний", '"плов" named no further is the chicken one (catalog/recipes.ts), which the list did not take'],
  [
    "плов домашний 200 г",
    '"плов" named no further is the chicken one (catalog/recipes.ts), which the list did not take',
  ],
  [
    "тарелка плова домашнего",
    '"плов" named no further is the chicken one (catalog/recipes.ts), which the list did not take',
  ],
  ["плов со свининой", "pork plov is now its own dish, which the list, written before, did not name"],
  ["плов со свининой 200 г", "pork plov is now its own dish, which the list, written before, did not name"],
  ["тарелка плова со свининой", "pork plov is now its own dish, which the list, written before, did not name"],
  ["печеночные оладьи", "read as the liver fritters the catalog now has, which the list, written before, did not name"],
  [
    "печеночные оладьи 200 г",
    "read as the liver fritters the catalog now has, which the list, written before, did not name",
  ],
  [
    "3 печеночных оладьи",
    "read as the liver fritters the catalog now has, which the list, written before, did not name",
  ],
  ["пирожок с луком и яйцом", "read as the potato one, the list naming a pirozhok of no filling the catalog has"],
  ["пирожок с луком и яйцом 200 г", "read as the potato one, the list naming a pirozhok of no filling the catalog has"],
  ["2 пирожка с луком и яйцом", "read as the potato one, the list naming a pirozhok of no filling the catalog has"],
  ["слойка с ветчиной и сыром", "read as a fruit turnover: no puff pastry with ham and cheese in the catalog"],
  ["слойка с ветчиной и сыром 200 г", "read as a fruit turnover: no puff pastry with ham and cheese in the catalog"],
  ["2 слойки с ветчиной и сыром", "read as a fruit turnover: no puff pastry with ham and cheese in the catalog"],
  ["пицца домашняя", "read as the chain's margherita, where the list means a home pizza"],
  ["пицца домашняя 200 г", "read as the chain's margherita, where the list means a home pizza"],
  ["2 куска домашней пиццы", "read as the chain's margherita, where the list means a home pizza"],
  ["суп с фрикадельками домашний", '"домашний" after the name is not read, and "суп" alone is the chicken one'],
  ["суп с фрикадельками домашний 200 г", '"домашний" after the name is not read, and "суп" alone is the chicken one'],
  ["ежики", "named alone, one 60 g ёжик, where тефтели alone are three"],
  ["канапе", "named alone, one 20 g canapé, where a plate of them is eaten"],
  ["шашлык из крылышек", "named alone, one 35 g wing, where a skewer holds several"],
  [
    "бутылочка кефира агуша",
    "the small bottle of a kefir sold in a litre carton is half a litre, not the baby's 200 ml",
  ],
  // The fourth sweep's (decision 024, follow-up "Russian names, a fourth sweep").
  ["2 фрутеллы", "counted by the 14 g piece of the fruit snacks they are read as, where a Fruittella stick is 41 g"],
  ["булочка из столовой", 'a "булочка" is the bread roll, where the list means the canteen\'s sweet bun'],
  ["булочка из столовой 200 г", 'a "булочка" is the bread roll, where the list means the canteen\'s sweet bun'],
  ["2 булочки из столовой", 'a "булочка" is the bread roll, where the list means the canteen\'s sweet bun'],
  // The fifth sweep's (decision 024, follow-up "Russian names, a fifth sweep").
  ["копченая грудка", "the catalog's smoked chicken is the leg quarter; no label of the leaner breast is cited"],
  ["копченая грудка 200 г", "the catalog's smoked chicken is the leg quarter; no label of the leaner breast is cited"],
  ["половина копченой грудки", "the catalog's smoked chicken is the leg quarter; no label of the breast is cited"],
  ["попкорн в кино", "the salted popcorn the catalog names so, by its 30 g serving, where a cinema's bucket is more"],
  ["вкусняшка", "a treat of no kind: no food to read"],
  ["вкусняшка 200 г", "a treat of no kind: no food to read"],
  ["2 вкусняшки", "a treat of no kind: no food to read"],
  ["пампушки с чесноком", "no row of the garlic bun served with borscht"],
  ["пампушки с чесноком 200 г", "no row of the garlic bun served with borscht"],
  ["3 пампушки с чесноком", "no row of the garlic bun served with borscht"],
  ["бутик с колбасой 200 г", 'a weighed sandwich by its spoken name is its bread and sausage, as "бутер" is'],
  ["малоко", "a word alone on its line is put right only for swapped letters (analyze.ts)"],
  [
    "5 кружочков суджука",
    "a slice of any sausage is 20 g, as the typed set weighs it, where the list weighs a thin round of a dry one at 5 g",
  ],
  [
    "5 кружочков колбасы салями",
    "a slice of any sausage is 20 g, as the typed set weighs it, where the list weighs a thin round of a dry one at 5 g",
  ],
]);

describe("Russian foods as people name them (bench/russian-names.txt, development part)", () => {
  const development = readNames().filter((food) => !heldOutByHash(food.name));

  it.each(development.map((food) => [food.name, food] as const))(
    "reads %s alone, by weight and by measure",
    (_, food) => {
      for (const reading of readingsOf(food)) {
        if (NOT_READ_YET.has(reading.said)) continue;
        const fault =
          WEIGHED_ON_PURPOSE.has(reading.said) && reading.fault === "absurd portion" ? undefined : reading.fault;
        expect({ said: reading.said, fault, read: reading.read }).toEqual({
          said: reading.said,
          fault: undefined,
          read: reading.read,
        });
      }
    },
  );
});

describe("a word after a noun of the name is that noun's complement, not a plural", () => {
  it("reads one muesli bar and one chili pepper, where the undeclined words read three", () => {
    expect(one("батончик мюсли").grams).toBe(one("батончик мюсли 1 шт").grams);
    expect(one("перец чили").grams).toBe(one("перец чили 1 шт").grams);
  });

  it("keeps a plural named only in the plural several, after an adjective too", () => {
    expect(one("тефтели").grams).toBe(3 * one("тефтели 1 шт").grams);
    expect(one("куриные тефтели").grams).toBe(3 * one("куриные тефтели 1 шт").grams);
  });
});

describe("foods named alone eaten several at a time", () => {
  it("reads khinkali, one word for one and many, as Georgian cafés serve them: five", () => {
    expect(one("хинкали").grams).toBe(5 * one("хинкали 1 шт").grams);
  });

  it("reads prunes and dried apricots, mass nouns, as a snack of 40 g and counted ones as pieces", () => {
    expect(one("чернослив").grams).toBe(40);
    expect(one("курага").grams).toBe(40);
    expect(one("5 штук чернослива").grams).toBe(50);
  });
});

describe("names the catalog lacked", () => {
  it("reads brands said alone as their product", () => {
    expect(one("чудо").foodId).toBe("ru-milkshake-chudo");
    expect(one("кусок праги").foodId).toBe("ru-praga");
    expect(one("3 юбилейных").foodId).toBe("ru-yubileynoe");
    expect(one("2 сырка дружба").foodId).toBe("ru-cheese-processed");
  });

  it("reads хе as the cured fish salad, not a piece of cooked fish", () => {
    expect(one("хе из рыбы").foodId).toBe("khe");
    expect(one("хе").foodId).toBe("khe");
  });

  it("reads potatoes with mushrooms as the fried dish", () => {
    expect(one("картошка с грибами").foodId).toBe("potato-mushrooms");
    expect(one("тарелка жареной картошки с грибами").grams).toBe(250);
  });
});

describe("a frying pan of a dish", () => {
  it("weighs a pan as three plates of the dish, where it was one", () => {
    expect(one("сковородка жареной картошки").grams).toBe(3 * one("тарелка жареной картошки").grams);
    expect(one("полсковородки жареной картошки").grams).toBe(1.5 * one("тарелка жареной картошки").grams);
  });

  it("shares a pan fried for two", () => {
    const item = analyzeMealText("сковородку картошки с грибами на двоих").items[0]!;
    expect(item.foodId).toBe("potato-mushrooms");
    expect(item.grams).toBe(1.5 * one("тарелка картошки с грибами").grams);
  });
});

describe("the second sweep's names", () => {
  it("reads орео and курабье, which do not decline, named alone as three biscuits and counted as pieces", () => {
    expect(one("орео").grams).toBe(3 * one("орео 1 шт").grams);
    expect(one("курабье").grams).toBe(3 * one("курабье 1 шт").grams);
    expect(one("2 орео").grams).toBe(2 * one("орео 1 шт").grams);
  });

  it("weighs a piece of sashimi as a slice, not a fillet", () => {
    const item = one("4 кусочка сашими");
    expect(item.foodId).toBe("salmon-sashimi");
    expect(item.grams).toBe(64);
  });

  it("reads dishes the catalog lacked", () => {
    expect(one("пхали").foodId).toBe("pkhali");
    expect(one("2 брускетты").foodId).toBe("bruschetta");
    expect(one("рыбка к пиву").foodId).toBe("ru-vobla");
    expect(one("картофель из печи").foodId).toBe("potato-roasted");
    const pasta = analyzeMealText("паста с морепродуктами", { lang: "ru" });
    expect(pasta.items.map((item) => item.foodId)).toEqual(["pasta", "seafood-mix"]);
    expect(pasta.unmatched).toEqual([]);
  });

  it("reads brands and cases said as names", () => {
    expect(one("2 банки берна").foodId).toBe("ru-energy-drink");
    expect(one("монстр").foodId).toBe("monster-energy");
    expect(one("2 пикника").foodId).toBe("ru-picnic");
    expect(one("фругурт").foodId).toBe("ru-yogurt-fruit");
    expect(one("бутылка холодного чая").foodId).toBe("ru-ice-tea");
    expect(one("порция луковых колец").foodId).toBe("onion-rings");
  });
});

describe("the third sweep's names", () => {
  it("reads a soup named by its grain, pulse or green as that soup, not the chicken one", () => {
    expect(one("щавелевый суп").foodId).toBe("sorrel-soup");
    expect(one("тарелка гречневого супа").foodId).toBe("buckwheat-soup");
    expect(one("рисовый суп").foodId).toBe("rice-soup");
    expect(one("фасолевый суп 200 г").foodId).toBe("bean-soup");
    expect(one("суп из шампиньонов").foodId).toBe("mushroom-soup");
  });

  it("reads a cake named after a piece of it as that cake", () => {
    expect(one("кусок торта наполеон").foodId).toBe("ru-napoleon");
    expect(one("кусок торта прага").foodId).toBe("ru-praga");
    expect(one("кусок торта").foodId).toBe("cake");
    expect(one("киевский торт").foodId).toBe("cake");
  });

  it("reads potatoes boiled in their skins as boiled and those baked in embers as baked", () => {
    expect(one("картошка в мундире").foodId).toBe("potato-boiled");
    expect(one("картошка в углях").foodId).toBe("potato-baked");
  });

  it("reads the festive table's and the pie shop's dishes the catalog lacked", () => {
    expect(one("фаршированные яйца").foodId).toBe("stuffed-eggs");
    expect(one("4 канапе").grams).toBe(80);
    expect(one("калитка").foodId).toBe("kalitka");
    expect(one("сдоба").foodId).toBe("ru-bun-sdoba");
    expect(one("пирог с рыбой").foodId).toBe("ru-kulebyaka");
    expect(one("печеный пирожок").foodId).toBe("pirozhok-potato-baked");
    expect(one("тефтели в томатном соусе").foodId).toBe("tefteli-sauce");
    expect(one("запеканка с фаршем").foodId).toBe("potato-casserole");
    expect(one("каша дружба").foodId).toBe("porridge-rice-milk");
    expect(one("плов со свининой 200 г")).toMatchObject({ foodId: "plov-pork", grams: 200 });
  });

  it("reads a dacha grill's meat, fish and sausages as what is grilled", () => {
    expect(one("шашлык из семги").foodId).toBe("salmon");
    expect(one("шашлык из рыбы").foodId).toBe("fish");
    expect(one("тарелка шашлыка из крылышек").foodId).toBe("chicken-wings");
    expect(one("колбаски на мангале").foodId).toBe("ru-grill-sausages");
  });

  it("weighs a baby's bottle of formula as one feed, not half a litre", () => {
    expect(one("бутылочка смеси")).toMatchObject({ foodId: "ru-infant-formula", grams: 200 });
    expect(one("пп-сырники").foodId).toBe("syrniki-pp");
  });
});
