// One meal with one letter mistyped is the same meal (decision 024, follow-up: one letter mistyped): a letter dropped,
// doubled, swapped with its neighbour or struck on the key beside it, in Russian and in English.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a food word with one letter mistyped", () => {
  it("is the word meant in Russian, a slip in its ending too, each item showing what was typed", () => {
    expect(reading(ru("стакан кфеира перед сном"))).toEqual(reading(ru("стакан кефира перед сном")));
    expect(reading(ru("кефриа стакан"))).toEqual(reading(ru("кефира стакан")));
    expect(reading(ru("картошка с круицей"))).toEqual(reading(ru("картошка с курицей")));
    expect(reading(ru("кофе с молкоом"))).toEqual(reading(ru("кофе с молоком")));
    const r = ru("омелт из двух яиц");
    expect(reading(r)).toEqual(reading(ru("омлет из двух яиц")));
    expect(r.items[0]!.text).toContain("омелт");
    expect(r.unmatched).toEqual([]);
  });

  it("is the word meant in English, inside a longer name too", () => {
    expect(reading(en("sccrambled eggs"))).toEqual(reading(en("scrambled eggs")));
    expect(reading(en("oatmeal with baana"))).toEqual(reading(en("oatmeal with banana")));
    expect(reading(en("yogurt with blueberreis"))).toEqual(reading(en("yogurt with blueberries")));
    expect(reading(en("tukey sandwich"))).toEqual(reading(en("turkey sandwich")));
    expect(reading(en("cheeseburger and frries"))).toEqual(reading(en("cheeseburger and fries")));
    // Its item is less sure than the word typed right.
    const r = en("tukey sandwich");
    expect(Math.min(...r.items.map((i) => i.confidence))).toBeLessThan(
      Math.min(...en("turkey sandwich").items.map((i) => i.confidence)),
    );
  });

  it("is put right only where it is no word the engine reads: an ordinary word is never made a food", () => {
    expect(reading(ru("кефриа стакан"))).toEqual(reading(ru("кефира стакан")));
    for (const text of ["break", "keep walking", "I relished it", "was good", "с ним и с ней"]) {
      expect(en(text).items, text).toEqual([]);
    }
    // Words another rule reads are left to it: "в баре" is where, "мини" the size, "слои" the cake's layers.
    expect(reading(ru("крылышки в баре"))).toEqual(reading(ru("крылышки")));
    expect(reading(ru("слои торта"))).toEqual(reading(ru("торт")));
    expect(ru("3 мини маффина").items.map((i) => i.foodId)).toEqual(["muffin"]);
    // An ordinary word one slip from a food's word stays what it is: "школы" is no chocolate, "сынок" no сырок.
    expect(reading(ru("после школы съел сырок"))).toEqual(reading(ru("съел сырок")));
    expect(reading(ru("сынок съел кашу"))).toEqual(reading(ru("съел кашу")));
    expect(ru("поел дома").items).toEqual([]);
    expect(reading(ru("на море ела рыбу"))).toEqual(reading(ru("ела рыбу")));
    expect(reading(en("like 3 eggs"))).toEqual(reading(en("3 eggs")));
  });
});

describe("a meal with one letter of a food word mistyped (property)", () => {
  const meals = ["омлет из двух яиц", "oatmeal with banana", "yogurt with blueberries", "turkey sandwich"];
  /** The line with one letter of one word of five letters or more, after its first, dropped, doubled or swapped. */
  const mistyped = (meal: string, word: number, at: number, kind: number) => {
    const found = [...meal.matchAll(/\p{L}{5,}/gu)];
    const m = found[word % found.length]!;
    const w = m[0];
    const i = 1 + (at % (w.length - 1));
    const slips = [w.slice(0, i) + w.slice(i + 1), w.slice(0, i) + w[i] + w.slice(i)];
    if (i + 1 < w.length) slips.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    return meal.slice(0, m.index) + slips[kind % slips.length] + meal.slice(m.index + w.length);
  };

  it("reads the same foods and grams", () => {
    fc.assert(
      fc.property(fc.constantFrom(...meals), fc.nat(), fc.nat(), fc.nat(), (meal, word, at, kind) => {
        const typed = mistyped(meal, word, at, kind);
        expect(reading(readAs()(typed)), typed).toEqual(reading(readAs()(meal)));
      }),
      { numRuns: 120 },
    );
  });
});
