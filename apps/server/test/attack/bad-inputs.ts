import { TRACING_HEADERS } from "@tarelka/contracts";
import fc from "fast-check";
import type { AttackRoute } from "./route-table";
import { baselineOf, type LeafKind, leavesOf, withField } from "./schema-walk";

/**
 * Bad inputs aimed at one route, derived from its contract: every field gets the values that broke a database or
 * a parser somewhere (NUL, lone surrogates, year 0, 1e309, -0, deep nesting, prototype keys…), one field at a time,
 * and the whole request gets malformed bodies, wrong content types and broken multipart forms.
 */
export interface AttackCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const DEPTH = 10_000;
const deepArray = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;

/** JSON tokens written raw, so that -0, 1e309 and escaped lone surrogates reach the server's JSON parser as such. */
const ANY_FIELD = [
  "null",
  "{}",
  "[]",
  '"\\u0000"',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
const FIELD_VALUES: Record<LeafKind, string[]> = {
  string: [
    '"a\\u0000b"',
    '"x\\udfffy"',
    '"\\udc00\\ud800"',
    '"\\u001b[2J"',
    '"\\u0007\\u0008"',
    '"\\ufffe\\uffff"',
    '"\\ufeff"',
    '""',
    '"   "',
    JSON.stringify("я".repeat(100_000)),
    '"0000-01-01"',
    '"0001-01-01"',
    '"9999-12-31"',
    '"275760-09-13"',
    '"2026-02-30"',
    '"0000-01-01T00:00:00Z"',
    '"9999-12-31T23:59:59Z"',
    '"NaN"',
    '"Infinity"',
    '"-0"',
    '"1e309"',
    '"\'; drop table users; --"',
    "123",
    "-0",
    "1e309",
    "true",
    '["a"]',
  ],
  number: [
    "-0",
    "1e309",
    "-1e309",
    "1e308",
    "5e-324",
    "9007199254740993",
    "2147483648",
    "-2147483649",
    "123456789012345678901234567890",
    "0.1",
    "-1",
    "0",
    '"NaN"',
    '"Infinity"',
    '"-Infinity"',
    '"1e309"',
    '"-0"',
    '"12"',
    "true",
  ],
  boolean: ['"true"', "0", "1", '"false"'],
  enum: ['"__proto__"', '"constructor"', '"toString"', '"hasOwnProperty"', '""', "0"],
  other: ['"x"', "1", "true"],
};

/** Values for query strings and path segments, already percent-encoded as a client would send them. */
const URL_VALUES = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%uD800",
  "%C0%80",
  "%FF%FE",
  "%E0%A4%A",
  "%1B",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "0x10",
  "1.5",
  "-1",
  "0",
  "%20",
  "2147483648",
  "99999999999999999999999",
  "0000-01-01",
  "0001-01-01",
  "9999-12-31",
  "2026-02-30",
  "__proto__",
  "constructor",
  "x".repeat(1000),
];

const MARK = "\u0001field\u0001";
const BOUNDARY = "AttackBoundary";
const PHOTO_PART =
  'Content-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
// Built once: one form a little over the photo limit (10 MB), sent to every route that takes a body.
const OVERSIZE_FORM = `--${BOUNDARY}\r\n${PHOTO_PART}${"a".repeat(11 * 1024 * 1024)}\r\n--${BOUNDARY}--\r\n`;

/** The baseline with one field replaced by a raw JSON token. */
function rawWith(baseline: unknown, path: (string | number)[], token: string): string {
  return JSON.stringify(withField(baseline, path, MARK)).replace(JSON.stringify(MARK), token);
}

function fill(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? "1");
}

function queryString(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([k, v]) => `${k}=${v}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

const asUrlValue = (v: unknown) => encodeURIComponent(String(v));

function multipart(boundary: string, parts: string[], end = true): string {
  return `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("")}${end ? `--${boundary}--\r\n` : ""}`;
}

/** Random strings over all of UTF-16, lone surrogates and control characters included, from a fixed seed. */
function sampledStrings(seed: number, count: number): string[] {
  return fc.sample(fc.string({ unit: "binary", maxLength: 40 }), { seed, numRuns: count });
}

export function casesFor(
  route: AttackRoute,
  options: { validParams: Record<string, string>; bodyLimit: number },
): AttackCase[] {
  const cases: AttackCase[] = [];
  const json = { "content-type": "application/json" };
  const baseParams = Object.fromEntries(
    route.paramNames.map((name) => [
      name,
      options.validParams[name] ??
        asUrlValue(route.params ? (baselineOf(route.params) as Record<string, unknown>)[name] : "1"),
    ]),
  );
  const baseQueryObject = route.querystring ? (baselineOf(route.querystring) as Record<string, unknown>) : {};
  const baseQuery = Object.fromEntries(Object.entries(baseQueryObject).map(([k, v]) => [k, asUrlValue(v)]));
  const url = (params = baseParams, query = baseQuery) => `${fill(route.url, params)}${queryString(query)}`;
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const bodyBaseline = route.body ? baselineOf(route.body) : {};
  const baselineJson = JSON.stringify(bodyBaseline ?? {});
  const add = (label: string, c: Omit<AttackCase, "label" | "method">) =>
    cases.push({ label: `${route.method} ${route.url} ${label}`, method: route.method, ...c });
  const send = (label: string, payload: string | Buffer, headers: Record<string, string> = json) =>
    add(label, { url: url(), headers, ...(hasBody || payload !== "" ? { payload } : {}) });

  // Requests whose URL or headers are the bad part carry a valid body where the route takes one, so the URL is
  // what gets judged rather than a missing content type.
  const urlCase = (label: string, target: string, headers: Record<string, string> = {}) =>
    add(label, {
      url: target,
      headers: hasBody ? { ...json, ...headers } : headers,
      ...(hasBody ? { payload: baselineJson } : {}),
    });
  const and = (target: string) => (target.includes("?") ? "&" : "?");

  // Path parameters, one at a time.
  for (const name of route.paramNames) {
    for (const value of URL_VALUES)
      urlCase(`param ${name}=${value.slice(0, 20)}`, url({ ...baseParams, [name]: value }));
    urlCase(`param ${name} 100 KB`, url({ ...baseParams, [name]: "1".repeat(100_000) }));
  }

  // Query fields, one at a time, then shapes a query parser may turn into arrays or objects.
  const queryKeys = route.querystring ? leavesOf(route.querystring).map((l) => String(l.path[0])) : ["q"];
  for (const key of new Set(queryKeys)) {
    for (const value of URL_VALUES)
      urlCase(`query ${key}=${value.slice(0, 20)}`, url(baseParams, { ...baseQuery, [key]: value }));
    urlCase(`query ${key} repeated`, `${url()}${and(url())}${key}=a&${key}=b`);
    urlCase(`query ${key}[]`, `${url(baseParams, {})}?${key}[]=1&${key}[x]=2`);
  }
  urlCase("query __proto__", `${url()}${and(url())}__proto__[polluted]=1&constructor[prototype][x]=1`);
  urlCase("query 100 KB", `${url()}${and(url())}pad=${"a".repeat(100_000)}`);

  // The time-zone header (docs/product.md §7 tracing headers) picks the person's calendar day on every diary route.
  for (const zone of [
    "Europe/../../etc/passwd",
    "Mars/Olympus",
    "+99:99",
    "x".repeat(5000),
    "Etc/GMT+99",
    "Europe/\u00ff",
  ]) {
    urlCase(`x-user-timezone ${zone.slice(0, 20)}`, url(), { [TRACING_HEADERS.timezone]: zone });
  }

  if (!hasBody) return cases;

  // Body fields, one at a time.
  if (route.body) {
    const leaves = leavesOf(route.body);
    leaves.forEach((leaf, index) => {
      const values = [...ANY_FIELD, ...FIELD_VALUES[leaf.kind]];
      if (index === 0) values.push(deepArray, deepObject);
      if (leaf.kind === "string") {
        values.push(...sampledStrings(index + 1, 5).map((s) => JSON.stringify(s)));
      }
      for (const token of values)
        send(`body ${leaf.path.join(".")}=${token.slice(0, 24)}`, rawWith(bodyBaseline, leaf.path, token));
    });
  }

  // The body as a whole.
  const withProto = baselineJson.replace(/^\{/, '{"__proto__":{"isPremium":1,"polluted":true},');
  const wholeBodies: [string, string | Buffer, Record<string, string>?][] = [
    ["empty json", ""],
    ["null", "null"],
    ["array", "[]"],
    ["string", '"x"'],
    ["number", "1e309"],
    ["truncated", "{"],
    ["syntax", '{"a":}'],
    ["NUL", "\u0000"],
    ["BOM", `\ufeff${baselineJson}`],
    ["deep array", deepArray],
    ["deep object", deepObject],
    ["__proto__", withProto.endsWith(",}") ? withProto.replace(",}", "}") : withProto],
    ["constructor", baselineJson.replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},').replace(",}", "}")],
    ["duplicate keys", baselineJson.replace(/^\{/, '{"x":1,"x":2,').replace(",}", "}")],
    ["invalid UTF-8", Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc0, 0x80]), Buffer.from('"}')])],
    ["over the body limit", `{"x":"${"a".repeat(options.bodyLimit)}"}`],
    ["text/plain", baselineJson, { "content-type": "text/plain" }],
    ["xml", "<a/>", { "content-type": "application/xml" }],
    ["form", "a=1&__proto__=x", { "content-type": "application/x-www-form-urlencoded" }],
    ["utf-16 charset", baselineJson, { "content-type": "application/json; charset=utf-16" }],
    ["bad content-type", baselineJson, { "content-type": ";;;/" }],
  ];
  for (const [label, payload, headers] of wholeBodies) send(label, payload, headers ?? json);

  // Multipart forms that are broken in each of the ways a parser has to survive.
  const b = BOUNDARY;
  const mp = (boundary = b) => ({ "content-type": `multipart/form-data; boundary=${boundary}` });
  const file = PHOTO_PART;
  const multipartBodies: [string, string | Buffer, Record<string, string>][] = [
    ["multipart without boundary", multipart(b, [file]), { "content-type": "multipart/form-data" }],
    ["multipart empty", "", mp()],
    ["multipart boundary mismatch", multipart("Other", [file]), mp()],
    ["multipart truncated", multipart(b, [file], false).slice(0, 60), mp()],
    ["multipart no header end", `--${b}\r\nContent-Disposition: form-data; name="photo"`, mp()],
    ["multipart no final boundary", multipart(b, [file], false), mp()],
    ["multipart field only", multipart(b, ['Content-Disposition: form-data; name="lang"\r\n\r\nen']), mp()],
    [
      "multipart __proto__ field",
      multipart(b, ['Content-Disposition: form-data; name="__proto__"\r\n\r\nx', file]),
      mp(),
    ],
    [
      "multipart NUL name",
      multipart(b, ['Content-Disposition: form-data; name="a\u0000"; filename="\u0000.jpg"\r\n\r\nx']),
      mp(),
    ],
    ["multipart many files", multipart(b, [file, file, file, file]), mp()],
    ["multipart long boundary", multipart("x".repeat(200), [file]), mp("x".repeat(200))],
    [
      "multipart huge header",
      multipart(b, [`Content-Disposition: form-data; name="photo"; filename="${"a".repeat(100_000)}"\r\n\r\nx`]),
      mp(),
    ],
    ["multipart over 10 MB", OVERSIZE_FORM, mp()],
  ];
  for (const [label, payload, headers] of multipartBodies) send(label, payload, headers);
  return cases;
}
