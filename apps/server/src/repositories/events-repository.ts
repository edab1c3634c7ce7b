import type { TEventRequest } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";

export interface EventDayCount {
  day: string;
  event: string;
  count: number;
}

/** SQL for analytics events; every method takes an optional transaction (style-by-example §4). */
export function createEventsRepository(db: Database) {
  return {
    async insert(input: TEventRequest, tx: Database = db): Promise<void> {
      await tx.insert(analyticsEvents).values({
        event: input.event,
        clientTimestamp: new Date(input.timestamp),
        pageUrl: input.url,
        userAgent: input.userAgent,
        properties: input.properties ?? null,
      });
    },

    /** The operator's report: how many of each event per day (UTC, by the server's clock), newest day first. */
    async countByDay(options: { sinceDays?: number } = {}, tx: Database = db): Promise<EventDayCount[]> {
      const since = new Date(Date.now() - (options.sinceDays ?? 30) * 86_400_000);
      const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ day, event: analyticsEvents.event, count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(sql`${analyticsEvents.receivedAt} >= ${since}`)
        .groupBy(day, analyticsEvents.event)
        .orderBy(sql`1 desc`, analyticsEvents.event);
      return rows.map((r) => ({ day: r.day, event: r.event, count: Number(r.count) }));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
