// Turns bench/everyday-ru-heldout.txt and bench/everyday-ru-dev.txt into their .json files: each meal's reference
// calories from the engine's own food data (kcal per 100 g of the named catalog row) times the grams the labeller
// chose by hand, with the working written out. Unlike label-heldout.ts this set shares the engine's food tables on
// purpose: it measures how the words are read (which food, how many grams), not the tables.
//   node --import tsx packages/nutrition/bench/label-everyday.ts [everyday-ru-heldout | everyday-ru-dev]
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getDatabase, NUTRIENT_KEYS } from "../src/database";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const KCAL = NUTRIENT_KEYS.indexOf("kcal");

interface EverydayMeal {
  lang: "ru";
  /** "grams": the text states a weight or volume (scored within ±20%); "household": it does not (±30%). */
  measure: "grams" | "household";
  text: string;
  reference: { calories: number };
  working: string[];
}

function main(): void {
  const set = process.argv[2] ?? "everyday-ru-heldout";
  if (!["everyday-ru-heldout", "everyday-ru-dev"].includes(set)) throw new Error(`unknown set "${set}"`);
  const db = getDatabase();
  const meals: EverydayMeal[] = [];
  for (const line of readFileSync(here(`${set}.txt`), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [measure, text, components] = line.split("|").map((p) => p.trim());
    if ((measure !== "grams" && measure !== "household") || !text || !components) throw new Error(`bad line: ${line}`);
    let calories = 0;
    const working: string[] = [];
    for (const part of components.split(" ; ")) {
      const [head = "", note = ""] = part.split(" — ").map((p) => p.trim());
      const [id = "", gramsText = ""] = head.split(/\s+/);
      const grams = Number(gramsText);
      const food = db.byId.get(id);
      if (!food || !(grams > 0)) throw new Error(`bad component "${part}" (${line})`);
      const per100 = food.per100g[KCAL]!;
      const kcal = (per100 * grams) / 100;
      calories += kcal;
      working.push(
        `${id} (${food.namesRu[0]}): ${grams} g × ${per100.toFixed(1)} kcal/100 g = ${kcal.toFixed(1)} kcal${note ? ` (${note})` : ""}`,
      );
    }
    meals.push({ lang: "ru", measure, text, reference: { calories: Math.round(calories * 10) / 10 }, working });
  }
  writeFileSync(here(`${set}.json`), `${JSON.stringify(meals, null, 1)}\n`);
  process.stdout.write(`labelled ${meals.length} meals of ${set}\n`);
}

main();
