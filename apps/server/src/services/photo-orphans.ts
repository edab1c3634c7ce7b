import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { meals, photos } from "../db/schema";
import type { BlobInfo, PhotoBlobs } from "./photo-blobs";
import { PENDING_PHOTO_KEEP_MS, photoKey, UNATTACHED_PHOTO_KEEP_MS } from "./photo-store";

/**
 * Photo objects no database row accounts for, and rows whose object is gone (docs/deploy.md, Orphaned photos).
 * Both can happen and neither is served wrongly: an object whose delete failed while the bucket was down
 * (docs/decisions/013-fleet.md, Consequences), a database restored to an earlier moment than the bucket, a photo
 * deleted between a backup's dump and its photo copy. This finds them; removing objects is a separate, explicit step.
 */

/** At least as long as an upload can be in flight, so an object written just before its row is never taken. */
export const ORPHAN_GRACE_MIN_MS = PENDING_PHOTO_KEEP_MS;
/** By default what the server itself waits before it sweeps a photo no meal uses. */
export const ORPHAN_GRACE_DEFAULT_MS = UNATTACHED_PHOTO_KEEP_MS;

export interface MissingObject {
  userId: number;
  id: string;
  /** The photos table's state, or "meal" for a meal that names a photo the store lacks. */
  state: "pending" | "kept" | "discarded" | "meal";
}

export interface OrphanReport {
  objects: number;
  objectBytes: number;
  rows: number;
  /** Objects that no row accounts for, oldest first. */
  orphans: BlobInfo[];
  /** Those orphans older than the grace period: what removeOrphans takes. */
  expired: BlobInfo[];
  missing: MissingObject[];
}

const ID = /^[a-f0-9]{32}$/;

/**
 * Compares the store with the database. What accounts for an object: in a shared store (`shared: true`, the
 * `s3` and `shared-disk` stores) a photos row in any state — a pending one is an upload on its way — or a meal
 * naming it (a photo written to a shared disk before the table existed has only that until it is read,
 * decision 013); in the embedded store, whose bookkeeping is its own files, only a meal naming it: a photo no meal
 * uses is one the server itself sweeps a day after upload, which the default grace period matches.
 */
export async function findOrphans(deps: {
  db: Database;
  blobs: PhotoBlobs;
  shared: boolean;
  graceMs: number;
  now?: number;
}): Promise<OrphanReport> {
  const at = deps.now ?? Date.now();
  const objects = await deps.blobs.inventory("photos/");
  const rows = deps.shared
    ? await deps.db.select({ userId: photos.userId, id: photos.id, state: photos.state }).from(photos)
    : [];
  const named = await deps.db
    .selectDistinct({ userId: meals.userId, photoRef: meals.photoRef })
    .from(meals)
    .where(isNotNull(meals.photoRef));

  const accounted = new Set<string>();
  for (const row of rows) accounted.add(photoKey(row.userId, row.id));
  for (const meal of named)
    if (meal.photoRef && ID.test(meal.photoRef)) accounted.add(photoKey(meal.userId, meal.photoRef));

  const present = new Set(objects.map((object) => object.key));
  const orphans = objects
    .filter((object) => !accounted.has(object.key))
    .sort((a, b) => a.modifiedMs - b.modifiedMs || a.key.localeCompare(b.key));
  const missing: MissingObject[] = [];
  // A pending row's object is not written yet; a kept or discarded one's must be there.
  for (const row of rows) {
    if (row.state !== "pending" && !present.has(photoKey(row.userId, row.id))) missing.push(row);
  }
  const inRows = new Set(rows.map((row) => photoKey(row.userId, row.id)));
  for (const meal of named) {
    if (!meal.photoRef || !ID.test(meal.photoRef)) continue;
    const key = photoKey(meal.userId, meal.photoRef);
    if (!present.has(key) && !inRows.has(key)) missing.push({ userId: meal.userId, id: meal.photoRef, state: "meal" });
  }
  return {
    objects: objects.length,
    objectBytes: objects.reduce((sum, object) => sum + object.bytes, 0),
    rows: rows.length,
    orphans,
    expired: orphans.filter((object) => at - object.modifiedMs > deps.graceMs),
    missing,
  };
}

/**
 * Removes the orphans older than the grace period that `report` found, after asking the database once more, so an
 * object that gained a row or a meal since the report (a legacy photo adopted on read) stays. Answers what went.
 */
export async function removeOrphans(
  deps: { db: Database; blobs: PhotoBlobs; shared: boolean; graceMs: number; now?: number },
  report: OrphanReport,
): Promise<BlobInfo[]> {
  if (report.expired.length === 0) return [];
  const again = await findOrphans(deps);
  const still = new Set(again.expired.map((object) => object.key));
  const gone = report.expired.filter((object) => still.has(object.key));
  await deps.blobs.remove(gone.map((object) => object.key));
  return gone;
}
