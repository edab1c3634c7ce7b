// The leaves a salad is made on, said by their kind after "with" (decision 024, follow-up "English meals told as
// sentences"; food-spans.ts, inTheSaladsRecipe).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a salad with its leaves said by their kind", () => {
  it("is the salad, and the parts of its recipe after them its own", () => {
    // The greens, the cucumber and the tomato were counted beside the 210 g salad (360 kcal).
    expect(ids("a big salad with mixed greens, cucumber, tomato, chickpeas and balsamic")).toEqual([
      "garden-salad",
      "chickpeas",
      "balsamic",
    ]);
    expect(ids("salad with spinach and tomato")).toEqual(["garden-salad"]);
    expect(ids("garden salad with romaine and tomato")).toEqual(["garden-salad"]);
  });

  it("leaves greens eaten without a salad named a food", () => {
    expect(ids("mixed greens with tomato")).toEqual(["mixed-greens", "tomato"]);
    expect(ids("chicken with spinach")).toEqual(["chicken", "spinach"]);
  });
});
