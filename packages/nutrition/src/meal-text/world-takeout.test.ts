// English takeout from other cuisines as people type it: chip-shop chips, the meat a dish is made with named before
// it, a dish shared with someone named, and dishes the catalog reads from FNDDS records (decision 024).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("chips beside a chip shop's food", () => {
  it("are fries, not a bag of crisps", () => {
    expect(ids("cod and chips")).toEqual(["cod", "potato-fried"]);
    expect(ids("kebab and chips")).toEqual(["kebab", "potato-fried"]);
    expect(ids("fish, chips and mushy peas")).toContain("potato-fried");
    expect(ids("chips with gravy")).toEqual(["potato-fried", "gravy"]);
  });

  it("under cheese are cheese fries", () => {
    expect(one("cheesy chips").foodId).toBe("cheese-fries");
  });

  it("stay crisps alone and tortilla chips beside a dip", () => {
    expect(one("chips").foodId).toBe("potato-chips");
    expect(ids("fish tacos and chips and salsa")).toContain("tortilla-chips");
  });
});

describe("a meat typed right before a dish made with its meat", () => {
  it("says which meat the dish is, not a portion beside it", () => {
    expect(one("beef lasagna").foodId).toBe("lasagna");
    expect(one("shrimp pad thai").foodId).toBe("pad-thai");
    expect(one("lamb curry").foodId).toBe("meat-curry");
    expect(one("beef teriyaki bowl").foodId).toBe("teriyaki-bowl");
  });

  it("names the meat of potstickers, chow fun, bibimbap, bulgogi, empanadas and nigiri", () => {
    expect(one("4 pork potstickers").grams).toBe(120);
    expect(one("beef drunken noodles").foodId).toBe("chow-fun");
    expect(one("beef bibimbap").foodId).toBe("bibimbap");
    expect(one("spicy pork bulgogi").foodId).toBe("bulgogi");
    expect(one("beef empanadas 2").foodId).toBe("empanada");
    const nigiri = one("3 pieces tuna nigiri");
    expect([nigiri.foodId, nigiri.grams]).toEqual(["nigiri-tuna", 102]);
  });

  it("leaves the count before the meat to the dish", () => {
    // 58112510 Dumpling, steamed, filled with meat: a medium one 37 g.
    const dumplings = one("8 pork dumplings");
    expect([dumplings.foodId, dumplings.grams]).toEqual(["dumplings-asian", 296]);
  });

  it("says which meat the dish is when typed right after it, as a menu lists it", () => {
    expect(one("fajitas chicken").foodId).toBe("fajitas");
    expect(one("pho beef").foodId).toBe("pho");
    expect(ids("pad thai chicken wings")).toEqual(["pad-thai", "chicken-wings"]);
  });

  it("keeps a meat joined by 'and' its own item", () => {
    expect(read("beef and broccoli").items).toHaveLength(2);
  });
});

describe("a dish shared with someone named, said without an article", () => {
  it("is the person's share of it", () => {
    expect(one("shared pad thai with my wife").grams).toBe(150);
    expect(one("had shared pad thai with my wife").grams).toBe(150);
    expect(one("split nachos with 2 friends").grams).toBe(40);
  });

  it("shares nothing where the verb is a food's own name", () => {
    expect(one("banana split with my son").grams).toBe(490);
    expect(one("split pea soup with my wife").grams).toBe(300);
  });

  it("is shared by the count said after 'between' or 'among'", () => {
    // FNDDS 58130020: a whole 8" square lasagna 1,235 g.
    expect(one("whole lasagna split between 4").grams).toBeCloseTo(1235 / 4, 0);
    expect(one("split a pizza among 3 of us").grams).toBe(one("pizza shared between 3").grams);
    expect(ids("chicken between 2 slices of bread")).toEqual(["chicken", "bread"]);
  });

  it("counts a boyfriend as one more person at the table", () => {
    expect(read("split a large pizza with my bf").unmatched).toEqual([]);
  });
});

describe("takeout dishes the catalog reads from FNDDS and SR28", () => {
  it("reads Indian breads, sides and drinks", () => {
    // SR28 28306 Bread, chapati or roti: one 68 g.
    expect(read("dal makhani and 2 roti").items.map((i) => [i.foodId, i.grams])).toContainEqual(["roti", 136]);
    // FNDDS 72125310 Palak Paneer, also called saag paneer: a cup 200 g.
    const saag = one("saag paneer");
    expect([saag.foodId, saag.grams]).toEqual(["palak-paneer", 200]);
    expect(ids("plain naan and raita")).toContain("raita");
    expect(one("mango lassi").foodId).toBe("mango-lassi");
  });

  it("reads Japanese and Chinese takeout as the dish", () => {
    // FNDDS 26319145 Shrimp, coated, fried (shrimp tempura): a prawn 17 g.
    const tempura = one("tempura shrimp 3");
    expect([tempura.foodId, tempura.grams]).toEqual(["shrimp-tempura", 51]);
    expect(one("tonkatsu").foodId).toBe("tonkatsu");
    expect(one("katsu curry").foodId).toBe("katsu-curry");
    expect(ids("sesame chicken and rice")).toEqual(["sesame-chicken", "rice"]);
    expect(one("teriyaki chicken bowl").foodId).toBe("teriyaki-bowl");
    // FNDDS 27360080 Chow mein, NS as to meat, with noodles: 131 kcal per 100 g, not the 43 of vegetables alone.
    expect(one("chow mein").calories).toBeGreaterThan(300);
  });

  it("counts cheese enchiladas one by one, not as frozen meals", () => {
    // FNDDS 58100800 Enchilada, just cheese: one 119 g.
    const enchiladas = one("cheese enchiladas 3");
    expect([enchiladas.foodId, enchiladas.grams]).toEqual(["cheese-enchilada", 357]);
  });

  it("reads pasta alla vodka as pasta in vodka sauce, never a shot of vodka", () => {
    expect(one("penne alla vodka").foodId).toBe("penne-vodka");
  });

  it("weighs a restaurant bowl of bibimbap, not FNDDS's side portion", () => {
    // FNDDS 58150100 Bibimbap: a cup 162 g, three of them to a bowl.
    expect(one("bibimbap").grams).toBe(486);
  });

  it("reads Thai and Indian dishes FNDDS has no record of by their parts", () => {
    expect(one("mango sticky rice").foodId).toBe("mango-sticky-rice");
    expect(one("aloo gobi").foodId).toBe("aloo-gobi");
    expect(one("drunken noodles").foodId).toBe("chow-fun");
  });

  it("weighs a street taco as FNDDS's small taco", () => {
    // FNDDS 58101320 Taco or tostada with meat: a small one 94 g.
    const tacos = one("carnitas street tacos 3");
    expect([tacos.foodId, tacos.grams]).toEqual(["street-taco", 282]);
  });

  it("weighs guacamole named alone as FNDDS's unspecified amount", () => {
    // FNDDS 63409010 Guacamole, NFS: 60 g when no amount is given.
    expect(one("guacamole").grams).toBe(60);
    expect(one("2 tbsp guacamole").grams).toBe(32);
  });

  it("reads a soup of noodles as one soup, not the noodles and a second soup", () => {
    expect(one("udon noodle soup").foodId).toBe("udon-soup");
    expect(one("tom kha gai").foodId).toBe("tom-kha");
  });

  it("reads a vermicelli bowl as rice vermicelli, not FNDDS's soybean vermicelli", () => {
    expect(ids("vermicelli bowl with grilled pork")).toEqual(["rice-noodles", "pork"]);
  });

  it("reads Greek, Chinese and Korean dishes by FNDDS's names for them", () => {
    // FNDDS 58124250 Spanakopitta; 58123110 char siu bao, one 93 g.
    expect(one("spanakopita").foodId).toBe("spanakopita");
    const buns = one("2 pork buns");
    expect([buns.foodId, buns.grams]).toEqual(["bao", 186]);
    expect(ids("beef bulgogi with rice")).toEqual(["bulgogi", "rice"]);
  });

  it("reads a kebab shop's and a Greek grill's pita by their names there", () => {
    expect(ids("chicken doner and chips")).toEqual(["gyro", "potato-fried"]);
    expect(one("chicken souvlaki pita").foodId).toBe("gyro");
    expect(one("moussaka").foodId).toBe("moussaka");
  });

  it("reads a dish named with its sauce or filling as the one dish", () => {
    expect(one("lasagne bolognese").foodId).toBe("lasagna");
    expect(one("spinach ricotta ravioli").foodId).toBe("ravioli");
    expect(one("fish supper").foodId).toBe("fish-and-chips");
    expect(ids("cucumber raita and poppadoms")).toEqual(["raita", "papad"]);
  });

  it("reads Japanese and Greek plates by the FNDDS record of what they are", () => {
    // FNDDS 24157330 Chicken thigh, fried, coated: a thigh 110 g; 27213000 Beef and rice: a cup 196 g, two to a bowl.
    expect(one("chicken karaage").foodId).toBe("karaage");
    expect(one("gyudon").grams).toBe(392);
    // FNDDS 27420520 Pork shish kabob: its unspecified amount 115 g a skewer.
    const skewers = one("souvlaki skewers 2");
    expect([skewers.foodId, skewers.grams]).toEqual(["souvlaki", 230]);
  });

  it("reads stir-fried noodles of other names as the noodles FNDDS has", () => {
    expect(one("yakisoba").foodId).toBe("lo-mein");
    expect(one("japchae").foodId).toBe("chow-fun");
  });

  it("reads honey walnut shrimp as the one dish, not honey-roasted walnuts beside shrimp", () => {
    expect(one("honey walnut shrimp").foodId).toBe("honey-walnut-shrimp");
  });

  it("counts onion bhajis by FNDDS's fritter, not the pakora's bite", () => {
    expect(one("onion bhaji x3").grams).toBe(90);
    expect(one("3 pieces of onion bhaji").foodId).toBe("onion-bhaji");
  });

  it("reads mapo tofu, banh mi and elote as the dishes", () => {
    // FNDDS 27420370 Pork, tofu and vegetables: a cup 217 g.
    expect(ids("mapo tofu with rice")).toEqual(["mapo-tofu", "rice"]);
    expect(one("2 banh mi").foodId).toBe("banh-mi");
    expect(one("elote").foodId).toBe("elote");
  });

  it("reads baba ganoush as FNDDS's eggplant dip", () => {
    expect(one("baba ganoush").foodId).toBe("baba-ganoush");
  });
});

describe("a dish FNDDS also sells as a frozen meal", () => {
  it("is the dish when no frozen meal is said, and the meal when it is", () => {
    // "beef enchilada" was FNDDS's frozen meal of an enchilada with rice and refried beans, 312 g; two were 850 g.
    expect(one("beef enchilada")).toMatchObject({ foodId: "enchiladas", grams: 160 });
    expect(one("2 beef enchiladas")).toMatchObject({ foodId: "enchiladas", grams: 320 });
    expect(one("frozen beef enchilada dinner").foodId).toBe("fndds-58306010");
  });

  it("names the meat of a chimichanga, not a portion of beef beside it", () => {
    // "beef chimichanga" was 120 g of beef and a chimichanga with meat, 774 kcal.
    expect(ids("beef chimichanga")).toEqual(["chimichanga"]);
  });
});
