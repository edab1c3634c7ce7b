// Everyday Russian foods and the words a diary counts them in: fruit, dishes and products of the former USSR the
// catalog lacked, and the pieces they are eaten in (a ring, a strip, a square of a bar).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("ru", { whole: true });
const read = readAs("ru");

describe("fruit and berries sold in Russia", () => {
  it("reads feijoa, pomelo and sea buckthorn as themselves", () => {
    expect([one("фейхоа 3 шт").foodId, one("фейхоа 3 шт").grams]).toEqual(["feijoa", 126]);
    expect(one("помело").foodId).toBe("pomelo");
    expect(one("облепиха 50 г").foodId).toBe("ru-sea-buckthorn");
  });

  it("takes a segment of a pomelo as a tenth of the fruit", () => {
    expect(one("помело долька").grams).toBeCloseTo(60.9, 5);
  });

  it("tells the sour вишня from the sweet черешня", () => {
    expect(one("вишня горсть").foodId).toBe("sour-cherries");
    expect(one("горсть черешни").foodId).toBe("cherries");
    // A sour cherry is smaller than a sweet one: twenty were 164 g, a sweet cherry's weight.
    expect(one("вишня 20 шт").grams).toBe(100);
  });
});

describe("a ring and a strip", () => {
  it("weighs a ring of pineapple as its thin slice, not a whole fruit", () => {
    // "ананас 2 кольца" was two whole pineapples, 1.8 kg.
    expect(one("ананас 2 кольца").grams).toBe(112);
    expect(one("3 колечка ананаса").grams).toBe(168);
  });

  it("weighs a strip of bacon as its slice, the word read", () => {
    expect(one("бекон 3 полоски").grams).toBe(24);
  });

  it("reads how a food is cut as no amount", () => {
    expect(one("лук кольцами").grams).toBe(one("лук").grams);
    expect(one("перец полосками").grams).toBe(one("перец").grams);
  });
});

describe("a square of a chocolate bar", () => {
  it("is one of the 15-16 squares of a 90-100 g bar", () => {
    expect(one("шоколад 3 дольки").grams).toBe(18);
    expect(one("2 дольки горького шоколада").grams).toBe(12);
    // A piece broken off is two squares, as before.
    expect(one("кусочек шоколада").grams).toBe(10);
  });
});

describe("the colour green", () => {
  it("is no herbs beside a food", () => {
    expect(one("зелёное яблоко").foodId).toBe("apple");
    expect(one("зеленые оливки").foodId).not.toBe("parsley");
  });

  it("still reads the herbs themselves", () => {
    expect(one("зелень").foodId).toBe("parsley");
    expect(read("гречка с зеленью").items.map((i) => i.foodId)).toContain("parsley");
  });
});

describe("squid", () => {
  it("is boiled when no cooking is named, fried when it is", () => {
    expect(one("кальмары 150 г").calories).toBeCloseTo(169.5, 1);
    expect(one("жареные кальмары").foodId).toBe("squid-fried");
    expect(one("кольца кальмара").foodId).toBe("squid-fried");
  });
});

describe("dishes of the former USSR", () => {
  it("reads shurpa, dolma and basturma", () => {
    expect(one("шурпа").foodId).toBe("shurpa");
    expect([one("долма 5 шт").foodId, one("долма 5 шт").grams]).toEqual(["dolma", 175]);
    expect(one("бастурма 30 г").foodId).toBe("basturma");
  });

  it("tells a potato casserole from the творожная one", () => {
    expect(one("картофельная запеканка").foodId).toBe("potato-casserole");
    expect(one("запеканка").foodId).not.toBe("potato-casserole");
  });

  it("reads mashed potato named noun first", () => {
    expect(one("картошка пюре тарелка").foodId).toBe("mashed-potatoes");
    expect(one("картофель пюре").foodId).toBe("mashed-potatoes");
  });
});
