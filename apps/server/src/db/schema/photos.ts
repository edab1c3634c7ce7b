import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a server of a fleet knows about each stored photo, shared through the database (docs/decisions/013-fleet.md):
 * the bytes live in the bucket (or on disk), while the per-person cap, uploads in progress, the undo window and the
 * clean-up read these rows, so every server agrees. The embedded mode keeps this on its own disk instead.
 */
export const photos = pgTable(
  "photos",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 32 hex characters; the object is `photos/<user id>/<id>.jpg`. */
    id: text("id").notNull(),
    /** pending: a place reserved for an upload in progress | kept | discarded: its last meal was deleted (undo). */
    state: text("state").$type<"pending" | "kept" | "discarded">().notNull(),
    bytes: integer("bytes").notNull().default(0),
    /** When the row last changed state: the age the undo window and the clean-up of unattached photos read. */
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    // The periodic clean-up looks for discarded photos of everybody past the undo window.
    index("photos_state_changed_idx").on(t.state, t.changedAt),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
