import type { EventDayCount } from "../repositories/events-repository";

/** The operator's table: one line per day and event, newest day first (the repository's order). */
export function formatReport(rows: EventDayCount[]): string {
  if (rows.length === 0) return "No events recorded in this period.";
  const width = Math.max(5, ...rows.map((r) => r.event.length));
  const lines = [`${"day".padEnd(10)}  ${"event".padEnd(width)}  count`];
  for (const r of rows) lines.push(`${r.day}  ${r.event.padEnd(width)}  ${String(r.count).padStart(5)}`);
  return lines.join("\n");
}
