// Readings three times and more off the truth, found by texts written to provoke them: numbers that were no amount,
// wholes and containers read as one serving, pieces read as servings (decision 024, never absurd).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs(undefined, { whole: true });
const total = (text: string) => analyzeMealText(text).totals.calories;

describe("an hour said before a food", () => {
  it("is no amount when it ends in a colon", () => {
    expect(total("завтрак в 8: 2 яйца и тост")).toBe(total("2 яйца и тост"));
    expect(one("11: 3 eggs").grams).toBe(one("3 eggs").grams);
    expect(one("обед 13: суп").grams).toBe(one("суп").grams);
  });

  it('is no amount after "в" before a food or another number', () => {
    expect(one("в 8 2 яйца").grams).toBe(one("2 яйца").grams);
    expect(one("в 8 овсянка").grams).toBe(one("овсянка").grams);
    expect(one("гречка в 13").grams).toBe(one("гречка").grams);
    // A count of a food "в" can stand before stays a count, and so does a measure.
    expect(one("в 3 яйца").grams).toBe(one("3 яйца").grams);
  });
});

describe("an hour typed with a dash beside a meal's name, and a date with its month", () => {
  it("is the meal's hour, never a range of grams", () => {
    // "завтрак 8-00 каша" was a kilogram of porridge, "19-30 ужин: плов" 24.5 g of plov.
    expect(one("завтрак 8-00 каша").grams).toBe(one("каша").grams);
    expect(one("19-30 ужин: плов").grams).toBe(one("плов").grams);
    expect(one("lunch 12-30 burger").grams).toBe(one("burger").grams);
    // A range of a count stays one.
    expect(one("пельмени 10-15 шт").grams).toBe(12.5 * one("пельмени 1 шт").grams);
  });

  it("is a day of a month, never an amount", () => {
    // "27 ноября омлет" was 27 g of omelette.
    expect(one("27 ноября омлет").grams).toBe(one("омлет").grams);
    expect(one("1 мая шашлык 300 г").grams).toBe(300);
    expect(one("nov 27 2 eggs").grams).toBe(one("2 eggs").grams);
    expect(one("27th of November: oatmeal").grams).toBe(one("oatmeal").grams);
    expect(analyzeMealText("27 ноября омлет").unmatched).toEqual([]);
  });
});

describe("which day or week of a diet", () => {
  it("is no amount, and the diet names no food", () => {
    // "day 3 of keto: steak 8oz" was three steaks with "8oz" unread; «на кето» was chum salmon («кета»).
    expect(one("day 3 of keto: steak 8oz").grams).toBeCloseTo(226.8, 1);
    expect(one("день 3 на кето: стейк 250г")).toMatchObject({ foodId: "steak", grams: 250 });
    expect(one("week 2: salad").grams).toBe(one("salad").grams);
    expect(one("неделя 2: салат").grams).toBe(one("салат").grams);
  });
});

describe("a coconut counted", () => {
  it("is a piece of its meat; a whole or a half is said", () => {
    // "кусочек кокоса" was the whole coconut's 397 g of meat, 1,405 kcal; "кокос x2" 2,811 kcal (a random run's
    // diary of ten foods past 5,000 kcal).
    expect(one("кусочек кокоса").grams).toBe(45);
    expect(one("кокос x2").grams).toBe(90);
    expect(one("целый кокос").grams).toBe(397);
    expect(one("half a coconut").grams).toBe(198.5);
  });
});

describe("a whole said in English", () => {
  it("is the food's whole where the catalog weighs one, with or without a count", () => {
    expect(one("whole rotisserie chicken").grams).toBe(one("целая курица гриль").grams);
    expect(one("a whole rotisserie chicken").grams).toBe(one("целая курица гриль").grams);
    expect(one("a whole cake").grams).toBe(one("целый торт").grams);
  });

  it("leaves a food named with the word, and a count of pieces, as they were", () => {
    expect(one("a glass of whole milk").foodId).toBe("milk");
    expect(one("2 whole eggs").grams).toBe(one("2 eggs").grams);
    expect(one("2 slices whole grain bread").grams).toBeLessThan(100);
  });
});

describe("an English container as sold", () => {
  it("is the food's pack: a box, a tub, a sleeve", () => {
    expect(one("a box of cereal").grams).toBe(one("пачка хлопьев").grams);
    expect(one("a box of cereal").grams).toBeGreaterThan(10 * one("a bowl of cereal").grams);
    expect(one("a tub of ice cream").grams).toBeGreaterThan(3 * one("ice cream").grams);
    expect(one("a tub of hummus").grams).toBeGreaterThan(10 * one("hummus").grams);
    expect(one("a sleeve of oreos").grams).toBeGreaterThan(5 * one("oreo").grams);
  });

  it("is the piece of a food the catalog counts by one, as USDA weighs raisins' small box", () => {
    expect(one("a box of raisins").grams).toBe(one("raisins 1 piece").grams);
    expect(one("2 boxes of raisins").grams).toBe(2 * one("a box of raisins").grams);
  });

  it("is the whole loaf for a loaf", () => {
    expect(one("a loaf of bread").grams).toBe(one("буханка хлеба").grams);
    expect(one("half a loaf of bread").grams).toBe(one("a loaf of bread").grams / 2);
  });
});

describe("a count in pieces of a food the catalog weighs by the serving", () => {
  it("counts USDA's item of it, never a serving a piece", () => {
    expect(one("мидии 10 шт").grams).toBeLessThan(150);
    expect(one("гребешки 5 шт").grams).toBeLessThan(150);
    expect(one("креветки 10 шт").grams).toBe(one("10 креветок").grams);
    expect(one("креветки 10 шт").grams).toBeGreaterThan(30);
    expect(one("креветки 10 шт").grams).toBeLessThan(150);
    expect(one("кешью 10 шт").grams).toBeLessThan(30);
    expect(one("чипсы 10 шт").grams).toBeLessThan(40);
  });

  it("leaves the food's serving and weight as they were", () => {
    expect(one("мидии").grams).toBe(100);
    expect(one("чипсы").grams).toBe(30);
    expect(one("мидии 200").grams).toBe(200);
  });

  it("reads the genitive plural of a diminutive the catalog lists in the nominative", () => {
    expect(one("2 шт крылышек").grams).toBe(one("крылышки 2 шт").grams);
    expect(one("5 крылышек").foodId).toBe("chicken-wings");
  });
});

describe("an article after a measure's 'of'", () => {
  it("counts the measure, never one whole of a sized food", () => {
    expect(one("a slice of a large pizza").grams).toBe(one("a large slice of pizza").grams);
    expect(one("3 slices of a large pizza").grams).toBe(3 * one("a slice of a large pizza").grams);
    expect(one("2 pieces of a large cheese pizza").grams).toBeLessThan(400);
  });

  it("leaves a share of a whole as it was", () => {
    expect(one("half of a large pizza").grams).toBe(one("a large pizza").grams / 2);
  });
});

describe("shots said before a milk coffee", () => {
  it("are the espresso in it, never a measure of the drink", () => {
    expect(one("double shot latte").grams).toBe(one("latte").grams);
    expect(analyzeMealText("triple shot americano").items[0]!.foodId).toBe(one("americano").foodId);
    expect(one("a double shot of espresso").grams).toBe(2 * one("a shot of espresso").grams);
  });
});

describe("a few of a dish eaten whole, counted before it in the form Russian counts in", () => {
  it("are that many past a kilogram, never one with the count unread", () => {
    expect(one("4 шаурмы").grams).toBe(4 * one("шаурма").grams);
    expect(one("3 шаурмы").grams).toBe(3 * one("шаурма").grams);
    expect(one("4 бургера").grams).toBe(4 * one("бургер").grams);
  });

  it("reads the genitive plural with no ending, and the last word of a hyphenated or described name", () => {
    expect(one("5 шаурм").grams).toBe(5 * one("шаурма").grams);
    expect(one("5 хот-догов").grams).toBe(5 * one("хот-дог").grams);
    expect(one("6 котлет").grams).toBe(6 * one("котлета").grams);
  });

  it("leaves a number after the dish doubtful", () => {
    expect(analyzeMealText("шаурма 3").totals.calories).toBe(analyzeMealText("шаурма").totals.calories);
  });
});

describe("a number between two foods, right before the second", () => {
  it("is the second food's count, never multiplied into the first one's amount", () => {
    const r = analyzeMealText("гречка 200 2 яйца");
    expect(r.items.map((i) => i.grams)).toEqual([200, analyzeMealText("2 яйца").items[0]!.grams]);
    expect(analyzeMealText("chicken 200 2 eggs").totals.calories).toBe(
      analyzeMealText("chicken 200, 2 eggs").totals.calories,
    );
  });

  it('leaves "N по M" and a count before a weight as they were', () => {
    expect(analyzeMealText("гречка 200 2 по 100 г колбасы").items[1]!.grams).toBe(200);
    expect(one("2 100г колбасы").grams).toBe(200);
  });
});

describe("a hedge between items", () => {
  it("is a word of the sentence, read with the counts around it", () => {
    const r = analyzeMealText("2 яйца вроде 2 котлетки");
    expect(r.totals.calories).toBe(analyzeMealText("2 яйца, 2 котлетки").totals.calories);
  });
});

describe("a whole USDA weighs only by the piece cut from it", () => {
  it("is that many pieces: a pie of eight, a cheesecake of six", () => {
    // SR28 18301's "piece (1/8 of 9\" dia)" is 125 g.
    expect(one("a whole pie").grams).toBe(1000);
    expect(one("half a cheesecake").grams).toBe(one("whole cheesecake").grams / 2);
    expect(one("половина пирога").grams).toBeGreaterThan(3 * one("кусок пирога").grams);
  });

  it("leaves a piece, and a food that is a whole of its own, as they were", () => {
    expect(one("кусок пирога").grams).toBe(120);
    expect(one("a whole cupcake").grams).toBe(one("a cupcake").grams);
  });
});

describe("very small measures poured into a drink", () => {
  it("read a drop as a teaspoon's worth and a syrup pump as a quarter ounce, never a glass or nothing", () => {
    expect(one("капля молока").grams).toBeCloseTo(5, 0);
    expect(one("a drop of milk").grams).toBeCloseTo(5, 0);
    expect(analyzeMealText("кофе с капелькой молока").items[1]!.grams).toBeCloseTo(5, 0);
    expect(one("2 pumps of syrup").grams).toBeLessThan(one("2 tbsp syrup").grams);
    expect(analyzeMealText("latte with 3 pumps of caramel syrup").unmatched).toEqual([]);
  });
});

describe("a pack of a small food eaten by the piece with no pack weight of its own", () => {
  it("is several pieces, never one", () => {
    expect(one("упаковка сырников").grams).toBeGreaterThan(one("сырник").grams);
    expect(one("a carton of eggs").grams).toBeGreaterThan(one("an egg").grams);
  });

  it("leaves a pack the catalog weighs as it was", () => {
    expect(one("упаковка пельменей").grams).toBe(900);
    expect(one("пачка печенья").grams).toBe(180);
  });
});

describe("a food said shared after it is named", () => {
  it("is the person's share of the whole, as 'split a …' and 'на двоих' are", () => {
    expect(one("pizza split with a friend").grams).toBe(one("split a pizza with a friend").grams);
    expect(one("large pizza split with 3 friends").grams).toBeGreaterThan(one("pizza").grams);
  });

  it("leaves a food whose name ends in the verb as it was", () => {
    expect(analyzeMealText("banana split with my son").totals.calories).toBe(
      analyzeMealText("banana split").totals.calories,
    );
  });
});

describe("a range of whole numbers after a drink", () => {
  it("counts servings of it, never litres, nor a fat content", () => {
    expect(one("2-3 beers").grams).toBe(2.5 * one("beer").grams);
    expect(one("пиво 1-2").grams).toBe(1.5 * one("пиво").grams);
    expect(one("кофе 1-2").grams).toBe(1.5 * one("кофе").grams);
    expect(one("кефир 1-2 стакана").foodId).toBe(one("кефир").foodId);
  });

  it("leaves a range in millilitres and a litre decimal as they were", () => {
    expect(analyzeMealText("вино 100-150").items[0]!.grams).toBeLessThan(200);
    expect(one("пиво 1,5").grams).toBeGreaterThan(1400);
  });
});

describe("a multiplier typed as a sign", () => {
  it("between two numbers says 'по'", () => {
    expect(one("3 x 100g chicken breast").grams).toBe(300);
    expect(one("2 × 200 г гречки").grams).toBe(400);
  });

  it("glued between two numbers says 'по' too, and nothing is left unread", () => {
    // "2х100г курицы" was a portion assumed, 120 g, the count and the weight both lost without a word unread.
    expect(one("2х100г курицы").grams).toBe(200);
    expect(one("курица 2х100г").grams).toBe(200);
    expect(one("3x50g almonds").grams).toBe(150);
    expect(analyzeMealText("йогурт 2х125г").unmatched).toEqual([]);
    // A multiplier glued after its count, with no number after it, still counts the food.
    expect(one("банан 2х").grams).toBe(2 * one("банан").grams);
  });

  it("after a bare number multiplies it, which stays as bare as typed", () => {
    expect(one("пиво 0,5 x3").grams).toBe(3 * one("пиво 0,5").grams);
    expect(one("гречка 200 x2").grams).toBe(400);
  });

  it("before a loanword that never declines counts it, as the count form of any other noun does", () => {
    // "2 кальцоне" was one calzone, its "2" left unread.
    expect(analyzeMealText("2 кальцоне").unmatched).toEqual([]);
    expect(one("2 кальцоне").grams).toBe(one("кальцоне 2 шт").grams);
    expect(one("3 хачапури").grams).toBe(one("хачапури 3 шт").grams);
  });

  it("typed on both sides of a food with the same figure says the count twice, never its square", () => {
    // "2х кальцоне х2" was four calzones (3,880 kcal).
    expect(one("2х кальцоне х2").grams).toBe(one("кальцоне 2 шт").grams);
    expect(one("2x calzone x2").grams).toBe(one("2 calzones").grams);
    // Two figures that differ still multiply, as a count and a multiplier after it do.
    expect(one("2x calzone x3").grams).toBe(6 * one("calzone").grams);
  });
});

describe("numbers that name, not weigh", () => {
  it("reads 'за' and a whole number ending an item as a price with its currency left off", () => {
    expect(one("бургер за 199").grams).toBe(one("бургер").grams);
    expect(analyzeMealText("бургер за 199 и кола").items[0]!.grams).toBe(one("бургер").grams);
  });

  it("reads a number after '№' or '#' as an item on a menu", () => {
    expect(one("№2 бургер").grams).toBe(one("бургер").grams);
  });

  it("reads how many grains a bread or porridge is made of as part of its name", () => {
    expect(one("хлеб 7 злаков").grams).toBe(one("хлеб").grams);
    expect(one("каша 7 злаков").grams).toBe(one("каша").grams);
    expect(one("каша 4 злака 200 г").grams).toBe(200);
  });
});

describe("what a labelled weight was shared by", () => {
  it("reads people counted after 'на' or 'for' as 'на двоих' is read", () => {
    expect(one("торт 1 кг на 8 человек").grams).toBe(125);
    expect(one("cake 1 kg for 8 people").grams).toBe(125);
    expect(one("плов на 4 человека").grams).toBe(one("плов").grams);
  });

  it("reads a fraction typed with its slash after the label as the share eaten", () => {
    expect(one("шоколад 100 г 1/4").grams).toBe(25);
    expect(one("торт 1 кг 1/8").grams).toBe(125);
  });
});

describe("a gallon", () => {
  it("is US liquid measure, never one serving", () => {
    expect(one("a gallon of milk").grams).toBeGreaterThan(3000);
    expect(one("half a gallon of milk").grams).toBeCloseTo(one("a gallon of milk").grams / 2, 0);
  });
});

describe("a count of a dish named after a bird", () => {
  it("never counts FNDDS's cuts of the bird it is served on as its items", () => {
    expect(one("3 orange chicken").grams).toBeLessThan(3 * 268);
    expect(analyzeMealText("7 sesame chicken, зернёный творог").totals.calories).toBeLessThan(5000);
  });
});

describe("a measure before a food in the genitive, with a count of the next food after it", () => {
  it("measures that food, never the one before it", () => {
    const r = analyzeMealText("майонез бутылка пива 2 яйца");
    expect(r.items.map((i) => i.foodId)).toEqual(["ru-mayonnaise", "beer", "egg"]);
    expect(r.items[1]!.grams).toBe(one("бутылка пива").grams);
    expect(r.items[0]!.grams).toBe(one("майонез").grams);
  });
});

describe("the same food named twice with two amounts between", () => {
  it("is two helpings, each with its amount", () => {
    expect(analyzeMealText("пицца 3 куска половина пиццы").totals.calories).toBe(
      analyzeMealText("пицца 3 куска, половина пиццы").totals.calories,
    );
    expect(analyzeMealText("пицца 2 куска кусок пиццы").items.map((i) => i.grams)).toEqual([
      one("2 куска пиццы").grams,
      one("кусок пиццы").grams,
    ]);
  });
});

describe("more than twenty of a drink's vessel or household measure", () => {
  it("is doubtful like a bare number, so the ceilings set it back", () => {
    expect(analyzeMealText("25 shots of vodka").totals.calories).toBeLessThan(1500);
    expect(one("32 oz gatorade").grams).toBeGreaterThan(900);
  });
});

describe("a count of small pieces in the form a language counts in, sized large", () => {
  it("is held by the meal's ceiling as any sure count is", () => {
    expect(analyzeMealText("19 large snickers").totals.calories).toBeLessThanOrEqual(5000);
    expect(analyzeMealText("13 больших сникерсов").totals.calories).toBeLessThanOrEqual(5000);
    expect(one("30 пельменей").grams).toBe(30 * one("пельмени 1 шт").grams);
  });
});

describe("a bare number shared across a dish and what it came with", () => {
  it("is as doubtful as any bare number: past an item's ceiling it is shown unread", () => {
    const r = analyzeMealText("vanilla rusks w/ corn chips 794", { lang: "en" });
    expect(r.unmatched).toEqual(["794"]);
    expect(r.totals.calories).toBeLessThan(1500);
  });

  it("still weighs a dish said with its dressing", () => {
    expect(one("салат из свеклы с майонезом 150").grams).toBe(150);
  });
});
