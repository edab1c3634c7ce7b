import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";
import { logCollector } from "./stand-ins";

const opened: TestApp[] = [];
const folders: string[] = [];

async function app(backend: "pglite" | "postgres", env: Record<string, string> = {}, logs?: NodeJS.WritableStream) {
  const t = await createTestApp(backend, env, logs ? { logStream: logs } : {});
  opened.push(t);
  return t;
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-transport-"));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("client address behind proxies (TRUST_PROXY)", () => {
  const health = (t: TestApp, forwardedFor: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({ url: "/api/health", remoteAddress, headers: { "x-forwarded-for": forwardedFor } });

  it("by default ignores X-Forwarded-For, so forging a new one per request still hits the limit", async () => {
    const t = await app("pglite", { RATE_LIMIT_PER_MINUTE: "3" });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await health(t, `203.0.113.${i + 1}`)).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes.slice(3)).toEqual([429, 429, 429]);
    // Boots its own embedded database, which on a busy machine alone can take most of the default 30 s.
  }, 60_000);

  it("with TRUST_PROXY=1 believes the nearest proxy's header: one bucket per client", async () => {
    const t = await app("pglite", { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
    for (let i = 0; i < 6; i++) expect((await health(t, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    const sameClient: number[] = [];
    for (let i = 0; i < 4; i++) sameClient.push((await health(t, "198.51.100.7")).statusCode);
    expect(sameClient).toEqual([200, 200, 200, 429]);
  });

  it("with a proxy address list, believes only those proxies", async () => {
    const t = await app("pglite", { RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" });
    for (let i = 0; i < 4; i++) expect((await health(t, `203.0.113.${i + 1}`, "10.1.2.3")).statusCode).toBe(200);
    // The same forged headers from a peer that is not a listed proxy share that peer's one bucket.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await health(t, `203.0.113.${i + 1}`, "198.51.100.9")).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", async () => {
    await expect(createTestApp("pglite", { TRUST_PROXY: "true" })).rejects.toThrow(/TRUST_PROXY/);
    await expect(createTestApp("pglite", { TRUST_PROXY: "10.0.0.0/99" })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe("Strict-Transport-Security", () => {
  const hsts = async (t: TestApp, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: "/api/health", headers })).headers["strict-transport-security"];

  it("is sent when the public address is HTTPS", async () => {
    const t = await app("pglite", { PUBLIC_URL: "https://tarelka.example" });
    expect(await hsts(t)).toBe("max-age=31536000");
  });

  it("is sent behind a trusted TLS proxy, and a forged X-Forwarded-Proto from anyone else is ignored", async () => {
    const direct = await app("pglite");
    expect(await hsts(direct)).toBeUndefined();
    expect(await hsts(direct, { "x-forwarded-proto": "https" })).toBeUndefined();
    const proxied = await app("pglite", { TRUST_PROXY: "1" });
    expect(await hsts(proxied, { "x-forwarded-proto": "https" })).toBe("max-age=31536000");
    expect(await hsts(proxied, { "x-forwarded-proto": "http" })).toBeUndefined();
  });
});

describe("slow clients are cut off", () => {
  /** Opens a raw socket to the listening app; resolves the milliseconds until the server closed it. */
  async function timeUntilClosed(port: number, drip: (socket: net.Socket) => () => void): Promise<number> {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const started = Date.now();
    const stop = drip(socket);
    socket.on("data", () => undefined);
    socket.on("error", () => undefined);
    try {
      await new Promise<void>((resolve) => socket.once("close", () => resolve()));
      return Date.now() - started;
    } finally {
      stop();
      socket.destroy();
    }
  }

  const listening = async (env: Record<string, string>) => {
    const t = await app("pglite", env);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    return (t.app.server.address() as net.AddressInfo).port;
  };

  it("closes a connection whose headers trickle in (slowloris) once REQUEST_TIMEOUT_MS passes", async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: "1000" });
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      // A header byte every 100 ms: never idle, never finished.
      const timer = setInterval(() => socket.writable && socket.write("X"), 100);
      return () => clearInterval(timer);
    });
    expect(ms).toBeLessThan(4_000);
  });

  it("closes a connection whose body trickles in once REQUEST_TIMEOUT_MS passes", async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: "1000" });
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write(
        "POST /api/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
      );
      const timer = setInterval(() => socket.writable && socket.write(" "), 100);
      return () => clearInterval(timer);
    });
    expect(ms).toBeLessThan(4_000);
  });

  it("closes a silent connection that sent half a request", async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: "1000", CONNECTION_TIMEOUT_MS: "1000" });
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHo");
      return () => undefined;
    });
    expect(ms).toBeLessThan(4_000);
  });

  it("closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const port = await listening({ KEEP_ALIVE_TIMEOUT_MS: "500" });
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      return () => undefined;
    });
    expect(ms).toBeLessThan(3_000);
  });
});

describe.each(BACKENDS)("logs of a failed query (%s)", (backend) => {
  it("hold the statement but not the person's words it carried", async () => {
    const logs = logCollector();
    const t = await app(backend, { LOG_LEVEL: "info" }, logs.stream);
    await t.createUser(4101);
    // A database fault on the insert, so the meal's own text travels in the failed query's parameters.
    await t.app.deps.database.db.execute(sql`
      create function tarelka_test_fault() returns trigger language plpgsql as $$
      begin raise exception 'storage fault'; end $$`);
    await t.app.deps.database.db.execute(
      sql`create trigger tarelka_test_fault before insert on meals for each row execute function tarelka_test_fault()`,
    );
    const secret = "заметка о здоровье: диабет второго типа";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: t.headersFor(4101),
      payload: { mealType: "lunch", source: "text", originalQuery: secret, dishes: [plainDish(300)] },
    });
    expect(res.statusCode).toBe(500);
    const failure = logs.parsed().find((line) => line.msg === "request failed");
    const err = failure?.err as { message: string; params?: string; cause?: { message: string } } | undefined;
    // The failure is there, with its statement and the database's own reason...
    expect(err?.message).toContain("insert into");
    expect(err?.message).toContain("params: [redacted]");
    expect(JSON.stringify(err)).toContain("storage fault");
    // ...and the person's words are nowhere in the log.
    expect(logs.lines.join("\n")).not.toContain("диабет");
  });
});

describe("logs hold no launch parameters", () => {
  it("redacts the launch header that the multipart parser logs at trace level", async () => {
    const logs = logCollector();
    const t = await app("pglite", { LOG_LEVEL: "trace" }, logs.stream);
    await t.createUser(4102);
    const boundary = "----tarelkaTest";
    const payload = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="m.jpg"\r\ncontent-type: image/jpeg\r\n\r\n` +
        `not really a jpeg\r\n--${boundary}--\r\n`,
    );
    const launch = t.headersFor(4102);
    const headers = {
      ...launch,
      authorization: "Bearer do-not-log",
      cookie: "session=do-not-log",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    };
    await t.app.inject({ method: "POST", url: "/api/food/analyze-photo", headers, payload });
    const busboy = logs.parsed().find((line) => line.msg === "Providing options to busboy") as
      | { busboyOptions: { headers: Record<string, string> } }
      | undefined;
    expect(busboy?.busboyOptions.headers["x-vk-launch-params"]).toBe("[redacted]");
    expect(busboy?.busboyOptions.headers["content-type"]).toContain("multipart/form-data");
    const all = logs.lines.join("\n");
    expect(all).not.toContain(launch["x-vk-launch-params"]);
    expect(all).not.toContain("do-not-log");
  });
});

describe.each(BACKENDS)("health reports whether the server can write (%s)", (backend) => {
  it("answers 503 while DATA_DIR cannot be written, and ok again once it can", async () => {
    const dataDir = path.join(tempDir(), "data");
    const t = await app(backend, { DATA_DIR: dataDir });
    // The folder's place taken by a file: as unwritable as a read-only or full disk, even for root.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.writeFileSync(dataDir, "");
    const failing = await t.app.inject({ url: "/api/health" });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ status: "failing", writes: "failing", database: backend });

    fs.rmSync(dataDir);
    fs.mkdirSync(dataDir);
    const ok = await t.app.inject({ url: "/api/health" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "ok", writes: "ok", database: backend });
  });
});

describe("health on a database that only reads", () => {
  it("answers 503 while the embedded database refuses writes", async () => {
    const t = await app("pglite", { DATA_DIR: tempDir() });
    // One connection in PGlite, so this session setting covers the health probe too.
    await t.app.deps.database.db.execute(sql`set default_transaction_read_only = on`);
    const failing = await t.app.inject({ url: "/api/health" });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ status: "failing", writes: "failing" });
    await t.app.deps.database.db.execute(sql`set default_transaction_read_only = off`);
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });
});
