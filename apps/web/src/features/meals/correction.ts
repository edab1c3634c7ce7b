import type { TFoodLang } from "@tarelka/contracts";
import { mealCorrectionEndpoints } from "@tarelka/contracts/endpoints/meal-correction";
import type { TCorrectAnalysisResponse, TCorrectionItem } from "@tarelka/contracts/meal-correction";
import { call } from "../../lib/api-client";
import { type DraftDish, newKey } from "./meal-draft";

/** docs/decisions/023-correction-in-words.md: the editor's dishes go to the interpreter as items and come back. */

export function correctDishes(body: {
  items: TCorrectionItem[];
  correction: string;
  lang: TFoodLang;
}): Promise<TCorrectAnalysisResponse> {
  return call(mealCorrectionEndpoints.correct, { body });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The dishes as the interpreter reads items: nutrients of the dish's grams, from its values per 100 g. */
export function itemsOf(dishes: readonly DraftDish[]): TCorrectionItem[] {
  return dishes.map((d) => {
    const k = d.grams / 100;
    return {
      foodId: d.foodId,
      name: d.name,
      grams: d.grams,
      calories: d.per100g.calories * k,
      protein: d.per100g.protein * k,
      fat: d.per100g.fat * k,
      carbs: d.per100g.carbs * k,
      ...(d.portionAssumed ? { portionAssumed: true } : {}),
    };
  });
}

type Understood = Extract<TCorrectAnalysisResponse, { understood: true }>;

/**
 * The corrected dishes: one the correction only reweighed keeps its own values per 100 g and its key, so the row
 * stays where it was; a new one (added, or in another's place) takes the catalog's values, as an analysis does.
 */
export function dishesAfter(dishes: readonly DraftDish[], reply: Understood): DraftDish[] {
  return reply.items.map((item, i) => {
    const origin = reply.origins[i];
    const grams = Math.max(1, Math.round(item.grams));
    const before = origin === null || origin === undefined ? undefined : dishes[origin];
    if (before) {
      if (before.grams === grams) return before;
      const { portionAssumed: _assumed, caloriesStated: _stated, ...rest } = before;
      return { ...rest, grams };
    }
    const k = item.grams > 0 ? 100 / item.grams : 0;
    return {
      key: newKey(),
      name: item.name,
      grams,
      per100g: {
        calories: Math.min(900, round1(item.calories * k)),
        protein: Math.min(100, round1(item.protein * k)),
        fat: Math.min(100, round1(item.fat * k)),
        carbs: Math.min(100, round1(item.carbs * k)),
      },
      foodId: item.foodId,
      isEstimate: false,
      confidence: item.confidence ?? null,
      ...(item.portionAssumed ? { portionAssumed: true } : {}),
    };
  });
}
