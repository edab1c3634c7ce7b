// Words that name members of JavaScript's Object are ordinary unknown words to the reader (word-table.ts): typed as a
// meal they are listed unread, never a unit, a number word or an error.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "./analyze";

const MEMBER_WORDS = [...Object.getOwnPropertyNames(Object.prototype), "prototype"];

describe("a word that names a member of Object", () => {
  it("is read as any unknown word is, in either language, alone and beside a food", () => {
    for (const lang of ["ru", "en"] as const) {
      for (const word of MEMBER_WORDS) {
        for (const line of [`${word}`, `2 ${word}`, `гречка 200 и ${word}`, `apple and 2 ${word}`]) {
          const reading = analyzeMealText(line, { lang });
          const plain = analyzeMealText(line.replace(word, "zzqx"), { lang });
          expect(reading.totals, `${lang}: ${line}`).toEqual(plain.totals);
          expect(reading.items.map((i) => i.foodId)).toEqual(plain.items.map((i) => i.foodId));
        }
      }
    }
  });

  it("under a Russian interface, is no error", () => {
    expect(analyzeMealText("constructor", { lang: "ru" }).unmatched).toEqual(["constructor"]);
    expect(analyzeMealText("2 constructor", { lang: "ru" }).totals.calories).toBe(0);
  });
});
