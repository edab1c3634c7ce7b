import type http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

/**
 * Puts a stand-in for a service we do not own (VK's API, a vision or chat model) on a free local port, so the
 * code path that calls it runs for real over HTTP. `close` also drops connections a "hang" answer left open.
 */
export async function listenLocally(server: http.Server): Promise<{ origin: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Collects the app's log lines (pino writes one JSON object per line), for tests that read what was logged. */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
