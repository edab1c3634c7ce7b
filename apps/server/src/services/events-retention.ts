import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { createEventsRepository, type EventsRepository } from "../repositories/events-repository";

const HOUR_MS = 60 * 60_000;
const BATCH = 5_000;

/**
 * Deletes anonymous product events older than `days` (README, ANALYTICS_EVENTS_RETENTION_DAYS), in batches until
 * none is left; answers how many went. Every server of a fleet runs it: a row is deleted once whoever gets there
 * first, so running it twice costs a cheap empty query, not a double delete (docs/decisions/013-fleet.md).
 */
export async function deleteOldEvents(events: EventsRepository, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * 24 * HOUR_MS);
  let total = 0;
  for (;;) {
    const gone = await events.deleteReceivedBefore(before, BATCH);
    total += gone;
    if (gone < BATCH) return total;
  }
}

/** Runs the retention a minute after start and then hourly; 0 days keeps events for ever. */
export function scheduleEventsRetention(app: FastifyInstance, database: DatabaseHandle, days: number): void {
  if (days <= 0) return;
  const events = createEventsRepository(database.db);
  const run = () => {
    deleteOldEvents(events, days)
      .then((gone) => {
        if (gone > 0) app.log.info({ deleted: gone, olderThanDays: days }, "old analytics events deleted");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "analytics events retention failed"));
  };
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
}
