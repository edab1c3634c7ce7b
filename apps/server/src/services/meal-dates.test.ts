import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDate, pickTimeZone, startOfLocalDay } from "./meal-dates";

describe("calendar days", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-11-21", 0)).toBe("2026-11-21");
    expect(addDays("2026-11-21", -6)).toBe("2026-11-15");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    // A daylight-saving change in the server's own zone must not shift a calendar day.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
  });

  it("counts whole days between two dates, signed", () => {
    expect(daysBetween("2026-11-21", "2026-11-21")).toBe(0);
    expect(daysBetween("2026-11-14", "2026-11-21")).toBe(7);
    expect(daysBetween("2026-11-21", "2026-11-14")).toBe(-7);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    for (const n of [-400, -90, -1, 0, 1, 29, 365]) expect(daysBetween("2026-11-21", addDays("2026-11-21", n))).toBe(n);
  });

  it("dates a moment in the person's zone, preferring a valid header over the profile", () => {
    const at = new Date("2026-11-21T23:30:00Z");
    expect(localDate("UTC", at)).toBe("2026-11-21");
    expect(localDate("Asia/Vladivostok", at)).toBe("2026-11-22");
    expect(pickTimeZone("Not/AZone", "Asia/Vladivostok")).toBe("Asia/Vladivostok");
    expect(pickTimeZone(undefined, undefined)).toBe("UTC");
  });

  it("dates each moment afresh when asked again, a millisecond either side of midnight or in another zone", () => {
    // localDate keeps its last answer per zone and second: asked in turn, each moment still gets its own day.
    const midnight = new Date("2026-11-22T00:00:00Z").getTime();
    for (let round = 0; round < 2; round++) {
      expect(localDate("UTC", new Date(midnight - 1))).toBe("2026-11-21");
      expect(localDate("UTC", new Date(midnight))).toBe("2026-11-22");
      expect(localDate("UTC", new Date(midnight + 999))).toBe("2026-11-22");
      expect(localDate("America/New_York", new Date(midnight))).toBe("2026-11-21");
      expect(localDate("UTC", new Date(midnight - 1))).toBe("2026-11-21");
    }
    expect(() => localDate("UTC", new Date(Number.NaN))).toThrow(RangeError);
  });

  it("finds the moment a calendar day begins in the person's zone, across daylight-saving switches", () => {
    expect(startOfLocalDay("2026-11-21", "UTC").toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(startOfLocalDay("2026-11-21", "Europe/Moscow").toISOString()).toBe("2026-11-20T21:00:00.000Z");
    expect(startOfLocalDay("2026-11-21", "Pacific/Pago_Pago").toISOString()).toBe("2026-11-21T11:00:00.000Z");
    expect(startOfLocalDay("2026-11-21", "Asia/Kathmandu").toISOString()).toBe("2026-11-20T18:15:00.000Z");
    // New York: the day of the spring switch begins in winter time, the day after in summer time.
    expect(startOfLocalDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfLocalDay("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    // Each day begins where localDate says the previous one ends.
    for (const tz of ["Europe/Moscow", "America/New_York", "Asia/Vladivostok", "Pacific/Pago_Pago"]) {
      const start = startOfLocalDay("2026-03-29", tz).getTime();
      expect(localDate(tz, new Date(start))).toBe("2026-03-29");
      expect(localDate(tz, new Date(start - 1000))).toBe("2026-03-28");
    }
  });
});
