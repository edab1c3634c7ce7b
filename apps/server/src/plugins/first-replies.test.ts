import { describe, expect, it } from "vitest";
import { candidateDates, summaryDates } from "./first-replies";

describe("candidateDates: the three dates a device can be on, whatever its time zone", () => {
  it("are yesterday, today and tomorrow in UTC, written out", () => {
    expect(candidateDates(new Date("2025-06-15T12:00:00Z"))).toEqual(["2025-06-14", "2025-06-15", "2025-06-16"]);
  });

  it("cross month and year ends, and a leap day", () => {
    expect(candidateDates(new Date("2024-12-31T23:59:59Z"))).toEqual(["2024-12-30", "2024-12-31", "2025-01-01"]);
    expect(candidateDates(new Date("2025-01-01T00:00:00Z"))).toEqual(["2024-12-31", "2025-01-01", "2025-01-02"]);
    expect(candidateDates(new Date("2024-03-01T06:00:00Z"))).toEqual(["2024-02-29", "2024-03-01", "2024-03-02"]);
  });

  it("take the UTC date of the instant, not the server's local one", () => {
    // 01:30 in Moscow (UTC+3) on 10 March is still 9 March in UTC.
    expect(candidateDates(new Date("2025-03-10T01:30:00+03:00"))).toEqual(["2025-03-08", "2025-03-09", "2025-03-10"]);
  });
});

describe("summaryDates: every possible today and the day before each", () => {
  it("add the day before the earliest possible today, so yesterday is there in any time zone", () => {
    expect(summaryDates(new Date("2025-01-01T00:00:00Z"))).toEqual([
      "2024-12-30",
      "2024-12-31",
      "2025-01-01",
      "2025-01-02",
    ]);
  });
});
