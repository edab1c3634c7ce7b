import type { VkIdentity } from "./vk-launch-params";

/**
 * Launches whose signature the server has verified, by the exact header they arrived in, least recently used
 * dropped first (docs/decisions/022-request-cost-and-embedded-upkeep.md). The mini-app sends the same launch header
 * with every request of a session, so its HMAC is computed once instead of on each call. Only what verified is kept:
 * a header that differs by one byte is another key and is verified afresh, and nothing about a refused one is
 * remembered. Bounded, because every distinct signed launch would otherwise stay for the life of the process.
 */
export interface VerifiedLaunches {
  /** The identity verified earlier for exactly this header; it becomes the most recently used. */
  get(header: string): VkIdentity | undefined;
  remember(header: string, identity: VkIdentity): void;
  forget(header: string): void;
  readonly size: number;
}

export function createVerifiedLaunches(max: number): VerifiedLaunches {
  // A Map iterates in insertion order, so re-inserting on use keeps the least recently used first.
  const entries = new Map<string, VkIdentity>();
  return {
    get(header) {
      const identity = entries.get(header);
      if (identity !== undefined) {
        entries.delete(header);
        entries.set(header, identity);
      }
      return identity;
    },
    remember(header, identity) {
      entries.delete(header);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(header, identity);
    },
    forget(header) {
      entries.delete(header);
    },
    get size() {
      return entries.size;
    },
  };
}
