import net from "node:net";

/**
 * A loopback port free a moment ago: taken from the system and released, for a server started in its own process
 * (or for an address nothing listens on, so connecting is refused at once).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
