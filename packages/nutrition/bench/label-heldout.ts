// Turns bench/realistic-heldout.txt into bench/realistic-heldout.json: each meal's reference calories computed from
// the raw USDA tables in ../shared/data, from typical Russian pack labels written in the file, or from calories the
// person typed, with the working written out. The engine's catalog is never consulted, so the set measures the engine
// rather than agreeing with it. The Russian products set (russian-products.txt) and the larger realistic set
// (realistic-more.txt) have the same format, and so has the typed-meals set (typed-meals.txt), which adds
// shorthands for refs:
//   node --import tsx packages/nutrition/bench/label-heldout.ts [realistic-heldout | russian-products | realistic-more | typed-meals]
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadFndds, loadSr28 } from "../scripts/usda-source";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export interface HeldOutMeal {
  lang: "ru" | "en";
  /** "grams": the text states a weight or volume (scored within ±20%); "household": it does not (±30%). */
  measure: "grams" | "household";
  text: string;
  reference: { calories: number };
  working: string[];
}

function main(): void {
  const set = process.argv[2] ?? "realistic-heldout";
  if (!["realistic-heldout", "russian-products", "realistic-more", "typed-meals"].includes(set))
    throw new Error(`unknown set "${set}"`);
  const usda = new Map([...loadSr28(), ...loadFndds()]);
  const meals: HeldOutMeal[] = [];
  // "@ name = ref — note": a shorthand of the set's file for a ref and its source (typed-meals.txt); it names only
  // the ref written after "=", never a food of the engine's catalog.
  const shorthands = new Map<string, { ref: string; note: string }>();
  for (const line of readFileSync(here(`${set}.txt`), "utf8").split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const shorthand = /^@\s*(\S+)\s*=\s*(\S+)\s*(?:—\s*(.*))?$/.exec(line);
    if (shorthand) {
      shorthands.set(shorthand[1]!, { ref: shorthand[2]!, note: (shorthand[3] ?? "").trim() });
      continue;
    }
    const [lang, measure, text, components] = line.split("|").map((p) => p.trim());
    if ((lang !== "ru" && lang !== "en") || (measure !== "grams" && measure !== "household") || !text || !components) {
      throw new Error(`bad line: ${line}`);
    }
    let calories = 0;
    const working: string[] = [];
    for (const part of components.split(" ; ")) {
      const [head = "", ownNote = ""] = part.split(" — ").map((p) => p.trim());
      const [written = "", gramsText = ""] = head.split(/\s+/);
      const named = shorthands.get(written);
      const ref = named?.ref ?? written;
      const note = [named?.note, ownNote].filter(Boolean).join("; ");
      const stated = /^stated:(\d+(?:\.\d+)?)$/.exec(ref);
      if (stated) {
        calories += Number(stated[1]);
        working.push(`${stated[1]} kcal as typed by the person`);
        continue;
      }
      const grams = Number(gramsText);
      if (!(grams > 0)) throw new Error(`bad grams in "${part}" (${line})`);
      const label = /^label:(\d+(?:\.\d+)?)$/.exec(ref);
      if (label) {
        const kcal = (Number(label[1]) * grams) / 100;
        calories += kcal;
        working.push(`pack label ${label[1]} kcal/100 g × ${grams} g = ${kcal.toFixed(1)} kcal (${note})`);
        continue;
      }
      const food = usda.get(ref);
      if (!food) throw new Error(`"${ref}" is not a USDA record (${line})`);
      const per100 = food.values[0] ?? 0;
      const kcal = (per100 * grams) / 100;
      calories += kcal;
      working.push(
        `${ref} ${food.name}: ${grams} g × ${per100} kcal/100 g = ${kcal.toFixed(1)} kcal${note ? ` (${note})` : ""}`,
      );
    }
    meals.push({ lang, measure, text, reference: { calories: Math.round(calories * 10) / 10 }, working });
  }
  writeFileSync(here(`${set}.json`), `${JSON.stringify(meals, null, 1)}\n`);
  process.stdout.write(`labelled ${meals.length} meals of ${set}\n`);
}

main();
