import { CHAT_LIMITS } from "@tarelka/contracts";
import { analyzeMealText, searchFoods } from "@tarelka/nutrition";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiChatMessages, aiChats, aiRecommendations } from "../src/db/schema";
import { addDays, localDate, startOfLocalDay } from "../src/services/meal-dates";
import { STAND_IN_KEY, STAND_IN_MODEL, startChatStandIn } from "./chat-stand-in";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";
import { logCollector } from "./stand-ins";

/**
 * The AI nutritionist (docs/product.md §7 /api/ai-nutritionist calls; rules in contracts/ai-nutritionist.ts). Each person has
 * their own story: 7001 chats with the offline nutritionist about a logged day; 7002 is the stranger; 7003 reaches
 * the daily limit; 7004 analyses a day twice; 7005 lists recommendations; 7006 deletes the account; 7007 reads
 * English; 7008 sends bad input; 7009 logs database foods. 7101… talk to the configured model (a local stand-in).
 */
const GOALS = { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250, waterGoalMl: 2000 };

const todayUtc = () => new Date().toISOString().slice(0, 10);
const ru = (n: number, decimals = 0) => new Intl.NumberFormat("ru-RU", { maximumFractionDigits: decimals }).format(n);
const en = (n: number, decimals = 0) => new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals }).format(n);

/** A dish of 200 kcal, 10 g protein, 5 g fat and 25 g carbs per 100 g: `kcal` of it weighs kcal / 2 grams. */
const porridge = (kcal: number) => ({
  name: "каша",
  grams: kcal / 2,
  per100g: { calories: 200, protein: 10, fat: 5, carbs: 25 },
  foodId: null,
  isEstimate: false,
});

function api(t: TestApp) {
  const call = (userId: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  return {
    call,
    async chat(userId: number) {
      const res = await call(userId, "GET", "/api/ai-nutritionist/chat/me");
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; answeredBy: string; suggestions: string[]; createdAt: string };
    },
    send: (userId: number, chatId: number, message: unknown) =>
      call(userId, "POST", `/api/ai-nutritionist/chat/${chatId}/message`, { message }),
    async ask(userId: number, chatId: number, message: string) {
      const res = await call(userId, "POST", `/api/ai-nutritionist/chat/${chatId}/message`, { message });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as {
        question: { id: number; role: string; content: string; source: null };
        answer: { id: number; role: string; content: string; source: string };
      };
    },
    async eat(userId: number, date: string, kcal: number) {
      const res = await call(userId, "POST", "/api/meals", {
        date,
        mealType: "lunch",
        source: "manual",
        dishes: [porridge(kcal)],
      });
      expect(res.statusCode, res.body).toBe(201);
    },
    async analyze(userId: number, date?: string) {
      const res = await call(userId, "POST", "/api/ai-nutritionist/analyze-day/me", date ? { date } : {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        date: string;
        summary: string;
        answeredBy: string;
        recommendations: { id: number; date: string; topic: string; priority: string; read: boolean; text: string }[];
      };
    },
  };
}

describe.each(BACKENDS)("AI nutritionist API on %s (offline)", (backend) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "5000" });
    a = api(t);
    for (const [id, profileData] of [
      [7001, GOALS],
      [7002, GOALS],
      [7003, {}],
      [7004, GOALS],
      [7005, { dailyCalorieGoal: 2000 }],
      [7006, GOALS],
      [7007, { ...GOALS, language: "en" }],
      [7008, {}],
    ] as const) {
      await t.createUser(id, { profileData });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates the person's one chat on first use and answers the same one after", async () => {
    const first = await a.chat(7001);
    const second = await a.chat(7001);
    expect(second).toEqual(first);
    expect(first.answeredBy).toBe("offline");
    expect(first.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(first.suggestions.length).toBeLessThanOrEqual(5);
    for (const s of first.suggestions) expect(s).toMatch(/[а-я]/i);
    const english = await a.chat(7007);
    expect(english.id).not.toBe(first.id);
    for (const s of english.suggestions) expect(s).not.toMatch(/[а-я]/i);
    // Two first visits at once still make one chat.
    const both = await Promise.all([a.chat(7008), a.chat(7008)]);
    expect(both[0].id).toBe(both[1].id);
  });

  it("keeps the history oldest first, each question followed by its answer", async () => {
    const { id } = await a.chat(7001);
    const questions = ["Привет!", "Как у меня сегодня?", "How much water should I drink?"];
    const exchanges = [];
    for (const q of questions) exchanges.push(await a.ask(7001, id, q));
    for (const [i, ex] of exchanges.entries()) {
      expect(ex.question).toMatchObject({ role: "user", content: questions[i], source: null });
      expect(ex.answer).toMatchObject({ role: "assistant", source: "offline" });
      expect(ex.answer.id).toBeGreaterThan(ex.question.id);
    }
    expect(exchanges[2]?.answer.content).toMatch(/^Water today/);

    const res = await a.call(7001, "GET", `/api/ai-nutritionist/chat/${id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.chatId).toBe(id);
    expect(history.messages.slice(-6)).toEqual(exchanges.flatMap((ex) => [ex.question, ex.answer]));
    const ids = history.messages.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it("refuses an empty or too long message, and a bad chat id, storing nothing", async () => {
    const { id } = await a.chat(7008);
    for (const message of ["", "   ", "x".repeat(CHAT_LIMITS.messageMax + 1), 42, null]) {
      const res = await a.send(7008, id, message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await a.call(7008, "POST", `/api/ai-nutritionist/chat/${id}/message`, {})).statusCode).toBe(400);
    for (const bad of ["abc", "0", "-1", "99999999999"]) {
      expect((await a.send(7008, bad as unknown as number, "Привет")).statusCode, bad).toBe(400);
      expect((await a.call(7008, "GET", `/api/ai-nutritionist/chat/${bad}/history`)).statusCode, bad).toBe(400);
    }
    expect((await a.call(7008, "GET", `/api/ai-nutritionist/chat/${id}/history`)).json().messages).toEqual([]);
    // The longest allowed message is accepted, trimmed.
    const longest = await a.ask(7008, id, ` ${"я".repeat(CHAT_LIMITS.messageMax)} `);
    expect(longest.question.content).toBe("я".repeat(CHAT_LIMITS.messageMax));
  });

  it("answers 404 for another person's chat and recommendation, and leaves them untouched", async () => {
    const mine = await a.chat(7001);
    const before = (await a.call(7001, "GET", `/api/ai-nutritionist/chat/${mine.id}/history`)).json();
    for (const res of [
      await a.call(7002, "GET", `/api/ai-nutritionist/chat/${mine.id}/history`),
      await a.send(7002, mine.id, "Как у меня сегодня?"),
      await a.call(7002, "GET", "/api/ai-nutritionist/chat/2147483647/history"),
      await a.send(7002, 2_147_483_647, "Привет"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await a.call(7001, "GET", `/api/ai-nutritionist/chat/${mine.id}/history`)).json()).toEqual(before);

    const rec = (await a.analyze(7001, addDays(todayUtc(), -1))).recommendations[0];
    expect(rec).toBeDefined();
    for (const res of [
      await a.call(7002, "PUT", `/api/ai-nutritionist/recommendations/${rec?.id}/read`),
      await a.call(7002, "PUT", "/api/ai-nutritionist/recommendations/2147483647/read"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await a.call(7002, "GET", "/api/ai-nutritionist/recommendations/me")).json()).toEqual([]);
    const mineNow = (await a.call(7001, "GET", "/api/ai-nutritionist/recommendations/me")).json();
    expect(mineNow.find((r: { id: number }) => r.id === rec?.id)?.read).toBe(false);
  });

  it("lets exactly one of several concurrent sends take the day's last place", async () => {
    const { id } = await a.chat(7003);
    const db = t.app.deps.database.db;
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    // Earlier days and the nutritionist's own answers do not count against today's limit.
    await db
      .insert(aiChatMessages)
      .values(Array.from({ length: 30 }, () => ({ chatId: id, role: "user", content: "вчера", createdAt: yesterday })));
    await db
      .insert(aiChatMessages)
      .values(
        Array.from({ length: 30 }, () => ({ chatId: id, role: "assistant", content: "ответ", source: "offline" })),
      );
    await db.insert(aiChatMessages).values(
      Array.from({ length: CHAT_LIMITS.messagesPerDayMax - 1 }, (_, i) => ({
        chatId: id,
        role: "user",
        content: `вопрос ${i}`,
      })),
    );

    // Six at once for the one place left (more than two, so a missing lock shows up on a real server).
    const burst = await Promise.all(Array.from({ length: 6 }, () => a.send(7003, id, "Как у меня сегодня?")));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      expect(refused.json().error.code).toBe("CHAT_DAILY_LIMIT_REACHED");
    }
    const again = await a.send(7003, id, "Привет");
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("CHAT_DAILY_LIMIT_REACHED");

    const [questions] = await db.select({ n: count() }).from(aiChatMessages).where(eq(aiChatMessages.chatId, id));
    // 30 of yesterday, 30 old answers, the day's 100 questions and one answer.
    expect(questions?.n).toBe(30 + 30 + CHAT_LIMITS.messagesPerDayMax + 1);
    // The limit is per person.
    const other = await a.chat(7008);
    expect((await a.send(7008, other.id, "Привет")).statusCode).toBe(201);
  });

  it("counts the daily limit in the person's stored time zone, whatever zone a request names", async () => {
    // One zone per whole-hour offset, UTC-12 … UTC+14: at any moment one of them began its day over 23 hours ago
    // and another under an hour ago, so the test does not depend on the hour it runs at.
    const zones = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
      h === 0 ? "UTC" : `Etc/GMT${h > 0 ? "-" : "+"}${Math.abs(h)}`,
    );
    const dayStartOf = (zone: string) => startOfLocalDay(localDate(zone), zone).getTime();
    const byStart = [...zones].sort((x, y) => dayStartOf(x) - dayStartOf(y));
    const stored = byStart[0] as string;
    const sentAt = new Date(dayStartOf(stored) + 60_000);
    // Zones whose day began after the person's messages: with such a header a request-dated limit starts afresh.
    const laterZones = byStart.filter((z) => dayStartOf(z) > sentAt.getTime());
    expect(laterZones.length).toBeGreaterThan(0);

    const db = t.app.deps.database.db;
    const fillDay = async (chatId: number, at: Date) => {
      await db.insert(aiChatMessages).values(
        Array.from({ length: CHAT_LIMITS.messagesPerDayMax }, (_, i) => ({
          chatId,
          role: "user",
          content: `вопрос ${i}`,
          createdAt: at,
        })),
      );
    };
    const sendIn = (userId: number, chatId: number, zone: string | null) =>
      t.app.inject({
        method: "POST",
        url: `/api/ai-nutritionist/chat/${chatId}/message`,
        headers: { ...t.headersFor(userId), ...(zone ? { "x-user-timezone": zone } : {}) },
        payload: { message: "Ещё вопрос" },
      });

    await t.createUser(7010, { profileData: { ...GOALS, timezone: stored } });
    const chat = await a.chat(7010);
    await fillDay(chat.id, sentAt);
    for (const zone of [...laterZones, stored, null]) {
      const res = await sendIn(7010, chat.id, zone);
      expect(res.statusCode, `X-User-Timezone ${zone}`).toBe(429);
      expect(res.json().error.code).toBe("CHAT_DAILY_LIMIT_REACHED");
    }

    // No stored zone: the limit's day is UTC's, not the header's.
    await t.createUser(7011, { profileData: GOALS });
    const plain = await a.chat(7011);
    const utcSentAt = new Date(dayStartOf("UTC") + 1_000);
    await fillDay(plain.id, utcSentAt);
    for (const zone of zones) {
      expect((await sendIn(7011, plain.id, zone)).statusCode, `X-User-Timezone ${zone}`).toBe(429);
    }

    const userMessages = async (chatId: number) =>
      (
        await db
          .select({ n: count() })
          .from(aiChatMessages)
          .where(and(eq(aiChatMessages.chatId, chatId), eq(aiChatMessages.role, "user")))
      )[0]?.n;
    expect(await userMessages(chat.id)).toBe(CHAT_LIMITS.messagesPerDayMax);
    expect(await userMessages(plain.id)).toBe(CHAT_LIMITS.messagesPerDayMax);
  });

  it("answers from the person's own diary: meals logged through the API, water, weight and the week", async () => {
    const today = todayUtc();
    const { id } = await a.chat(7001);
    await a.eat(7001, today, 640);
    expect((await a.call(7001, "POST", "/api/water-intake/log", { volumeMl: 500 })).statusCode).toBe(201);
    const summary = (await a.call(7001, "GET", "/api/meals/summary")).json();
    expect(summary.totals).toMatchObject({ calories: 640, protein: 32, fat: 16, carbs: 80 });

    const todayAnswer = (await a.ask(7001, id, "Как у меня сегодня?")).answer.content;
    for (const part of [
      "640 ккал",
      "белки 32 г",
      "жиры 16 г",
      "углеводы 80 г",
      `Осталось ${ru(1360)} ккал`,
      `Вода: 500 мл из ${ru(2000)} мл`,
    ]) {
      expect(todayAnswer).toContain(part);
    }
    const dinner = (await a.ask(7001, id, "What should I eat for dinner?")).answer.content;
    expect(dinner).toContain("You have 1,360 kcal and 68 g of protein left for today.");

    const buckwheat = analyzeMealText("200 г гречки", { lang: "ru" }).items[0];
    const caloriesIn = (await a.ask(7001, id, "Сколько калорий в 200 г гречки?")).answer.content;
    expect(caloriesIn).toContain(`${buckwheat?.name} 200 г — ${ru(buckwheat?.calories ?? -1)} ккал`);

    for (const [date, weightKg] of [
      [addDays(today, -12), 84],
      [addDays(today, -6), 83.2],
      [today, 82.5],
    ] as const) {
      expect((await a.call(7001, "POST", "/api/analytics/weight", { date, weightKg })).statusCode).toBe(201);
    }
    const weightHistory = (await a.call(7001, "GET", "/api/analytics/weight/me?period=month")).json();
    const weightAnswer = (await a.ask(7001, id, "Как меняется мой вес?")).answer.content;
    expect(weightAnswer).toContain("Последнее взвешивание: 82,5 кг");
    expect(weightAnswer).toContain(`−${ru(Math.abs(weightHistory.changeKg), 1)} кг за 12 дней`);

    await a.eat(7001, addDays(today, -2), 1800);
    const week = (await a.call(7001, "GET", "/api/analytics/calories/me?period=week")).json();
    const weekAnswer = (await a.ask(7001, id, "Сколько калорий в среднем за неделю?")).answer.content;
    expect(weekAnswer).toContain(`еда записана за ${week.loggedDays} дня, в среднем ${ru(week.averageCalories)} ккал`);
  });

  it("analyses a day: rule-drawn recommendations stored, re-analysis replacing them and keeping read", async () => {
    const day = addDays(todayUtc(), -1);
    await a.eat(7004, day, 600);
    const first = await a.analyze(7004, day);
    expect(first).toMatchObject({ date: day, answeredBy: "offline" });
    expect(first.summary).toContain("600 ккал");
    expect(first.recommendations.map((r) => `${r.topic}:${r.priority}`)).toEqual(["water:high", "logging:medium"]);
    expect(first.recommendations.every((r) => r.date === day && r.read === false)).toBe(true);
    const water = first.recommendations[0]!;
    expect(water.text).toContain(`Воды 0 мл из ${ru(2000)} мл`);

    const read = await a.call(7004, "PUT", `/api/ai-nutritionist/recommendations/${water.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: water.id, read: true, topic: "water" });
    // Marking again changes nothing.
    expect((await a.call(7004, "PUT", `/api/ai-nutritionist/recommendations/${water.id}/read`)).json()).toEqual(
      read.json(),
    );

    // Two more meals: the day is no longer a lone meal, and now 30% above the calorie goal.
    await a.eat(7004, day, 1000);
    await a.eat(7004, day, 1000);
    const second = await a.analyze(7004, day);
    const byTopic = new Map(second.recommendations.map((r) => [r.topic, r]));
    expect([...byTopic.keys()].sort()).toEqual(["calories", "carbs", "water"]);
    expect(byTopic.get("water")).toMatchObject({ id: water.id, read: true });
    expect(byTopic.get("calories")).toMatchObject({ priority: "medium", read: false });
    expect(byTopic.get("calories")?.text).toContain(`${ru(2600)} ккал при цели ${ru(2000)} ккал`);

    const listed = (await a.call(7004, "GET", "/api/ai-nutritionist/recommendations/me")).json();
    expect(listed.map((r: { topic: string }) => r.topic).sort()).toEqual(["calories", "carbs", "water"]);
    const [stored] = await t.app.deps.database.db
      .select({ n: count() })
      .from(aiRecommendations)
      .where(inArray(aiRecommendations.id, [water.id, first.recommendations[1]!.id]));
    expect(stored?.n).toBe(1);

    // Without a date, or without a body at all: today in the person's time zone; a day not yet lived is refused.
    expect((await a.analyze(7004)).date).toBe(todayUtc());
    const bodyless = await t.app.inject({
      method: "POST",
      url: "/api/ai-nutritionist/analyze-day/me",
      headers: t.headersFor(7004),
    });
    expect(bodyless.statusCode, bodyless.body).toBe(200);
    expect(bodyless.json().date).toBe(todayUtc());
    const future = await a.call(7004, "POST", "/api/ai-nutritionist/analyze-day/me", { date: addDays(todayUtc(), 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe("VALIDATION_FAILED");
    expect((await a.call(7004, "POST", "/api/ai-nutritionist/analyze-day/me", { date: "2026-02-30" })).statusCode).toBe(
      400,
    );
  });

  it("judges fibre and salt of a day logged with database foods, and stays silent on estimates", async () => {
    const userId = 7009;
    await t.createUser(userId, { profileData: GOALS });
    const day = addDays(todayUtc(), -1);
    // Herring and rice as the meal editor sends them: catalog foods priced by the nutrition package.
    const analysis = analyzeMealText("300 g herring, 200 g rice", { lang: "en" });
    expect(analysis.items.map((i) => i.foodId)).toEqual(["herring", "rice"]);
    const dishes = analysis.items.map((i) => ({
      name: i.name,
      grams: i.grams,
      per100g: {
        calories: (i.calories * 100) / i.grams,
        protein: (i.protein * 100) / i.grams,
        fat: (i.fat * 100) / i.grams,
        carbs: (i.carbs * 100) / i.grams,
      },
      foodId: i.foodId,
      isEstimate: false,
    }));
    for (const mealType of ["lunch", "dinner"]) {
      const res = await a.call(userId, "POST", "/api/meals", { date: day, mealType, source: "text", dishes });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sodiumMg = Math.round(2 * analysis.items.reduce((sum, i) => sum + i.micronutrients.sodium, 0));
    const fibreG = 2 * analysis.items.reduce((sum, i) => sum + i.micronutrients.fiber, 0);
    const judged = new Map((await a.analyze(userId, day)).recommendations.map((r) => [r.topic, r]));
    expect(judged.get("sodium")?.text).toContain(`Натрия ${ru(sodiumMg)} мг`);
    expect(judged.get("fibre")?.text).toContain(`Клетчатки ${ru(fibreG, 1)} г`);

    // A day of estimates (no database foods): fibre and salt are unknown, so nothing is said about them.
    const other = addDays(todayUtc(), -2);
    await a.eat(userId, other, 1000);
    await a.eat(userId, other, 1000);
    const unknown = (await a.analyze(userId, other)).recommendations.map((r) => r.topic);
    expect(unknown).not.toContain("fibre");
    expect(unknown).not.toContain("sodium");
  });

  it("lists recommendations newest first, with a limit and a priority filter", async () => {
    const today = todayUtc();
    // A: nothing logged (high); B: 2,300 kcal (low); C: 2,600 kcal (medium). Analysed in that order.
    const [dayA, dayB, dayC] = [addDays(today, -3), addDays(today, -2), addDays(today, -1)];
    await a.eat(7005, dayB, 1300);
    await a.eat(7005, dayB, 1000);
    await a.eat(7005, dayC, 1300);
    await a.eat(7005, dayC, 1300);
    const a1 = (await a.analyze(7005, dayA)).recommendations;
    const b1 = (await a.analyze(7005, dayB)).recommendations;
    const c1 = (await a.analyze(7005, dayC)).recommendations;
    expect(a1.map((r) => `${r.topic}:${r.priority}`)).toEqual(["logging:high"]);
    expect(b1.map((r) => `${r.topic}:${r.priority}`)).toEqual(["calories:low"]);
    expect(c1.map((r) => `${r.topic}:${r.priority}`)).toEqual(["calories:medium"]);

    const list = async (query = "") => {
      const res = await a.call(7005, "GET", `/api/ai-nutritionist/recommendations/me${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number; date: string }[]).map((r) => r.date);
    };
    expect(await list()).toEqual([dayC, dayB, dayA]);
    expect(await list("?limit=2")).toEqual([dayC, dayB]);
    expect(await list("?priority=high")).toEqual([dayA]);
    expect(await list("?priority=low&limit=1")).toEqual([dayB]);
    for (const query of ["?limit=0", "?limit=51", "?limit=two", "?priority=urgent"]) {
      const res = await a.call(7005, "GET", `/api/ai-nutritionist/recommendations/me${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await a.call(7005, "PUT", "/api/ai-nutritionist/recommendations/abc/read")).statusCode).toBe(400);
  });

  it("deletes the chat, its messages and the recommendations together with the account", async () => {
    const user = (await a.call(7006, "GET", "/api/users/me")).json();
    const { id } = await a.chat(7006);
    await a.ask(7006, id, "Как у меня сегодня?");
    await a.analyze(7006);
    const db = t.app.deps.database.db;
    const counts = async () => {
      const [chats] = await db.select({ n: count() }).from(aiChats).where(eq(aiChats.userId, user.id));
      const [messages] = await db.select({ n: count() }).from(aiChatMessages).where(eq(aiChatMessages.chatId, id));
      const [recs] = await db
        .select({ n: count() })
        .from(aiRecommendations)
        .where(eq(aiRecommendations.userId, user.id));
      return [chats?.n, messages?.n, recs?.n];
    };
    expect(await counts()).toEqual([1, 2, 2]);
    expect((await a.call(7006, "DELETE", "/api/users/me")).statusCode).toBe(204);
    expect(await counts()).toEqual([0, 0, 0]);
    await t.createUser(7006);
    expect((await a.chat(7006)).id).not.toBe(id);
  });

  it("reads ordinary questions as a nutritionist would, not as questions about the day's numbers", async () => {
    await t.createUser(7012, { profileData: { ...GOALS, gender: "female" } });
    const { id } = await a.chat(7012);
    await a.eat(7012, todayUtc(), 1200);
    const ask = async (q: string) => (await a.ask(7012, id, q)).answer.content;

    // A food's protein comes from the food database, not from the person's day.
    const tvorog = analyzeMealText("творог", { lang: "ru" }).items[0];
    const ruProtein = await ask("сколько белка в твороге?");
    expect(ruProtein).not.toContain("Белка сегодня");
    // The typical portion is the engine's own (a 180 g pack of творог), said as such.
    expect(ruProtein).toContain(
      `${tvorog?.name} ${tvorog?.grams} г (обычная порция): белка ${ru(tvorog?.protein ?? -1, 1)} г`,
    );
    const cottage = analyzeMealText("cottage cheese", { lang: "en" }).items[0];
    const enProtein = await ask("How much protein is in cottage cheese?");
    expect(enProtein).not.toContain("Protein today");
    expect(enProtein).toContain(
      `${cottage?.name} 150 g (a typical portion): ${en(cottage?.protein ?? -1, 1)} g protein`,
    );

    // A slip gets warmth and one next step, not a dump of the day's numbers.
    const slip = await ask("я сорвалась и съела торт, что делать?");
    expect(slip).toContain("не перечёркивает ваш прогресс");
    expect(slip).toContain(`ещё ${ru(800)} ккал`);
    expect(slip).not.toMatch(/белки|углеводы|Вода:/);

    // Losing weight fast: the safe pace with its sources, not the weight trend.
    const fast = await ask("как похудеть побыстрее?");
    expect(fast).toContain("0,5–1 кг в неделю");
    expect(fast).toMatch(/Источники: .*NHS/);
    expect(fast).not.toContain("взвешива");

    // A snack under 200 kcal is under 200 kcal, food by food from the database.
    const snack = await ask("посоветуй перекус до 200 ккал");
    const items = [...snack.matchAll(/([^:;]+?) (\d+) г — (\d+) ккал/g)].map((m) => ({
      name: (m[1] ?? "").trim(),
      grams: Number(m[2]),
      kcal: Number(m[3]),
    }));
    expect(items.length, snack).toBeGreaterThan(0);
    for (const item of items) {
      const food = searchFoods(item.name, { lang: "ru", limit: 10 }).find((f) => f.name === item.name);
      expect(food, item.name).toBeDefined();
      expect(Math.round(((food?.kcal ?? 0) * item.grams) / 100), item.name).toBe(item.kcal);
    }
    const total = items.reduce((sum, i) => sum + i.kcal, 0);
    expect(total).toBeLessThanOrEqual(200);
    expect(snack).toContain(`Вместе ${ru(total)} ккал`);

    // Habits and myths are answered, with sources, instead of the list of what the chat can do.
    const afterSix = await ask("можно ли есть после шести?");
    expect(afterSix).toContain("Есть после шести можно");
    expect(afterSix).toContain("Источники: ВОЗ");
    expect(afterSix).not.toContain("Я отвечаю по вашему дневнику");

    // A craving is met kindly, with a small sweet choice that fits the day.
    const sweet = await ask("хочу сладкого");
    expect(sweet).toContain("Хотеть сладкого — нормально");
    expect(sweet).toContain("Сладкое, которое впишется в день:");
    expect(sweet).not.toContain("Я отвечаю по вашему дневнику");
  });

  it("requires a signed-in person with an account", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/ai-nutritionist/chat/me", undefined],
      ["GET", "/api/ai-nutritionist/chat/1/history", undefined],
      ["POST", "/api/ai-nutritionist/chat/1/message", { message: "Привет" }],
      ["POST", "/api/ai-nutritionist/analyze-day/me", {}],
      ["GET", "/api/ai-nutritionist/recommendations/me", undefined],
      ["PUT", "/api/ai-nutritionist/recommendations/1/read", undefined],
    ] as const) {
      const unsigned = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(unsigned.statusCode, `${method} ${url}`).toBe(401);
      const noAccount = await a.call(7999, method, url, payload);
      expect(noAccount.statusCode, `${method} ${url}`).toBe(404);
      expect(noAccount.json().error.code).toBe("USER_NOT_FOUND");
    }
  });
});

const CHAT_KEY = STAND_IN_KEY;
const MODEL_REPLY = "Ответ модели: держитесь цели, всё идёт хорошо.";

/** What the stand-in chat-completions server does with the next requests. */
type Mode = "valid" | "500" | "hang";

/** The stand-in of chat-stand-in.ts answering every request one way. */
async function startModeStandIn() {
  const standIn = await startChatStandIn();
  const state = {
    set mode(mode: Mode) {
      standIn.script = () =>
        mode === "valid" ? { text: MODEL_REPLY } : mode === "500" ? { status: 500 } : { hang: true };
    },
    requests: standIn.requests,
  };
  state.mode = "valid";
  return { state, url: standIn.url, close: standIn.close };
}

describe.each(BACKENDS)("AI nutritionist API on %s (configured chat model)", (backend) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let standIn: Awaited<ReturnType<typeof startModeStandIn>>;
  const logs = logCollector();

  beforeAll(async () => {
    standIn = await startModeStandIn();
    t = await createTestApp(
      backend,
      {
        CHAT_API_BASE_URL: standIn.url,
        CHAT_API_KEY: CHAT_KEY,
        CHAT_MODEL: STAND_IN_MODEL,
        CHAT_TIMEOUT_MS: "700",
        LOG_LEVEL: "trace",
        RATE_LIMIT_PER_MINUTE: "5000",
      },
      { logStream: logs.stream },
    );
    a = api(t);
    for (const id of [7101, 7102, 7103]) await t.createUser(id, { profileData: GOALS });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it("answers with the model, whose instructions carry today's real numbers, and sends the recent history", async () => {
    standIn.state.mode = "valid";
    const chat = await a.chat(7101);
    expect(chat.answeredBy).toBe("model");
    await a.eat(7101, todayUtc(), 640);
    expect((await a.call(7101, "POST", "/api/water-intake/log", { volumeMl: 500 })).statusCode).toBe(201);

    const first = await a.ask(7101, chat.id, "Как у меня сегодня?");
    expect(first.answer).toMatchObject({ role: "assistant", content: MODEL_REPLY, source: "model" });
    const sent = standIn.state.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${CHAT_KEY}`);
    expect(sent.model).toBe(STAND_IN_MODEL);
    expect(sent.messages[0]?.role).toBe("system");
    const system = sent.messages[0]?.content ?? "";
    for (const part of [
      "Answer in Russian",
      "Use only the numbers given below",
      `today ${todayUtc()}: eaten 640 kcal (protein 32 g, fat 16 g, carbs 80 g) in 1 meals; left 1360 kcal, protein left 68 g`,
      "daily goal: 2000 kcal; protein 100 g, fat 70 g, carbs 250 g",
      "water today: 500 ml of 2000 ml goal (1500 ml left)",
    ]) {
      expect(system).toContain(part);
    }
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "Как у меня сегодня?" });

    const second = await a.ask(7101, chat.id, "And what about dinner?");
    expect(second.answer.source).toBe("model");
    const next = standIn.state.requests.at(-1)!;
    expect(next.messages[0]?.content).toContain("Answer in English");
    expect(next.messages[0]?.content).toContain("left 1360 kcal");
    expect(next.messages.slice(1)).toEqual([
      { role: "user", content: "Как у меня сегодня?" },
      { role: "assistant", content: MODEL_REPLY },
      { role: "user", content: "And what about dinner?" },
    ]);
  });

  it("falls back to the offline nutritionist on a 500 or a time-out, and never logs the key", async () => {
    const chat = await a.chat(7102);
    await a.eat(7102, todayUtc(), 640);
    for (const mode of ["500", "hang"] as const) {
      standIn.state.mode = mode;
      const started = Date.now();
      const { answer } = await a.ask(7102, chat.id, "Как у меня сегодня?");
      expect(answer.source, mode).toBe("offline");
      expect(answer.content).toContain("640 ккал");
      expect(answer.content).toContain(`Осталось ${ru(1360)} ккал`);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    const history = (await a.call(7102, "GET", `/api/ai-nutritionist/chat/${chat.id}/history`)).json();
    expect(history.messages.map((m: { source: string | null }) => m.source)).toEqual([
      null,
      "offline",
      null,
      "offline",
    ]);

    const warnings = logs.parsed().filter((l) => String(l.msg).startsWith("chat model failed"));
    expect(warnings.map((w) => w.reason)).toEqual(expect.arrayContaining(["status", "timeout"]));
    expect(warnings.every((w) => w.level === 40)).toBe(true);
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const line of logs.lines) expect(line).not.toContain(CHAT_KEY);
  });

  it("writes the day's summary with the model around the rule-drawn recommendations, offline when it fails", async () => {
    const day = addDays(todayUtc(), -1);
    await a.eat(7103, day, 600);
    standIn.state.mode = "valid";
    const withModel = await a.analyze(7103, day);
    expect(withModel).toMatchObject({ date: day, summary: MODEL_REPLY, answeredBy: "model" });
    const system = standIn.state.requests.at(-1)?.messages[0]?.content ?? "";
    expect(system).toContain("600 ккал, белки 30 г");
    expect(system).toContain("Мало воды");

    standIn.state.mode = "500";
    const offline = await a.analyze(7103, day);
    expect(offline.answeredBy).toBe("offline");
    expect(offline.summary).toContain("600 ккал");
    // The recommendations are the rules' either way, and the same rows.
    expect(offline.recommendations).toEqual(
      withModel.recommendations.map((r) => ({ ...r, createdAt: expect.any(String) })),
    );
    for (const line of logs.lines) expect(line).not.toContain(CHAT_KEY);
  });
});
