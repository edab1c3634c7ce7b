import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * What a server hears of the database's change notifications on one channel (LISTEN). `live` is true only while
 * every notification is being heard: from the moment LISTEN took effect until the connection is lost. Whoever keeps
 * data in memory on the strength of these notifications may answer from memory only while it is true.
 */
export interface ChangeWatch {
  readonly live: boolean;
  close(): Promise<void>;
}

/**
 * Told each notification's payload; told null when notifications may have been missed (the connection was lost),
 * so everything kept on their strength must be forgotten.
 */
export type OnChange = (payload: string | null) => void;

/** The first wait before listening again after a lost connection, doubled up to RELISTEN_MAX_MS. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

/** Notifications of the embedded database, delivered in this process before the committing statement returns. */
export function watchPglite(client: PGlite, channel: string, onChange: OnChange): ChangeWatch {
  let live = false;
  let closed = false;
  const unlisten = client
    .listen(channel, (payload) => onChange(payload))
    .then((stop) => {
      live = !closed;
      return stop;
    });
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      await (await unlisten)();
    },
  };
}

/**
 * Notifications of PostgreSQL on a connection of its own: a pooled connection goes back to the pool and stops
 * hearing. The URL is a direct one, because a transaction pooler (PgBouncer) does not carry LISTEN (docs/deploy.md).
 * A lost connection says so (null) and listens again after a growing wait; nothing is kept meanwhile.
 */
export function watchPostgres(
  url: string,
  channel: string,
  onChange: OnChange,
  onError: (error: Error) => void = () => undefined,
): ChangeWatch {
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let wait = RELISTEN_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    if (error) onError(error);
    const wasLive = live;
    live = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (wasLive) onChange(null);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, RELISTEN_MAX_MS);
  };

  const listen = async () => {
    const connection = new pg.Client({ connectionString: url });
    client = connection;
    connection.on("notification", (message) => {
      if (message.channel === channel) onChange(message.payload ?? null);
    });
    connection.on("error", lost);
    connection.on("end", () => {
      if (client === connection) lost();
    });
    try {
      await connection.connect();
      await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== connection) return;
      live = true;
      wait = RELISTEN_FIRST_MS;
    } catch (error) {
      if (client === connection) lost(error as Error);
    }
  };
  void listen();

  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = null;
      connection?.removeAllListeners();
      await connection?.end().catch(() => undefined);
    },
  };
}

/**
 * One watch per channel for a whole database handle, however many listen to it: on PostgreSQL each watch is a
 * connection of its own (docs/deploy.md, connection math). Closing the hub ends them all.
 */
export function watchHub(start: (channel: string, onChange: OnChange) => ChangeWatch) {
  const channels = new Map<string, { watch: ChangeWatch; listeners: Set<OnChange> }>();
  return {
    watch(channel: string, onChange: OnChange): ChangeWatch {
      let shared = channels.get(channel);
      if (!shared) {
        const listeners = new Set<OnChange>();
        const watch = start(channel, (payload) => {
          for (const listener of listeners) listener(payload);
        });
        shared = { watch, listeners };
        channels.set(channel, shared);
      }
      const { watch, listeners } = shared;
      listeners.add(onChange);
      return {
        get live() {
          return watch.live;
        },
        close: async () => {
          listeners.delete(onChange);
        },
      };
    },
    /**
     * A change this server made and committed, told to this server's own listeners at once: the database's
     * notification of it arrives too, but on PostgreSQL only after the reply that told the person it was done.
     */
    tell(channel: string, payload: string): void {
      for (const listener of channels.get(channel)?.listeners ?? []) listener(payload);
    },
    async close(): Promise<void> {
      await Promise.all([...channels.values()].map(({ watch }) => watch.close()));
      channels.clear();
    },
  };
}
