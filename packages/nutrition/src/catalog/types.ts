/**
 * One catalog row: the product's own names for a food and where its numbers come from (issue 3 §2).
 *
 *   [id, source, Russian names, English names, portions, flags?]
 *
 * - id: stable kebab-case identifier, also the `foodId` in API replies.
 * - source: `sr:<NDB_No>` (USDA SR28), `fn:<food code>` (USDA FNDDS 2017-2018), or a recipe
 *   `recipe: <catalog id> <grams>, …; yield <cooked weight ÷ raw weight>`, built only from other catalog rows.
 * - names: separated by "; ", the first is the display name. Russian inflections are handled by the stemmer in
 *   ../text.ts; irregular forms (яиц, щей) are listed explicitly.
 * - portions: `<unit> <grams>[, <unit> <grams>…]`; the first is the typical portion used when the text gives no
 *   quantity, the others override the weight of that unit for this food. Units: see UNIT_KEYS. One portion may be
 *   marked `en:<unit> <grams>`: it replaces the first when the food is named in English, where it is served
 *   differently (a beer is a 12 fl oz can in the US, a 0.5 l glass in Russia).
 * - flags: `refuse` = the weight people give includes the inedible part (peel), so values are scaled by USDA's
 *   refuse percentage.
 */
export type CatalogRow =
  | readonly [id: string, source: string, ru: string, en: string, portions: string]
  | readonly [id: string, source: string, ru: string, en: string, portions: string, flags: string];

export const UNIT_KEYS = [
  "g",
  "piece",
  "slice",
  "cup",
  "glass",
  "mug",
  "plate",
  "bowl",
  "serving",
  "tbsp",
  "tsp",
  "handful",
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];
