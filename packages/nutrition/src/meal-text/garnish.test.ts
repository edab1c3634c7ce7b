// A side dish named no further, «гарнир»: an estimate of 200 g (catalog ru-garnish), unless the side dish is named.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("ru");
const ids = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a side dish named no further", () => {
  it("is a side dish's 200 g beside the main course", () => {
    // "гарнир" was unread: "котлета с гарниром" was the cutlet alone.
    expect(ids("порция гарнира")).toEqual([["ru-garnish", 200]]);
    expect(ids("котлета с гарниром")).toEqual([
      ["kotleta", 90],
      ["ru-garnish", 200],
    ]);
    expect(ids("2 порции гарнира")).toEqual([["ru-garnish", 400]]);
  });

  it("gives way to the side dish named with it", () => {
    for (const text of [
      "гарнир гречка",
      "на гарнир гречка",
      "гарнир: гречка",
      "гарнир из гречки",
      "гречка на гарнир",
    ]) {
      expect(ids(text), text).toEqual([["buckwheat", 200]]);
    }
    expect(ids("рыба с гарниром из риса").map(([id]) => id)).toEqual(["fish", "rice"]);
    expect(ids("курица, гречка на гарнир").map(([id]) => id)).toEqual(["chicken", "buckwheat"]);
  });

  it("stays beside a food joined by «и»", () => {
    expect(ids("котлета с гарниром и салат").map(([id]) => id)).toContain("ru-garnish");
  });
});
