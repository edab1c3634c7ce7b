// English names mended after the names list's fifth sweep (decision 024, follow-up "English names, a fifth sweep"):
// soul food, the Jewish deli and bakery, Hawaiian and Korean plates, grocery and chain names, each read as the catalog
// row that is its food, and the names the fourth sweep left unread.
import { describe, expect, it } from "vitest";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const idAndGrams = (text: string) => {
  const item = one(text);
  return [item.foodId, Math.round(item.grams)];
};

describe("foods FNDDS has a record of, read as nothing before", () => {
  it("reads soul food by its own names", () => {
    // Beef, oxtails, cooked (FNDDS 21301000): its unspecified amount 67 g.
    expect(idAndGrams("oxtails")).toEqual(["oxtail", 67]);
    expect(idAndGrams("chitlins")).toEqual(["chitterlings", 85]);
    expect(idAndGrams("neck bones")).toEqual(["pork-neck-bones", 93]);
    expect(one("cracklins").foodId).toBe("pork-cracklings");
    // Was 120 g of pork.
    expect(one("pork scratchings").foodId).toBe("pork-cracklings");
  });

  it("reads the deli's and the bakery's names", () => {
    expect(idAndGrams("2 matzo")).toEqual(["matzo", 56]);
    expect(one("rugelach").foodId).toBe("rugelach");
    expect(idAndGrams("sufganiyot")).toEqual(["jelly-doughnut", 80]);
    expect(one("malasadas").foodId).toBe("beignet");
    expect(one("chocolate babka").foodId).toBe("danish");
    expect(one("zwieback").foodId).toBe("zwieback");
  });

  it("reads Hawaiian, Korean, Japanese and Indian names", () => {
    expect(idAndGrams("saimin")).toEqual(["saimin", 388]);
    // A garden salad before.
    expect(one("mac salad").foodId).toBe("macaroni-salad");
    expect(idAndGrams("spam")).toEqual(["spam", 56]);
    expect(idAndGrams("galbi")).toEqual(["galbi", 85]);
    expect(idAndGrams("2 mochi")).toEqual(["mochi", 90]);
    expect(idAndGrams("2 idli")).toEqual(["idli", 76]);
  });

  it("reads grocery and drink names", () => {
    expect(idAndGrams("easy mac")).toEqual(["easy-mac", 230]);
    // Rice with "roni" unread before.
    expect(idAndGrams("rice a roni")).toEqual(["rice-a-roni", 147]);
    // A bowl of oatmeal before.
    expect(one("oatmeal squares").foodId).toBe("oatmeal-squares");
    expect(one("velveeta").foodId).toBe("cheese-spread");
    expect(one("a glass of milo").foodId).toBe("malted-milk");
    expect(idAndGrams("5 hour energy")).toEqual(["energy-shot", 57]);
    expect(one("baja blast").foodId).toBe("mountain-dew");
    expect(one("bodyarmor").foodId).toBe("sports-drink");
    expect(one("otter pop").foodId).toBe("popsicle");
  });
});

describe("a name given to the row that is its food", () => {
  it("reads carnitas and kalua pig as roast pork, sofritas as tofu, a donair as the gyro", () => {
    expect(one("carnitas").foodId).toBe("pork-roast");
    expect(one("kalua pig").foodId).toBe("pork-roast");
    expect(one("sofritas").foodId).toBe("tofu");
    expect(one("donair").foodId).toBe("gyro");
    expect(one("tourtiere").foodId).toBe("meat-pie");
    expect(one("half sour pickles").foodId).toBe("pickles");
  });

  it("shows sopes as a sope, on the record FNDDS names them with the chalupa", () => {
    expect(idAndGrams("sopes")).toEqual(["sope", 153]);
    expect(one("chalupa").foodId).toBe("chalupa");
  });

  it("weighs a cream cheese rangoon order as FNDDS's unspecified amount, one puff as one", () => {
    expect(idAndGrams("cream cheese rangoon")).toEqual(["crab-rangoon", 100]);
    expect(idAndGrams("2 cream cheese rangoons")).toEqual(["crab-rangoon", 46]);
  });

  it("reads a scone as FNDDS's scone, not the American biscuit, and a cheese scone as one food", () => {
    expect(idAndGrams("cheese scone")).toEqual(["scone", 70]);
    expect(one("biscuit").foodId).toBe("biscuits");
  });

  it("reads hot water cornbread as cornbread, not 250 g of water", () => {
    expect(idAndGrams("hot water cornbread")).toEqual(["cornbread", 60]);
    expect(one("hot water").foodId).toBe("water");
  });
});

describe("dishes built from the rows they are made of", () => {
  it("reads colcannon, hoppin john and zuppa toscana", () => {
    expect(idAndGrams("colcannon")).toEqual(["colcannon", 230]);
    expect(idAndGrams("a bowl of hoppin john")).toEqual(["hoppin-john", 250]);
    expect(idAndGrams("zuppa toscana")).toEqual(["zuppa-toscana", 315]);
  });
});

describe("the words the new names hold keep their own foods", () => {
  it("leaves pork, tofu, pickles, rice, water, cheese and a danish alone", () => {
    expect(one("pork").foodId).toBe("pork");
    expect(one("tofu").foodId).toBe("tofu");
    expect(one("pickles").foodId).toBe("pickles");
    expect(one("rice").foodId).toBe("rice");
    expect(one("danish").foodId).toBe("danish");
    expect(one("a glass of milk").foodId).toBe(one("milk").foodId);
    expect(one("milk").foodId).not.toBe("malted-milk");
    expect(one("energy drink").foodId).toBe("energy-drink");
    expect(one("egg").foodId).toBe("egg");
  });

  it("leaves an English word one letter from a new name its own", () => {
    // "slam" (a Denny's Grand Slam) is a word spelt right, no typo of "spam" (data/dictionary-words.json).
    expect(one("grand slam pancakes").foodId).not.toBe("spam");
  });
});
