// Russian diary text as typed on a phone: the chain or the maker named beside the food, the bread a dish comes
// wrapped in, the flavour of a snack, a pack's weight typed after it, and the colloquial verbs of eating.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru");
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a chain or a dairy maker named beside the food", () => {
  it("is no food, whatever food its words spell", () => {
    // "простоквашино" was read as простокваша, "бургер кинг" as a burger, "вкусно" left unmatched.
    expect(ids("ряженка простоквашино 0,5л")).toEqual(ids("ряженка 0,5л"));
    expect(one("ряженка простоквашино 0,5л").grams).toBe(one("ряженка 0,5л").grams);
    expect(ids("кефир простоквашино")).toEqual(ids("кефир"));
    expect(ids("бургер кинг воппер джуниор")).toEqual(ids("воппер джуниор"));
    expect(ids("в бургер кинге чизбургер")).toEqual(ids("чизбургер"));
    expect(read("вкусно и точка чизбургер").unmatched).toEqual([]);
    expect(ids("во вкусно и точка картошка фри")).toEqual(ids("картошка фри"));
    expect(ids("кофе хауз: сырник")).toEqual(ids("сырник"));
  });

  it("stays unmatched with no food beside it", () => {
    expect(read("бургер кинг").items).toEqual([]);
    expect(read("бургер кинг").unmatched).toEqual(["бургер кинг"]);
  });

  it("says who made the dairy food beside it where the name alone is the maker's best-known product", () => {
    // "агуша" alone is a fruit curd dessert; "йогурт агуша" was a yoghurt and a fruit curd.
    expect(ids("йогурт агуша 1 шт")).toEqual(ids("йогурт 1 шт"));
    expect(one("кефир агуша 200 мл").grams).toBe(one("кефир 200 мл").grams);
    expect(ids("агуша кефир")).toEqual(ids("кефир"));
    expect(ids("растишка йогурт питьевой")).toEqual(ids("йогурт питьевой"));
    // The product's own word beside the maker is that product.
    expect(ids("творожок растишка")).toEqual(ids("растишка"));
    expect(ids("агуша")).toEqual(["ru-tvorozhok-fruit"]);
  });
});

describe("the bread a dish comes wrapped in, said with 'в'", () => {
  it("is part of the dish when the dish's recipe holds it", () => {
    expect(ids("шаурма в лаваше")).toEqual(["shawarma"]);
    expect(one("шаурма в лаваше большая").grams).toBe(one("шаурма большая").grams);
    expect(ids("шаверма в лаваше, кола")).toEqual([...ids("шаверма"), ...ids("кола")]);
  });

  it("is a food of its own when the dish holds none, or when it is listed apart", () => {
    expect(ids("курица в лаваше")).toHaveLength(2);
    expect(ids("шаурма в лаваше, лаваш 1 шт")).toHaveLength(2);
  });
});

describe("the flavour of a snack sold in flavours", () => {
  it("is a seasoning of the snack, not a food beside it", () => {
    // "лейз с крабом" was crisps and 70 g of crab.
    for (const text of [
      "лейз с крабом",
      "чипсы со сметаной и луком",
      "чипсы со вкусом краба",
      "кириешки с беконом",
      "сухарики со вкусом холодца и хрена",
      "попкорн с карамелью",
    ]) {
      expect(read(text).items, text).toHaveLength(1);
      expect(read(text).unmatched, text).toEqual([]);
    }
  });

  it("leaves the snack's amount to the snack, and a drink or a food in the nominative after 'и' a food", () => {
    expect(one("чипсы с крабом 2 пачки").grams).toBe(one("чипсы 2 пачки").grams);
    expect(ids("кириешки с беконом и пиво")).toEqual([...ids("кириешки"), ...ids("пиво")]);
    expect(ids("чипсы с пивом")).toHaveLength(2);
    expect(ids("чипсы с крабом и яблоко")).toHaveLength(2);
  });
});

describe("a weight typed after a food measured by a pack, can, plate or piece", () => {
  it("is what the pack or plate held, and nothing is left unread", () => {
    for (const [text, grams] of [
      ["пачка чипсов 150г", 150],
      ["чипсы пачка 150г", 150],
      ["чипсы 1 пачка 150 г", 150],
      ["упаковка творога 180г", 180],
      ["банка тушенки 325г", 325],
      ["тарелка супа 300г", 300],
      ["кусок пиццы 150г", 150],
    ] as const) {
      expect(one(text).grams, text).toBe(grams);
      expect(read(text).unmatched, text).toEqual([]);
    }
  });

  it("is each pack's weight, but the weight of pieces and slices together", () => {
    expect(one("2 пачки печенья 200г").grams).toBe(400);
    expect(one("2 куска хлеба 60г").grams).toBe(60);
    expect(one("сыр 3 кусочка 45г").grams).toBe(45);
    expect(ids("пачка чипсов 150г и кола")).toEqual([...ids("чипсы"), ...ids("кола")]);
    expect(read("пачка чипсов 150г и кола").items[0]!.grams).toBe(150);
  });
});

describe("colloquial verbs of eating and drinking", () => {
  it("name no food and leave nothing unmatched beside an amount", () => {
    for (const text of [
      "схомячила пачку кириешек",
      "навернул тарелку борща",
      "шоколадку 90г схомячил",
      "накатил 100 гр водки",
      "сточила 2 шт пирожка",
      "дёрнул 2 бокала пива",
      "кефир стакан на ночь",
    ]) {
      expect(read(text).items, text).toHaveLength(1);
      expect(read(text).unmatched, text).toEqual([]);
    }
  });
});

describe("a count of pieces after 'A с B и C'", () => {
  it("counts the dish A when C is what it was served with", () => {
    // Two sandwiches were one, with 40 g of sausage.
    expect(read("бутерброд с сыром и колбасой 2 шт").items[0]!.grams).toBe(one("бутерброд с сыром 2 шт").grams);
    expect(read("блины с мясом и грибами 4 шт").items[0]!.grams).toBe(one("блины с мясом 4 шт").grams);
    expect(read("блины с творогом и изюмом 3 шт").items[0]!.grams).toBe(one("блины с творогом 3 шт").grams);
    expect(read("бутерброды с маслом и сыром 3 шт").items[0]!.grams).toBe(one("бутерброды с маслом 3 шт").grams);
  });

  it("lays a slice of C on each of the pieces, whether the count is said before or after", () => {
    const slice = one("колбаса ломтик").grams;
    expect(read("бутерброд с сыром и колбасой 2 шт").items[1]!.grams).toBe(2 * slice);
    expect(read("2 бутерброда с сыром и колбасой").items[1]!.grams).toBe(2 * slice);
  });

  it("stays the count of C when C is a food of its own in the nominative or A is no dish to count", () => {
    expect(read("пюре с маслом и сосиски 2 шт").items.at(-1)!.grams).toBe(one("сосиски 2 шт").grams);
  });
});

describe("a diminutive in '-шка' of a word ending in a vowel", () => {
  it("is the food the plain word names", () => {
    expect(one("эскимошку за 89р").foodId).toBe(one("эскимо").foodId);
    expect(one("эскимошка").foodId).toBe(one("эскимо").foodId);
    expect(one("какаошка").foodId).toBe(one("какао").foodId);
  });
});

describe("a spirit", () => {
  it("is shown by its own name, with the energy of its strength", () => {
    expect(one("коньяка 50 грамм").name).toBe("коньяк");
    expect(one("рюмка джина").name).toBe("джин");
    expect(one("ром").name).toBe("ром");
    expect(one("текила 2 шота").name).toBe("текила");
    expect(one("коньяк 40 г").calories).toBe(one("виски 40 г").calories);
    expect(one("джин 50 г").calories).toBe(one("водка 50 г").calories);
  });
});

describe("a class word said with how it was cooked, then the kind", () => {
  it("is one food, the cooked one the words pick", () => {
    // "рыба запеченная минтай кусок" was 150 g of baked fish and 150 g of pollock.
    expect(ids("рыба запеченная минтай кусок")).toEqual(ids("рыба запеченная"));
    expect(ids("рыба жареная хек")).toEqual(ids("хек жареный"));
    expect(ids("рыба запеченная треска 200г")).toHaveLength(1);
    // A food of another class after it stays a food of its own.
    expect(ids("рыба жареная рис")).toEqual([...ids("рыба жареная"), ...ids("рис")]);
  });
});

describe("a curd dessert named with its maker", () => {
  it("is the fruit curd dessert, while 'творожок' alone is a pack of творог", () => {
    expect(ids("творожок чудо клубничный")).toEqual(ids("агуша"));
    expect(ids("чудо творожок 2 шт")).toEqual(ids("агуша"));
    expect(ids("творожок")).toEqual(ids("творог"));
  });
});

describe("yoghurt with granola", () => {
  it("is the yoghurt and the granola, not FNDDS's parfait of yoghurt and fruit", () => {
    // It was 200 g of parfait, 168 kcal: less than the 50 g of granola alone.
    for (const text of ["гранола с йогуртом", "йогурт с гранолой"]) {
      expect(ids(text).sort(), text).toEqual([...ids("йогурт"), ...ids("гранола")].sort());
    }
    expect(read("греческий йогурт с гранолой").totals.calories).toBeGreaterThan(one("гранола").calories);
  });
});

describe("half of a food served as several small pieces", () => {
  it("is half the serving, not half of one piece", () => {
    // "баскет … съела половину" was 3 g of chicken.
    expect(one("баскет съела половину").grams).toBe(one("баскет").grams / 2);
    expect(one("половину пельменей").grams).toBe(one("пельмени").grams / 2);
    expect(one("клубника половина").grams).toBe(one("клубника").grams / 2);
    // A food eaten by the piece stays half a piece.
    expect(one("полбанана").grams).toBe(one("банан").grams / 2);
  });
});

describe("a chain's or a maker's product named by its own name", () => {
  it("is read as that product and shown by it", () => {
    expect(one("байтсы").foodId).toBe(one("куриный попкорн").foodId);
    expect(one("шоколадку милку 90г").name).toBe("милка");
    expect(one("милка").calories).toBe(one("альпен гольд").calories);
  });

  it("broken into pieces is a few squares of the bar, not the bar", () => {
    expect(one("кусочек альпен гольд").grams).toBe(one("кусочек шоколадки").grams);
    expect(one("кусочек милки").grams).toBe(one("кусочек шоколадки").grams);
  });
});

describe("a dish built round one meat or fish, said with another", () => {
  it("is that dish made with the other, not the dish and a serving of the other", () => {
    for (const text of [
      "поке с тунцом",
      "поке с курицей",
      "боул с курицей",
      "поке с креветками",
      "цезарь с креветками",
    ]) {
      expect(read(text).items, text).toHaveLength(1);
    }
  });

  it("leaves a dish with no meat or fish of its own, and a meat with its own amount, two foods", () => {
    expect(ids("пюре с котлетой")).toHaveLength(2);
    expect(ids("поке с тунцом 100 г")).toHaveLength(2);
  });
});

describe("a price said with 'за' after the food's amount", () => {
  it("describes the food and leaves nothing unmatched", () => {
    for (const text of [
      "раф кофе 350 мл за 290 руб",
      "раф 350 мл за 290р",
      "кола 0,5 за 89 ₽",
      "шаурма 1 шт за 250 рублей",
    ]) {
      expect(read(text).items, text).toHaveLength(1);
      expect(read(text).unmatched, text).toEqual([]);
    }
    expect(one("раф 350 мл за 290р").grams).toBe(one("раф 350 мл").grams);
  });
});

describe("a drink sold by the can or carton", () => {
  it("is a drink: a decimal after it is litres, as after a drink poured by the glass", () => {
    // "энергетик 0,5" was half of a 450 ml can, "коктейль чудо 0,2" a fifth of a carton (54 g).
    expect(one("энергетик 0,5").grams).toBe(500);
    expect(one("холодный чай 0,5").grams).toBe(500);
    expect(one("чудо молочный коктейль шоколадный 0,2").grams).toBe(200);
    expect(one("ред булл 0,25").grams).toBe(one("ред булл 250 мл").grams);
    // With no amount it is still the can or carton.
    expect(one("энергетик").grams).toBe(450);
    expect(one("коктейль чудо").grams).toBe(270);
  });
});

describe("a count after a food, then a word its own names call it by", () => {
  it("counts the food; the word is its unit, not a second food", () => {
    // "баунти 1 батончик" was a Bounty and a 25 g granola bar.
    expect(ids("баунти 1 батончик")).toEqual(ids("баунти"));
    expect(one("марс 2 батончика").grams).toBe(2 * one("марс").grams);
    expect(one("твикс 1 батончик").grams).toBe(one("твикс").grams);
    expect(ids("сникерс 2 батончика и кола")).toEqual([...ids("сникерс"), ...ids("кола")]);
  });

  it("leaves a weight before another food's name a list", () => {
    expect(ids("гречка 200 каша")).toHaveLength(2);
  });
});

describe("when and on what occasion", () => {
  it("names no food and stands in no list of unread words", () => {
    for (const text of [
      "с утра кофеек и 2 бутера с сыром",
      "ночью сожрала полпачки печенья",
      "на днюхе торт кусок",
      "с утра ничего, в 13:00 шаверма",
    ]) {
      expect(read(text).unmatched, text).toEqual([]);
    }
    expect(ids("с утра кофеек и 2 бутера с сыром")).toHaveLength(2);
    // "в 7 утра" is still an hour, never 7 g of coffee.
    expect(one("в 7 утра кофе").grams).toBe(one("кофе").grams);
  });
});

describe("a price in kopecks", () => {
  it("is a price, never grams", () => {
    expect(one("мороженое 48 копеек").grams).toBe(one("мороженое").grams);
    expect(one("булочка 50 коп").grams).toBe(one("булочка").grams);
  });
});

describe("a steak, and what a dish is made 'из'", () => {
  it("is a cut of what it is cut from, in the genitive of one", () => {
    expect(ids("стейк из лосося 150г")).toEqual(ids("лосось"));
    expect(ids("стейк индейки")).toEqual(ids("индейка"));
    expect(ids("стейк")).not.toEqual(ids("лосось"));
    // The steak's own portion, whatever it is cut from.
    expect(one("стейк лосося").grams).toBe(one("стейк").grams);
    expect(one("стейк из говядины").grams).toBe(one("стейк").grams);
    // "сёмги" after "из", "индейки" after "стейк" are one's genitive, not two pieces of it.
    expect(one("стейк из семги").grams).toBe(one("стейк").grams);
    expect(one("стейк индейки").grams).toBe(one("стейк").grams);
    expect(one("салат из семги").grams).toBe(one("семга").grams);
  });
});

describe("a multiplier", () => {
  it("after 'A с B' counts A, as a count in pieces there does", () => {
    expect(read("сырники со сметаной х2").items[0]!.grams).toBe(one("сырники х2").grams);
    expect(read("блины со сгущенкой x4").items[0]!.grams).toBe(one("блины x4").grams);
    expect(read("блины со сгущенкой x4").items[1]!.grams).toBe(one("сгущенка").grams);
  });

  it("counts servings of a food served as several small pieces, not pieces", () => {
    // "пельмени x2" was two dumplings, 24 g.
    expect(one("пельмени x2").grams).toBe(2 * one("пельмени").grams);
    expect(one("баскет х2").grams).toBe(2 * one("баскет").grams);
    expect(one("банан x2").grams).toBe(2 * one("банан").grams);
  });
});

describe("a chain named before the meal, an amount or a mark between", () => {
  it("says where the next food came from and stands in no list of unread words", () => {
    expect(read("додо: 2 куска пиццы и додстер").unmatched).toEqual([]);
    expect(ids("додо: 2 куска пиццы и додстер")).toEqual([...ids("2 куска пиццы"), ...ids("ролл с курицей")]);
    expect(read("вкусно и точка - 2 чизбургера").unmatched).toEqual([]);
    expect(read("kfc, 6 wings").unmatched).toEqual([]);
    expect(read("бургер кинг").unmatched).toEqual(["бургер кинг"]);
  });
});

describe("a weight after 'A с B и C'", () => {
  it("is the whole dish's, shared over its parts", () => {
    const total = (text: string) => read(text).items.reduce((sum, i) => sum + i.grams, 0);
    // The container's 350 g was all vegetables, beside 250 g of chicken with rice.
    expect(total("курица с рисом и овощами контейнер 350г")).toBeCloseTo(350, 0);
    expect(total("гречка с грибами и луком 300 г")).toBeCloseTo(300, 0);
    expect(total("паста с курицей и грибами 350г")).toBeCloseTo(350, 0);
    // A food of its own after "и", in the nominative, keeps its own weight.
    expect(read("гречка с котлетой и огурец 100 г").items.at(-1)!.grams).toBe(100);
  });
});

describe("a drink, its can, bottle or pack said after it, then a decimal", () => {
  it("is the vessel holding that many litres, as when the vessel is said first", () => {
    // "пиво банка 0,33" was a third of a can, "кола бутылка 1,5" one and a half 500 ml bottles.
    expect(one("пиво банка 0,33").grams).toBe(one("банка пива 0,33").grams);
    expect(one("кола бутылка 1,5").grams).toBe(one("бутылка колы 1,5").grams);
    expect(one("сидр яблочный бутылка 0,5").grams).toBe(one("бутылка сидра 0,5").grams);
    expect(one("пиво 2 бутылки 0,5").grams).toBe(2 * one("бутылка пива 0,5").grams);
    expect(read("пиво светлое 2 банки 0,33").unmatched).toEqual([]);
  });

  it("leaves a shot a shot, and a glass of a food counted as said", () => {
    expect(one("водка 2 рюмки 0,5").grams).toBe(one("2 рюмки водки").grams);
    expect(one("кефир стакан 0,5").grams).toBe(one("полстакана кефира").grams);
  });
});

describe("a drink made 'на молоке' that is milk-based already", () => {
  it("is the drink, not the drink and a glass of milk", () => {
    // "какао на молоке кружка" was a cocoa and a 300 g mug of milk.
    expect(ids("какао на молоке кружка")).toEqual(ids("какао"));
    expect(ids("капучино на молоке")).toEqual(ids("капучино"));
    expect(one("латте на молоке 400 мл").grams).toBe(one("латте 400 мл").grams);
    // Coffee made on milk is the catalog's coffee with milk.
    expect(ids("кофе на молоке")).toEqual(ids("кофе с молоком"));
  });
});

describe("a food shared 'на двоих', 'на троих'", () => {
  it("is the person's share of what was said, or of the whole the food comes as", () => {
    expect(one("суши сет 24 шт на двоих").grams).toBe(one("суши 24 шт").grams / 2);
    expect(one("бутылка вина на троих").grams).toBe(one("бутылка вина").grams / 3);
    expect(one("пицца на двоих").grams).toBe(one("пицца целиком").grams / 2);
  });

  it("leaves a share said already, and a portion of one person, as they are", () => {
    expect(one("полбутылки вина на двоих").grams).toBe(one("полбутылки вина").grams);
    expect(one("баскет на двоих съела половину").grams).toBe(one("баскет").grams / 2);
    expect(one("салат на двоих").grams).toBe(one("салат").grams);
    expect(read("суши сет 24 шт на двоих").unmatched).toEqual([]);
  });
});

describe("a count of eggs after an egg dish 'с' something", () => {
  it("is the eggs the dish was made of, not eggs besides", () => {
    // "яичница с беконом 2 яйца" was a fried egg, bacon and two eggs more.
    expect(ids("яичница с беконом 2 яйца")).toEqual(ids("яичница из 2 яиц с беконом"));
    expect(read("яичница с беконом 2 яйца").items[0]!.grams).toBe(one("яичница из 2 яиц").grams);
    expect(read("омлет с сыром 3 яйца").items[0]!.grams).toBe(one("омлет из 3 яиц").grams);
    expect(read("яичница с беконом 2 яйца").unmatched).toEqual([]);
  });

  it("leaves eggs after another dish, or after a comma, eggs of their own", () => {
    expect(ids("гречка с котлетой 2 яйца")).toHaveLength(3);
    expect(ids("яичница с беконом, 2 яйца вареных")).toHaveLength(3);
  });
});

describe("a measure said before its number, and a measure 'с половиной'", () => {
  it("reads the grams or pieces of the food after it, leaving nothing unread", () => {
    expect(one("грамм 150 куриной грудки").grams).toBe(150);
    expect(one("штуки 3 сырника").grams).toBe(one("3 сырника").grams);
    expect(read("грамм 150 куриной грудки").unmatched).toEqual([]);
    expect(read("штуки 3 сырника").unmatched).toEqual([]);
    // A household measure before a number and a countable food still leaves the number to that food.
    expect(ids("сок стакан 2 яйца")).toHaveLength(2);
  });

  it("is one and a half of the measure where no count is said", () => {
    expect(one("стакан с половиной молока").grams).toBe(one("полтора стакана молока").grams);
    expect(one("кусок с половиной торта").grams).toBe(1.5 * one("кусок торта").grams);
    expect(read("стакан с половиной молока").unmatched).toEqual([]);
  });
});

describe("a whole said after a measure", () => {
  it("is that one measure said in full", () => {
    expect(one("чипсы пачку целиком").grams).toBe(one("чипсы пачку").grams);
    expect(read("чипсы пачку целиком").unmatched).toEqual([]);
    expect(one("торт целиком").grams).toBeGreaterThan(one("торт").grams);
  });
});

describe("a pack or can named right after a weight", () => {
  it("is what the weight was of, and a pack of another food after a comma is that food's", () => {
    expect(one("чипсы лейз паприка 140г пачка").grams).toBe(140);
    expect(read("чипсы лейз паприка 140г пачка").unmatched).toEqual([]);
    expect(one("тушенка 325 г банка").grams).toBe(325);
    expect(ids("чипсы 140г, пачка сухариков")).toHaveLength(2);
  });
});

describe("an hour, a date or a price said before a counted food", () => {
  it("is when the food was had, never its count, and stands in no list of unread words", () => {
    // "8:00 - 2 банана" was eight bananas: "00 - 2" was read as a range.
    expect(one("8:00 - 2 банана").grams).toBe(one("2 банана").grams);
    expect(one("8:00 — 2 банана").grams).toBe(one("2 банана").grams);
    for (const text of ["в 8:30 два яйца всмятку", "8:00 - 2 банана", "23.11 3 сырника", "250р 2 пирожка"]) {
      expect(read(text).unmatched, text).toEqual([]);
    }
    // A range typed as such is still a range.
    expect(one("2-3 банана").grams).toBe(one("2,5 банана").grams);
  });
});

describe("Роллтон", () => {
  it("is its own 60 g brick of the same noodles, not Доширак's 90 g tray", () => {
    expect(one("роллтон").grams).toBe(60);
    expect(one("роллтон").calories / 60).toBeCloseTo(one("доширак").calories / 90, 5);
    expect(one("роллтон 2 пачки").grams).toBe(120);
  });
});

describe("a food said as a diminutive beside another", () => {
  it("is a food of its own in the list, as its plain word is", () => {
    expect(ids("банан сырнички")).toEqual(["banana", "syrniki"]);
    expect(ids("1/2 банана сырнички со сметанкой")).toEqual(["banana", "syrniki", "ru-smetana"]);
  });
  it("leaves a food named in another case a part of the one before", () => {
    expect(ids("стейк лосося")).toHaveLength(1);
  });
});
