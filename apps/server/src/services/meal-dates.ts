/** Calendar-day helpers: meals belong to the day in the person's own time zone (product-decisions.md, Data). */

export function isValidTimeZone(tz: string | undefined | null): tz is string {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone to date things in: the request's X-User-Timezone header (spec §7 tracing headers), else the
 * one saved in the profile, else UTC. An unknown zone name is ignored rather than trusted.
 */
export function pickTimeZone(header: string | string[] | undefined, profileTz: string | undefined): string {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (isValidTimeZone(fromHeader)) return fromHeader;
  if (isValidTimeZone(profileTz)) return profileTz;
  return "UTC";
}

/** YYYY-MM-DD of `at` in `timeZone`. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `date` (before it when negative); YYYY-MM-DD in, YYYY-MM-DD out. */
export function addDays(date: string, days: number): string {
  // Calendar days carry no time zone: counting them in UTC has no daylight-saving jumps.
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment `date` begins in `timeZone`: a per-day limit counts the person's own calendar day (contracts
 * CHAT_LIMITS), while stored times are instants. The offset is read twice because it may change between UTC
 * midnight and local midnight (a daylight-saving switch); where local midnight does not exist, the day begins at
 * the first moment it does.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(timeZone, utcMidnight);
  return new Date(utcMidnight - zoneOffsetMs(timeZone, guess));
}
