// "snickers, twix, milky way, all fun size", "картошка фри, бургер, кола — всё маленькое": a size said once at the end
// of a list, of the whole of it (decision 024, readings left open). It was left unread in English, and in Russian
// taken by the last food alone.
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import { type Modifier, SIZE_STEMS, sizeOf } from "./modifiers";
import type { Quantity } from "./quantities";

/** The words that say a size is of every food before it. */
const ALL_STEMS: ReadonlySet<string> = new Set(["all", "both", "все", "всё", "оба", "обе"].map((w) => stem(w)));
/** Words that only say "size" after a size ("fun size", "маленького размера"). */
const SIZE_WORDS: ReadonlySet<string> = new Set(["size", "sized", "sizes", "размер", "размера"].map((w) => stem(w)));

type Range = { start: number; end: number };

/** The words "all" and sizes ending the line, after any full stop or mark, as element indexes [from, to). */
function sizeSaidLast(elements: readonly Element[], matches: readonly FoodMatch[]): [number, number] | undefined {
  let to = elements.length;
  while (to > 0 && elements[to - 1]!.kind === "separator") to--;
  let from = to;
  while (from > 0 && elements[from - 1]!.kind === "word") from--;
  // A food's own words never say it ("all bran" is a cereal).
  while (from < to && matches.some((m) => m.from <= from && m.to > from)) from++;
  const first = elements[from];
  if (first?.kind !== "word" || !ALL_STEMS.has(first.stem) || from === 0) return undefined;
  const rest = elements.slice(from + 1, to) as Extract<Element, { kind: "word" }>[];
  if (!rest.some((e) => SIZE_STEMS.has(e.stem))) return undefined;
  if (!rest.every((e) => SIZE_STEMS.has(e.stem) || SIZE_WORDS.has(e.stem))) return undefined;
  return [from, to];
}

/**
 * A size said of all the foods listed before it, in the same sentence: each takes it where the list is simple (no
 * food has a size or a measure of its own, so nothing says otherwise); elsewhere the words are shown as not read,
 * never taken by one food alone or passed over.
 */
export function sizeOfAll(
  elements: readonly Element[],
  text: string,
  matches: readonly FoodMatch[],
  modifiers: Map<FoodMatch, Modifier[]>,
  unmatched: Range[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  const said = sizeSaidLast(elements, matches);
  if (!said) return;
  const [from, to] = said;
  const phrase = { start: elements[from]!.start, end: elements[to - 1]!.end };
  const within = (r: Range) => r.start >= phrase.start && r.end <= phrase.end;
  for (const [m, mods] of modifiers) {
    const left = mods.filter((x) => !within(x));
    if (left.length === mods.length) continue;
    if (left.length === 0) modifiers.delete(m);
    else modifiers.set(m, left);
  }
  for (let i = unmatched.length - 1; i >= 0; i--) if (within(unmatched[i]!)) unmatched.splice(i, 1);
  // The list is the foods of the sentence the words end: back to a full stop, a semicolon or a line's end, or to the
  // colon after a heading, which names the list ("halloween candy: …") and is none of it.
  let start = from;
  while (start > 0) {
    const e = elements[start - 1]!;
    if (e.kind === "separator" && text.slice(e.start, e.end).trim() !== ",") break;
    if (text.slice(e.end, elements[start]!.start).includes(":")) break;
    start--;
  }
  const listed = matches.filter((m) => m.from >= start && m.to <= from);
  const ownMeasure = (m: FoodMatch) => {
    const unit = assigned.get(m)?.unit;
    return unit !== undefined && !(unit.kind === "portion" && unit.unit === "piece");
  };
  const simple =
    listed.length > 0 && listed.every((m) => sizeOf(m.food, modifiers.get(m) ?? []) === undefined && !ownMeasure(m));
  if (!simple) {
    unmatched.push(phrase);
    unmatched.sort((a, b) => a.start - b.start);
    return;
  }
  const words = (elements.slice(from, to) as Extract<Element, { kind: "word" }>[]).map((e) => ({
    start: e.start,
    end: e.end,
    known: true,
    stem: e.stem,
  }));
  for (const m of listed) modifiers.set(m, [...(modifiers.get(m) ?? []), ...words.map((w) => ({ ...w }))]);
}
