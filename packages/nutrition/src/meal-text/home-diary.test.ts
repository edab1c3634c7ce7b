// Russian diary lines about home food, typed as whole sentences or run-on notes (food-spans.ts, catalog recipes).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("ru");
const foods = (text: string) => read(text).items.map((i) => i.foodId);

describe("a food named in the accusative beside another", () => {
  it("keeps a feminine food said as what was eaten as an item of its own", () => {
    expect(foods("взяла щи гречку с подливой и котлету")).toEqual(["shchi", "buckwheat", "gravy", "kotleta"]);
    expect(foods("выпила чай съела конфету")).toHaveLength(2);
    expect(foods("кофе булочку")).toHaveLength(2);
    expect(foods("купила шаурму колу")).toHaveLength(2);
  });

  it("reads an adjective in the accusative with its noun", () => {
    expect(read("щи жареную картошку").items.map((i) => i.name)).toEqual(["щи", "жареная картошка"]);
  });

  it("keeps a dative after к as what the first food was had with", () => {
    expect(foods("крекеры к пиву")).toHaveLength(1);
  });
});

describe("home dishes the catalog cooks itself", () => {
  it("reads a potato casserole with mince as one dish, not a curd bake beside raw mince", () => {
    expect(foods("запеканка картофельная с фаршем")).toEqual(["potato-casserole"]);
    expect(foods("картофельная запеканка кусок")).toEqual(["potato-casserole"]);
    // "запеканка" alone stays the curd one.
    expect(foods("запеканка")).toEqual(["zapekanka"]);
  });

  it("reads fried eggplant with its frying oil", () => {
    const fried = read("баклажаны с чесноком").items[0]!;
    expect(fried.foodId).toBe("eggplant-fried");
    expect(fried.calories / fried.grams).toBeGreaterThan(1.3);
    expect(foods("баклажаны жареные")).toEqual(["eggplant-fried"]);
    expect(foods("баклажаны")).toEqual(["eggplant"]);
  });
});

describe("a topping typed beside бутерброд", () => {
  it("reads the sandwich as bread under the topping, before it or after", () => {
    expect(foods("икра красная бутерброд")).toEqual(["ru-caviar-red", "bread"]);
    expect(foods("бутерброд сыр")).toEqual(["bread", "ru-cheese"]);
    expect(foods("сало бутерброд")).toEqual(["ru-salo", "bread"]);
  });

  it("keeps the everyday sandwich beside a food that is no topping, or after a comma", () => {
    expect(foods("бутерброд котлета")).toEqual(["sandwich-sausage", "kotleta"]);
    expect(foods("бутерброд, сыр")).toEqual(["sandwich-sausage", "ru-cheese"]);
    expect(foods("бутерброд чай")).toEqual(["sandwich-sausage", "tea"]);
  });
});
