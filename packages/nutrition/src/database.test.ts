import { describe, expect, it } from "vitest";
import { CATALOG } from "./catalog";
import { aliasTokens, composeRecipe, getDatabase, NUTRIENT_KEYS, parseRecipe } from "./database";
import { foodById, searchFoods } from "./search";
import { stem } from "./text";

describe("catalog and database", () => {
  it("has at least 800 distinct foods, each with Russian and English names", () => {
    const db = getDatabase();
    expect(db.foods.length).toBeGreaterThanOrEqual(800);
    expect(new Set(CATALOG.map((r) => r[0])).size).toBe(CATALOG.length);
    for (const f of db.foods) {
      expect(f.namesRu.length, f.id).toBeGreaterThan(0);
      expect(f.namesEn.length, f.id).toBeGreaterThan(0);
      expect(f.portion.grams, f.id).toBeGreaterThan(0);
      for (const v of f.per100g) expect(Number.isFinite(v) && v >= 0, f.id).toBe(true);
    }
  });

  it("composes recipes from ingredient weights and the yield", () => {
    const a = NUTRIENT_KEYS.map((_, i) => (i === 0 ? 100 : 0));
    const b = NUTRIENT_KEYS.map((_, i) => (i === 0 ? 300 : 0));
    // 100 g at 100 kcal + 100 g at 300 kcal = 400 kcal in 200 g raw, 160 g cooked → 250 kcal / 100 g.
    expect(
      composeRecipe(
        [
          { per100g: a, grams: 100 },
          { per100g: b, grams: 100 },
        ],
        0.8,
      )[0],
    ).toBeCloseTo(250, 6);
    expect(parseRecipe("recipe: water 550, beet 80; yield 0.9")).toEqual({
      ingredients: [
        { id: "water", grams: 550 },
        { id: "beet", grams: 80 },
      ],
      yieldFactor: 0.9,
    });
  });

  it("never lets stop words shrink a name to a word that means another food", () => {
    // "сухой завтрак" once became the alias "сух", so any "сухая …" in a meal turned into corn flakes.
    const db = getDatabase();
    for (const f of db.foods) {
      const names = [...f.namesRu, ...f.namesEn];
      for (const name of names) {
        const tokens = aliasTokens(name);
        if (name.trim().split(/\s+/).length < 2 || tokens.length !== 1) continue;
        const alsoOneWordName = names.some((n) => n !== name && aliasTokens(n).join(" ") === tokens[0]);
        expect(alsoOneWordName, `${f.id}: "${name}" reads as "${tokens[0]}"`).toBe(true);
      }
    }
  });

  it("stems Russian inflections to one form", () => {
    expect(new Set(["гречка", "гречки", "гречкой", "гречку"].map(stem)).size).toBe(1);
    expect(new Set(["котлета", "котлеты", "котлет", "котлетой"].map(stem)).size).toBe(1);
    expect(new Set(["eggs", "egg"].map(stem)).size).toBe(1);
    expect(new Set(["tomatoes", "tomato"].map(stem)).size).toBe(1);
  });
});

describe("searchFoods", () => {
  it("finds by prefix in both languages, most common first", () => {
    expect(searchFoods("греч", { lang: "ru" })[0]!.id).toBe("buckwheat");
    expect(searchFoods("buckw", { lang: "en" })[0]!.id).toBe("buckwheat");
    // The Russian pack comes before USDA's kefir, whose record stays for what refers to it by id (catalog/index.ts).
    const kefir = searchFoods("кефир", { lang: "ru" })[0]!;
    expect(kefir).toMatchObject({ id: "ru-kefir", name: "кефир 2,5%", portion: { grams: 250, label: "1 стакан" } });
  });

  it("tolerates typos and respects the limit", () => {
    expect(searchFoods("творк", { lang: "ru" }).map((r) => r.id)).toContain("tvorog");
    expect(searchFoods("a", { lang: "en", limit: 3 })).toHaveLength(3);
    expect(searchFoods("   ", { lang: "en" })).toEqual([]);
  });

  it("describes one food by its id as search does, in the asked language", () => {
    expect(foodById("ru-kefir", "ru")).toEqual(searchFoods("кефир", { lang: "ru" })[0]);
    expect(foodById("buckwheat", "en")).toMatchObject({ id: "buckwheat", name: "buckwheat", kcal: 92 });
    expect(foodById("no-such-food", "ru")).toBeNull();
  });
});
