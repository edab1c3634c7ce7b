/**
 * The words of a chat message, as the offline nutritionist's rules read them (docs/decisions/010-ai-nutritionist.md).
 * People type fast on a phone: "каллорий", "calroies", "скока". Cues are therefore matched on word starts with one
 * slip allowed in longer stems, so a rule written for "калори" also hears "каллорий" without listing every typo.
 */

/** Lower case, ё as е, curly apostrophes straight, one space between words. */
export function normalise(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim();
}

/** The message's words: letters and digits, an apostrophe kept inside English words ("i'm", "what's"). */
export function wordsOf(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/**
 * Optimal string alignment distance, stopping once it exceeds `max`: a swap of two neighbouring letters
 * ("calroies") counts as one slip, as it is one on a keyboard.
 */
export function slips(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a word starts with a stem. Stems of six letters or more also match with one slip in the word's first
 * letters (one letter more or fewer allowed), since shorter stems would then hear unrelated words ("вес" ~ "все").
 */
export function startsLike(word: string, stem: string): boolean {
  if (word.startsWith(stem)) return true;
  // A shorter word is another word ("завтра" is not "завтрак"); a longer one may carry an extra or missing letter.
  if (stem.length < 6 || word.length < stem.length) return false;
  for (const len of [stem.length, stem.length + 1, stem.length - 1]) {
    if (len <= word.length && slips(word.slice(0, len), stem, 1) <= 1) return true;
  }
  return false;
}

/** A message's words with helpers for the rules: a cue is a stem ("похуд"), a whole word (=вес) or a phrase. */
export class Words {
  readonly list: string[];
  private readonly joined: string;

  constructor(text: string) {
    this.list = wordsOf(text);
    this.joined = ` ${this.list.join(" ")} `;
  }

  /**
   * True when any cue is present. A cue starting with "=" is a whole word; one with a space is a run of words,
   * whose last word may be a stem ("хочу сладк"); anything else is a word start.
   */
  has(cues: readonly string[]): boolean {
    return cues.some((c) => this.at(c) >= 0);
  }

  /** Index of the first word where the cue matches, or -1. */
  at(cue: string): number {
    if (cue.startsWith("=")) return this.list.indexOf(cue.slice(1));
    if (cue.includes(" ")) {
      const parts = cue.split(" ");
      for (let i = 0; i + parts.length <= this.list.length; i++) {
        if (parts.every((p, k) => (k === parts.length - 1 ? this.list[i + k]!.startsWith(p) : this.list[i + k] === p)))
          return i;
      }
      return -1;
    }
    return this.list.findIndex((w) => startsLike(w, cue));
  }

  /** The first position of any cue, or -1: which of two requests in one message came first. */
  firstAt(cues: readonly string[]): number {
    const found = cues.map((c) => this.at(c)).filter((i) => i >= 0);
    return found.length > 0 ? Math.min(...found) : -1;
  }

  text(): string {
    return this.joined.trim();
  }
}
