import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import { ZQuickAddRequestSchema, ZRecentFoodsQuerySchema, ZRecentFoodsSchema } from "../meal-shortcuts";
import { ZMealSchema } from "../meals";

/** Daily-loop shortcuts over the signed-in person's own meals (ours, docs/product.md §7). */
export const mealShortcutEndpoints = {
  /** The caller's recent and frequent foods, those eaten at `mealType` first. */
  recentFoods: defineEndpoint({
    method: "GET",
    path: "/api/meals/recent-foods",
    query: ZRecentFoodsQuerySchema,
    responses: { 200: ZRecentFoodsSchema, ...signedErrors(404) },
  }),
  /** A meal of calories (and optionally macronutrients) without a food; without a date, today. */
  quickAdd: defineEndpoint({
    method: "POST",
    path: "/api/meals/quick-add",
    body: ZQuickAddRequestSchema,
    responses: { 201: ZMealSchema, ...signedErrors(404) },
  }),
};
