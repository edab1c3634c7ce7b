// Turns bench/labelled-meals.txt into bench/labelled-meals.json: each meal's reference calories and macros computed
// straight from the raw USDA tables in ../shared/data (not from the engine), with the working written out.
//   node --import tsx packages/nutrition/bench/label-meals.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadFndds, loadSr28 } from "../scripts/usda-source";
import { CATALOG } from "../src/catalog";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export interface LabelledMeal {
  lang: "ru" | "en";
  text: string;
  reference: { calories: number; protein: number; fat: number; carbs: number };
  working: string[];
}

function main(): void {
  const usda = new Map([...loadSr28(), ...loadFndds()]);
  const catalogSource = new Map(CATALOG.map((r) => [r[0], r[1]]));
  const meals: LabelledMeal[] = [];
  for (const line of readFileSync(here("labelled-meals.txt"), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [lang, text, components] = line.split("|").map((p) => p.trim());
    if ((lang !== "ru" && lang !== "en") || !text || !components) throw new Error(`bad line: ${line}`);
    const reference = { calories: 0, protein: 0, fat: 0, carbs: 0 };
    const working: string[] = [];
    for (const part of components.split(",")) {
      const [ref = "", gramsText = ""] = part.trim().split(/\s+/);
      const id = /^(sr|fn):/.test(ref) ? ref : catalogSource.get(ref);
      const food = id ? usda.get(id) : undefined;
      if (!id || id.startsWith("recipe:") || !food) throw new Error(`"${ref}" is not a USDA record (${line})`);
      const grams = Number(gramsText);
      const [kcal = 0, protein = 0, fat = 0, carbs = 0] = food.values.map((v) => v ?? 0);
      reference.calories += (kcal * grams) / 100;
      reference.protein += (protein * grams) / 100;
      reference.fat += (fat * grams) / 100;
      reference.carbs += (carbs * grams) / 100;
      working.push(`${id} ${food.name}: ${grams} g × ${kcal} kcal/100 g = ${((kcal * grams) / 100).toFixed(1)} kcal`);
    }
    const r = (v: number) => Math.round(v * 10) / 10;
    meals.push({
      lang,
      text,
      reference: {
        calories: r(reference.calories),
        protein: r(reference.protein),
        fat: r(reference.fat),
        carbs: r(reference.carbs),
      },
      working,
    });
  }
  writeFileSync(here("labelled-meals.json"), `${JSON.stringify(meals, null, 1)}\n`);
  process.stdout.write(`labelled ${meals.length} meals\n`);
}

main();
