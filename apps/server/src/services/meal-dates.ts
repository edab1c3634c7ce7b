/** Calendar-day helpers: meals belong to the day in the person's own time zone (docs/product.md, Data). */

interface ZoneFormats {
  /** YYYY-MM-DD (en-CA's own order). */
  date: Intl.DateTimeFormat;
  /** Every wall-clock field, for the zone's offset. */
  wall: Intl.DateTimeFormat;
  /** The last date formatted, and the second (epoch seconds) it is the date of: localDate's memo. */
  last: { second: number; date: string };
}

/**
 * Formatters per zone name. Building one costs tens of microseconds and native ICU memory that the garbage
 * collector does not see, and nearly every request dates something, so they are built once per zone. The map is
 * bounded because zone names come from requests (and "europe/moscow" and "Europe/Moscow" are both valid).
 */
const zoneFormats = new Map<string, ZoneFormats>();
const MAX_CACHED_ZONES = 1024;

/** Formatters of a zone, or null for a name ICU does not know. */
function formatsOf(timeZone: string): ZoneFormats | null {
  const cached = zoneFormats.get(timeZone);
  if (cached) return cached;
  let formats: ZoneFormats;
  try {
    formats = {
      date: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
      wall: new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
      last: { second: Number.NaN, date: "" },
    };
  } catch {
    return null;
  }
  if (zoneFormats.size >= MAX_CACHED_ZONES) zoneFormats.clear();
  zoneFormats.set(timeZone, formats);
  return formats;
}

/** Formatters of a zone the caller already checked with isValidTimeZone. */
function knownZone(timeZone: string): ZoneFormats {
  const formats = formatsOf(timeZone);
  if (!formats) throw new RangeError(`Unknown time zone ${timeZone}`);
  return formats;
}

export function isValidTimeZone(tz: string | undefined | null): tz is string {
  if (!tz || tz.length > 64) return false;
  return formatsOf(tz) !== null;
}

/**
 * The time zone to date things in: the request's X-User-Timezone header (docs/product.md §7 tracing headers), else the
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
  const formats = knownZone(timeZone);
  // Every request asks for its today (auth/account.ts), so the date is formatted once per zone and second: UTC
  // offsets are whole seconds, so a local day never begins inside one (an invalid `at` is NaN and still throws).
  const second = Math.floor(at.getTime() / 1000);
  if (formats.last.second === second) return formats.last.date;
  const date = formats.date.format(at);
  formats.last = { second, date };
  return date;
}

/** The wall-clock time of `at` in `timeZone`, as minutes since local midnight. */
export function localMinutes(timeZone: string, at: Date): number {
  const parts = knownZone(timeZone).wall.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
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
  const parts = knownZone(timeZone).wall.formatToParts(new Date(at));
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
