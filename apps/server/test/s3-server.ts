import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * A real S3-compatible server on a free local port (s3rver, docs/decisions/013-fleet.md), so the bucket store runs
 * over HTTP with the AWS SDK exactly as against a provider's bucket. Each `bucket()` is fresh, so apps with their
 * own databases (whose user ids repeat) never share keys.
 */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair; these are what the servers under test sign with.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });

  return {
    endpoint,
    /** A fresh bucket and the environment that points a server at it. */
    async bucket(): Promise<{ name: string; env: Record<string, string> }> {
      const name = `tarelka-${crypto.randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        name,
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: name,
          S3_REGION: "us-east-1",
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: "1",
        },
      };
    },
    /** Keys under `prefix` in `bucket`, read straight from the server. */
    async keys(bucket: string, prefix: string): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
