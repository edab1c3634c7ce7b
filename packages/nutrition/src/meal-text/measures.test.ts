// English measures of drinks and servings (decision 024, follow-up): a shot, and a double or triple of a measure.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();

describe("a shot, and a double or triple of a measure", () => {
  it("weighs an English shot of a spirit by FNDDS's 1.5 fl oz shot", () => {
    // 93505000 Vodka: "1 shot" 42 g.
    expect(one("a shot of vodka").grams).toBe(42);
  });

  it("counts two or three of the measure after 'double' or 'triple'", () => {
    expect(one("a double shot of vodka").grams).toBe(84);
    expect(one("a triple scoop of ice cream").grams).toBe(3 * one("a scoop of ice cream").grams);
    expect(one("2 double shots of vodka").grams).toBe(168);
  });

  it("counts two or three portions after 'двойная' or 'тройная', and leaves a food's own 'двойной'", () => {
    // "двойную порцию пельменей" was one portion, "двойную" left unread.
    expect(one("двойную порцию пельменей").grams).toBe(2 * one("порция пельменей").grams);
    expect(one("тройная порция мороженого").grams).toBe(3 * one("порция мороженого").grams);
    expect(one("две двойные порции плова").grams).toBe(4 * one("порция плова").grams);
    expect(analyzeMealText("двойную порцию пельменей").unmatched).toEqual([]);
    expect(one("двойной чизбургер").grams).toBe(one("чизбургер двойной").grams);
  });
});

describe("fish sticks counted in English", () => {
  it("counts FNDDS's 17 g stick in English, not SR28's 4-inch one", () => {
    expect(one("5 fish fingers").grams).toBe(85);
    expect(one("fish sticks, 3 pieces").grams).toBe(51);
  });
});
