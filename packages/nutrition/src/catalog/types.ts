/**
 * One catalog row: the product's own names for a food and where its numbers come from (docs/product.md, Nutrition numbers).
 *
 *   [id, source, Russian names, English names, portions, flags?]
 *
 * - id: stable kebab-case identifier, also the `foodId` in API replies.
 * - source: `sr:<NDB_No>` (USDA SR28), `fn:<food code>` (USDA FNDDS 2017-2018), `label:<catalog id>` (a Russian
 *   product's pack label or GOST composition, held in ./label-foods.ts with its citation), or a recipe
 *   `recipe: <catalog id> <grams>, …; yield <cooked weight ÷ raw weight>`, built only from other catalog rows.
 * - names: separated by "; ", the first is the display name. Russian inflections are handled by the stemmer in
 *   ../text.ts; irregular forms (яиц, щей) are listed explicitly.
 * - portions: `<unit> <grams>[, <unit> <grams>…]`; the first is the typical portion used when the text gives no
 *   quantity, the others override the weight of that unit for this food. Units: see UNIT_KEYS. One portion may be
 *   marked `en:<unit> <grams>`: it replaces the first when the food is named in English, where it is served
 *   differently (a beer is a 12 fl oz can in the US, a 0.5 l glass in Russia). `small`, `medium` and `large` give the
 *   weight of one item of that size ("капучино большой"), replacing USDA's household sizes. `mini` weighs one
 *   miniature of a bar also sold as minis ("сникерс мини 3 шт"), its source cited beside the row.
 * - flags, separated by spaces: `refuse` = the weight people give includes the inedible part (peel), so values are
 *   scaled by USDA's refuse percentage; `fndds:<food code>` = English measures ("a medium order") are weighed by that
 *   FNDDS record's household measures, for a row whose values come from SR28.
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
  // The whole thing a fraction is taken of: "четверть арбуза", "полбатона", "half a cake".
  "whole",
  // A pack as sold: "пачка творога", "упаковка пельменей", "пакет молока".
  "pack",
  // A bucket as sold: "ведёрко крыльев" (a chain's bucket of wings), "ведёрко мороженого" (an ice-cream tub).
  "bucket",
  // A frying pan of a dish cooked at home for several: "пожарили сковородку картошки с грибами на двоих".
  "pan",
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];

/** Per 100 g as printed on a pack or in the cited composition: energy (kcal), protein, fat, carbohydrate (g). */
export type LabelValues = readonly [kcal: number, protein: number, fat: number, carbs: number];

/**
 * A product as sold in Russia, with its numbers from a typical pack label, a GOST standard composition or Скурихин's
 * tables (./label-foods.ts). It becomes catalog rows with the source `label:<id>`; scripts/generate.ts copies the
 * values into data/foods.json. Nutrients the source does not give stay absent, never estimated.
 */
export interface LabelFood {
  id: string;
  ru: string;
  en: string;
  portions: string;
  values: LabelValues;
  /** Where `values` are printed: the standard, the table or "типичная этикетка". */
  source: string;
  /** The fat content `values` are for, when the product is sold at several: the one meant when none is named. */
  fat?: number;
  /** The same product at other fat contents: one food whose variant "кефир 1%" or "творог 9%" picks. */
  /** `ru`: more Russian names of that one pack ("обезжиренный творог"), so no USDA row keeps them. */
  variants?: readonly { fat: number; values: LabelValues; source: string; ru?: string }[];
}
