import { analyzeMealText } from "@tarelka/nutrition";
import sharp from "sharp";
import type { TestApp } from "../helpers";

/** What a seeded person owns, by the kind of id a route takes. */
export interface OwnedIds {
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
export const ID_OF_ROUTE: [RegExp, keyof OwnedIds | "date"][] = [
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
export async function seedPerson(t: TestApp, vkId: number, marker: string): Promise<OwnedIds> {
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
  return ids;
}

/** Everything a person can read about themselves, for comparing before and after another person's attempts. */
export async function dumpOf(t: TestApp, vkId: number, ids: OwnedIds): Promise<string> {
  const urls = [
    "/api/users/me",
    ...[today(), daysAgo(1), daysAgo(2)].map((d) => `/api/meals?date=${d}`),
    `/api/water-intake/day/${today()}`,
    "/api/analytics/weight/me?period=week",
    `/api/ai-nutritionist/chat/${ids.chat}/history`,
    "/api/ai-nutritionist/recommendations/me?limit=50",
    "/api/supplements/recommendations/me",
    "/api/supplements/user/me",
    `/api/food/photos/${ids.photo}`,
    "/api/my-meals",
    "/api/meals/recent-foods?mealType=lunch",
  ];
  const parts: string[] = [];
  for (const url of urls) {
    const res = await t.app.inject({ url, headers: t.headersFor(vkId) });
    parts.push(
      `${url} ${res.statusCode} ${res.rawPayload.toString("base64").length} ${res.statusCode === 200 && res.headers["content-type"]?.toString().includes("json") ? res.body : ""}`,
    );
  }
  return parts.join("\n");
}
