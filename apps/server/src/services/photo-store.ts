import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

const ID = /^[a-f0-9]{32}$/;

/**
 * Meal photos on local disk under DATA_DIR/photos/<user id>/ (product-decisions.md, Data: local disk in the
 * embedded mode). The owner is part of the path, so one person can never name another's photo.
 */
export function createPhotoStore(dataDir: string) {
  const root = path.join(dataDir, "photos");
  const fileOf = (userId: number, id: string) => path.join(root, String(userId), `${id}.jpg`);

  return {
    async save(userId: number, jpeg: Buffer): Promise<string> {
      const id = crypto.randomBytes(16).toString("hex");
      await fs.mkdir(path.join(root, String(userId)), { recursive: true });
      await fs.writeFile(fileOf(userId, id), jpeg);
      return id;
    },
    async exists(userId: number, id: string): Promise<boolean> {
      if (!ID.test(id)) return false;
      return fs
        .access(fileOf(userId, id))
        .then(() => true)
        .catch(() => false);
    },
    async read(userId: number, id: string): Promise<Buffer | null> {
      if (!ID.test(id)) return null;
      return fs.readFile(fileOf(userId, id)).catch(() => null);
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
