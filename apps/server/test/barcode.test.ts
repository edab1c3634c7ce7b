import http from "node:http";
import { BARCODE_SOURCE, gtinCheckDigit } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBarcodeRepository } from "../src/repositories/barcode-repository";
import { createBarcodeService, FOUND_TTL_MS, NOT_FOUND_TTL_MS } from "../src/services/barcode-service";
import { createOffClient, OFF_FIELDS } from "../src/services/open-food-facts";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";
import { listenLocally } from "./stand-ins";

/** What the stand-in answers for one code. */
type OffAnswer =
  | { kind: "product"; product: Record<string, unknown>; delayMs?: number }
  | { kind: "not-found" }
  | { kind: "http"; status: number }
  | { kind: "malformed" }
  | { kind: "hang" };

interface OffCall {
  code: string;
  fields: string | null;
  userAgent: string | undefined;
}

/**
 * A local stand-in for Open Food Facts' product API v3: GET /api/v3/product/<code>?fields=…, answered with its JSON
 * envelope (`status`, `result.id`, `product`) and HTTP 200, or HTTP 404 with `status: "failure"` and
 * `result.id: "product_not_found"` for an unknown code. It records every call, so a test can count upstream reads.
 */
async function startOffStandIn() {
  const calls: OffCall[] = [];
  const answers = new Map<string, OffAnswer>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const match = /^\/api\/v3\/product\/(\d+)$/.exec(url.pathname);
    const code = match?.[1] ?? "";
    calls.push({ code, fields: url.searchParams.get("fields"), userAgent: req.headers["user-agent"] });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const answer: OffAnswer = answers.get(code) ?? { kind: "not-found" };
    switch (answer.kind) {
      case "product": {
        const reply = () =>
          send(200, {
            code,
            product: answer.product,
            result: { id: "product_found", name: "Product found", lc_name: "Product found" },
            status: "success",
          });
        if (answer.delayMs) setTimeout(reply, answer.delayMs);
        else reply();
        return;
      }
      case "not-found":
        return send(404, {
          code,
          errors: [
            {
              field: { id: "code", value: code },
              impact: { id: "failure", name: "Failure", lc_name: "Failure" },
              message: { id: "product_not_found", name: "Product not found", lc_name: "Product not found" },
            },
          ],
          result: { id: "product_not_found", name: "Product not found", lc_name: "Product not found" },
          status: "failure",
          warnings: [],
        });
      case "http":
        return send(answer.status, answer.status === 429 ? { message: "Too many requests" } : "<html>down</html>");
      case "malformed":
        return send(200, '{"code":"1","product":{"product_name":');
      case "hang":
        return; // never answers
    }
  });
  const { origin, close } = await listenLocally(server);
  const callsOf = (code: string) => calls.filter((c) => c.code === code).length;
  return { origin, close, calls, answers, callsOf };
}

/** A valid code from its first digits: the check digit appended. */
const withCheck = (body: string) => `${body}${gtinCheckDigit(body)}`;

const CHOCOLATE = {
  product_name: "Chocolate spread",
  product_name_ru: "Шоколадная паста",
  product_name_en: "Chocolate spread",
  brands: "Brand A, Brand B",
  serving_size: "15 g",
  serving_quantity: 15,
  nutriments: {
    "energy-kcal_100g": 539,
    "energy-kj_100g": 2252,
    proteins_100g: 6.3,
    fat_100g: 30.9,
    carbohydrates_100g: 57.5,
  },
};

describe.each(BACKENDS)("barcode look-up API on %s", (backend) => {
  let t: TestApp;
  let off: Awaited<ReturnType<typeof startOffStandIn>>;
  beforeAll(async () => {
    off = await startOffStandIn();
    t = await createTestApp(backend, { OFF_API_URL: off.origin, OFF_TIMEOUT_MS: "400" });
    await t.createUser(5001);
    await t.createUser(5002);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  const lookup = (code: string, lang?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/food/barcode?code=${encodeURIComponent(code)}${lang ? `&lang=${lang}` : ""}`,
      headers: t.headersFor(5001),
    });

  it("answers a found product per 100 g with its source, asking only for the fields it uses, as Tarelka", async () => {
    const code = withCheck("460000000001");
    off.answers.set(code, { kind: "product", product: CHOCOLATE });
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code,
      name: "Шоколадная паста",
      brand: "Brand A",
      per100g: { calories: 539, protein: 6.3, fat: 30.9, carbs: 57.5 },
      servingGrams: 15,
      servingLabel: "15 g",
      derived: { caloriesFromKj: false, fromServing: false },
      source: BARCODE_SOURCE,
    });
    expect((await lookup(code, "en")).json().name).toBe("Chocolate spread");
    const [call] = off.calls.filter((c) => c.code === code);
    expect(call?.fields?.split(",").sort()).toEqual([...OFF_FIELDS].sort());
    expect(call?.userAgent).toMatch(/^Tarelka\/\d+\.\d+\.\d+ \(https:\/\/vk\.com\/app\d+\)$/);
    // The second answer came from the cache.
    expect(off.callsOf(code)).toBe(1);
  });

  it("scales per-serving values to 100 g and leaves a missing macro null", async () => {
    const code = withCheck("460000000002");
    off.answers.set(code, {
      kind: "product",
      product: {
        product_name: "Protein bar",
        serving_size: "40 g",
        serving_quantity: "40",
        nutriments: { "energy-kcal_serving": 160, proteins_serving: 12, carbohydrates_serving: "14" },
      },
    });
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Protein bar",
      brand: null,
      per100g: { calories: 400, protein: 30, fat: null, carbs: 35 },
      servingGrams: 40,
      derived: { caloriesFromKj: false, fromServing: true },
    });
  });

  it("turns kilojoules into kilocalories when that is all there is (kJ / 4.184)", async () => {
    const code = withCheck("460000000003");
    off.answers.set(code, {
      kind: "product",
      product: { product_name: "Crispbread", nutriments: { "energy-kj_100g": 1569, proteins_100g: 9, fat_100g: 2 } },
    });
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      per100g: { calories: 375, protein: 9, fat: 2, carbs: null },
      servingGrams: null,
      derived: { caloriesFromKj: true, fromServing: false },
    });
  });

  it("answers 404 BARCODE_NOT_FOUND for a code Open Food Facts does not know, and remembers it", async () => {
    const code = withCheck("460000000004");
    const res = await lookup(code);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("BARCODE_NOT_FOUND");
    expect((await lookup(code)).json().error.code).toBe("BARCODE_NOT_FOUND");
    expect(off.callsOf(code)).toBe(1);
  });

  it("maps Open Food Facts' failures to gateway errors and caches none of them", async () => {
    const cases: [OffAnswer, number, string][] = [
      [{ kind: "http", status: 503 }, 502, "BARCODE_SOURCE_UNAVAILABLE"],
      [{ kind: "malformed" }, 502, "BARCODE_SOURCE_UNAVAILABLE"],
      [{ kind: "http", status: 404 }, 502, "BARCODE_SOURCE_UNAVAILABLE"],
      [{ kind: "hang" }, 504, "BARCODE_SOURCE_TIMEOUT"],
    ];
    let n = 10;
    for (const [answer, status, errorCode] of cases) {
      const code = withCheck(`4600000000${n++}`);
      off.answers.set(code, answer);
      const res = await lookup(code);
      expect([res.statusCode, res.json().error.code], JSON.stringify(answer)).toEqual([status, errorCode]);
      // Not cached: once Open Food Facts answers, the product is there.
      off.answers.set(code, { kind: "product", product: CHOCOLATE });
      expect((await lookup(code)).statusCode).toBe(200);
      expect(off.callsOf(code)).toBe(2);
    }
  });

  it("refuses a wrong check digit or a code of another length with 400 BARCODE_INVALID, asking nobody", async () => {
    const before = off.calls.length;
    const good = withCheck("460000000005");
    const wrong = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
    for (const code of [wrong, "12345", "123456789", "abcdefghijklm", "96385075"]) {
      const res = await lookup(code);
      expect([code, res.statusCode, res.json().error.code]).toEqual([code, 400, "BARCODE_INVALID"]);
    }
    expect(off.calls.length).toBe(before);
  });

  it("looks a UPC-A code up as its EAN-13 form, spaces and all", async () => {
    off.answers.set("0036000291452", { kind: "product", product: CHOCOLATE });
    const res = await lookup("0 36000 29145 2");
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe("0036000291452");
    expect(off.callsOf("0036000291452")).toBe(1);
  });

  it("answers a code saved on the person's own food with that food, asking nobody; another person's is not found", async () => {
    const code = withCheck("460000000008");
    // Open Food Facts knows the code too: the person's own label wins for them, and only for them.
    off.answers.set(code, { kind: "product", product: CHOCOLATE });
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/my-foods",
      headers: t.headersFor(5002),
      payload: {
        name: "Паста домашняя",
        per100g: { calories: 480, protein: 7, fat: 25, carbs: 55 },
        portionGrams: 20,
        portionName: "ложка",
        barcode: code,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const own = await t.app.inject({
      method: "GET",
      url: `/api/food/barcode?code=${code}`,
      headers: t.headersFor(5002),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      code,
      name: "Паста домашняя",
      brand: null,
      per100g: { calories: 480, protein: 7, fat: 25, carbs: 55 },
      servingGrams: 20,
      servingLabel: "ложка",
      derived: { caloriesFromKj: false, fromServing: false },
      source: "my-food",
      foodId: saved.json().foodId,
    });
    expect(off.callsOf(code)).toBe(0);

    const someoneElse = await lookup(code);
    expect(someoneElse.statusCode).toBe(200);
    expect(someoneElse.json()).toMatchObject({ name: "Шоколадная паста", source: BARCODE_SOURCE });
    expect(someoneElse.json().foodId).toBeUndefined();
    expect(off.callsOf(code)).toBe(1);
  });

  it("answers 503 BARCODE_SOURCE_BUSY on Open Food Facts' 429, and then waits a minute without asking", async () => {
    const limited = withCheck("460000000006");
    off.answers.set(limited, { kind: "http", status: 429 });
    const res = await lookup(limited);
    expect([res.statusCode, res.json().error.code]).toEqual([503, "BARCODE_SOURCE_BUSY"]);
    const other = withCheck("460000000007");
    off.answers.set(other, { kind: "product", product: CHOCOLATE });
    const next = await lookup(other);
    expect([next.statusCode, next.json().error.code]).toEqual([503, "BARCODE_SOURCE_BUSY"]);
    expect(off.callsOf(other)).toBe(0);
  });
});

/**
 * The cache, the single flight and the shared budget, on the service itself with a clock the test moves. Two
 * services on one database stand for two servers of a fleet. Each test runs in its own year, so the budget's
 * log of another test's reads lies outside its window.
 */
describe.each(BACKENDS)("barcode service on %s", (backend) => {
  let t: TestApp;
  let off: Awaited<ReturnType<typeof startOffStandIn>>;
  beforeAll(async () => {
    off = await startOffStandIn();
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  function server(clock: { at: number }, timeoutMs = 2_000) {
    return createBarcodeService({
      barcodes: createBarcodeRepository(t.app.deps.database.db),
      off: createOffClient({ baseUrl: off.origin, timeoutMs, userAgent: "Tarelka/test (stand-in)" }),
      timeoutMs,
      now: () => new Date(clock.at),
    });
  }
  const errorCodeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => "answered",
      (error: { code?: string }) => error.code ?? String(error),
    );

  it("keeps a found product 30 days and a missing one 1 day", async () => {
    const clock = { at: Date.parse("2031-01-01T00:00:00Z") };
    const s = server(clock);
    const found = withCheck("470000000001");
    const missing = withCheck("470000000002");
    off.answers.set(found, { kind: "product", product: CHOCOLATE });
    await s.lookup(found, "ru");
    expect(await errorCodeOf(s.lookup(missing, "ru"))).toBe("BARCODE_NOT_FOUND");

    clock.at += NOT_FOUND_TTL_MS - 60_000;
    await s.lookup(found, "ru");
    expect(await errorCodeOf(s.lookup(missing, "ru"))).toBe("BARCODE_NOT_FOUND");
    expect([off.callsOf(found), off.callsOf(missing)]).toEqual([1, 1]);

    clock.at += 120_000;
    expect(await errorCodeOf(s.lookup(missing, "ru"))).toBe("BARCODE_NOT_FOUND");
    expect(off.callsOf(missing)).toBe(2);

    clock.at = Date.parse("2031-01-01T00:00:00Z") + FOUND_TTL_MS - 60_000;
    await s.lookup(found, "ru");
    expect(off.callsOf(found)).toBe(1);
    clock.at += 120_000;
    await s.lookup(found, "ru");
    expect(off.callsOf(found)).toBe(2);
  });

  it("calls Open Food Facts once for concurrent look-ups of one code on two servers", async () => {
    const clock = { at: Date.parse("2032-01-01T00:00:00Z") };
    const [a, b] = [server(clock), server(clock)];
    const code = withCheck("470000000003");
    off.answers.set(code, { kind: "product", product: CHOCOLATE, delayMs: 300 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).lookup(code, "en")));
    expect(off.callsOf(code)).toBe(1);
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1);
    expect(answers[0]?.name).toBe("Chocolate spread");
  });

  it("waits for another server's claim, and takes it over once it lapsed (a server that stopped mid-call)", async () => {
    const clock = { at: Date.parse("2034-01-01T00:00:00Z") };
    const code = withCheck("470000000009");
    off.answers.set(code, { kind: "product", product: CHOCOLATE });
    const stopped = createBarcodeRepository(t.app.deps.database.db);
    expect(await stopped.claim(code, new Date(clock.at), new Date(clock.at + 7_000))).toBe(true);
    const s = server(clock, 300);
    expect(await errorCodeOf(s.lookup(code, "ru"))).toBe("BARCODE_SOURCE_TIMEOUT");
    expect(off.callsOf(code)).toBe(0);
    clock.at += 7_001;
    expect((await s.lookup(code, "ru")).name).toBe("Шоколадная паста");
    expect(off.callsOf(code)).toBe(1);
  });

  it("shares one budget of 15 reads a minute across servers, and only cache misses spend it", async () => {
    const clock = { at: Date.parse("2033-01-01T00:00:00Z") };
    const [a, b] = [server(clock), server(clock)];
    const codes = Array.from({ length: 16 }, (_, i) => withCheck(`48000000${String(i).padStart(4, "0")}`));
    for (const code of codes) off.answers.set(code, { kind: "product", product: CHOCOLATE });
    for (const [i, code] of codes.slice(0, 15).entries()) {
      clock.at += 1_000;
      await (i % 2 === 0 ? a : b).lookup(code, "ru");
    }
    // Cached codes still answer; a new one waits for the window.
    await a.lookup(codes[0] as string, "ru");
    expect(await errorCodeOf(b.lookup(codes[15] as string, "ru"))).toBe("BARCODE_SOURCE_BUSY");
    expect(off.callsOf(codes[15] as string)).toBe(0);
    // The first read (at +1 s) leaves the window 60 s after it was made, and not before.
    const start = Date.parse("2033-01-01T00:00:00Z");
    clock.at = start + 1_000 + 59_999;
    expect(await errorCodeOf(b.lookup(codes[15] as string, "ru"))).toBe("BARCODE_SOURCE_BUSY");
    clock.at += 1;
    await b.lookup(codes[15] as string, "ru");
    expect(off.callsOf(codes[15] as string)).toBe(1);
  });
});
