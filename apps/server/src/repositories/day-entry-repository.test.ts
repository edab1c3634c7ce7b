import { date, doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { waterIntake } from "../db/schema/water";
import { createDayEntryRepository } from "./day-entry-repository";

// Stands in for the app's database: these tests are about types and build no query.
const db = {} as Database;

const columns = {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  hours: doublePrecision("hours").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/**
 * The kit takes any table with the columns every day entity has, and the compiler refuses one without them where it
 * is handed over (docs/adding-a-feature.md, step 2): this file fails `npm run typecheck` when that stops being so.
 */
describe("the day-entity repository's table", () => {
  it("takes a table with the common columns", () => {
    expect(createDayEntryRepository(db, waterIntake).listByDate).toBeTypeOf("function");
    expect(createDayEntryRepository(db, pgTable("t", columns)).create).toBeTypeOf("function");
  });

  it("refuses a table without a day, with a day that may be null, or with a day that is not a calendar date", () => {
    const { date: _, ...withoutDate } = columns;
    // @ts-expect-error: no `date` column.
    createDayEntryRepository(db, pgTable("t", withoutDate));
    // @ts-expect-error: `date` may be null.
    createDayEntryRepository(db, pgTable("t", { ...columns, date: date("date", { mode: "string" }) }));
    // @ts-expect-error: `date` holds a number, not a calendar day.
    createDayEntryRepository(db, pgTable("t", { ...columns, date: integer("date").notNull() }));
    // @ts-expect-error: no owner.
    createDayEntryRepository(db, pgTable("t", { ...columns, userId: text("user_id") }));
  });
});
