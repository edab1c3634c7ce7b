import { z } from "zod";

/**
 * The two rules every request field of free text or of a calendar day goes through (docs/security.md, Bad input).
 * Both exist because PostgreSQL refuses what JavaScript happily carries: a NUL character in text, a lone UTF-16
 * surrogate inside jsonb, the year 0. Refused here, such input is a 400 with the field named, never a failed query.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * True when `text` holds nothing a database or a screen cannot take: no C0 control character (line breaks and tabs
 * only where the field is multi-line), no DEL, and no UTF-16 surrogate without its pair.
 */
export function isCleanText(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      if (multiline && (c === TAB || c === LF || c === CR)) continue;
      return false;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export interface TextRule {
  max: number;
  min?: number;
  /** Line breaks and tabs allowed (a note, a chat message, a meal description). */
  multiline?: boolean;
}

/** Free text of a request: trimmed, within `min`…`max` characters, and clean in the sense of isCleanText. */
export function zText({ max, min = 0, multiline = false }: TextRule) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => isCleanText(s, multiline), {
      message: multiline ? "Text contains control characters" : "Text contains control characters or line breaks",
    });
}

/**
 * Calendar days a request may name. The diary starts no earlier than 2000 and the day navigation lets a person
 * step forward freely (planning a meal is allowed), so the upper bound is a fixed, far but finite year rather than
 * "today": it keeps year 0, year 1 and 9999-12-31 (whose next day JavaScript cannot write as YYYY-MM-DD) out,
 * without a clock in a schema the client also runs.
 */
export const DIARY_DATE_RANGE = { min: "2000-01-01", max: "2099-12-31" } as const;

/** Calendar day YYYY-MM-DD (docs/product.md §3 selectedDate), checked to be a real date. Replies use it as is. */
export const ZIsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "Invalid date");

/** A calendar day in a request (body, query or path): a real date within DIARY_DATE_RANGE. */
export const ZDiaryDateSchema = ZIsoDateSchema.refine(
  (s) => s >= DIARY_DATE_RANGE.min && s <= DIARY_DATE_RANGE.max,
  `Date must be between ${DIARY_DATE_RANGE.min} and ${DIARY_DATE_RANGE.max}`,
);

/** A moment in a request: ISO 8601 with an offset, on a day within DIARY_DATE_RANGE in UTC. */
export const ZInstantSchema = z.iso.datetime({ offset: true }).refine((s) => {
  const ms = Date.parse(s);
  if (Number.isNaN(ms)) return false;
  const day = new Date(ms).toISOString().slice(0, 10);
  return day >= DIARY_DATE_RANGE.min && day <= DIARY_DATE_RANGE.max;
}, `Time must fall between ${DIARY_DATE_RANGE.min} and ${DIARY_DATE_RANGE.max}`);

/**
 * An amount stored as PostgreSQL `real`: a non-zero value closer to zero than a millionth cannot be stored (it
 * underflows) and means nothing for food, so it is refused rather than rounded behind the person's back.
 */
export const isStorableAmount = (n: number): boolean => n === 0 || Math.abs(n) >= 1e-6;
