import { analyzeMealText } from "@tarelka/nutrition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

/**
 * Corrections in words (docs/decisions/023-correction-in-words.md): the confirmation screen sends the analysed items
 * and a remark, the server answers the corrected items and what changed, or why nothing did. The analysis itself is
 * the engine's, so the items sent are exactly what POST /api/food/analyze-text answered.
 */
describe.each(BACKENDS)("correction in words API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // A small per-address limit, to see the route counted in it like the text analysis.
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "30" });
    await t.createUser(3101, { profileData: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  const correct = (payload: object, userId: number | null = 3101) =>
    t.app.inject({
      method: "POST",
      url: "/api/food/correct-analysis",
      ...(userId === null ? {} : { headers: t.headersFor(userId) }),
      payload,
    });

  it("applies a correction to the analysis's own items and lists the change", async () => {
    const analysed = await t.app.inject({
      method: "POST",
      url: "/api/food/analyze-text",
      headers: t.headersFor(3101),
      payload: { text: "гречка 200 г и котлета" },
    });
    const items = analysed.json().items;
    const res = await correct({ items, correction: "гречки было меньше, грамм 150" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.understood).toBe(true);
    expect(body.changes).toEqual([{ kind: "grams", name: "гречка", from: 200, to: 150 }]);
    expect(body.items.map((i: { grams: number }) => i.grams)).toEqual([150, 90]);
    expect(body.items[0].calories).toBeCloseTo(138, 1);
    expect(body.origins).toEqual([0, 1]);
  });

  it("corrects the screen's own items (no micronutrients, a photo's estimate) and names new foods in `lang`", async () => {
    const items = [
      { foodId: null, name: "Плов", grams: 300, calories: 450, protein: 15, fat: 18, carbs: 57 },
      { foodId: "rice", name: "рис", grams: 200, calories: 260, protein: 5.4, fat: 0.6, carbs: 56.3 },
    ];
    const res = await correct({ items, correction: "not rice, quinoa", lang: "ru" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      understood: true,
      changes: [{ kind: "replaced", name: "рис", to: "киноа", grams: 200 }],
      origins: [0, null],
    });
    expect(res.json().items[0]).toEqual(items[0]);
  });

  it("answers a remark it cannot read with the reason and the items unchanged", async () => {
    const items = analyzeMealText("гречка 200 г и котлета").items;
    const none = await correct({ items, correction: "убери рыбу" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ understood: false, reason: "not-in-meal", words: "рыбу", changes: [] });
    expect(none.json().items).toEqual(items);
    const which = await correct({ items, correction: "это было 300 г" });
    expect(which.json()).toMatchObject({ understood: false, reason: "which-item" });
    // A part of a dish a photo weighed whole has no recipe to lay it out by: said as such, never emptied.
    const photo = [
      { foodId: null, name: "chicken and rice", grams: 300, calories: 450, protein: 30, fat: 10, carbs: 50 },
    ];
    const part = await correct({ items: photo, correction: "no rice", lang: "en" });
    expect(part.json()).toMatchObject({ understood: false, reason: "part-of-dish", words: "rice" });
    expect(part.json().items).toEqual(photo);
  });

  it("refuses bad input with 400 and says what is wrong", async () => {
    const items = analyzeMealText("гречка 200 г").items;
    for (const payload of [
      { items, correction: "   " },
      { items: [], correction: "без соуса" },
      { items, correction: "x".repeat(301) },
      { items: [{ ...items[0], grams: -5 }], correction: "половину" },
      { items: [{ ...items[0], grams: 1e9 }], correction: "половину" },
      { items, correction: "ok\u0000" },
      { correction: "половину" },
    ]) {
      const res = await correct(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
    expect((await correct({ items, correction: "половину" }, null)).statusCode).toBe(401);
  });

  it("is counted in the per-address request limit like the text analysis", async () => {
    const items = analyzeMealText("гречка 200 г").items;
    const codes: number[] = [];
    for (let k = 0; k < 40; k++) codes.push((await correct({ items, correction: "половину" })).statusCode);
    expect(codes).toContain(429);
    expect(codes.indexOf(429)).toBeLessThanOrEqual(30);
  });
});
