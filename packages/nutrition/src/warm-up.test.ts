import { describe, expect, it, vi } from "vitest";

// The engine builds its parts on first use: the data files are read with the database, the FNDDS name index on the
// first English name the catalog lacks, an FNDDS food when its id is first asked for. warmUp() builds them ahead
// (docs/decisions/027-engine-start-up-and-memory.md). Each engine below is a fresh module instance, so each builds
// everything itself, in a different order; a part built wrong on one path, or left half built, answers differently.
const DESCRIPTIONS: readonly { text: string; lang?: "ru" | "en" }[] = [
  { text: "гречкка 200 г, котлета" },
  { text: "творог 5% 200 г и кефир 1%" },
  { text: "борщ со сметаной" },
  { text: "овсянка на молоке с бананом" },
  { text: "2 eggs, toast with butter and a coffee with milk" },
  { text: "brocoli 100 g and a diet coke" },
  // FNDDS names the catalog lacks, and a catalog food weighed by its FNDDS measure.
  { text: "a cup of beef noodle soup" },
  { text: "tuna salad sandwich" },
  { text: "2 chicken enchiladas" },
  { text: "shrimp fried rice and egg drop soup" },
  { text: "a slice of pepperoni pizza" },
  { text: "a medium order of fries", lang: "ru" },
];

async function freshEngine() {
  vi.resetModules();
  const engine = await import("./index");
  const fndds = await import("./fndds");
  const answer = (d: (typeof DESCRIPTIONS)[number]) => engine.analyzeMealText(d.text, d.lang ? { lang: d.lang } : {});
  return { ...engine, ...fndds, answer };
}

describe("parts built on first use", () => {
  it("answer alike whether warmUp() built them or the descriptions did, in any order", async () => {
    const cold = await freshEngine();
    const coldAnswers = DESCRIPTIONS.map(cold.answer);

    const warm = await freshEngine();
    warm.warmUp();
    const warmAnswers = [...DESCRIPTIONS].reverse().map(warm.answer).reverse();
    expect(warmAnswers).toEqual(coldAnswers);

    // An FNDDS food asked for by id (a stored dish after a restart) before any description is read.
    const byId = await freshEngine();
    expect(byId.getDatabase().byId.get("fndds-58402100")?.namesEn[0]).toBe(byId.fnddsRecord("58402100")?.name);
    expect(DESCRIPTIONS.map(byId.answer)).toEqual(coldAnswers);
  }, 60_000);

  it("read FNDDS names through a built index: every typed word is in the description found", async () => {
    const engine = await freshEngine();
    engine.warmUp();
    const found = DESCRIPTIONS.flatMap((d) => engine.answer(d).items).filter((i) => i.foodId.startsWith("fndds-"));
    // An empty or half-built index finds none of these, or a description without the words typed.
    expect(found.map((i) => i.text)).toEqual([
      "a cup of beef noodle soup",
      "tuna salad sandwich",
      "2 chicken enchiladas",
      "shrimp fried rice",
      "egg drop soup",
    ]);
    for (const item of found) {
      const description = engine.fnddsRecord(item.foodId.slice("fndds-".length))!.name.toLowerCase();
      for (const word of ["beef", "noodle", "tuna", "sandwich", "chicken", "enchilada", "shrimp", "fried", "drop"]) {
        if (item.text.includes(word)) expect(description, item.text).toContain(word);
      }
    }
  }, 60_000);
});
