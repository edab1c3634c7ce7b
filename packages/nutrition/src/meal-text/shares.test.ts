// How much of a food a person actually ate: bites, sips and spoonfuls of it, a little or a lot of it, a second
// helping and leftovers finished after someone else (quantity.ts, elements.ts, price.ts). A share never multiplies.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs(undefined, { whole: true });
const grams = (text: string) => one(text).grams;
const usual = (text: string) => analyzeMealText(text).items[0]!.grams;

describe("bites and tastes", () => {
  it("reads a bite of a food as a mouthful of it, never the whole food or several of them", () => {
    expect(grams("a bite of carrot cake")).toBe(15);
    expect(grams("three bites of a hot dog")).toBe(45);
    expect(grams("a couple bites of lasagna")).toBe(30);
    expect(grams("a taste of tiramisu")).toBe(15);
    expect(grams("два укуса пирога")).toBe(30);
    expect(grams("пару кусь эклера")).toBe(30);
  });

  it("reads a Russian verb of biting off as bites, counted by 'раз' where it is", () => {
    expect(grams("откусил от сэндвича")).toBe(15);
    expect(grams("откусила три раза от беляша")).toBe(45);
    expect(grams("откусил кусочек пончика")).toBe(15);
  });

  it("keeps 'bites' after a food a name, not a mouthful", () => {
    expect(analyzeMealText("pizza bites").items[0]!.grams).toBeGreaterThan(15);
  });
});

describe("sips and spoonfuls", () => {
  it("reads a sip as a swallow of the drink, never a glass", () => {
    expect(grams("глоток кваса")).toBeCloseTo(20, 0);
    expect(grams("три глотка колы")).toBeLessThan(70);
    expect(grams("a sip of beer")).toBeCloseTo(20, 0);
  });

  it("reads a spoonful as a tablespoon of the food", () => {
    expect(grams("a spoonful of nutella")).toBeLessThan(25);
    expect(grams("two spoonfuls of hummus")).toBeGreaterThan(20);
    expect(grams("two spoonfuls of hummus")).toBeLessThan(40);
    expect(grams("a few spoonfuls of pudding")).toBeLessThan(60);
  });
});

describe("a little and a lot", () => {
  it("reads a little of a food as half its usual portion", () => {
    expect(grams("немного гречки")).toBeCloseTo(usual("гречка") / 2, 0);
    expect(grams("чуть-чуть пюре")).toBeCloseTo(usual("пюре") / 2, 0);
    expect(grams("a little bit of mashed potatoes")).toBeCloseTo(usual("mashed potatoes") / 2, 0);
    expect(grams("a bit of quinoa")).toBeCloseTo(usual("quinoa") / 2, 0);
  });

  it("leaves a portion already small as it is", () => {
    expect(grams("немного сливочного масла")).toBe(usual("сливочное масло"));
  });

  it("reads a lot of a food as half as much again", () => {
    expect(grams("a lot of mashed potatoes")).toBeCloseTo(usual("mashed potatoes") * 1.5, 0);
    expect(grams("много гречки")).toBeCloseTo(usual("гречка") * 1.5, 0);
  });

  it("gives the little of a drink named over its parts to no other part", () => {
    expect(analyzeMealText("a little cream in tea").totals.calories).toBeGreaterThan(0);
  });
});

describe("helpings and leftovers", () => {
  it("reads a huge plate as the large one", () => {
    expect(grams("огромная тарелка плова")).toBeGreaterThan(usual("тарелка плова"));
    expect(grams("a huge plate of spaghetti")).toBeGreaterThan(usual("a plate of spaghetti"));
  });

  it("reads a second helping as one portion, the ordinal no unknown word", () => {
    expect(grams("вторую порцию гречки")).toBe(usual("порция гречки"));
  });

  it("leaves whose leftovers were finished out of the food and its amount", () => {
    expect(grams("доела за дочкой полпорции пюре")).toBe(usual("порция пюре") / 2);
    expect(grams("доел за сыном пол тарелки гречки")).toBe(usual("тарелка гречки") / 2);
  });

  it("reads 'roughly' before an amount as the amount said", () => {
    expect(grams("roughly 8 oz of salmon")).toBeCloseTo(226.8, 0);
  });
});

describe("a thing split with others", () => {
  it("reads a thing split or shared with its article as the person's share of it", () => {
    // A pizza shared is half of the whole one, not half of FNDDS's slice that "a pizza" alone reads as.
    expect(grams("split a pizza with my husband")).toBeCloseTo(usual("half a pizza"), 0);
    expect(grams("split a brownie")).toBeCloseTo(usual("a brownie") / 2, 0);
    expect(grams("shared a burrito with 2 friends")).toBeCloseTo(usual("a burrito") / 3, 0);
    expect(grams("shared a bottle of wine with my partner")).toBeCloseTo(usual("a bottle of wine") / 2, 0);
  });

  it("keeps what the person said they had after sharing, and the names with 'split' in them", () => {
    expect(grams("shared a large pizza with 3 friends, had 2 slices")).toBe(usual("2 slices of large pizza"));
    expect(one("split pea soup").foodId).not.toBe("");
    expect(one("banana split").grams).toBe(usual("banana split"));
  });

  it("shares no whole heavier than a table splits", () => {
    expect(analyzeMealText("we shared the cake").totals.calories).toBeLessThan(500);
  });
});

describe("slivers", () => {
  it("reads a sliver as half the food's slice", () => {
    expect(grams("a sliver of pumpkin pie")).toBeCloseTo(usual("a slice of pumpkin pie") / 2, 0);
    expect(grams("two slivers of meatloaf")).toBeCloseTo(usual("a slice of meatloaf"), 0);
  });
});

describe("leftovers finished after someone", () => {
  it("leaves the person named by any word out, and a little of a dish named with its parts is halved", () => {
    expect(grams("доел за малым полпорции макарон")).toBe(usual("порция макарон") / 2);
    expect(grams("немножко плова с курицей")).toBeCloseTo(usual("плов с курицей") / 2, 0);
  });
});

describe("a guessed count of a food weighed by no piece", () => {
  it("counts its items by FNDDS's measure under the food's noun, never servings", () => {
    // FNDDS 71401000 "fry, NS as to shape" 5 g; SR28's shrimp by FNDDS's "medium shrimp (shelled)".
    expect(grams("a couple of fries")).toBe(10);
    expect(grams("several shrimp")).toBeLessThan(30);
    expect(grams("несколько креветок")).toBeLessThan(30);
  });

  it("is one usual portion where no item is measured, and leaves counted foods and drinks counted", () => {
    expect(grams("несколько картошек фри")).toBe(usual("картофель фри"));
    expect(grams("a couple of beers")).toBe(usual("2 beers"));
    expect(grams("несколько пельменей")).toBe(usual("3 пельменя"));
  });
});

describe("a half in its other cases", () => {
  it("reads 'половины' and 'половинки' as a half of the whole or of one piece", () => {
    expect(grams("меньше половины батона")).toBeLessThan(usual("целый батон"));
    expect(grams("около половины батона")).toBe(usual("полбатона"));
    expect(grams("половинки персика")).toBe(usual("полперсика"));
  });
});

describe("most of a thing", () => {
  it("reads 'most of' as three quarters of it", () => {
    expect(grams("most of a quesadilla")).toBeCloseTo(usual("a quesadilla") * 0.75, 0);
    expect(grams("most of my sandwich")).toBeCloseTo(usual("sandwich") * 0.75, 0);
  });
});
