import {
  dishNutrients,
  RECENT_FOODS_LIMITS,
  type TMealType,
  type TPer100g,
  type TRecentFood,
  type TRecentFoods,
} from "@tarelka/contracts";

/** One logged dish with its meal's day and type, newest meal first (the repository's order). */
export interface LoggedDish {
  date: string;
  mealType: string;
  name: string;
  grams: number;
  per100g: TPer100g;
  foodId: string | null;
  isEstimate: boolean;
}

/**
 * The same food logged twice: the database's food by its id, anything else (an estimate, a label typed in) by its
 * name as written, ignoring case and spacing.
 */
export const foodKey = (d: Pick<LoggedDish, "foodId" | "name">): string =>
  d.foodId !== null ? `food:${d.foodId}` : `name:${d.name.trim().replace(/\s+/g, " ").toLowerCase()}`;

/**
 * Ranks a person's logged dishes into the recent and frequent lists of ZRecentFoodsSchema. Each food carries its
 * latest grams and per-100 g values, so one tap logs it as the person last ate it. Foods eaten at the asked meal
 * type rank first in both lists (breakfast's porridge before dinner's soup); then frequent ranks by count and recent
 * by day. A food appears in one list only.
 */
export function rankRecentFoods(dishes: readonly LoggedDish[], mealType: TMealType): TRecentFoods {
  const byKey = new Map<string, TRecentFood & { order: number }>();
  dishes.forEach((d, order) => {
    const key = foodKey(d);
    const atType = d.mealType === mealType ? 1 : 0;
    const seen = byKey.get(key);
    if (seen) {
      seen.timesLogged += 1;
      seen.timesAtMealType += atType;
      return;
    }
    byKey.set(key, {
      name: d.name,
      grams: d.grams,
      per100g: d.per100g,
      foodId: d.foodId,
      isEstimate: d.isEstimate,
      nutrients: dishNutrients(d),
      timesLogged: 1,
      timesAtMealType: atType,
      lastDate: d.date,
      order,
    });
  });
  const all = [...byKey.values()];
  const atTypeFirst = (a: TRecentFood, b: TRecentFood) => Number(b.timesAtMealType > 0) - Number(a.timesAtMealType > 0);
  const frequent = all
    .filter((f) => f.timesLogged >= RECENT_FOODS_LIMITS.frequentMinTimes)
    .sort(
      (a, b) =>
        atTypeFirst(a, b) ||
        b.timesAtMealType - a.timesAtMealType ||
        b.timesLogged - a.timesLogged ||
        a.order - b.order,
    )
    .slice(0, RECENT_FOODS_LIMITS.itemsMax);
  const shown = new Set(frequent);
  const recent = all
    .filter((f) => !shown.has(f))
    .sort((a, b) => atTypeFirst(a, b) || a.order - b.order)
    .slice(0, RECENT_FOODS_LIMITS.itemsMax);
  const strip = ({ order: _order, ...food }: TRecentFood & { order: number }): TRecentFood => food;
  return { mealType, frequent: frequent.map(strip), recent: recent.map(strip) };
}
