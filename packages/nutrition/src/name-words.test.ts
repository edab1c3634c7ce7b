import { describe, expect, it } from "vitest";
import { CATALOG, nutrition5kAliases } from "./catalog";
import { nameWords, tokenWords } from "./database";
import { normaliseText } from "./text";

// database.ts reads plain names without the tokenizer (decision 027). That is a start-up saving only while both give
// the same words: a change to the tokenizer that splits a plain name differently must fail here, not change aliases.
describe("the words of a catalog name", () => {
  it("are the tokenizer's words for every name, plain or not", () => {
    const names = CATALOG.flatMap((row) => `${row[2]};${row[3]}`.split(";"))
      .map((n) => n.trim())
      .filter((n) => n.length > 0);
    names.push(...Object.keys(nutrition5kAliases));
    let plain = 0;
    for (const name of names) {
      const text = normaliseText(name).replace(/на пару/g, "напару");
      const words = nameWords(text);
      if (words.join(" ") === text) plain++;
      expect(words, name).toEqual(tokenWords(text));
    }
    // Nearly every name takes the plain path; were none to, this test would compare the tokenizer with itself.
    expect(plain).toBeGreaterThan(names.length * 0.9);
  });

  it("keep hyphenated words and fat percentages whole, as the tokenizer does", () => {
    for (const text of ["кока-кола зеро", "кефир 2,5%", "russian milk 3.2%", "творог 0%", "7up", "b12 cereal"]) {
      expect(nameWords(text), text).toEqual(tokenWords(text));
    }
    expect(nameWords("кефир 2,5%")).toEqual(["кефир", "2,5%"]);
  });
});
