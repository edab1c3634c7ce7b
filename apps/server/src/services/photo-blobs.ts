import fs from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/**
 * Where a photo's bytes are kept, by key (`photos/<user id>/<id>.jpg`). What is kept, and for how long, is decided
 * by the photo store above it (photo-store.ts); this only moves bytes.
 */
export interface PhotoBlobs {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Buffer): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  remove(keys: string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (a person's folder, when their account is deleted). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix`, for tests and the readiness check's sake only in the small. */
  list(prefix: string): Promise<string[]>;
  /**
   * Every object under `prefix` at any depth, with its size and last change: what backups (cli/backup.ts) and the
   * orphan report (cli/photo-orphans.ts) walk. Reads the whole listing, so it is for operators' commands only.
   */
  inventory(prefix: string): Promise<BlobInfo[]>;
  /** Throws when the storage cannot be reached (readiness, README). */
  check(): Promise<void>;
}

export interface BlobInfo {
  key: string;
  bytes: number;
  modifiedMs: number;
}

/** Files under `root`, the key as the relative path. */
export function createDiskBlobs(root: string): PhotoBlobs {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    kind: "disk",
    async put(key, bytes) {
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), bytes);
    },
    get: (key) => fs.readFile(fileOf(key)).catch(() => null),
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async removePrefix(prefix) {
      // Only whole folders are ever removed by prefix (`photos/<user id>/`).
      await fs.rm(fileOf(prefix.replace(/\/$/, "")), { recursive: true, force: true });
    },
    async list(prefix) {
      const dir = fileOf(prefix.replace(/\/$/, ""));
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      return names.map((name) => `${prefix.replace(/\/$/, "")}/${name}`);
    },
    async inventory(prefix) {
      const found: BlobInfo[] = [];
      const walk = async (key: string): Promise<void> => {
        const entries = await fs.readdir(fileOf(key), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const child = `${key}/${entry.name}`;
          if (entry.isDirectory()) await walk(child);
          else if (entry.isFile()) {
            const stat = await fs.stat(fileOf(child)).catch(() => null);
            if (stat) found.push({ key: child, bytes: stat.size, modifiedMs: stat.mtimeMs });
          }
        }
      };
      await walk(prefix.replace(/\/$/, ""));
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

export interface S3Settings {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** DeleteObjects takes at most 1000 keys per call (the S3 API's limit). */
const DELETE_BATCH = 1000;

/** Any S3-compatible bucket (AWS, MinIO, Ceph, Yandex Object Storage, R2, …) through the AWS SDK. */
export function createS3Blobs(settings: S3Settings): PhotoBlobs {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: many S3-compatible servers do not understand the SDK's default
    // streaming checksum trailers (docs/decisions/013-fleet.md).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  async function inventory(prefix: string): Promise<BlobInfo[]> {
    const found: BlobInfo[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key)
          found.push({ key: item.Key, bytes: item.Size ?? 0, modifiedMs: item.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function list(prefix: string): Promise<string[]> {
    return (await inventory(prefix)).map((item) => item.key);
  }

  async function remove(keys: string[]): Promise<void> {
    for (let at = 0; at < keys.length; at += DELETE_BATCH) {
      const batch = keys.slice(at, at + DELETE_BATCH);
      const reply = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = reply.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`the bucket refused to delete ${failed.length} objects (${failed[0]?.Code ?? "unknown"})`);
      }
    }
  }

  return {
    kind: "s3",
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: "image/jpeg" }));
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    remove,
    async removePrefix(prefix) {
      // Listed again after each deletion, so an object written meanwhile goes too (a bounded number of passes: an
      // upload that lands after the account is gone removes its own object, photo-store.ts).
      for (let pass = 0; pass < 3; pass++) {
        const keys = await list(prefix);
        if (keys.length === 0) return;
        await remove(keys);
      }
    },
    list,
    inventory,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
