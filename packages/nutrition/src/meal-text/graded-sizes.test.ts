// A size graded by the word before it, or said as "decent" or "generous" (decision 024, follow-up "English meals told
// as sentences"; elements.ts, GRADES_A_SIZE; modifiers.ts, SIZE_STEMS).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const grams = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a word that grades a size", () => {
  it("leaves the size it grades", () => {
    // "a fairly big portion" left "a fairly" and "big portion" unread, and the risotto was its usual 250 g.
    expect(grams("mushroom risotto, a fairly big portion")).toEqual(grams("mushroom risotto, a big portion"));
    expect(read("mushroom risotto, a fairly big portion").unmatched).toEqual([]);
    expect(grams("a pretty large bowl of pho")).toEqual(grams("a large bowl of pho"));
    expect(grams("a really big bowl of pho")).toEqual(grams("a big bowl of pho"));
  });

  it("before no size stays what it was", () => {
    expect(grams("a really good pizza")).toEqual(grams("a good pizza"));
  });
});

describe("a decent or generous helping", () => {
  it("is a large one", () => {
    // "a decent helping" was the usual 182 g cup of shepherd's pie; "a decent sized bowl" left its words unread.
    expect(grams("a decent helping of shepherd's pie")).toEqual(grams("a large helping of shepherd's pie"));
    expect(grams("a generous portion of risotto")).toEqual(grams("a large portion of risotto"));
    expect(grams("a decent sized bowl of chana masala")).toEqual(grams("a large bowl of chana masala"));
    expect(read("a decent sized bowl of chana masala").unmatched).toEqual([]);
  });

  it("is the usual one when said normal sized", () => {
    expect(grams("a normal sized bowl of cereal")).toEqual(grams("a bowl of cereal"));
  });
});
