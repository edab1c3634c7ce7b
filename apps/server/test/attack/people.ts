import { analyzeMealText } from "@tarelka/nutrition";
import sharp from "sharp";
import type { TestApp } from "../helpers";
import type { AttackRoute } from "./route-table";
import { baselineOf, fullOf, leavesOf } from "./schema-walk";

/** The kinds of id that ID_OF_ROUTE names, each with a seeded entry written out in `seedPerson`. */
interface ListedIds {
  meal: string;
  water: string;
  weight: string;
  chat: string;
  recommendation: string;
  supplement: string;
  photo: string;
  myMeal: string;
}

/**
 * Which of a person's ids a route's path parameter names. A route with a parameter that is not listed here fails
 * the cross-user sweep until it is added, so a new route cannot skip the ownership check by accident.
 */
export const ID_OF_ROUTE: [RegExp, keyof ListedIds | "date"][] = [
  [/^\/api\/meals\/:id$/, "meal"],
  [/^\/api\/meals\/:id\/copy$/, "meal"],
  [/^\/api\/water-intake\/:id$/, "water"],
  [/^\/api\/water-intake\/day\/:date$/, "date"],
  [/^\/api\/hydration\/analysis\/:date$/, "date"],
  [/^\/api\/analytics\/weight\/:id$/, "weight"],
  [/^\/api\/ai-nutritionist\/chat\/:id\//, "chat"],
  [/^\/api\/ai-nutritionist\/recommendations\/:id\//, "recommendation"],
  [/^\/api\/supplements\/(accept|decline)\/:id$/, "supplement"],
  [/^\/api\/food\/photos\/:id$/, "photo"],
  [/^\/api\/my-meals\/:id(\/log)?$/, "myMeal"],
];

/**
 * What a seeded person owns, by the kind of id a route takes: the listed kinds, and for a diary entity's
 * `/api/<entity>/:id` the path's prefix, seeded from its contract (`seedDerived`), so a new entity needs no edit here.
 */
export type OwnedIds = ListedIds & Record<string, string>;

/**
 * The kind of id a route's path parameter names: ID_OF_ROUTE's, "date" for a route whose one parameter is a day,
 * or the prefix of an `/api/<entity>/:id` path (or of an action on one, `/api/<entity>/:id/log`). None means the route's parameter is not understood, which fails the
 * cross-user sweep until ID_OF_ROUTE names it.
 */
export function kindOf(url: string): string | undefined {
  const listed = ID_OF_ROUTE.find(([pattern]) => pattern.test(url))?.[1];
  if (listed) return listed;
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (params.length === 1 && params[0] === "date") return "date";
  return /^(\/api\/[^:]+)\/:id(?:\/[a-z-]+)?$/.exec(url)?.[1];
}

/**
 * One entry of every derived kind, created through the entity's own POST route under the same prefix (no path
 * parameters, the fullest body its contract accepts) and known by the `id` of the reply.
 */
async function seedDerived(t: TestApp, vkId: number, routes: AttackRoute[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const route of routes) {
    const kind = kindOf(route.url);
    if (!kind?.startsWith("/api/") || kind in ids) continue;
    const create = routes.find(
      (r) =>
        r.method === "POST" && r.paramNames.length === 0 && r.body && (r.url === kind || r.url.startsWith(`${kind}/`)),
    );
    if (!create?.body) continue;
    const res = await t.app.inject({
      method: "POST",
      url: create.url,
      headers: t.headersFor(vkId),
      payload: fullOf(create.body) as object,
    });
    if (res.statusCode !== 201) throw new Error(`seeding ${create.url}: ${res.statusCode} ${res.body}`);
    ids[kind] = String(res.json().id);
  }
  return ids;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** One catalog food as the meal editor sends it, so the supplements analysis has micronutrients to judge. */
function catalogDish(text: string) {
  const analysis = analyzeMealText(text, { lang: "en" });
  const [item] = analysis.items;
  if (!item) throw new Error(`no food in ${text}`);
  const k = 100 / item.grams;
  return {
    name: item.name,
    grams: item.grams,
    per100g: { calories: item.calories * k, protein: item.protein * k, fat: item.fat * k, carbs: item.carbs * k },
    foodId: item.foodId,
    isEstimate: false,
  };
}

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** Creates a person with something of every kind: meals, water, a weigh-in, a chat, recommendations, a photo. */
export async function seedPerson(t: TestApp, vkId: number, marker: string, routes: AttackRoute[]): Promise<OwnedIds> {
  await t.createUser(vkId, { firstName: marker, profileData: { gender: "male", age: 35, weightKg: 80 } });
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object, expected = 200) => {
    const res = await t.app.inject({ method, url, headers: t.headersFor(vkId), ...(payload ? { payload } : {}) });
    if (res.statusCode !== expected) throw new Error(`seeding ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const dishes = [catalogDish("250 g white rice"), catalogDish("150 g chicken breast")];
  let meal = "";
  for (const date of [today(), daysAgo(1), daysAgo(2)]) {
    const created = await call(
      "POST",
      "/api/meals",
      { date, mealType: "lunch", source: "text", originalQuery: marker, dishes },
      201,
    );
    meal ||= String(created.id);
  }
  const myMeal = await call("POST", "/api/my-meals", { name: marker, mealId: Number(meal) }, 201);
  const water = await call("POST", "/api/water-intake/log", { volumeMl: 250, notes: marker }, 201);
  const weight = await call("POST", "/api/analytics/weight", { weightKg: 80, notes: marker }, 201);
  const chat = await call("GET", "/api/ai-nutritionist/chat/me");
  await call("POST", `/api/ai-nutritionist/chat/${chat.id}/message`, { message: `${marker}: сколько белка?` }, 201);
  const analysis = await call("POST", "/api/ai-nutritionist/analyze-day/me", {});
  const supplements = await call("POST", "/api/supplements/generate/me", {});
  const boundary = "seedBoundary";
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    await jpeg(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const photoRes = await t.app.inject({
    method: "POST",
    url: "/api/food/analyze-photo",
    headers: { ...t.headersFor(vkId), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: form,
  });
  if (photoRes.statusCode !== 200) throw new Error(`seeding a photo: ${photoRes.statusCode} ${photoRes.body}`);
  const ids = {
    meal,
    water: String(water.id),
    weight: String(weight.id),
    chat: String(chat.id),
    recommendation: String(analysis.recommendations[0]?.id ?? ""),
    supplement: String(supplements.recommendations[0]?.id ?? ""),
    photo: String(photoRes.json().photoId ?? ""),
    myMeal: String(myMeal.id),
  };
  for (const [kind, id] of Object.entries(ids)) if (!id) throw new Error(`seeding left no ${kind} for ${vkId}`);
  return { ...ids, ...(await seedDerived(t, vkId, routes)) };
}

/** The days a dump reads: today and the two before it, the days `seedPerson` fills. */
const DUMP_DAYS = () => [today(), daysAgo(1), daysAgo(2)];

/**
 * The URLs of everything a person can read about themselves, derived from the app's own routes: every GET behind
 * the signature hook, its `:date` and any `date` in its query set to each seeded day, its id to the person's id of
 * the kind ID_OF_ROUTE names, and the rest of its query the smallest one its contract accepts. A new entity's reads
 * are in the dump without an edit here.
 */
export async function dumpUrls(t: TestApp, routes: AttackRoute[], ids: OwnedIds): Promise<string[]> {
  const urls: string[] = [];
  for (const route of routes.filter((r) => r.method === "GET" && r.url.startsWith("/api/"))) {
    // Public reads (health, readiness) answer about the server, not about the person.
    const unsigned = await t.app.inject({ url: route.url.replace(/:\w+/g, "1") });
    if (unsigned.statusCode !== 401) continue;
    const kind = kindOf(route.url);
    if (route.paramNames.some((name) => name !== "date") && (!kind || kind === "date" || !ids[kind])) continue;
    const query = (route.querystring ? baselineOf(route.querystring) : {}) as Record<string, unknown>;
    const dayInQuery = route.querystring
      ? leavesOf(route.querystring).some((leaf) => leaf.path.join() === "date")
      : false;
    const byDay = route.paramNames.includes("date") || dayInQuery;
    for (const day of byDay ? DUMP_DAYS() : [undefined]) {
      const path = route.url
        .replace(":date", day ?? "")
        .replace(":id", kind && kind !== "date" ? (ids[kind] ?? "") : "");
      const search = new URLSearchParams(
        Object.entries({ ...query, ...(day && dayInQuery ? { date: day } : {}) }).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString();
      urls.push(search ? `${path}?${search}` : path);
    }
  }
  return urls;
}

/** Everything a person can read about themselves, for comparing before and after another person's attempts. */
export async function dumpOf(t: TestApp, vkId: number, urls: string[]): Promise<string> {
  const parts: string[] = [];
  for (const url of urls) {
    const res = await t.app.inject({ url, headers: t.headersFor(vkId) });
    // A diary export is stamped with the moment it was made: the stamp is not the person's data.
    const body = res.body.replace(/"exportedAt":"[^"]*"/, '"exportedAt":""');
    parts.push(
      `${url} ${res.statusCode} ${body.length} ${res.statusCode === 200 && res.headers["content-type"]?.toString().includes("json") ? body : ""}`,
    );
  }
  return parts.join("\n");
}
