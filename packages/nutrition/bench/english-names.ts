// The English names list (bench/english-names.txt): how it is read, split and judged. Used by the checker
// (bench/english-names-check.ts) and by the unit test of its development names (src/meal-text/english-names.test.ts).
import { analyzeMealText } from "../src/analyze";
import { listFields } from "./held-out";

export interface EnglishName {
  name: string;
  /** "a bowl of", "2", …: the household measure the name is also read with; null for none. */
  measure: string | null;
  /** What the name of the food read must match. */
  kind: RegExp;
  /** The FNDDS record by code and description, or "fndds none (typical serving)". */
  reference: string;
  /** The usual portion in grams: the FNDDS record's own default portion weight. */
  portion: number;
}

export function englishNames(): EnglishName[] {
  return listFields(new URL("english-names.txt", import.meta.url)).map(([name, measure, kind, reference, portion]) => ({
    name: name!,
    measure: measure === "-" ? null : measure!,
    kind: new RegExp(kind!, "i"),
    reference: reference!,
    portion: Number(portion),
  }));
}

export interface Reading {
  text: string;
  /** What was wrong with it: "unread", "wrong food", "absurd portion"; empty when it read right. */
  problems: string[];
  /** The foods read with their grams, and words left unread, for the development report. */
  got: string;
}

/**
 * Reads a name alone, with "200 g" and with its household measure. A reading is right when nothing is left
 * unread, one of its foods is of the expected kind (a name like "bacon and eggs" may be two foods), and its grams
 * are not absurd for the usual portion: a quarter to four times it alone, up to six times under a bowl, glass, cup
 * or can, a fifth to eight times it for "2 <name>", and 150–250 g for "200 g".
 */
export function readEnglishName(entry: EnglishName): Reading[] {
  const texts: { text: string; low: number; high: number }[] = [
    { text: entry.name, low: entry.portion / 4, high: entry.portion * 4 },
    { text: `${entry.name} 200 g`, low: 150, high: 250 },
  ];
  if (entry.measure === "2") {
    // Two of what is counted by the piece: the usual portion may be a serving of several (a portion of nuggets, of
    // crackers), so two pieces may weigh a tenth of two portions.
    texts.push({ text: `2 ${entry.name}`, low: (entry.portion * 2) / 10, high: entry.portion * 2 * 4 });
  } else if (entry.measure) {
    // A bowl, glass, cup or can holds what it holds: a bowl of nuts is a cup of them, six of the usual handful.
    texts.push({ text: `${entry.measure} ${entry.name}`, low: entry.portion / 4, high: entry.portion * 6 });
  }
  return texts.map(({ text, low, high }) => {
    const r = analyzeMealText(text, { lang: "en" });
    const problems: string[] = [];
    if (r.items.length === 0 || r.unmatched.length > 0) problems.push("unread");
    if (r.items.length > 0 && !r.items.some((i) => entry.kind.test(i.name))) problems.push("wrong food");
    const grams = r.items.reduce((sum, i) => sum + i.grams, 0);
    if (r.items.length > 0 && (grams < low || grams > high)) problems.push("absurd portion");
    const got = [
      ...r.items.map((i) => `${i.name} ${Math.round(i.grams)} g`),
      ...r.unmatched.map((u) => `unread "${u}"`),
    ].join("; ");
    return { text, problems, got };
  });
}
