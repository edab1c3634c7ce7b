// English readings mended after the typed set's forty-sixth batch (decision 024): a TV dinner as FNDDS's frozen meal,
// a weight of powder typed after a shake's name, milk poured on a bowl past a sliced topping, and British shortbread.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const read = (text: string) => en(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a TV dinner", () => {
  it("is FNDDS's frozen meal, as a frozen dinner is", () => {
    // FNDDS 28110300 "Salisbury steak dinner, NFS, frozen meal", 312 g; without it the steak with gravy alone, 183 g.
    expect(read("salisbury steak tv dinner")).toEqual(read("salisbury steak frozen dinner"));
    expect(read("salisbury steak tv dinner")).toEqual([["fndds-28110300", 312]]);
    expect(read("turkey tv dinner")[0]![0]).toBe("fndds-28145000");
  });
});

describe("a shake's powder weighed after its name", () => {
  it("is that weight of powder, not that many scoops", () => {
    expect(read("protein shake: 30g whey")).toEqual([["protein-shake", 30]]);
    expect(read("protein shake 1oz whey")).toEqual([["protein-shake", 28]]);
    // A bare count there is still the scoops that went in.
    expect(read("protein shake with 2 scoops whey")).toEqual([["protein-shake", 60]]);
  });
});

describe("milk ending a cereal bowl's toppings", () => {
  it("is poured on the bowl when the topping is said sliced or by its size", () => {
    expect(read("corn flakes w a sliced banana and milk")).toEqual(read("corn flakes w a banana and milk"));
    expect(read("cheerios with a large banana and milk").at(-1)).toEqual(["milk", 122]);
  });
});

describe("shortbread biscuits", () => {
  it("are FNDDS's shortbread cookie, 30 g each, not the digestive a tea made of a biscuit", () => {
    expect(read("3 shortbread biscuits with my tea")[0]).toEqual(["shortbread-biscuit", 90]);
    // Said as a cookie with icing it stays FNDDS's own record of that.
    expect(read("a small shortbread cookie with icing")[0]![0]).toBe("fndds-53239050");
  });
});
