// Work kept between readings so that long ingredient lists read faster (decision 024, follow-up "long ingredient lists
// read faster, every reading kept"): what is kept depends on its input alone, and no reading changes what another gives.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { getDatabase } from "../database";
import { servedTheEnglishWay } from "./portions";

describe("a food served the English way", () => {
  it("is made once per food, so the readers that keep work per food find it kept", () => {
    const beer = getDatabase().byId.get("beer")!;
    const served = servedTheEnglishWay(beer);
    expect(servedTheEnglishWay(beer)).toBe(served);
    // A beer in English is the 12 fl oz can (household.test.ts), and the catalog's own row is left as it was.
    expect(served.portion.grams).not.toBe(beer.portion.grams);
    expect(getDatabase().byId.get("beer")).toBe(beer);
  });
});

describe("a long ingredient list", () => {
  const list =
    "corn on the cob 55 g, vinegar 3.1 g, chicken 120 g, white rice 80 g, olive oil 5 g, salt 0.4 g, spinach 20 g, " +
    "cucumbers 14 g, feta cheese 3 g, shallots 2 g, lemon juice 1 g, carrots 12 g, bacon 9 g, jimmy dean sausage egg " +
    "and cheese biscuit";

  it("reads the same however often and after whatever else was read", () => {
    const first = JSON.stringify(analyzeMealText(list, { lang: "en" }));
    analyzeMealText("2 beers and a slim jim", { lang: "en" });
    analyzeMealText("гречка 200 г, котлета, пиво 0,5", { lang: "ru" });
    expect(JSON.stringify(analyzeMealText(list, { lang: "en" }))).toBe(first);
  });

  it("shows each item by its own words, from the first to the last", () => {
    const items = analyzeMealText(list, { lang: "en" }).items;
    expect(items.find((i) => i.foodId.includes("corn"))?.text).toBe("corn on the cob 55 g");
    expect(items.some((i) => i.text === "vinegar 3.1 g")).toBe(true);
  });
});
