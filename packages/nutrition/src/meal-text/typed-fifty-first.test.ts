// Readings mended after the typed set's fifty-first batch (decision 024): pepper said beside salt as the seasoning,
// a стаканчик of a dry food sold in its own cup, "бичпакет" followed by its maker, a chicken "ножка", and foods of the
// regions the catalog lacked (омуль, муксун and строганина, буузы, чуду, губадия).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => ru(text).items.map((i) => i.foodId);

describe("pepper said beside salt", () => {
  it("is the ground pepper a dish is seasoned with, in either order, after «и» or a comma", () => {
    expect(ids("картошка отварная с солью и перцем")).toEqual(["potato-boiled", "salt", "pepper-black"]);
    expect(ids("огурцы, перец, соль")).toEqual(["cucumber", "pepper-black", "salt"]);
    expect(en("fried eggs with salt and pepper").items.map((i) => i.foodId)).toContain("pepper-black");
    expect(ru("яйца с солью и перцем").totals.calories).toBeLessThan(ru("яйца").totals.calories + 10);
  });

  it("leaves a pepper with its kind or its own count the vegetable", () => {
    expect(ids("перец болгарский и соль")).toEqual(["bell-pepper", "salt"]);
    expect(ids("2 перца и соль")).toEqual(["bell-pepper", "salt"]);
    expect(ids("перец и огурец")).toEqual(["bell-pepper", "cucumber"]);
  });
});

describe("a стаканчик of a dry food sold in its own cup", () => {
  it("is that cup as its label weighs it, not a 250 ml glass of the powder", () => {
    expect(read("пюре роллтон 1 стаканчик")).toEqual([["ru-instant-mash", 40]]);
    expect(read("доширак 2 стаканчика")).toEqual([["ru-instant-noodles", 180]]);
  });
});

describe("«бичпакет» followed by its maker", () => {
  it("is that maker's brick; named alone it stays the 90 g pack", () => {
    expect(read("бичпакет роллтон")).toEqual([["ru-rollton", 60]]);
    expect(read("бичпакет")).toEqual([["ru-instant-noodles", 90]]);
  });
});

describe("a «ножка» named no further", () => {
  it("is a chicken drumstick, counted", () => {
    expect(read("2 ножки")).toEqual(read("2 куриные ножки"));
    expect(ids("ножка и пюре")).toEqual(["chicken-drumstick", "mashed-potatoes"]);
    // Counted after a comma past the bird it is cut from, it is that bird's piece, not a second chicken.
    expect(read("курица запеченная, 3 ножки")).toEqual(read("3 ножки"));
  });
});

describe("Siberian whitefish", () => {
  it("reads муксун and строганина as the cisco, raw or smoked", () => {
    expect(ids("муксун 200 г")).toEqual(["cisco"]);
    expect(read("строганина")).toEqual([["cisco", 150]]);
    expect(read("муксун копченый 2 шт")).toEqual([["cisco-smoked", 400]]);
    // "омле", an omelette typed short, is not taken for a fish.
    expect(ids("омле из двух яиц")).toEqual(["omelette"]);
  });
});

describe("regional dumplings and pies the catalog lacked", () => {
  it("counts буузы (позы) by their 70 g", () => {
    expect(read("позы 4 шт")).toEqual([["buuzy", 280]]);
    expect(read("буузы с мясом 3 штуки")).toEqual([["buuzy", 210]]);
  });

  it("reads чуду as the Dagestani pie, not the dative of «Чудо»", () => {
    expect(ids("чуду с мясом")).toEqual(["chudu-meat"]);
    expect(ids("выпила чудо")).toEqual(["ru-milkshake-chudo"]);
  });

  it("weighs a кусок of губадия as its slice", () => {
    expect(read("кусочек губадии")).toEqual([["gubadiya", 120]]);
  });
});
