// "гречка с курицей 150/120", "пюре с котлетой 200/90": a canteen's card and a menu print the weights of a dish's
// parts with a slash, and people type them so (decision 024, follow-up "Russian diary lines as typed"). Read as one
// number, the pair was a fraction of a portion: 1.3 g of chicken, 2 g of a cutlet.
import type { MealAnalysis } from "../analyze";

/**
 * Two weights joined by a slash after (or before) the food they are of, each at least twenty: no fraction typed in a diary has
 * such a numerator ("1/2", "3/4"). Two two-digit numbers that make a hundred are a mince's lean and fat ("фарш
 * 80/20"), read in elements.ts.
 */
// A word's end is no \b, which knows only Latin letters: "150/120г гречка" had kept the "г" as a word of the food.
const PAIR = /(\d{2,4})\s*\/\s*(\d{2,4})(?:\s*(?:г|гр|грамм|граммов|g)(?![\p{L}])\.?)?/giu;
const LEAST = 20;

/** Where an item of a list ends: a comma, a semicolon, a plus or a new line. */
const ITEM_END = /[,;+\n]/g;

/**
 * The line with each pair of weights put after the foods they are of: after the two foods named before it, in
 * their order ("пюре 200 с котлетой 90"), or summed after one dish ("гречка с курицей 270"). A pair that begins its
 * item is of the foods named after it ("150/120 гречка с курицей", as a canteen's card is read aloud). `readAlone`
 * reads those words; a pair of any other number of foods is left as typed. Undefined where nothing changed.
 */
export function weightsPutAfterTheirFoods(
  text: string,
  readAlone: (words: string) => MealAnalysis,
): string | undefined {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(PAIR)) {
    if (m.index < last) continue;
    const first = Number(m[1]);
    const second = Number(m[2]);
    if (first < LEAST || second < LEAST || (first < 100 && second < 100 && first + second === 100)) continue;
    if (/[\d/.,]$/.test(text.slice(0, m.index)) || /^[\d/]/.test(text.slice(m.index + m[0].length))) continue;
    const start = Math.max(last, ...[...text.slice(0, m.index).matchAll(ITEM_END)].map((e) => e.index + 1));
    const before = text.slice(start, m.index);
    // "обед: 150/120 гречка с курицей": a heading before the pair names no food of it.
    if (before.trim().length > 0 && readAlone(before.trim()).items.length > 0) {
      const put = pairPutAfter(before, first, second, readAlone);
      if (put === undefined) continue;
      out += text.slice(last, start) + put;
      last = m.index + m[0].length;
      continue;
    }
    const afterPair = m.index + m[0].length;
    const nextEnd = text.slice(afterPair).search(ITEM_END);
    const end = nextEnd < 0 ? text.length : afterPair + nextEnd;
    const after = text.slice(afterPair, end);
    if (after.trim().length === 0) continue;
    const put = pairPutAfter(after.trimStart(), first, second, readAlone);
    if (put === undefined) continue;
    out += text.slice(last, m.index) + put;
    last = end;
  }
  return last === 0 ? undefined : out + text.slice(last);
}

/** `words` with the pair's weights put after the one dish or the two foods they name; undefined for any other. */
function pairPutAfter(
  words: string,
  first: number,
  second: number,
  readAlone: (words: string) => MealAnalysis,
): string | undefined {
  const reading = readAlone(words.trim());
  if (reading.unmatched.length > 0) return undefined;
  if (reading.items.length === 1) return `${words.trimEnd()} ${first + second}`;
  if (reading.items.length !== 2) return undefined;
  const at = words.indexOf(reading.items[0]!.text);
  const end = at + reading.items[0]!.text.length;
  if (at < 0 || words.indexOf(reading.items[1]!.text, end) < end) return undefined;
  return `${words.slice(0, end)} ${first}${words.slice(end).trimEnd()} ${second}`;
}
