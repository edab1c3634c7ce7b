import { describe, expect, it } from "vitest";
import { byUrgency, decisionsFor, urgency, withUpdated } from "./suggestion-list";

type Item = { id: number; priority: "low" | "medium" | "high" | "critical"; status?: string };

describe("suggestion order and decisions", () => {
  it("ranks priorities from low to critical", () => {
    expect(urgency("low")).toBeLessThan(urgency("medium"));
    expect(urgency("medium")).toBeLessThan(urgency("high"));
    expect(urgency("high")).toBeLessThan(urgency("critical"));
  });

  it("puts the most urgent first and keeps the server's order among equals", () => {
    const list: Item[] = [
      { id: 1, priority: "medium" },
      { id: 2, priority: "critical" },
      { id: 3, priority: "low" },
      { id: 4, priority: "medium" },
      { id: 5, priority: "high" },
      { id: 6, priority: "critical" },
    ];
    expect(byUrgency(list).map((s) => s.id)).toEqual([2, 6, 5, 1, 4, 3]);
    // The input is left as it was.
    expect(list.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byUrgency([])).toEqual([]);
  });

  it("replaces a decided suggestion in place and ignores an unknown one", () => {
    const list: Item[] = [
      { id: 1, priority: "high", status: "recommended" },
      { id: 2, priority: "low", status: "recommended" },
    ];
    expect(withUpdated(list, { id: 2, priority: "low", status: "accepted" })).toEqual([
      { id: 1, priority: "high", status: "recommended" },
      { id: 2, priority: "low", status: "accepted" },
    ]);
    expect(withUpdated(list, { id: 9, priority: "low", status: "declined" })).toEqual(list);
  });

  it("offers both decisions while waiting and the other one once decided", () => {
    expect(decisionsFor("recommended")).toEqual(["accept", "decline"]);
    expect(decisionsFor("accepted")).toEqual(["decline"]);
    expect(decisionsFor("declined")).toEqual(["accept"]);
  });
});
