import { SUPPLEMENT_RULES } from "@tarelka/contracts";
import { analyzeMealText } from "@tarelka/nutrition";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplementAnalyses, supplementRecommendations } from "../src/db/schema";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

/**
 * Supplement suggestions (docs/product.md §3 Supplement recommendation, §7 /api/supplements calls; rules in
 * contracts/supplements.ts). Meals are logged through POST /api/meals with real catalog foods, priced by the
 * nutrition package as the meal editor prices them. Each person has their own story: 8001 logs two days only;
 * 8002 eats rice and chicken; 8003 eats rice and salmon; 8004 decides and regenerates; 8005 is the stranger;
 * 8006 deletes the account; 8007 reads English; 8008 logs estimates only; 8009 sends bad input.
 */
const PEOPLE = [
  [8001, { gender: "female", age: 30 }],
  [8002, { gender: "male", age: 35, proteinGoalG: 70 }],
  [8003, { gender: "male", age: 35, proteinGoalG: 70 }],
  [8004, { gender: "female", age: 40, proteinGoalG: 60 }],
  [8005, {}],
  [8006, {}],
  [8007, { gender: "male", age: 35, proteinGoalG: 70, language: "en" }],
  [8008, {}],
  [8009, {}],
] as const;

const todayUtc = () => new Date().toISOString().slice(0, 10);
/** The last `n` days up to today, today first. */
const lastDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(todayUtc(), -i));
const ru = (n: number, decimals = 0) => new Intl.NumberFormat("ru-RU", { maximumFractionDigits: decimals }).format(n);
const en = (n: number, decimals = 0) => new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals }).format(n);

/** One catalog food as the meal editor sends it: named, weighed and priced per 100 g by the nutrition package. */
function catalogDish(text: string) {
  const analysis = analyzeMealText(text, { lang: "en" });
  const [item] = analysis.items;
  if (!item || analysis.items.length !== 1 || analysis.unmatched.length > 0) throw new Error(`not one food: ${text}`);
  const k = 100 / item.grams;
  return {
    dish: {
      name: item.name,
      grams: item.grams,
      per100g: { calories: item.calories * k, protein: item.protein * k, fat: item.fat * k, carbs: item.carbs * k },
      foodId: item.foodId,
      isEstimate: false,
    },
    micronutrients: item.micronutrients,
  };
}
const RICE = catalogDish("250 g white rice");
const CHICKEN = catalogDish("150 g chicken breast");
const SALMON = catalogDish("150 g salmon");

interface Intake {
  nutrient: string;
  average: number;
  reference: number;
  unit: string;
  coverage: number;
}
interface Suggestion {
  id: number;
  nutrient: string;
  category: string;
  priority: string;
  status: string;
  name: string;
  dosage: string;
  reason: string;
  benefits: string;
  analysisDate: string;
  createdAt: string;
  updatedAt: string;
}
interface Analysis {
  analysisDate: string;
  from: string;
  loggedDays: number;
  enoughData: boolean;
  intake: Intake[];
  recommendations: Suggestion[];
}

const PRIORITY_ORDER = ["critical", "high", "medium", "low"];

describe.each(BACKENDS)("supplements API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "5000" });
    for (const [id, profileData] of PEOPLE) await t.createUser(id, { profileData });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const eat = async (userId: number, date: string, dishes: object[]) => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType: "lunch", source: "text", dishes });
    expect(res.statusCode, res.body).toBe(201);
  };
  const generate = async (userId: number, analysisDate?: string): Promise<Analysis> => {
    const res = await call(userId, "POST", "/api/supplements/generate/me", analysisDate ? { analysisDate } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const list = async (userId: number): Promise<Suggestion[]> => {
    const res = await call(userId, "GET", "/api/supplements/recommendations/me");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const decide = async (userId: number, decision: "accept" | "decline", id: number): Promise<Suggestion> => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/supplements/${decision}/${id}`,
      headers: t.headersFor(userId),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byNutrient = <T extends { nutrient: string }>(rows: T[]) => new Map(rows.map((r) => [r.nutrient, r]));
  const riceAndChicken = [RICE.dish, CHICKEN.dish];

  it("suggests nothing from two logged days: too little to speak of a habit", async () => {
    for (const day of lastDays(2)) await eat(8001, day, riceAndChicken);
    const analysis = await generate(8001);
    expect(analysis).toMatchObject({
      analysisDate: todayUtc(),
      from: addDays(todayUtc(), -(SUPPLEMENT_RULES.windowDays - 1)),
      loggedDays: 2,
      enoughData: false,
      recommendations: [],
    });
    expect(analysis.intake.length).toBeGreaterThan(0);
    expect(await list(8001)).toEqual([]);
    // The analysis still happened.
    const mine = await call(8001, "GET", "/api/supplements/user/me");
    expect(mine.json()).toEqual({ accepted: [], lastAnalysisDate: todayUtc() });
  });

  it("finds vitamin D and omega-3 short in a rice-and-chicken week, with the person's own numbers", async () => {
    for (const day of lastDays(3)) await eat(8002, day, riceAndChicken);
    const analysis = await generate(8002);
    expect(analysis).toMatchObject({ analysisDate: todayUtc(), loggedDays: 3, enoughData: true });
    const intake = byNutrient(analysis.intake);
    const vitaminD = intake.get("vitaminD");
    const omega = intake.get("epaDha");
    // The same grams priced by the nutrition package: the average of three identical days is one day's.
    const dailyD = RICE.micronutrients.vitaminD + CHICKEN.micronutrients.vitaminD;
    const dailyOmega = RICE.micronutrients.epaDha + CHICKEN.micronutrients.epaDha;
    expect(Math.abs((vitaminD?.average ?? -1) - dailyD)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs((omega?.average ?? -1) - dailyOmega)).toBeLessThanOrEqual(0.0005 + 1e-9);
    expect(vitaminD).toMatchObject({ reference: 15, unit: "µg" });
    expect(omega).toMatchObject({ reference: 0.25, unit: "g" });

    const suggested = byNutrient(analysis.recommendations);
    expect(suggested.get("vitaminD")).toMatchObject({
      category: "vitamin",
      priority: "critical",
      status: "recommended",
      name: "Витамин D3",
      analysisDate: todayUtc(),
    });
    expect(suggested.get("epaDha")).toMatchObject({ category: "omega", priority: "high", status: "recommended" });
    expect(suggested.get("vitaminD")?.reason).toContain(
      `В среднем ${ru(vitaminD?.average ?? 0, 1)} мкг в день из нормы 15 мкг`,
    );
    expect(suggested.get("epaDha")?.reason).toContain(
      `${ru(omega?.average ?? 0, 3)} г в день из нормы ${ru(0.25, 2)} г`,
    );
    expect(suggested.get("vitaminD")?.dosage).toContain("15–25 мкг (600–1000 МЕ)");
    expect(suggested.get("epaDha")?.benefits).toMatch(/сельдь|скумбрия|лосось/);
    for (const s of analysis.recommendations) {
      expect(s.dosage).toMatch(/врач/);
      expect(intake.get(s.nutrient)?.coverage).toBeLessThan(SUPPLEMENT_RULES.gapBelow);
    }
    // 53 g of protein of a 70 g goal is no gap.
    expect(suggested.has("protein")).toBe(false);

    // The list: the same suggestions, most urgent first.
    const listed = await list(8002);
    expect(listed.map((s) => s.id).sort()).toEqual(analysis.recommendations.map((s) => s.id).sort());
    const ranks = listed.map((s) => PRIORITY_ORDER.indexOf(s.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(listed[0]?.priority).toBe("critical");
  });

  it("finds no omega-3 gap in a week with salmon", async () => {
    for (const day of lastDays(4)) await eat(8003, day, [RICE.dish, SALMON.dish]);
    const analysis = await generate(8003);
    expect(analysis.enoughData).toBe(true);
    const nutrients = analysis.recommendations.map((s) => s.nutrient);
    expect(nutrients).not.toContain("epaDha");
    expect(nutrients).not.toContain("vitaminD");
    expect(byNutrient(analysis.intake).get("epaDha")?.coverage).toBeGreaterThanOrEqual(SUPPLEMENT_RULES.gapBelow);
  });

  it("keeps accepted and declined decisions across regeneration, and drops resolved suggestions", async () => {
    const days = lastDays(3);
    for (const day of days) await eat(8004, day, riceAndChicken);
    const first = byNutrient((await generate(8004)).recommendations);
    const vitaminD = first.get("vitaminD");
    const omega = first.get("epaDha");
    const vitaminC = first.get("vitaminC");
    const b12 = first.get("vitaminB12");
    if (!vitaminD || !omega || !vitaminC || !b12) throw new Error(`expected gaps, got ${[...first.keys()]}`);

    expect(await decide(8004, "accept", vitaminD.id)).toMatchObject({ id: vitaminD.id, status: "accepted" });
    expect(await decide(8004, "accept", vitaminC.id)).toMatchObject({ id: vitaminC.id, status: "accepted" });
    expect(await decide(8004, "decline", omega.id)).toMatchObject({ id: omega.id, status: "declined" });

    // Nothing changed in the diary: the decisions stand, ids stay.
    const again = byNutrient((await generate(8004)).recommendations);
    expect(again.get("vitaminD")).toMatchObject({ id: vitaminD.id, status: "accepted" });
    expect(again.get("epaDha")).toMatchObject({ id: omega.id, status: "declined" });
    expect(again.get("vitaminB12")).toMatchObject({ id: b12.id, status: "recommended" });

    // Salmon every day resolves vitamin D, omega-3 and B12; vitamin C is still short.
    for (const day of days) await eat(8004, day, [catalogDish("200 g salmon").dish]);
    const after = await generate(8004);
    const now = byNutrient(after.recommendations);
    expect(now.has("vitaminD")).toBe(false);
    expect(now.has("epaDha")).toBe(false);
    expect(now.has("vitaminB12")).toBe(false);
    expect(now.get("vitaminC")).toMatchObject({ id: vitaminC.id, status: "accepted" });

    const current = byNutrient(await list(8004));
    // The resolved suggestion still "recommended" is gone; the decided ones are kept with their decision.
    expect(current.has("vitaminB12")).toBe(false);
    expect(current.get("vitaminD")).toMatchObject({ id: vitaminD.id, status: "accepted" });
    expect(current.get("epaDha")).toMatchObject({ id: omega.id, status: "declined" });
    // A decision can be changed.
    expect(await decide(8004, "decline", vitaminC.id)).toMatchObject({ status: "declined" });
    expect(await decide(8004, "accept", vitaminC.id)).toMatchObject({ status: "accepted" });

    const mine = await call(8004, "GET", "/api/supplements/user/me");
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json() as { accepted: Suggestion[]; lastAnalysisDate: string | null };
    expect(body.lastAnalysisDate).toBe(todayUtc());
    expect(body.accepted.map((s) => s.nutrient).sort()).toEqual(["vitaminC", "vitaminD"]);
    for (const s of body.accepted) expect(s.status).toBe("accepted");
  });

  it("lists every current suggestion most urgent first", async () => {
    const rows = await list(8004);
    const ranks = rows.map((s) => PRIORITY_ORDER.indexOf(s.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set(["recommended", "accepted", "declined"]));
  });

  it("keeps another person's suggestions out of reach (404) and unchanged", async () => {
    const [theirs] = await list(8002);
    if (!theirs) throw new Error("8002 has suggestions");
    for (const decision of ["accept", "decline"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/supplements/${decision}/${theirs.id}`,
        headers: t.headersFor(8005),
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await list(8002)).find((s) => s.id === theirs.id)?.status).toBe("recommended");
    expect(await list(8005)).toEqual([]);
    expect((await call(8005, "GET", "/api/supplements/user/me")).json()).toEqual({
      accepted: [],
      lastAnalysisDate: null,
    });
    const missing = await call(8005, "POST", "/api/supplements/accept/2147483647");
    expect(missing.statusCode).toBe(404);
  });

  it("answers English to a person who reads English, with their numbers", async () => {
    for (const day of lastDays(3)) await eat(8007, day, riceAndChicken);
    const analysis = await generate(8007);
    const vitaminD = byNutrient(analysis.recommendations).get("vitaminD");
    const average = byNutrient(analysis.intake).get("vitaminD")?.average ?? -1;
    expect(vitaminD).toMatchObject({ name: "Vitamin D3", priority: "critical" });
    expect(vitaminD?.reason).toBe(
      `You average ${en(average, 1)} µg of 15 µg a day (${en((average / 15) * 100)}%) over 3 logged days.`,
    );
    for (const s of analysis.recommendations) {
      for (const text of [s.name, s.dosage, s.reason, s.benefits]) expect(text).not.toMatch(/[а-яё]/i);
      expect(s.dosage).toMatch(/doctor/);
    }
  });

  it("does not judge days of estimates: their numbers carry no micronutrients", async () => {
    const estimate = {
      name: "домашний суп",
      grams: 400,
      per100g: { calories: 60, protein: 3, fat: 2, carbs: 7 },
      foodId: null,
      isEstimate: true,
    };
    for (const day of lastDays(4)) await eat(8008, day, [estimate, RICE.dish]);
    const analysis = await generate(8008);
    expect(analysis).toMatchObject({ loggedDays: 0, enoughData: false, intake: [], recommendations: [] });
  });

  it("analyses a past week when asked, and refuses a day not yet come or a malformed one", async () => {
    const past = addDays(todayUtc(), -10);
    const analysis = await generate(8002, past);
    expect(analysis).toMatchObject({ analysisDate: past, from: addDays(past, -6), loggedDays: 0, enoughData: false });
    // Too little data in that week: 8002's suggestions stay as they were.
    expect((await list(8002)).length).toBeGreaterThan(0);

    const future = await call(8009, "POST", "/api/supplements/generate/me", { analysisDate: addDays(todayUtc(), 1) });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().error.code).toBe("VALIDATION_FAILED");
    const malformed = await call(8009, "POST", "/api/supplements/generate/me", { analysisDate: "2026-13-01" });
    expect(malformed.statusCode).toBe(400);
    const badId = await call(8009, "POST", "/api/supplements/accept/abc");
    expect(badId.statusCode).toBe(400);
    // A POST with no body at all asks for today.
    const bodyless = await t.app.inject({
      method: "POST",
      url: "/api/supplements/generate/me",
      headers: t.headersFor(8009),
    });
    expect(bodyless.statusCode, bodyless.body).toBe(200);
    expect(bodyless.json().analysisDate).toBe(todayUtc());
  });

  it("answers 401 without a signature and 404 without an account", async () => {
    for (const [method, url] of [
      ["POST", "/api/supplements/generate/me"],
      ["GET", "/api/supplements/recommendations/me"],
      ["POST", "/api/supplements/accept/1"],
      ["POST", "/api/supplements/decline/1"],
      ["GET", "/api/supplements/user/me"],
    ] as const) {
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, url).toBe(401);
      const stranger = await t.app.inject({ method, url, headers: t.headersFor(8999) });
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json().error.code).toBe("USER_NOT_FOUND");
    }
  });

  it("deletes a person's suggestions and analysis together with their account", async () => {
    const userId = (await call(8006, "GET", "/api/users/me")).json().id as number;
    for (const day of lastDays(3)) await eat(8006, day, riceAndChicken);
    expect((await generate(8006)).recommendations.length).toBeGreaterThan(0);
    const db = t.app.deps.database.db;
    const rows = () => db.select().from(supplementRecommendations).where(eq(supplementRecommendations.userId, userId));
    const analyses = () => db.select().from(supplementAnalyses).where(eq(supplementAnalyses.userId, userId));
    expect((await rows()).length).toBeGreaterThan(0);
    expect((await analyses()).length).toBe(1);
    expect((await call(8006, "DELETE", "/api/users/me")).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(await analyses()).toEqual([]);
  });
});
