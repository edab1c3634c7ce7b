import type { EndpointDefinition } from "@tarelka/contracts";
import type { z } from "zod";
import type { Account } from "../auth/account";
import type { Database } from "../db/client";
import { AppError } from "../errors/app-error";
import { defineFeature, type Feature } from "../feature";
import {
  createDayEntryRepository,
  type DayEntryRepository,
  type DayEntryRow,
  type DayEntryTable,
  type DayEntryValues,
} from "../repositories/day-entry-repository";

/**
 * The four calls every per-person, per-day diary entity answers (docs/adding-a-feature.md): log an entry (on the
 * day given, or today in the person's time zone), read a day, change an entry, delete it. The body of a log may
 * name its day; the replies are whatever the entity's contract says.
 */
export interface DayEntryEndpoints {
  log: EndpointDefinition & {
    body: z.ZodType<{ date?: string | undefined }>;
    responses: { 201: z.ZodType };
  };
  day: EndpointDefinition & { params: z.ZodType<{ date: string }>; responses: { 200: z.ZodType } };
  update: EndpointDefinition & { params: z.ZodType<{ id: number }>; body: z.ZodType; responses: { 200: z.ZodType } };
  remove: EndpointDefinition & { params: z.ZodType<{ id: number }> };
}

export type DayEntryOf<E extends DayEntryEndpoints> = z.output<E["log"]["responses"][201]>;
export type DayOf<E extends DayEntryEndpoints> = z.output<E["day"]["responses"][200]>;
export type LogBodyOf<E extends DayEntryEndpoints> = z.output<E["log"]["body"]>;
export type UpdateBodyOf<E extends DayEntryEndpoints> = z.output<E["update"]["body"]>;

/**
 * A diary entity, declared once: its table, its contract and only its own rules. The kit does the rest the same
 * way for every entity: owner-scoped SQL (repositories/day-entry-repository.ts), the per-day limit under a row
 * lock, 404 for an entry that is not the person's, and the routes (routes/day-entry-routes.ts).
 */
export interface DayEntrySpec<T extends DayEntryTable, E extends DayEntryEndpoints> {
  /** The feature's name: its limit's `of` in a LIMIT_REACHED reply, and its name in logs. */
  name: string;
  table: T;
  endpoints: E;
  /** At most this many entries per person and day (the contract's limits). */
  perDayMax: number;
  /** What a logged body stores; the kit adds the owner and the day. */
  values(body: LogBodyOf<E>): DayEntryValues<T>;
  /** What an update changes: only the fields the body gives. */
  patch(body: UpdateBodyOf<E>): Partial<DayEntryValues<T>>;
  /** A row as the contract answers it. */
  toDto(row: DayEntryRow<T>): DayEntryOf<E>;
  /** The day's reply from its entries, oldest first; the account is there for what the profile adds (a goal). */
  day(date: string, entries: DayEntryOf<E>[], account: Account): DayOf<E>;
  /**
   * The entity's SQL, when it keeps more than its rows in the same writes (water keeps each day's total beside
   * its entries, docs/decisions/017-per-day-totals.md): the kit's calls with the same shape, written by the entity.
   * By default the kit's own (repositories/day-entry-repository.ts).
   */
  repository?: (db: Database) => DayEntryRepository<T>;
  /**
   * The error of a full day. By default LIMIT_REACHED with the limit (AppError.limitReached), which the web reads for
   * every entity; an entity whose clients already know a code of its own keeps it here.
   */
  limitError?: () => AppError;
}

/** The calls of a day entity's service, typed by its contract. */
export interface DayEntryService<E extends DayEntryEndpoints> {
  log(account: Account, body: LogBodyOf<E>): Promise<DayEntryOf<E>>;
  day(account: Account, date: string): Promise<DayOf<E>>;
  update(account: Account, id: number, body: UpdateBodyOf<E>): Promise<DayEntryOf<E>>;
  delete(account: Account, id: number): Promise<void>;
}

/** The entity's service: the rules every day entity shares, over the kit's repository. */
export function createDayEntryService<T extends DayEntryTable, E extends DayEntryEndpoints>(
  spec: DayEntrySpec<T, E>,
  repository: DayEntryRepository<T>,
): DayEntryService<E> {
  const full = spec.limitError ?? (() => AppError.limitReached({ of: spec.name, per: "day", max: spec.perDayMax }));
  return {
    async log(account, body) {
      const date = body.date ?? account.today;
      const row = await repository.create(account.user.id, date, spec.values(body), spec.perDayMax);
      if (!row) throw full();
      return spec.toDto(row);
    },

    async day(account, date) {
      const rows = await repository.listByDate(account.user.id, date);
      return spec.day(date, rows.map(spec.toDto), account);
    },

    async update(account, id, body) {
      const row = await repository.update(account.user.id, id, spec.patch(body));
      if (!row) throw AppError.notFound(`${spec.name} entry`);
      return spec.toDto(row);
    },

    async delete(account, id) {
      if (!(await repository.delete(account.user.id, id))) throw AppError.notFound(`${spec.name} entry`);
    },
  };
}

/** The entity's service as a feature (feature.ts): built once per app, from the app's database. */
export const dayEntryFeature = <T extends DayEntryTable, E extends DayEntryEndpoints>(
  spec: DayEntrySpec<T, E>,
): Feature<DayEntryService<E>> =>
  defineFeature(spec.name, ({ database }) =>
    createDayEntryService(spec, spec.repository?.(database.db) ?? createDayEntryRepository(database.db, spec.table)),
  );
