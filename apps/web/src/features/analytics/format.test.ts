import { describe, expect, it } from "vitest";
import {
  daysBetween,
  formatApproxKcal,
  formatKg,
  formatNumber,
  formatPercent,
  formatShortDate,
  formatSignedKg,
  formatWeekday,
} from "./format";

// Intl separates Russian thousands and percent signs with a no-break space.
const NBSP = "\u00a0";

describe("analytics formatting per locale", () => {
  it("writes numbers with the locale's separators", () => {
    expect(formatNumber("ru", 1850)).toBe(`1${NBSP}850`);
    expect(formatNumber("en", 1850)).toBe("1,850");
    expect(formatNumber("ru", 1849.6)).toBe(`1${NBSP}850`);
    expect(formatKg("ru", 72.45)).toBe("72,5");
    expect(formatKg("en", 72.45)).toBe("72.5");
    expect(formatKg("en", 72)).toBe("72");
  });

  it("signs a weight change with a true minus and never signs zero", () => {
    expect(formatSignedKg("ru", -0.8)).toBe("\u22120,8");
    expect(formatSignedKg("en", -0.8)).toBe("\u22120.8");
    expect(formatSignedKg("en", 1.26)).toBe("+1.3");
    expect(formatSignedKg("en", 0.04)).toBe("0");
    expect(formatSignedKg("en", -0.04)).toBe("0");
  });

  it("writes shares as whole percents and the expenditure to the nearest 10 kcal", () => {
    expect(formatPercent("en", 0.254)).toBe("25%");
    expect(formatPercent("ru", 0.254)).toBe(`25${NBSP}%`);
    expect(formatApproxKcal("en", 2437.4)).toBe("2,440");
    expect(formatApproxKcal("ru", 2434.9)).toBe(`2${NBSP}430`);
  });

  it("reads calendar dates without a time zone moving them", () => {
    expect(formatShortDate("en", "2025-03-01")).toBe("Mar 1");
    expect(formatShortDate("ru", "2025-03-01")).toBe("1 мар.");
    expect(formatWeekday("en", "2025-03-03")).toBe("Mon");
    expect(formatWeekday("ru", "2025-03-03")).toBe("пн");
  });

  it("counts whole days between dates, across a month end and a daylight-saving change", () => {
    expect(daysBetween("2025-02-27", "2025-03-02")).toBe(3);
    expect(daysBetween("2025-03-29", "2025-04-01")).toBe(3);
    expect(daysBetween("2025-03-02", "2025-02-27")).toBe(-3);
    expect(daysBetween("2025-03-02", "2025-03-02")).toBe(0);
  });
});
