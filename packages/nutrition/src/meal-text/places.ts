// A bar as the place a meal was had ("chicken wings at the bar"), never the granola bar its word also names; a
// cafeteria, an office or a vending machine likewise ("chili from the caf").
import { aliasKey, type Database } from "../database";
import { lowerWordAt, type RawToken, stem } from "../text";
import { CHAIN_PREFIX } from "./chains";

/** The words of the tokens lowered, by token; undefined where a token is no word. */
type LowerWords = readonly (string | undefined)[];

/** The stem a place phrase is read as: a word that describes, no food and no amount (decision 024). */
export const PLACE = "#place";

const BEFORE_A_PLACE: ReadonlySet<string> = new Set(["at", "from", "in", "inside"]);
// "someone's" says whose occasion it was, as an article does ("cupcake from someones bday").
const DETERMINERS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "my",
  "our",
  "this",
  "that",
  "some",
  "someones",
  "someone's",
]);
const BARS: ReadonlySet<string> = new Set(["bar", "bars", "pub", "pubs"]);

/**
 * "chicken wings at the bar", "wine at the wine bar", "nachos from a sports bar": "at", "from" or "in" with its
 * article before a bar (one word may name which bar) says where the food was had. Read as a food, the bar was a 43 g
 * granola bar and took the wings' place as the head of their name. The phrase is one describing word, as a chain's
 * name is (chains.ts); a bar said with no place word before it ("a kit kat bar", "granola bar") is still the food, as
 * is a bar whose name is a food's ("lunch at the salad bar").
 */
export function placesNamed(db: Database, raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  // Each token's word lowered once: looked for around every token, lowered again each time, the words were most of
  // a long list's places.
  const words: LowerWords = raw.map((_, k) => lowerWordAt(raw, k));
  for (let i = 0; i < raw.length; i++) {
    if (!BEFORE_A_PLACE.has(words[i] ?? "")) continue;
    const article = DETERMINERS.has(words[i + 1] ?? "") ? 1 : 0;
    const head = i + 1 + article;
    const bar = BARS.has(words[head] ?? "") ? head : BARS.has(words[head + 1] ?? "") ? head + 1 : -1;
    if (bar < 0 || (article === 0 && bar !== head)) continue;
    const which = bar > head ? words[head] : undefined;
    if (which !== undefined && db.aliases.has(aliasKey([stem(which), stem(words[bar]!)]))) continue;
    found.set(i, { take: bar - i + 1, what: PLACE });
    i = bar;
  }
  // A grocer's hot bar is a counter, said with no place word before it as well ("whole foods hot bar: 6 oz orange
  // chicken"): no food is named "hot bar", and its bar had been a granola bar taking the 6 oz (decision 024, the
  // fiftieth batch).
  // Whether a place found already holds token `i`: gone over in place, as copying the places out for every token
  // cost a long list's reading more than the places themselves.
  const taken = (i: number) => {
    for (const [at, { take }] of found) if (i >= at && i < at + take) return true;
    return false;
  };
  for (let i = 0; i + 1 < raw.length; i++) {
    if (words[i] === "hot" && BARS.has(words[i + 1] ?? "") && !taken(i)) found.set(i, { take: 2, what: PLACE });
  }
  // "chip shop curry sauce", "chippy chips": a chip shop named right before a food, with no place word, says where it
  // was bought as "from the chippy" does (decision 024, follow-up "English names, a sixth sweep"); its "chip" was a
  // serving of chips beside the curry sauce.
  for (let i = 0; i < raw.length; i++) {
    if (taken(i)) continue;
    if (BEFORE_A_PLACE.has(words[i - 1] ?? "") || DETERMINERS.has(words[i] ?? "")) continue;
    const shop = chipShopAt(words, i);
    if (shop > 0 && words[i + shop] !== undefined)
      found.set(i, { take: shop, what: `${CHAIN_PREFIX}${CHIP_SHOP_LABEL}` });
  }
  for (let i = 0; i < raw.length; i++) {
    if (found.has(i) || !BEFORE_A_PLACE.has(words[i] ?? "")) continue;
    const shop = chipShopAt(words, i + 1);
    if (shop > 0) {
      found.set(i, { take: shop + 1, what: `${CHAIN_PREFIX}${CHIP_SHOP_LABEL}` });
      i += shop;
      continue;
    }
    const take = workPlaceAt(db, words, i + 1);
    if (take === 0) continue;
    found.set(i, { take: take + 1, what: PLACE });
    i += take;
  }
  return found;
}

/**
 * "том ям в суши баре", "роллы из суши бара", "в суши баре взяли мисо": a sushi bar typed with a space is where the
 * meal was had, as "суши-бар" with its hyphen is (decision 024, follow-up "Russian diary text, a fifth sweep"); its
 * "суши" was 240 g of sushi beside the soup.
 */
export function russianPlacesNamed(raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  const words: LowerWords = raw.map((_, k) => lowerWordAt(raw, k));
  for (let i = 0; i + 2 < raw.length; i++) {
    if (!RUSSIAN_BEFORE_A_PLACE.has(words[i] ?? "")) continue;
    if (words[i + 1] !== "суши" || !RUSSIAN_BARS.has(words[i + 2] ?? "")) continue;
    found.set(i, { take: 3, what: PLACE });
    i += 2;
  }
  return found;
}

/** "в", "из", "до": before a place. */
const RUSSIAN_BEFORE_A_PLACE: ReadonlySet<string> = new Set(["в", "во", "из", "до"]);
/** A bar in the cases a place word takes after them. */
const RUSSIAN_BARS: ReadonlySet<string> = new Set(["бар", "баре", "бара", "бару"]);

/**
 * Where people at work or school get their food: "from the caf", "at the office", "from the vending machine", "from
 * the cafe by work", "from home". Decision 024, follow-up (the forty-first batch): after "from" the words of
 * the place joined the food's name and sent it to the FNDDS name search, which took "chili from the caf" for FNDDS's
 * "Chili with beans, without meat" (42 kcal per 100 g) and "pizza from the cafeteria" for a stuffed-crust one. One
 * word may say which place ("the work fridge", "the vending machine"), unless it or the two name a food; "downstairs"
 * or "by work" after it is part of the place.
 */
const WORK_PLACES: ReadonlySet<string> = new Set([
  "cafeteria",
  "caf",
  "cafe",
  "café",
  "canteen",
  "deli",
  "office",
  "desk",
  "fridge",
  "machine",
  "cart",
  "kiosk",
  "place",
  "shop",
  "store",
  "court",
  "room",
  "lounge",
  "truck",
  "stand",
  "work",
  "campus",
  "home",
  // Where an evening's or a trip's food is had (decision 024, the forty-fifth batch): "at the movie theater", "at the
  // movies", "at the airport" said no food, and "movie theater" was left unread beside the candy.
  "theater",
  "theatre",
  "cinema",
  "movies",
  "airport",
  "stadium",
  "ballpark",
  // Where a meal out is had (decision 024, follow-up "English meals told as sentences"): "at a steakhouse", "at the
  // station" were left unread beside the foods. "restaurant" is not one: FNDDS files dishes "from restaurant", and
  // "rice and beans from a restaurant" is its beans and rice, found by that word (told-around-the-meal.ts reads it
  // where it is left over).
  "steakhouse",
  "diner",
  "bistro",
  "buffet",
  "shack",
  "station",
  "bakery",
  // An occasion is where a meal was had likewise: "a cupcake from someones bday", "samosas at the diwali party".
  "party",
  "birthday",
  "bday",
  "potluck",
  "wedding",
]);
/**
 * A British or Irish fish-and-chip shop: "cod and chips from the chippy", "chips from the chip shop". Its words had gone
 * to the FNDDS name search with the food's ("chips from the chippy" was FNDDS's rice chips, "cod from the chippy" its
 * poached cod). It is read as a chain is, so that its chips are fries (chips.ts) and its name no food.
 */
export const CHIP_SHOP_LABEL = "chippy";
const CHIP_SHOPS: readonly (readonly string[])[] = [["chippy"], ["chipper"], ["chip", "shop"], ["chipshop"]];

/** How many tokens from `k` on name a chip shop, its article included (0 where none does). */
function chipShopAt(words: LowerWords, k: number): number {
  const article = DETERMINERS.has(words[k] ?? "") ? 1 : 0;
  const form = CHIP_SHOPS.find((shop) => shop.every((w, n) => words[k + article + n] === w));
  return form ? article + form.length : 0;
}

/** Places said with no article: "from home", "at work". */
const BARE_PLACES: ReadonlySet<string> = new Set(["work", "campus", "home"]);
/**
 * A school's food is FNDDS's own ("Chicken nuggets, from school lunch", "Chicken fillet sandwich, from school
 * cafeteria"): "from the school cafeteria" stays with the food's name for the name search.
 */
const NAMED_BY_FNDDS: ReadonlySet<string> = new Set(["school"]);
const AFTER_A_PLACE: ReadonlySet<string> = new Set(["downstairs", "upstairs", "nearby", "outside"]);
const NEAR: ReadonlySet<string> = new Set(["by", "near"]);

/** How many tokens from `k` on name a place of WORK_PLACES (0 where none does). */
function workPlaceAt(db: Database, words: LowerWords, k: number): number {
  const article = DETERMINERS.has(words[k] ?? "") ? 1 : 0;
  const head = k + article;
  let noun = -1;
  if (WORK_PLACES.has(words[head] ?? "") && (article === 1 || BARE_PLACES.has(words[head]!))) noun = head;
  else if (article === 1 && words[head] !== undefined && WORK_PLACES.has(words[head + 1] ?? "")) {
    if (NAMED_BY_FNDDS.has(words[head]!)) return 0;
    const which = stem(words[head]!);
    // "the pizza place", "the taco truck": a place named by its food is left to say the food.
    if (db.aliases.has(aliasKey([which])) || db.aliases.has(aliasKey([which, stem(words[head + 1]!)]))) return 0;
    noun = head + 1;
  }
  if (noun < 0) return 0;
  let end = noun;
  if (AFTER_A_PLACE.has(words[end + 1] ?? "")) end++;
  else if (NEAR.has(words[end + 1] ?? "")) {
    const near = workPlaceAt(db, words, end + 2);
    if (near > 0) end += 1 + near;
  }
  return end - k + 1;
}
