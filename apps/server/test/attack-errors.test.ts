import net from "node:net";
import { ZApiErrorSchema } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, registerErrorHandler } from "../src/plugins/error-handler";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * The refusals the attack suite relies on, one by one (docs/security.md, Bad input): the contracts' text and date
 * rules, the database-error net under them, and the transport limits, all in the app's `{ error: { code, message } }`.
 */
const errorOf = (body: string) => {
  const parsed = ZApiErrorSchema.safeParse(JSON.parse(body));
  if (!parsed.success) throw new Error(`not the app's error shape: ${body.slice(0, 300)}`);
  return parsed.data.error;
};

/** Sends raw bytes over a real socket and returns the status line's code and the body. */
async function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
    });
    // The server may close while the rest of an over-long request is still being written.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
      resolve({ status, body: reply.slice(reply.indexOf("\r\n\r\n") + 4) });
    });
    socket.write(head);
  });
}

describe.each(BACKENDS)("input refusals on %s", (backend) => {
  let t: TestApp;
  /** A bare app with only the error handler, whose routes run real failing queries on the test database. */
  let probe: FastifyInstance;
  const USER = 9_301;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "100000" });
    await t.createUser(USER);
    const db = t.app.deps.database.db;
    probe = Fastify();
    registerErrorHandler(probe);
    const queries: Record<string, () => Promise<unknown>> = {
      nul: () => db.execute(sql`select ${"a\u0000b"}::text`),
      surrogate: () => db.execute(sql`select ${'{"a":"\\ud800"}'}::jsonb`),
      "year-zero": () => db.execute(sql`select ${"0000-01-01"}::date`),
      "not-a-number": () => db.execute(sql`select ${"abc"}::integer`),
      "out-of-range": () => db.execute(sql`select ${"99999999999"}::integer`),
      duplicate: async () => {
        await db.execute(sql`create temporary table if not exists probe_unique (k int primary key)`);
        await db.execute(sql`insert into probe_unique values (1) on conflict do nothing`);
        return db.execute(sql`insert into probe_unique values (1)`);
      },
      "missing-table": () => db.execute(sql`select * from no_such_table_here`),
    };
    probe.get("/probe/:name", async (request) => queries[(request.params as { name: string }).name]?.());
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: string | object) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...t.headersFor(USER),
        ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });

  it("refuses NUL and lone surrogates in free text with the field named", async () => {
    const meal = { mealType: "lunch", source: "manual", dishes: [{ ...plainDish(200), name: "ка\u0000ша" }] };
    const nul = await call("POST", "/api/meals", meal);
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul.body)).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [expect.objectContaining({ path: "body.dishes.0.name" })],
    });
    // Escaped in JSON, as a client's serialiser writes a lone surrogate.
    const surrogate = await call("PUT", "/api/users/me", '{"profileData":{"timezone":"Europe/\\ud800"}}');
    expect(surrogate.statusCode).toBe(400);
    expect(errorOf(surrogate.body).issues?.[0]?.path).toBe("body.profileData.timezone");
    const event = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json" },
      payload: `{"event":"page_view","timestamp":"2026-01-01T00:00:00Z","url":"/","userAgent":"x","properties":{"variant":"a\\udc00"}}`,
    });
    expect(event.statusCode).toBe(400);
    expect(errorOf(event.body).code).toBe("VALIDATION_FAILED");
  });

  it("reads a meal named by a word of JavaScript's Object as unknown words, in either language", async () => {
    for (const lang of ["ru", "en"]) {
      for (const text of ["constructor", "2 toString", "гречка 200 и __proto__", "hasOwnProperty 3 cups"]) {
        const res = await call("POST", "/api/food/analyze-text", { text, lang });
        expect(res.statusCode, `${lang}: ${text}`).toBe(200);
        expect(res.json().unmatched.length, `${lang}: ${text}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps line breaks where text is multi-line and refuses them in a name", async () => {
    const note = await call("POST", "/api/water-intake/log", { volumeMl: 200, notes: "утром\nи вечером" });
    expect(note.statusCode).toBe(201);
    expect(note.json().notes).toBe("утром\nи вечером");
    const name = await call("PUT", "/api/users/me", { firstName: "Ан\nна" });
    expect(name.statusCode).toBe(400);
  });

  it("refuses calendar days outside 2000-01-01…2099-12-31 in bodies, queries and paths", async () => {
    for (const date of ["0000-01-01", "0001-01-01", "1999-12-31", "2100-01-01", "9999-12-31"]) {
      const results = [
        await call("GET", `/api/meals?date=${date}`),
        await call("GET", `/api/water-intake/day/${date}`),
        await call("POST", "/api/analytics/weight", { weightKg: 70, date }),
        await call("POST", "/api/meals", { date, mealType: "lunch", source: "manual", dishes: [plainDish(100)] }),
      ];
      for (const res of results) {
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(errorOf(res.body).code).toBe("VALIDATION_FAILED");
      }
    }
    expect((await call("GET", "/api/meals?date=2000-01-01")).statusCode).toBe(200);
    expect((await call("GET", "/api/meals?date=2099-12-31")).statusCode).toBe(200);
  });

  it("refuses an amount too small for the database to store", async () => {
    const res = await call("POST", "/api/meals", {
      mealType: "lunch",
      source: "manual",
      dishes: [{ ...plainDish(100), grams: 5e-324 }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).issues?.[0]?.path).toBe("body.dishes.0.grams");
  });

  it("answers a client-caused database error with 400 or 409 and nothing of the database's words", async () => {
    for (const name of ["nul", "surrogate", "year-zero", "not-a-number", "out-of-range"]) {
      const res = await probe.inject({ url: `/probe/${name}` });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(errorOf(res.body)).toEqual({ code: "VALIDATION_FAILED", message: "Please check your input." });
    }
    const duplicate = await probe.inject({ url: "/probe/duplicate" });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate.body).code).toBe("CONFLICT");
    // A server fault stays a 500, and its body says nothing of the query.
    const fault = await probe.inject({ url: "/probe/missing-table" });
    expect(fault.statusCode).toBe(500);
    expect(errorOf(fault.body)).toEqual({ code: "INTERNAL", message: "An error occurred. Please try again." });
    expect(fault.body).not.toContain("no_such_table");
  });

  it("answers malformed or oversize multipart forms with a 4xx in the app's shape", async () => {
    const boundary = "b0undary";
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
    const send = (payload: string | Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
      t.app.inject({
        method: "POST",
        url: "/api/food/analyze-photo",
        headers: { ...t.headersFor(USER), "content-type": contentType },
        payload,
      });
    for (const [label, res] of [
      ["no boundary", await send(`${head}x\r\n--${boundary}--\r\n`, "multipart/form-data")],
      ["cut short", await send(head.slice(0, 40))],
      ["no final boundary", await send(`${head}\xff\xd8\xff`)],
      ["other boundary", await send(`--other\r\n${head.slice(boundary.length + 4)}x\r\n--other--\r\n`)],
    ] as const) {
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      errorOf(res.body);
    }
    const oversize = await send(
      Buffer.concat([Buffer.from(head), Buffer.alloc(11 * 1024 * 1024, 0xff), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    );
    expect(oversize.statusCode).toBe(413);
    expect(errorOf(oversize.body).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers an oversize JSON body with 413 in the app's shape", async () => {
    const res = await call("POST", "/api/meals", `{"x":"${"a".repeat(t.env.BODY_LIMIT_BYTES)}"}`);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.body).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers an over-long URL or path parameter with 414, and a broken path encoding with 400, in the app's shape", async () => {
    const longQuery = await call("GET", `/api/meals?pad=${"a".repeat(100_000)}`);
    expect(longQuery.statusCode).toBe(414);
    expect(errorOf(longQuery.body).code).toBe("URI_TOO_LONG");
    // Over Fastify's maxParamLength (100) but well under MAX_URL_LENGTH: the router's own refusal.
    const longParam = await call("GET", `/api/meals/${"1".repeat(150)}`);
    expect(longParam.statusCode).toBe(414);
    expect(errorOf(longParam.body).code).toBe("URI_TOO_LONG");
    const badEncoding = await call("GET", "/api/meals/%E0%A4%A");
    expect(badEncoding.statusCode).toBe(400);
    expect(errorOf(badEncoding.body).code).toBe("BAD_REQUEST");
    expect((await call("GET", `/api/meals?pad=${"a".repeat(MAX_URL_LENGTH - 100)}`)).statusCode).toBe(200);
  });

  it("answers an over-long URL and over-large headers on a real socket in the app's shape", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const longUrl = await rawRequest(port, `GET /api/health?pad=${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl.status).toBe(414);
    expect(errorOf(longUrl.body).code).toBe("URI_TOO_LONG");
    const bigHeaders = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ${"a".repeat(100_000)}\r\n\r\n`,
    );
    expect(bigHeaders.status).toBe(431);
    expect(errorOf(bigHeaders.body).code).toBe("HEADERS_TOO_LARGE");
    const garbage = await rawRequest(port, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(errorOf(garbage.body).code).toBe("BAD_REQUEST");
  });
});
