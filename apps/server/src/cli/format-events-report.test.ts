import { describe, expect, it } from "vitest";
import { formatReport } from "./format-events-report";

describe("events report", () => {
  it("prints one aligned line per day and event", () => {
    const text = formatReport([
      { day: "2026-11-21", event: "landing_view", count: 12 },
      { day: "2026-11-21", event: "vk_app_launched", count: 3 },
    ]);
    expect(text.split("\n")).toEqual([
      "day         event            count",
      "2026-11-21  landing_view        12",
      "2026-11-21  vk_app_launched      3",
    ]);
  });

  it("says so when nothing was recorded", () => {
    expect(formatReport([])).toBe("No events recorded in this period.");
  });
});
