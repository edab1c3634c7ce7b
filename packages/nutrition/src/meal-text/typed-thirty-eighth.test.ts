// The thirty-eighth typed batch's development misses (decision 024): British, Irish, Australian and Canadian English
// (a chain's nickname that is a plural measure, a breakfast named before the list of its parts, foods FNDDS has under
// another name).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en");

describe("spoons with no count", () => {
  it("is no measure of the food after it", () => {
    // "spoons fish and chips" was one 15 ml spoonful of fish and chips.
    expect(one("spoons fish and chips").grams).toBeGreaterThan(200);
    // Counted, or followed by "of", spoons still measure.
    expect(one("2 spoons of sugar").grams).toBe(10);
    expect(read("coffee, spoons of sugar").items.map((i) => i.foodId)).toEqual(["coffee", "sugar"]);
  });
});

describe("a food before a spaced dash and a list", () => {
  it("is the heading of the list, not a food beside it", () => {
    // "full english - 2 sausages, …" counted the whole breakfast beside its own parts.
    const ids = read("full english - 2 sausages, 2 rashers of bacon, fried egg, beans, toast").items.map(
      (i) => i.foodId,
    );
    expect(ids).not.toContain("full-english");
    expect(ids).toContain("sausage");
    // A measure after the dash, or a short list, leaves the food as typed.
    expect(read("pizza - 2 slices, coke, ice cream, fries").items.map((i) => i.foodId)).toContain("pizza");
    expect(read("burger - fries - coke").items.map((i) => i.foodId)).toContain("hamburger");
  });
});

describe("foods British, Australian and Canadian diaries name", () => {
  it("are read as FNDDS's nearest record and its portion", () => {
    // Each was nothing at all, plain tea, or a 90 g Russian pirozhok.
    expect(one("poutine").foodId).toBe("poutine");
    expect(one("poutine").grams).toBe(190);
    expect(one("lamington").grams).toBe(92);
    expect(one("builders tea").calories).toBeGreaterThan(40);
    expect(one("meat pie").grams).toBe(227);
    expect(one("sausage sizzle").grams).toBe(103);
    expect(oneItemAs("ru")("пирожок с мясом").foodId).toBe("pirozhok-meat");
  });
});

describe("a bacon and egg roll", () => {
  it("is a bread roll of bacon and egg, not a Chinese egg roll beside bacon", () => {
    // It was a slice of bacon and a 90 g fried egg roll.
    expect(one("bacon and egg roll").grams).toBe(177);
    expect(one("bacon n egg roll").grams).toBe(177);
    // The Chinese egg roll alone stays itself.
    expect(one("egg roll").foodId).toBe("egg-rolls");
  });
});

describe("a cheese toastie", () => {
  it("is the grilled cheese sandwich, buttered and toasted", () => {
    // It was the cold cheese sandwich, 102 g and 291 kcal.
    expect(one("cheese toastie").foodId).toBe("grilled-cheese");
    expect(one("cheese and tomato toastie").foodId).toBe("grilled-cheese");
    expect(one("cheese sandwich").foodId).toBe("cheese-sandwich");
  });
});
