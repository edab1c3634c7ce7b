import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDate, pickTimeZone } from "./meal-dates";

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
});
