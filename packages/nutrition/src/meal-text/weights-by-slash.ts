// "гречка с курицей 150/120", "пюре с котлетой 200/90": a canteen's card and a menu print the weights of a dish's
// parts with a slash, and people type them so (decision 024, follow-up "Russian diary lines as typed"). Read as one
// number, the pair was a fraction of a portion: 1.3 g of chicken, 2 g of a cutlet.
import type { MealAnalysis } from "../analyze";

/**
 * Two weights joined by a slash after the food they are of, each at least twenty: no fraction typed in a diary has
 * such a numerator ("1/2", "3/4"). Two two-digit numbers that make a hundred are a mince's lean and fat ("фарш
 * 80/20"), read in elements.ts.
 */
const PAIR = /(\d{2,4})\s*\/\s*(\d{2,4})(?:\s*(?:г|гр|грамм|граммов|g)\b\.?)?/giu;
const LEAST = 20;

/** Where an item of a list ends: a comma, a semicolon, a plus or a new line. */
const ITEM_END = /[,;+\n]/g;

/**
 * The line with each pair of weights put after the foods they are of: after the two foods named before it, in
 * their order ("пюре 200 с котлетой 90"), or summed after one dish ("гречка с курицей 270"). `readAlone` reads the
 * words before the pair; a pair after any other number of foods is left as typed. Undefined where nothing changed.
 */
export function weightsPutAfterTheirFoods(
  text: string,
  readAlone: (words: string) => MealAnalysis,
): string | undefined {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(PAIR)) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    if (first < LEAST || second < LEAST || (first < 100 && second < 100 && first + second === 100)) continue;
    if (/[\d/.,]$/.test(text.slice(0, m.index)) || /^[\d/]/.test(text.slice(m.index + m[0].length))) continue;
    const start = Math.max(last, ...[...text.slice(0, m.index).matchAll(ITEM_END)].map((e) => e.index + 1));
    const words = text.slice(start, m.index);
    if (words.trim().length === 0) continue;
    const reading = readAlone(words.trim());
    if (reading.unmatched.length > 0) continue;
    let put: string | undefined;
    if (reading.items.length === 1) put = `${words.trimEnd()} ${first + second}`;
    if (reading.items.length === 2) {
      const at = words.indexOf(reading.items[0]!.text);
      const end = at + reading.items[0]!.text.length;
      if (at >= 0 && words.indexOf(reading.items[1]!.text, end) >= end) {
        put = `${words.slice(0, end)} ${first}${words.slice(end).trimEnd()} ${second}`;
      }
    }
    if (put === undefined) continue;
    out += text.slice(last, start) + put;
    last = m.index + m[0].length;
  }
  return last === 0 ? undefined : out + text.slice(last);
}
