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
  ingredients: { name: string; grams: number }[];
}

export function loadCafe1(): ReferenceDish[] {
  const text = readFileSync(`${NUTRITION5K_DIR}dish_metadata_cafe1.csv`, "utf8");
  const dishes: ReferenceDish[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith("dish_")) continue;
    const f = line.split(",");
    const ingredients: { name: string; grams: number }[] = [];
    for (let i = 6; i + 6 < f.length + 1 && f[i]; i += 7) {
      ingredients.push({ name: (f[i + 1] ?? "").trim(), grams: Number(f[i + 2]) });
    }
    const description = ingredients.map((x) => `${x.name} ${Math.round(x.grams * 10) / 10} g`).join(", ");
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
