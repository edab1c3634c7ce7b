import { describe, expect, it } from "vitest";
import { formatAmount, formatDay, formatInstantDay, formatPercent, unitKey } from "./format";

// Intl separates Russian thousands and percent signs with a no-break space.
const NBSP = "\u00a0";

describe("supplements formatting per locale", () => {
  it("gives small amounts the decimals they need and large ones none", () => {
    expect(formatAmount("ru", 2.4)).toBe("2,4");
    expect(formatAmount("en", 2.4)).toBe("2.4");
    expect(formatAmount("ru", 0.35)).toBe("0,35");
    expect(formatAmount("en", 0.051)).toBe("0.05");
    expect(formatAmount("en", 15)).toBe("15");
    expect(formatAmount("en", 12.6)).toBe("13");
    expect(formatAmount("ru", 3400)).toBe(`3${NBSP}400`);
    expect(formatAmount("en", 3400)).toBe("3,400");
    expect(formatAmount("en", 0)).toBe("0");
  });

  it("writes coverage as a whole percent, past a hundred when the reference is exceeded", () => {
    expect(formatPercent("en", 0.053)).toBe("5%");
    expect(formatPercent("ru", 0.053)).toBe(`5${NBSP}%`);
    expect(formatPercent("en", 1.8)).toBe("180%");
    expect(formatPercent("ru", 0.7)).toBe(`70${NBSP}%`);
  });

  it("keys every contract unit without the micro sign", () => {
    expect(unitKey("µg")).toBe("ug");
    expect(unitKey("mg")).toBe("mg");
    expect(unitKey("g")).toBe("g");
  });

  it("reads calendar dates without a time zone moving them", () => {
    expect(formatDay("ru", "2026-03-01")).toBe("1 марта");
    expect(formatDay("en", "2026-03-01")).toBe("March 1");
  });

  it("dates an instant in the given time zone, and refuses an unreadable one", () => {
    expect(formatInstantDay("en", "2026-03-01T22:30:00Z", "UTC")).toBe("March 1, 2026");
    expect(formatInstantDay("en", "2026-03-01T22:30:00Z", "Europe/Moscow")).toBe("March 2, 2026");
    expect(formatInstantDay("ru", "2026-03-01T10:00:00Z", "UTC")).toBe("1 марта 2026 г.");
    expect(formatInstantDay("en", "not a date")).toBeNull();
  });
});
