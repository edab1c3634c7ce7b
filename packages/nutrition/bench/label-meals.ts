// Turns bench/labelled-meals.txt into bench/labelled-meals.json: each meal's reference calories and macros computed
// straight from the raw USDA tables in ../shared/data, or from a Russian pack label written out in the line (never from
// the engine's catalog rows), with the working written out.
//   node --import tsx packages/nutrition/bench/label-meals.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadFndds, loadSr28 } from "../scripts/usda-source";
import { CATALOG } from "../src/catalog";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export interface LabelledMeal {
  lang: "ru" | "en";
  text: string;
  /** Macros are absent when a component's source prints energy only (a café menu card). */
  reference: { calories: number; protein?: number; fat?: number; carbs?: number };
  working: string[];
}

/** "label:121/17.2/5/1.8" (kcal, protein, fat, carbs per 100 g) or "label:190" (energy only). */
const LABEL = /^label:(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?))?$/;

/** Components are separated by commas; a label's source in brackets may hold commas of its own. */
function components(list: string): string[] {
  return list.split(/,(?![^()]*\))/).map((part) => part.trim());
}

function main(): void {
  const usda = new Map([...loadSr28(), ...loadFndds()]);
  const catalogSource = new Map(CATALOG.map((r) => [r[0], r[1]]));
  const meals: LabelledMeal[] = [];
  for (const line of readFileSync(here("labelled-meals.txt"), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [lang, text, componentList] = line.split("|").map((p) => p.trim());
    if ((lang !== "ru" && lang !== "en") || !text || !componentList) throw new Error(`bad line: ${line}`);
    const reference = { calories: 0, protein: 0, fat: 0, carbs: 0 };
    let macrosKnown = true;
    const working: string[] = [];
    for (const part of components(componentList)) {
      const note = /\(([^()]+)\)$/.exec(part)?.[1]?.trim();
      const [ref = "", gramsText = ""] = part
        .replace(/\([^()]+\)$/, "")
        .trim()
        .split(/\s+/);
      const grams = Number(gramsText);
      if (!(grams > 0)) throw new Error(`bad grams in "${part}" (${line})`);
      const label = LABEL.exec(ref);
      if (label) {
        // The person named a Russian product: its pack label or standard composition, cited in the line.
        if (!note) throw new Error(`"${ref}" needs its source in brackets (${line})`);
        const kcal = Number(label[1]);
        reference.calories += (kcal * grams) / 100;
        if (label[2] === undefined) macrosKnown = false;
        else {
          reference.protein += (Number(label[2]) * grams) / 100;
          reference.fat += (Number(label[3]) * grams) / 100;
          reference.carbs += (Number(label[4]) * grams) / 100;
        }
        working.push(`label ${kcal} kcal/100 g × ${grams} g = ${((kcal * grams) / 100).toFixed(1)} kcal (${note})`);
        continue;
      }
      const id = /^(sr|fn):/.test(ref) ? ref : catalogSource.get(ref);
      const food = id ? usda.get(id) : undefined;
      if (!id || !/^(sr|fn):/.test(id) || !food) throw new Error(`"${ref}" is not a USDA record (${line})`);
      const [kcal = 0, protein = 0, fat = 0, carbs = 0] = food.values.map((v) => v ?? 0);
      reference.calories += (kcal * grams) / 100;
      reference.protein += (protein * grams) / 100;
      reference.fat += (fat * grams) / 100;
      reference.carbs += (carbs * grams) / 100;
      // A note on a USDA component names the measure its grams were read from.
      working.push(
        `${id} ${food.name}: ${grams} g × ${kcal} kcal/100 g = ${((kcal * grams) / 100).toFixed(1)} kcal${note ? ` (${note})` : ""}`,
      );
    }
    const r = (v: number) => Math.round(v * 10) / 10;
    meals.push({
      lang,
      text,
      reference: {
        calories: r(reference.calories),
        ...(macrosKnown ? { protein: r(reference.protein), fat: r(reference.fat), carbs: r(reference.carbs) } : {}),
      },
      working,
    });
  }
  writeFileSync(here("labelled-meals.json"), `${JSON.stringify(meals, null, 1)}\n`);
  process.stdout.write(`labelled ${meals.length} meals\n`);
}

main();
