// Nutrition5k cafe1 (Thames et al., CVPR 2021, CC BY 4.0): each dish becomes "name grams g, name grams g, …"
// and the engine's estimate is compared with the dish totals. Only names and grams are given to the engine.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const NUTRITION5K_DIR = fileURLToPath(new URL("../../../../shared/data/nutrition5k/", import.meta.url));

export interface ReferenceDish {
  id: string;
  description: string;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  /** Each ingredient with the piece of `description` that names it. */
  ingredients: { name: string; grams: number; text: string }[];
}

export function loadCafe1(): ReferenceDish[] {
  const text = readFileSync(`${NUTRITION5K_DIR}dish_metadata_cafe1.csv`, "utf8");
  const dishes: ReferenceDish[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith("dish_")) continue;
    const f = line.split(",");
    const ingredients: ReferenceDish["ingredients"] = [];
    for (let i = 6; i + 6 < f.length + 1 && f[i]; i += 7) {
      const name = (f[i + 1] ?? "").trim();
      const grams = Number(f[i + 2]);
      ingredients.push({ name, grams, text: `${name} ${Math.round(grams * 10) / 10} g` });
    }
    const description = ingredients.map((x) => x.text).join(", ");
    dishes.push({
      id: f[0]!,
      description,
      calories: Number(f[1]),
      fat: Number(f[3]),
      carbs: Number(f[4]),
      protein: Number(f[5]),
      ingredients,
    });
  }
  return dishes;
}

/** Nutrition5k's own value per gram for each ingredient name (ingredients_metadata.csv: name, id, cal/g, fat, carb,
 * protein). Read only to explain where the engine and the reference disagree; the engine never sees it. */
export interface ReferencePerGram {
  calories: number;
  fat: number;
  carbs: number;
  protein: number;
}

export function loadIngredientValues(): Map<string, ReferencePerGram> {
  const text = readFileSync(`${NUTRITION5K_DIR}ingredients_metadata.csv`, "utf8");
  const values = new Map<string, ReferencePerGram>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const f = line.split(",");
    if (f.length < 6) continue;
    values.set(f[0]!.trim(), {
      calories: Number(f[2]),
      fat: Number(f[3]),
      carbs: Number(f[4]),
      protein: Number(f[5]),
    });
  }
  return values;
}
