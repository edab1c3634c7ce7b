// One meal reworded is the same meal (decision 024, the same meal typed another way): "&" for "and", a number said in
// words before a length, a list number before the line, a word of no food after a closing "skim", a comma for "и" in
// a list of what a dish was made of. Each pair below read differently before.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("«&» typed for «and» between English words", () => {
  it("adds the half after a unit, as «and» does", () => {
    expect(reading(en("a cup & a half of turkey chili"))).toEqual(reading(en("a cup and a half of turkey chili")));
    expect(reading(en("one & a half cups of rice"))).toEqual(reading(en("one and a half cups of rice")));
    expect(en("a cup & a half of turkey chili").unmatched).toEqual([]);
  });

  it("names a flavour, as «and» does", () => {
    expect(reading(en("sour cream & onion chips, small bag"))).toEqual(
      reading(en("sour cream and onion chips, small bag")),
    );
  });

  it("is shown as typed", () => {
    expect(en("sour cream & onion chips").items[0]!.text).toBe("sour cream & onion chips");
    expect(en("a cup & a half of turkey chili").items[0]!.text).toBe("a cup & a half of turkey chili");
  });

  it("never reads otherwise than «and» (property)", () => {
    const meals = [
      "a cup and a half of turkey chili",
      "sour cream and onion chips",
      "eggs and toast",
      "fish and chips",
      "mac and cheese and a coke",
      "two and a half cups of pasta",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...meals), (meal) => {
        expect(reading(en(meal.replaceAll(" and ", " & ")))).toEqual(reading(en(meal)));
      }),
    );
  });
});

describe("a number said in words before a length", () => {
  it("is the size of the sub, as the figure is, not a count of subs", () => {
    expect(reading(en("six inch tuna sub"))).toEqual(reading(en("6 inch tuna sub")));
    expect(reading(en("got a six inch turkey with cheese"))).toEqual(reading(en("got a 6 inch turkey with cheese")));
  });
});

describe("a list number before the line", () => {
  it("changes nothing of what the line reads", () => {
    expect(reading(ru("1) йогурт чудо питьевой 270г"))).toEqual(reading(ru("йогурт чудо питьевой 270г")));
    // An hour said before it is the meal's as well.
    expect(reading(ru("в 8:30 йогурт чудо питьевой 270г"))).toEqual(reading(ru("йогурт чудо питьевой 270г")));
    const breakfast = "full english - 2 sausages, 2 rashers of bacon, fried egg, beans, toast, mushrooms";
    expect(reading(en(`1) ${breakfast}`))).toEqual(reading(en(breakfast)));
    const restated = "rice and beans, 1 cup rice and 1/2 cup pinto beans";
    expect(reading(en(`1) ${restated}`))).toEqual(reading(en(restated)));
  });

  it("never changes a reading, nor does an hour before it (property)", () => {
    const meals = [
      "огурцы помидоры 300г",
      "йогурт чудо питьевой 270г",
      "гречка 200 г и котлета",
      "eggs and toast with butter",
      "rice and beans, 1 cup rice and 1/2 cup pinto beans",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...meals), fc.constantFrom("1) ", "2) ", "1. ", "3)", "в 8:30 "), (meal, mark) => {
        expect(reading(readAs()(`${mark}${meal}`))).toEqual(reading(readAs()(meal)));
      }),
    );
  });

  it("is shown in the item it numbers", () => {
    expect(ru("1) 2 яйца").items[0]!.text).toBe("1) 2 яйца");
  });

  it("still parts the items of a numbered list", () => {
    expect(ru("1) гречка 200 г\n2) котлета").items.map((i) => i.foodId)).toEqual(["buckwheat", "kotleta"]);
    expect(ru("1)овсянка 2)яблоко").items).toHaveLength(2);
  });
});

describe("«skim» closing its item before a word of no food", () => {
  it("is the milk, as at the line's end", () => {
    expect(reading(en("special k 1 cup + skim today"))).toEqual(reading(en("special k 1 cup + skim")));
    expect(en("cheerios w skim this morning").items.map((i) => i.foodId)).toContain("milk-skim");
  });
});

describe("a comma in a list of what a dish was made of", () => {
  it("joins the list as «и» does, between two words in the genitive plural after «из»", () => {
    expect(reading(ru("салатик из помидоров, огурцов"))).toEqual(reading(ru("салатик из помидоров и огурцов")));
    expect(reading(ru("салат из огурцов, помидоров с майонезом"))).toEqual(
      reading(ru("салат из огурцов и помидоров с майонезом")),
    );
  });
});

describe("marks after an amount said after a verb of having it", () => {
  it("leave the amount the person's, as at the line's end", () => {
    const shared = "кола 1,5 литра на компанию, я выпил 0,5";
    for (const marks of ["!!!", " )", "."])
      expect(reading(ru(`${shared}${marks}`)), marks).toEqual(reading(ru(shared)));
    expect(reading(ru("торт 1 кг, съела 200 г!"))).toEqual(reading(ru("торт 1 кг, съела 200 г")));
  });
});
