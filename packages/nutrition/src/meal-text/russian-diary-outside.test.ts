// Russian diary lines written apart from the benchmark lists, as people type them into a calorie app or a chat
// (decision 024, follow-up "Russian diary text from outside the sets"). Each case reads as its rule says, with what
// it read before.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru", { whole: true });

describe("a share of a measure after a milk sold by its fat", () => {
  it("is the amount, glued to the measure or before it in the genitive", () => {
    // Were a glass of 0,5% milk (250 g), a glass of 1,5% milk, and 300 g of 0,5% milk.
    expect(one("молоко Простоквашино 2,5% полстакана")).toMatchObject({ foodId: "ru-milk", grams: 125 });
    expect(one("молоко полстакана")).toMatchObject({ foodId: "ru-milk", grams: 125 });
    expect(one("молоко 1,5 стакана")).toMatchObject({ foodId: "ru-milk", grams: 375 });
    expect(one("молоко 0,5 кружки").grams).toBe(150);
  });

  it("stays the fat before a measure in the nominative, and before another amount", () => {
    expect(one("кефир 3,2 стакан")).toMatchObject({ foodId: "ru-kefir-3-2", grams: 250 });
    expect(one("молоко 3,2 кружка").foodId).toBe("ru-milk-3-2");
    expect(one("кефир 1,5 200 мл").foodId).toBe("ru-kefir-1-5");
  });
});

describe("a shelf word before a product's name", () => {
  it("names the product alone: an energy drink, a soda, a chocolate bar", () => {
    // Were a 330 ml energy drink beside the Red Bull, a cola beside the Fanta, a 90 g slab beside the Twix.
    expect(one("банка энергетика ред булл")).toMatchObject({ foodId: "red-bull", grams: 250 });
    expect(one("энергетик ред булл").foodId).toBe("red-bull");
    expect(one("газировка фанта").foodId).toBe("lemon-soda");
    expect(one("шоколадка твикс")).toMatchObject({ foodId: "ru-twix", grams: 55 });
    // Were the generic bar, shown as «марс».
    expect(one("шоколадный батончик твикс").foodId).toBe("ru-twix");
    expect(one("шоколадный батончик сникерс 2 шт")).toMatchObject({ foodId: "ru-snickers", grams: 100 });
  });

  it("stays a list before a food of another kind", () => {
    expect(read("энергетик вода").items.map((i) => i.foodId)).toEqual(["ru-energy-drink", "water"]);
    expect(read("газировка чипсы").items).toHaveLength(2);
    expect(read("шоколадка чай").items).toHaveLength(2);
  });
});

describe("a beer named by its number", () => {
  it("is the beer, not an amount of it", () => {
    // Were 7 g of beer, nine bottles (4.5 l) and 3.5 g.
    expect(one("пиво балтика 7")).toMatchObject({ foodId: "beer", grams: 500 });
    expect(one("балтика 9 бутылка").grams).toBe(500);
    expect(one("пиво балтика 3 0,5").grams).toBe(500);
    expect(one("балтика 7 2 бутылки").grams).toBe(1000);
  });

  it("stays a count before a measure in the form a count takes", () => {
    expect(one("балтика 2 бутылки").grams).toBe(1000);
    expect(one("балтика 3 банки").grams).toBe(1500);
  });
});

describe("the words of a chat around the food", () => {
  it("leaves its fillers and clause words out, unshown", () => {
    // "короче", "только", "а", "просто", "щас" were shown as words not read.
    expect(read("ну короче на обед была солянка").unmatched).toEqual([]);
    expect(read("с утра только кофе, а вечером пицца").items.map((i) => i.foodId)).toEqual([
      "coffee",
      "ru-pizza-margherita",
    ]);
    expect(read("с утра только кофе, а вечером пицца").unmatched).toEqual([]);
    expect(one("щас просто чай").foodId).toBe("tea");
    // "не" of "ничего не ела" was shown as a word not read.
    expect(read("с утра ничего не ела, только кофе").unmatched).toEqual([]);
  });

  it("reads «блин» opening a clause as the exclamation, not a pancake", () => {
    // Each had a 45 g pancake beside what was eaten.
    expect(one("блин съела торт").foodId).toBe("cake");
    expect(one("блин, опять переела: торт кусок").foodId).toBe("cake");
    expect(one("Блин я съел шаурму").foodId).toBe("shawarma");
    expect(one("блин! пицца 2 куска").grams).toBe(220);
  });

  it("keeps the pancake said with an amount, a filling, a preposition or in a list", () => {
    expect(one("блин").foodId).toBe("bliny");
    expect(read("кофе и блин").items).toHaveLength(2);
    expect(read("блин, кофе").items).toHaveLength(2);
    expect(one("блин на молоке 2 шт").grams).toBe(90);
    expect(one("блин с мясом").foodId).not.toBe("bliny");
  });
});

describe("«бутик», the chat's clipped sandwich", () => {
  it("is the sandwich, as «бутер» is", () => {
    // Was 40 g of cheese with "бутик" unread.
    expect(one("бутик с сыром 2 шт")).toMatchObject({ foodId: "sandwich-cheese", grams: 100 });
    expect(one("бутики с колбасой 3 шт")).toMatchObject({ foodId: "sandwich-sausage", grams: 150 });
    expect(one("бутик с маслом").foodId).toBe("sandwich-butter");
  });
});

describe("a pack's flavour typed without «и»", () => {
  it("is the seasoning of the snack, and an amount after it the snack's", () => {
    // Were chips and 2 g of parsley; 30 g of chips and 100 g of onion, the pack left to the onion.
    expect(one("чипсы лейс сметана зелень 1/2 пачки")).toMatchObject({ foodId: "ru-chips", grams: 40 });
    expect(one("чипсы сметана лук пачка")).toMatchObject({ foodId: "ru-chips", grams: 80 });
  });

  it("stops at a drink had beside the snack", () => {
    expect(read("чипсы краб пиво").items.map((i) => i.foodId)).toEqual(["ru-chips", "beer"]);
  });
});

describe("pasta with cheese, and pasta said fondly", () => {
  it("is boiled pasta with grated cheese, not the American dish in cheese sauce", () => {
    // Was FNDDS's macaroni and cheese, 250 g and 555 kcal.
    expect(one("макароны с сыром")).toMatchObject({ foodId: "pasta-cheese", grams: 220 });
    expect(one("макарошки с сыром").foodId).toBe("pasta-cheese");
    expect(one("мак энд чиз").foodId).toBe("mac-and-cheese");
  });

  it("reads «макарошки» in a longer name as «макароны»", () => {
    // Was plain pasta, 200 g.
    expect(one("макарошки по флотски тарелка")).toMatchObject({ foodId: "pasta-navy", grams: 300 });
    expect(one("макарошки").foodId).toBe("pasta");
  });
});

describe("a part a dish is named by, said after «с»", () => {
  it("is the dish itself, weighed with it", () => {
    // Were the wok and 200 g of egg noodles or 220 g of udon beside it.
    expect(one("вок с лапшой")).toMatchObject({ foodId: "lo-mein", grams: 300 });
    expect(one("вок с курицей и лапшой удон")).toMatchObject({ foodId: "lo-mein", grams: 300 });
    expect(one("вок с курицей и лапшой").foodId).toBe("lo-mein");
    expect(one("вок с курицей и лапшой udon").foodId).toBe("lo-mein");
    expect(one("вок с лапшой 300 г")).toMatchObject({ foodId: "lo-mein", grams: 300 });
  });

  it("leaves a food the name does not head with apart", () => {
    expect(read("вок с лапшой и кола").items.map((i) => i.foodId)).toEqual(["lo-mein", "cola"]);
    expect(one("чай с сахаром").foodId).not.toBe("tea");
    expect(read("лапша с курицей").items).toHaveLength(2);
  });
});

describe("Russian beers by their brand", () => {
  it("are the beer, and a strong one FNDDS's higher-alcohol beer", () => {
    // Was 300 g of a sponge-cake bear, 1,239 kcal ("барное" read as "барни").
    expect(one("жигули барное 2 банки")).toMatchObject({ foodId: "beer", grams: 1000 });
    // Were unread.
    expect(one("клинское 1,5")).toMatchObject({ foodId: "beer", grams: 1500 });
    expect(one("охота крепкое банка")).toMatchObject({ foodId: "beer-strong", grams: 500 });
    expect(one("крепкое пиво 0,5").foodId).toBe("beer-strong");
  });
});

describe("sushi and café chains by name", () => {
  it("are where the food came from, never a food", () => {
    // Was sushi and four 300 g woks, 1,675 kcal.
    expect(one("суши вок филадельфия 4 шт").foodId).toBe("roll-philadelphia");
    // "якитории", "тануки" and "шоколаднице" were unread.
    expect(read("роллы из якитории 8 шт").unmatched).toEqual([]);
    expect(one("в тануки мисо суп").foodId).toBe("miso-soup");
    expect(read("капучино в шоколаднице и чизкейк").unmatched).toEqual([]);
  });

  it("leaves sushi and a wok said apart as two foods", () => {
    expect(read("суши и вок").items.map((i) => i.foodId)).toEqual(["sushi", "lo-mein"]);
  });
});

describe("processed cheese sold as wedges", () => {
  it("is counted by the 17.5 g wedge, the maker's name between its words", () => {
    // Was two 90 g pieces of Дружба, 463 kcal.
    expect(one("сыр президент плавленый треугольник 2 шт")).toMatchObject({ foodId: "ru-cheese-wedge", grams: 35 });
    expect(one("треугольник плавленого сыра").grams).toBe(17.5);
    expect(one("сыр в треугольниках 3").grams).toBe(52.5);
  });

  it("leaves the Дружба piece as it was", () => {
    expect(one("плавленый сыр 2 шт")).toMatchObject({ foodId: "ru-cheese-processed", grams: 180 });
    expect(one("сырок дружба").grams).toBe(90);
  });
});

describe("a honey drink and a coffee from a machine", () => {
  it("reads «медовуха» as a light honey drink, not honey and fish soup", () => {
    // Was 7 g of honey and 300 g of уха.
    expect(one("медовуха").foodId).toBe("cider");
    expect(one("медовуха бутылка 0,5").grams).toBe(500);
  });

  it("leaves the vending machine out of the coffee", () => {
    // "автомата" was shown as a word not read.
    expect(one("кофе из автомата").foodId).toBe("coffee");
  });
});

describe("a chat's slang for a food", () => {
  it("is the food", () => {
    // Each was left unread; "картофан жареный" was boiled potatoes.
    expect(one("пицуля 2 куска")).toMatchObject({ foodId: "ru-pizza-margherita", grams: 220 });
    expect(read("бургос и колька").items.map((i) => i.foodId)).toEqual(["ru-cafe-burger", "cola"]);
    expect(one("вискарь 100 грамм")).toMatchObject({ foodId: "whiskey", grams: 100 });
    expect(one("картофан жареный").foodId).toBe("potato-pan-fried");
  });
});

describe("half of a cake, glued or apart", () => {
  it("is half the cake, as sure as «половина торта»", () => {
    // "полторта" was one 100 g piece with "пол" unread.
    expect(one("полторта").grams).toBe(one("половина торта").grams);
    // Half of the shop's 500 g cake since decision 024's "absurd readings, seeds 10 to 13" (it was half of SR28's
    // 1,729 g layer cake, 3,277 kcal).
    expect(one("полторта").grams).toBe(250);
    expect(one("кусок торта").grams).toBe(100);
  });

  it("leaves the chat's words out", () => {
    expect(one("девочки, я сорвалась и съела полторта").grams).toBe(one("половина торта").grams);
  });
});

describe("a kind said in brackets after its class", () => {
  it("names the kind, as typed without the brackets", () => {
    // Were a chicken soup beside the borscht, 150 g of fish beside 150 g of pollock, porridge beside buckwheat, cheese
    // beside gouda.
    expect(one("суп (борщ) 300мл")).toMatchObject({ foodId: "borscht", grams: 300 });
    expect(one("суп (солянка)").foodId).toBe("solyanka");
    expect(one("рыба (минтай) 150г")).toMatchObject({ foodId: "pollock", grams: 150 });
    expect(one("каша (гречка)").foodId).toBe("buckwheat");
    expect(one("сыр (гауда) 30 г")).toMatchObject({ foodId: "gouda", grams: 30 });
  });

  it("leaves an amount in brackets and a list after a comma as they were", () => {
    expect(one("гречка (200г)").grams).toBe(200);
    expect(read("суп, котлета").items).toHaveLength(2);
    expect(read("суп котлета").items).toHaveLength(2);
  });
});

describe("chewing gum", () => {
  it("is the sugar-free gum, counted in its pellets", () => {
    // "орбит 2 подушечки" was 60 g of the breakfast cereal «подушечки», 249 kcal; "жвачка" and "орбит" were unread.
    expect(one("орбит 2 подушечки")).toMatchObject({ foodId: "chewing-gum", grams: 4 });
    expect(one("жвачка 2 подушечки").grams).toBe(4);
    expect(one("жвачка").grams).toBe(2);
    expect(one("дирол 2 шт").grams).toBe(4);
  });

  it("leaves the breakfast cereal as it was", () => {
    expect(one("подушечки 50 г")).toMatchObject({ foodId: "ru-cereal-pillows", grams: 50 });
  });
});

describe("a roll counted by its own name", () => {
  it("is whole rolls, as «2 ролла филадельфия» are", () => {
    // Were two and three pieces of 32 and 30 g.
    expect(one("2 филадельфии")).toMatchObject({ foodId: "roll-philadelphia", grams: 520 });
    expect(one("3 калифорнии").grams).toBe(720);
    expect(one("2 филадельфии тануки").grams).toBe(520);
  });

  it("stays pieces past a set, said as pieces, or after the name", () => {
    expect(one("8 филадельфии").grams).toBe(256);
    expect(one("2 кусочка филадельфии").grams).toBe(64);
    expect(one("филадельфия 2 шт").grams).toBe(64);
  });
});

describe("a cheese plate", () => {
  it("is a menu's 150 g of sliced cheese", () => {
    // "сырную нарезку" was left unread.
    expect(one("сырная нарезка")).toMatchObject({ foodId: "cheese-plate", grams: 150 });
    expect(read("выпили с подругой бутылку вина и съели сырную нарезку").items.map((i) => i.foodId)).toEqual([
      "wine-red",
      "cheese-plate",
    ]);
  });

  it("leaves a plate of cheese soup the soup", () => {
    expect(one("тарелка сырного супа").foodId).not.toBe("cheese-plate");
  });
});

describe("an hour said with «к» in the dative", () => {
  it("is when the food was eaten, not a count of it", () => {
    // Was twelve apples, 2,160 g.
    expect(one("к 12 часам съела яблоко")).toMatchObject({ foodId: "apple", grams: 180 });
  });
});

describe("whom with and where to, in a chat", () => {
  it("names no food, and leaves the count to the food", () => {
    // "девочками" parted the rolls from their count of twelve; "сходили в бк", "в ресторан", "в кафе" were unread.
    expect(one("роллы с девочками штук 12").grams).toBe(360);
    expect(read("сходили в бк: 2 чизбургера и наггетсы").unmatched).toEqual([]);
    expect(one("сходила в ресторан и съела стейк").foodId).toBe("steak");
    expect(one("сходила в кафе и съела суп").foodId).toBe("chicken-soup");
    expect(one("чебуреки 2 шт из ларька").grams).toBe(240);
  });

  it("keeps a cinema's popcorn the cinema's", () => {
    expect(one("попкорн в кино средний").grams).toBe(90);
  });
});
