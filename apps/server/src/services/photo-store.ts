import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { TOAST_DURATION_MS } from "@tarelka/contracts";
import type { Env } from "../config/env";
import type { DatabaseHandle } from "../db/client";
import type { PhotoRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createPhotosRepository, type PhotosRepository } from "../repositories/photos-repository";
import { createDiskBlobs, createS3Blobs, type PhotoBlobs } from "./photo-blobs";

const ID = /^[a-f0-9]{32}$/;
const KEPT = ".jpg";
/** A photo whose last meal was deleted waits under this suffix for the undo (photo ids never contain a dot). */
const DISCARDED = ".deleted";

/**
 * What one person may keep on disk (docs/security.md, Limits). A stored photo is a JPEG of at most
 * 1024 px, typically 100–250 KB: 2000 of them is more than five photo meals a day for a year, and the byte cap
 * keeps 2000 unusually heavy ones from adding up to gigabytes. Stored photos are bounded this way whether or not
 * a vision provider (and with it the monthly analysis limit) is configured.
 */
export const PHOTO_STORAGE_MAX_COUNT = 2000;
export const PHOTO_STORAGE_MAX_BYTES = 300 * 1024 * 1024;

/**
 * How long a deleted meal's photo stays restorable. The client's undo re-creates the meal with the same photo id
 * while its toast is up (TOAST_DURATION_MS, edit-meal-page.tsx); the margin covers a slow or retried request.
 */
export const DISCARDED_PHOTO_KEEP_MS = Math.max(10 * 60_000, TOAST_DURATION_MS * 10);
/**
 * An analysed photo is attached when the person saves the meal from the confirmation screen. One that no meal
 * uses a day later never will be, and stops counting against the person's storage.
 */
export const UNATTACHED_PHOTO_KEEP_MS = 24 * 60 * 60_000;

/**
 * People whose photos were removed with their account, process-wide (each route has its own store): an upload
 * still in flight at that moment must not write a new folder for them. User ids are never reused.
 */
const removedOwners = new Set<string>();

interface StoredFile {
  name: string;
  bytes: number;
  modifiedMs: number;
}

/**
 * A reservation older than this belongs to a server that stopped mid-upload: an upload's request cannot outlive
 * REQUEST_TIMEOUT_MS and two model calls (README, Configuration) by anything near it.
 */
export const PENDING_PHOTO_KEEP_MS = 60 * 60_000;

/** A place reserved for one photo under the person's cap; `save` writes it, `release` gives the place back. */
export interface PhotoSlot {
  save(jpeg: Buffer): Promise<string>;
  release(): Promise<void>;
}

/**
 * Meal photos, whichever store keeps them (docs/decisions/013-fleet.md): the embedded mode's own disk
 * (createPhotoStore), or a bucket or disk whose bookkeeping is shared through the database (createSharedPhotoStore).
 * The per-person cap, the undo window and the clean-up are the same in both.
 */
export interface PhotoStore {
  /** disk: the embedded mode; shared-disk / s3: bookkeeping in the database, bytes on disk or in a bucket. */
  readonly kind: "disk" | "shared-disk" | "s3";
  /**
   * Reserves room for one photo or throws PHOTO_STORAGE_FULL, before anything is read or decoded.
   * `attached` lists the ids the person's meals use, so unattached leftovers can be swept first.
   */
  reserve(userId: number, attached: () => Promise<ReadonlySet<string>>): Promise<PhotoSlot>;
  exists(userId: number, id: string): Promise<boolean>;
  /** A fresh path for an upload being received, on this machine's disk; the caller removes it. */
  incomingFile(): string;
  /** Creates the folder of incomingFile() paths once. */
  prepareIncoming(): Promise<void>;
  /**
   * True when the photo is stored for a meal to use: kept, or brought back from a deleted meal whose undo
   * window is still open (the undo re-creates the meal with the same photo id).
   */
  keep(userId: number, id: string): Promise<boolean>;
  read(userId: number, id: string): Promise<Buffer | null>;
  /**
   * The photo's last meal was deleted: it leaves the person's visible photos now and the store once the undo
   * window has passed.
   */
  discard(userId: number, id: string): Promise<void>;
  /** Deleted meals' photos past the undo window, for every person: the periodic clean-up. */
  sweepDiscarded(): Promise<void>;
  /** Every photo of the person: the account is being deleted. */
  removeAll(userId: number): Promise<void>;
  /** Throws when the store cannot be reached (readiness, README). */
  check(): Promise<void>;
}

const storageFull = () =>
  new AppError(
    "PHOTO_STORAGE_FULL",
    `At most ${PHOTO_STORAGE_MAX_COUNT} photos or ${PHOTO_STORAGE_MAX_BYTES / 1024 / 1024} MB are kept per person`,
  );

/** Uploads are received into files on this machine's disk, whichever store keeps the photos. */
function incomingFiles(dataDir: string) {
  const incoming = path.join(dataDir, "incoming");
  let incomingReady: Promise<unknown> | null = null;
  return {
    incomingFile: () => path.join(incoming, `${crypto.randomBytes(16).toString("hex")}.upload`),
    async prepareIncoming(): Promise<void> {
      incomingReady ??= fs.mkdir(incoming, { recursive: true });
      await incomingReady;
    },
  };
}

/**
 * Meal photos on local disk under DATA_DIR/photos/<user id>/ (docs/product.md, Data: local disk in the
 * embedded mode). The owner is part of the path, so one person can never name another's photo. Its bookkeeping
 * (uploads in progress, the per-person queue) is this process's own, which the embedded mode's one process allows.
 */
export function createPhotoStore(dataDir: string, now: () => number = Date.now): PhotoStore {
  const root = path.join(dataDir, "photos");
  const dirOf = (userId: number) => path.join(root, String(userId));
  const fileOf = (userId: number, id: string) => path.join(dirOf(userId), `${id}${KEPT}`);
  const discardedOf = (userId: number, id: string) => path.join(dirOf(userId), `${id}${DISCARDED}`);

  /** Saves reserved but not yet written, per person: concurrent uploads cannot all pass the cap at once. */
  const inFlight = new Map<number, number>();
  /** Per-person queue, so the check of the cap and the reservation are one step. */
  const queues = new Map<number, Promise<unknown>>();

  function serialised<T>(userId: number, step: () => Promise<T>): Promise<T> {
    const previous = queues.get(userId) ?? Promise.resolve();
    const result = previous.then(step, step);
    const tail = result.catch(() => undefined);
    queues.set(userId, tail);
    void tail.then(() => {
      if (queues.get(userId) === tail) queues.delete(userId);
    });
    return result;
  }

  async function filesOf(userId: number): Promise<StoredFile[]> {
    const dir = dirOf(userId);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const files = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        return stat?.isFile() ? { name, bytes: stat.size, modifiedMs: stat.mtimeMs } : null;
      }),
    );
    return files.filter((f): f is StoredFile => f !== null);
  }

  /**
   * Removes what can no longer be needed: deleted meals' photos past the undo window, and photos no meal uses a
   * day after upload. Answers what stays.
   */
  async function sweep(userId: number, attached: ReadonlySet<string> | null): Promise<StoredFile[]> {
    const at = now();
    const kept: StoredFile[] = [];
    for (const file of await filesOf(userId)) {
      const age = at - file.modifiedMs;
      const id = file.name.slice(0, 32);
      const expired = file.name.endsWith(DISCARDED)
        ? age > DISCARDED_PHOTO_KEEP_MS
        : attached !== null && file.name.endsWith(KEPT) && !attached.has(id) && age > UNATTACHED_PHOTO_KEEP_MS;
      if (expired) await fs.rm(path.join(dirOf(userId), file.name), { force: true });
      else kept.push(file);
    }
    return kept;
  }

  async function exists(userId: number, id: string): Promise<boolean> {
    if (!ID.test(id)) return false;
    return fs
      .access(fileOf(userId, id))
      .then(() => true)
      .catch(() => false);
  }

  return {
    kind: "disk",
    async reserve(userId: number, attached: () => Promise<ReadonlySet<string>>): Promise<PhotoSlot> {
      await serialised(userId, async () => {
        const files = await sweep(userId, await attached());
        const pending = inFlight.get(userId) ?? 0;
        const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
        if (files.length + pending >= PHOTO_STORAGE_MAX_COUNT || bytes >= PHOTO_STORAGE_MAX_BYTES) {
          throw storageFull();
        }
        inFlight.set(userId, pending + 1);
      });
      let open = true;
      const release = () => {
        if (!open) return;
        open = false;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      };
      return {
        async save(jpeg: Buffer): Promise<string> {
          if (!open) throw new Error("photo slot already used");
          try {
            if (removedOwners.has(dirOf(userId))) throw AppError.notFound("User");
            const id = crypto.randomBytes(16).toString("hex");
            await fs.mkdir(dirOf(userId), { recursive: true });
            await fs.writeFile(fileOf(userId, id), jpeg);
            return id;
          } finally {
            release();
          }
        },
        release: async () => release(),
      };
    },

    exists,

    ...incomingFiles(dataDir),

    async keep(userId: number, id: string): Promise<boolean> {
      if (!ID.test(id)) return false;
      if (await exists(userId, id)) return true;
      try {
        await fs.rename(discardedOf(userId, id), fileOf(userId, id));
        const at = new Date(now());
        await fs.utimes(fileOf(userId, id), at, at);
        return true;
      } catch {
        return false;
      }
    },

    async read(userId: number, id: string): Promise<Buffer | null> {
      if (!ID.test(id)) return null;
      return fs.readFile(fileOf(userId, id)).catch(() => null);
    },

    /** Expired leftovers of earlier deletions go at the same time. */
    async discard(userId: number, id: string): Promise<void> {
      if (!ID.test(id)) return;
      try {
        await fs.rename(fileOf(userId, id), discardedOf(userId, id));
        const at = new Date(now());
        await fs.utimes(discardedOf(userId, id), at, at);
      } catch {
        // Already gone: nothing to keep for an undo.
      }
      await sweep(userId, null);
    },

    /** Only discarded files are looked at, so its cost follows deletions rather than everything stored. */
    async sweepDiscarded(): Promise<void> {
      const people = await fs.readdir(root).catch(() => [] as string[]);
      const at = now();
      for (const person of people) {
        if (!/^\d+$/.test(person)) continue;
        const names = await fs.readdir(path.join(root, person)).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(DISCARDED))) {
          const file = path.join(root, person, name);
          const stat = await fs.stat(file).catch(() => null);
          if (stat && at - stat.mtimeMs > DISCARDED_PHOTO_KEEP_MS) await fs.rm(file, { force: true });
        }
      }
    },

    async removeAll(userId: number): Promise<void> {
      removedOwners.add(dirOf(userId));
      await fs.rm(dirOf(userId), { recursive: true, force: true });
    },

    // The disk is DATA_DIR's, which the health check's write probe already covers (db/write-probe.ts).
    async check(): Promise<void> {},
  };
}

/** Where a person's photo is kept in a shared store: `photos/<user id>/<id>.jpg`. */
export const photoKey = (userId: number, id: string) => `photos/${userId}/${id}${KEPT}`;

/**
 * Photos of a fleet (docs/decisions/013-fleet.md): the bytes in `blobs` (a bucket, or a disk the servers
 * share), everything the cap, the undo window and the clean-up need in the database's photos table, so any server
 * answers the same. What the embedded store keeps per process moves there: an upload in progress is a `pending`
 * row, the per-person queue is a lock on the person's user row, and "this account is gone" is the row's absence.
 */
export function createSharedPhotoStore(deps: {
  ledger: PhotosRepository;
  blobs: PhotoBlobs;
  dataDir: string;
  now?: () => number;
  /** Told about bytes that could not be removed; the row that counted them is gone, so only space is lost. */
  warn?: (error: unknown, message: string) => void;
}): PhotoStore {
  const { ledger, blobs } = deps;
  const now = deps.now ?? Date.now;
  const warn = deps.warn ?? (() => undefined);

  async function removeBytes(keys: string[]): Promise<void> {
    await blobs.remove(keys).catch((error: unknown) => warn(error, "photo bytes could not be removed"));
  }

  function expired(row: Pick<PhotoRow, "id" | "state" | "changedAt">, attached: ReadonlySet<string>, at: number) {
    const age = at - row.changedAt.getTime();
    if (row.state === "discarded") return age > DISCARDED_PHOTO_KEEP_MS;
    if (row.state === "pending") return age > PENDING_PHOTO_KEEP_MS;
    return !attached.has(row.id) && age > UNATTACHED_PHOTO_KEEP_MS;
  }

  /**
   * The row's state; a photo written to a shared disk before the photos table existed has none, and is taken in
   * as kept the first time it is asked about (docs/decisions/013-fleet.md).
   */
  async function stateOf(userId: number, id: string): Promise<PhotoRow["state"] | null> {
    const state = await ledger.stateOf(userId, id);
    if (state !== null || blobs.kind !== "disk") return state;
    const bytes = await blobs.get(photoKey(userId, id));
    if (!bytes) return null;
    return (await ledger.adopt(userId, id, bytes.length, new Date(now()))) ? "kept" : ledger.stateOf(userId, id);
  }

  const exists = async (userId: number, id: string) => ID.test(id) && (await stateOf(userId, id)) === "kept";

  return {
    kind: blobs.kind === "s3" ? "s3" : "shared-disk",

    async reserve(userId, attached) {
      const refs = await attached();
      const at = now();
      const id = crypto.randomBytes(16).toString("hex");
      const outcome = await ledger.withPersonLocked(userId, async (rows) => {
        const gone = rows.rows.filter((row) => expired(row, refs, at));
        await rows.remove(gone.map((row) => row.id));
        const stays = rows.rows.filter((row) => !gone.includes(row));
        const bytes = stays.reduce((sum, row) => sum + row.bytes, 0);
        const full = stays.length >= PHOTO_STORAGE_MAX_COUNT || bytes >= PHOTO_STORAGE_MAX_BYTES;
        if (!full) await rows.addPending(id, new Date(at));
        return { full, gone: gone.map((row) => row.id) };
      });
      if (outcome === null) throw AppError.notFound("User");
      await removeBytes(outcome.gone.map((gone) => photoKey(userId, gone)));
      if (outcome.full) throw storageFull();

      let open = true;
      return {
        async save(jpeg: Buffer): Promise<string> {
          if (!open) throw new Error("photo slot already used");
          open = false;
          let done = false;
          try {
            await blobs.put(photoKey(userId, id), jpeg);
            done = await ledger.complete(userId, id, jpeg.length, new Date(now()));
            if (!done) {
              // The reservation went with the account while the upload was on its way: its bytes go too.
              await removeBytes([photoKey(userId, id)]);
              throw AppError.notFound("User");
            }
            return id;
          } finally {
            if (!done) await ledger.cancel(userId, id).catch(() => undefined);
          }
        },
        async release() {
          if (!open) return;
          open = false;
          await ledger.cancel(userId, id);
        },
      };
    },

    exists,

    ...incomingFiles(deps.dataDir),

    async keep(userId, id) {
      if (!ID.test(id)) return false;
      if (await exists(userId, id)) return true;
      const at = now();
      return ledger.move(userId, id, "discarded", "kept", new Date(at), new Date(at - DISCARDED_PHOTO_KEEP_MS));
    },

    async read(userId, id) {
      if (!(await exists(userId, id))) return null;
      return blobs.get(photoKey(userId, id));
    },

    async discard(userId, id) {
      if (!ID.test(id)) return;
      await ledger.move(userId, id, "kept", "discarded", new Date(now()));
    },

    async sweepDiscarded() {
      const at = now();
      const gone = await ledger.takeExpired(
        new Date(at - DISCARDED_PHOTO_KEEP_MS),
        new Date(at - PENDING_PHOTO_KEEP_MS),
      );
      await removeBytes(gone.map((row) => photoKey(row.userId, row.id)));
    },

    // The rows went with the user row (ON DELETE CASCADE); an upload still on its way finds its reservation gone
    // and removes its own bytes (save above).
    async removeAll(userId) {
      await blobs.removePrefix(`photos/${userId}/`);
    },

    check: () => blobs.check(),
  };
}

/**
 * The store a server uses (docs/decisions/013-fleet.md): a bucket when S3_BUCKET is set; on PostgreSQL without
 * one, DATA_DIR's disk with the bookkeeping in the database (a disk the servers share); otherwise the embedded
 * mode's own disk.
 */
export function photoStoreFor(
  env: Env,
  database: DatabaseHandle,
  warn?: (error: unknown, message: string) => void,
): PhotoStore {
  const shared = (blobs: PhotoBlobs) =>
    createSharedPhotoStore({
      ledger: createPhotosRepository(database.db),
      blobs,
      dataDir: env.DATA_DIR,
      ...(warn ? { warn } : {}),
    });
  if (env.S3_BUCKET) {
    return shared(
      createS3Blobs({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }),
    );
  }
  if (database.kind === "postgres") return shared(createDiskBlobs(env.DATA_DIR));
  return createPhotoStore(env.DATA_DIR);
}
