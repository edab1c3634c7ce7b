// How the meal-text tests read a description: its analysis, and the one item a test expects it to be.
import { expect } from "vitest";
import { analyzeMealText, type Lang } from "../analyze";

/** Reads a description as `lang`, or in the language it is written in when none is given. */
export const readAs = (lang?: Lang) => (text: string) => analyzeMealText(text, lang ? { lang } : {});

/**
 * Reads a description that must be one item and returns that item; `whole` also asks that no word of it was left
 * unread.
 */
export function oneItemAs(lang?: Lang, { whole = false }: { whole?: boolean } = {}) {
  const read = readAs(lang);
  return (text: string) => {
    const r = read(text);
    expect(r.items, text).toHaveLength(1);
    if (whole) expect(r.unmatched, text).toEqual([]);
    return r.items[0]!;
  };
}
