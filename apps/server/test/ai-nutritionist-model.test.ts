import { analyzeMealText } from "@tarelka/nutrition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/services/meal-dates";
import {
  type ChatStandIn,
  type Script,
  STAND_IN_KEY,
  STAND_IN_MODEL,
  type StandInRequest,
  startChatStandIn,
  toolResults,
} from "./chat-stand-in";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";
import { logCollector } from "./stand-ins";

/**
 * The configured chat model with tools and the fact check (docs/decisions/019-nutritionist-model-tools.md), against
 * a scripted stand-in speaking the chat-completions protocol. Each person has their own story: 7201 asks about
 * yesterday through the diary tools; 7202 is told a wrong number; 7204
 * meets a failing model; 7205 is the person whose diary 7206's model tries to read; 7207 is told something unsafe; 7302 talks to endpoints without tools.
 */
const GOALS = { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250, waterGoalMl: 2000 };
const todayUtc = () => new Date().toISOString().slice(0, 10);

function api(t: TestApp) {
  const call = (userId: number, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  return {
    async chatId(userId: number) {
      const res = await call(userId, "GET", "/api/ai-nutritionist/chat/me");
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }).id;
    },
    async ask(userId: number, message: string) {
      const chatId = await this.chatId(userId);
      const res = await call(userId, "POST", `/api/ai-nutritionist/chat/${chatId}/message`, { message });
      expect(res.statusCode, res.body).toBe(201);
      const { content, source } = (res.json() as { answer: { content: string; source: string } }).answer;
      return { content, source };
    },
    async eat(userId: number, date: string, kcal: number, name = "каша") {
      const res = await call(userId, "POST", "/api/meals", {
        date,
        mealType: "lunch",
        source: "manual",
        dishes: [{ ...plainDish(kcal), name }],
      });
      expect(res.statusCode, res.body).toBe(201);
    },
  };
}

const sentSince = (standIn: ChatStandIn, from: number): StandInRequest[] => standIn.requests.slice(from);

describe.each(BACKENDS)("AI nutritionist with a model and tools on %s", (backend) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let standIn: ChatStandIn;
  const logs = logCollector();
  const ids: Record<number, number> = {};

  beforeAll(async () => {
    standIn = await startChatStandIn();
    t = await createTestApp(
      backend,
      {
        CHAT_API_BASE_URL: standIn.url,
        CHAT_API_KEY: STAND_IN_KEY,
        CHAT_MODEL: STAND_IN_MODEL,
        CHAT_TIMEOUT_MS: "1500",
        LOG_LEVEL: "info",
        RATE_LIMIT_PER_MINUTE: "5000",
      },
      { logStream: logs.stream },
    );
    a = api(t);
    for (const id of [7201, 7202, 7204, 7205, 7206, 7207]) {
      ids[id] = await t.createUser(id, { profileData: { ...GOALS, gender: "female" } });
    }
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it("lets the model read the person's diary through tools and answers with what they returned", async () => {
    const yesterday = addDays(todayUtc(), -1);
    await a.eat(7201, yesterday, 640, "гречневая каша");
    standIn.script = (request, index) => {
      if (index === 0) {
        return {
          toolCalls: [
            { name: "diary_day", arguments: { date: yesterday } },
            { name: "diary_meals", arguments: { date: yesterday } },
          ],
        };
      }
      const results = toolResults(request);
      const day = results.find((r) => r.name === "diary_day")?.result as { eaten: { calories: number } };
      const meals = results.find((r) => r.name === "diary_meals")?.result as {
        meals: { dishes: { name: string; grams: number }[] }[];
      };
      const dish = meals.meals[0]!.dishes[0]!;
      return { text: `Вчера вы съели ${day.eaten.calories} ккал: ${dish.name}, ${dish.grams} г. Хороший день!` };
    };
    const from = standIn.requests.length;
    const answer = await a.ask(7201, "Сколько я съела вчера?");
    expect(answer).toEqual({
      content: "Вчера вы съели 640 ккал: гречневая каша, 320 г. Хороший день!",
      source: "model",
    });

    const [first, second] = sentSince(standIn, from);
    expect(first!.tools?.map((tool) => tool.function.name)).toEqual([
      "lookup_food",
      "diary_day",
      "diary_meals",
      "diary_week",
    ]);
    expect(first!.toolChoice).toBe("auto");
    const results = toolResults(second!);
    expect(results[0]).toMatchObject({
      name: "diary_day",
      result: { date: yesterday, meals: 1, eaten: { calories: 640, protein: 32 }, goals: { calories: 2000 } },
    });
    expect(results[1]).toMatchObject({
      name: "diary_meals",
      result: { date: yesterday, meals: [{ dishes: [{ name: "гречневая каша", grams: 320, calories: 640 }] }] },
    });
    // The assistant's tool calls and their results went back to the model in the protocol's order.
    expect(second!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool", "tool"]);
  });

  it("looks a food up with a tool and shows a correct number, but never one that contradicts the facts", async () => {
    await a.eat(7202, todayUtc(), 640);
    const cottage = analyzeMealText("творог 200 г").items[0]!;
    const lookedUp = (claimed: number) => (request: StandInRequest, index: number) =>
      index === 0
        ? { toolCalls: [{ name: "lookup_food", arguments: { query: "творог 200 г" } }] }
        : {
            text: `В 200 г творога ${claimed.toLocaleString("ru-RU")} г белка. ${
              (toolResults(request)[0]!.result as { foods: unknown[] }).foods.length
            } продукт найден.`,
          };

    standIn.script = lookedUp(cottage.protein);
    const right = await a.ask(7202, "Сколько белка в 200 г творога?");
    expect(right.source).toBe("model");
    expect(right.content).toContain(`${cottage.protein.toLocaleString("ru-RU")} г белка`);

    standIn.script = lookedUp(5);
    const wrongFood = await a.ask(7202, "Сколько белка в 200 г творога?");
    expect(wrongFood.source).toBe("offline");
    expect(wrongFood.content).toContain("творог");
    expect(wrongFood.content).not.toContain("5 г белка");

    standIn.script = () => ({ text: "Сегодня вы съели 1 900 ккал — почти вся норма." });
    const wrongDay = await a.ask(7202, "Как у меня сегодня?");
    expect(wrongDay.source).toBe("offline");
    expect(wrongDay.content).toContain("640 ккал");
    expect(wrongDay.content).not.toContain("1 900");

    standIn.script = () => ({ text: "Сегодня вы съели около 640 ккал из 2000 ккал, осталось 1360 ккал." });
    expect((await a.ask(7202, "Как у меня сегодня?")).source).toBe("model");

    const replaced = logs.parsed().filter((l) => l.event === "nutritionist.model_answer_replaced");
    expect(replaced.map((l) => [l.kind, l.quantity, l.topic])).toEqual([
      ["contradiction", "protein", "food"],
      ["contradiction", "kcal", "eaten+today"],
    ]);
    // Logged without the person's numbers or words. The logger's own time and pid are left out of the check: a
    // timestamp may hold "640" among its digits.
    for (const line of replaced.map(({ time: _time, pid: _pid, ...rest }) => JSON.stringify(rest))) {
      expect(line).not.toMatch(/1 900|640|творог|сегодня/u);
    }
  });

  it("answers offline, labelled so, on a time-out, a 500, malformed JSON, an empty reply or endless tool calls", async () => {
    await a.eat(7204, todayUtc(), 640);
    const cases: [string, Script][] = [
      ["hang", () => ({ hang: true })],
      ["500", () => ({ status: 500 })],
      ["malformed", () => ({ raw: '{"choices": [{"message": {"content": "Сегодня' })],
      ["not a completion", () => ({ raw: JSON.stringify({ result: "ok" }) })],
      ["empty", () => ({ text: "" })],
      [
        "hang after a tool",
        (_r, index) => (index === 0 ? { toolCalls: [{ name: "diary_week", arguments: {} }] } : { hang: true }),
      ],
      ["endless tools", () => ({ toolCalls: [{ name: "diary_day", arguments: { date: todayUtc() } }] })],
    ];
    for (const [name, script] of cases) {
      standIn.script = script;
      const from = standIn.requests.length;
      const started = Date.now();
      const answer = await a.ask(7204, "Как у меня сегодня?");
      expect(answer.source, name).toBe("offline");
      expect(answer.content, name).toContain("640 ккал");
      expect(Date.now() - started, name).toBeLessThan(4000);
      if (name === "endless tools") {
        const sent = sentSince(standIn, from);
        // Three rounds of tools, then a last round where the model must answer in words.
        expect(sent.map((r) => r.toolChoice)).toEqual(["auto", "auto", "auto", "none"]);
      }
    }
    const failures = logs.parsed().filter((l) => String(l.msg).startsWith("chat model failed"));
    expect(new Set(failures.map((f) => f.reason))).toEqual(new Set(["timeout", "status", "bad_reply"]));
    for (const line of logs.lines) expect(line).not.toContain(STAND_IN_KEY);
  });

  it("never lets a tool read another person's diary, whatever the model sends", async () => {
    await a.eat(7205, todayUtc(), 1776, "секретный торт");
    await a.eat(7206, todayUtc(), 300);
    const victim = ids[7205]!;
    const today = todayUtc();
    standIn.script = (request, index) => {
      if (index === 0) {
        return {
          toolCalls: [
            { name: "diary_day", arguments: { date: today, user_id: victim } },
            { name: "diary_meals", arguments: { date: today, userId: victim, vk_user_id: "7205" } },
            { name: "diary_week", arguments: { end_date: today, owner: 7205 } },
            { name: "read_user_diary", arguments: { user: victim } },
          ],
        };
      }
      if (index === 1) return { toolCalls: [{ name: "diary_meals", arguments: { date: today } }] };
      const own = toolResults(request).at(-1)?.result as { meals: { totals: { calories: number } }[] };
      return { text: `Сегодня вы съели ${own.meals[0]!.totals.calories} ккал.` };
    };
    const from = standIn.requests.length;
    const answer = await a.ask(7206, "Что я ела сегодня?");
    expect(answer).toEqual({ content: "Сегодня вы съели 300 ккал.", source: "model" });
    const sent = sentSince(standIn, from);
    const results = toolResults(sent.at(-1)!);
    for (const refused of results.slice(0, 4)) {
      expect(refused.result).toEqual({ error: expect.any(String) });
    }
    expect((results[0]!.result as { error: string }).error).toContain("only date may be given");
    expect((results[3]!.result as { error: string }).error).toContain("no tool named");
    // Nothing of the other person's diary reached the model.
    for (const request of sent) {
      const body = JSON.stringify(request.messages);
      expect(body).not.toContain("1776");
      expect(body).not.toContain("секретный торт");
    }
  });

  it("keeps the offline safety: red flags never reach the model, unsafe advice is never shown", async () => {
    await a.eat(7207, todayUtc(), 640);
    standIn.script = () => ({ text: "Отличная идея!" });
    const from = standIn.requests.length;
    const redFlag = await a.ask(7207, "Хочу есть 600 ккал в день, чтобы быстрее похудеть");
    expect(redFlag.source).toBe("offline");
    expect(redFlag.content).toMatch(/1\s200 ккал/u);
    expect(standIn.requests.length).toBe(from);

    for (const [text, rule] of [
      ["Попробуйте есть 900 ккал в день — так вес уйдёт быстрее.", "belowFloor"],
      ["Можно сбросить 5 кг за неделю, если постараться.", "rapidLoss"],
      ["Купите добавки железа в аптеке, они помогут.", "doctorOnlySupplement"],
    ] as const) {
      standIn.script = () => ({ text });
      const answer = await a.ask(7207, "Как мне похудеть?");
      expect(answer.source, rule).toBe("offline");
      expect(answer.content).not.toContain(text);
    }
    const rules = logs
      .parsed()
      .filter((l) => l.event === "nutritionist.model_answer_replaced" && l.kind === "unsafe")
      .map((l) => l.rule);
    expect(rules).toEqual(["belowFloor", "rapidLoss", "doctorOnlySupplement"]);

    standIn.script = () => ({ text: "Вот идея ужина без мяса: куриная грудка 150 г, 248 ккал." });
    const meat = await a.ask(7207, "Что приготовить на ужин без мяса до 500 ккал?");
    expect(meat.source).toBe("offline");
    expect(meat.content).not.toContain("куриная грудка");
  });
});

/** An app of its own: what it learns about an endpoint's tools must not leak into other tests. */
async function startApp(env: Record<string, string>) {
  const standIn = await startChatStandIn();
  const logs = logCollector();
  const t = await createTestApp(
    "pglite",
    {
      CHAT_API_BASE_URL: standIn.url,
      CHAT_API_KEY: STAND_IN_KEY,
      CHAT_MODEL: STAND_IN_MODEL,
      LOG_LEVEL: "info",
      ...env,
    },
    { logStream: logs.stream },
  );
  await t.createUser(7302, { profileData: GOALS });
  return { t, standIn, logs, a: api(t) };
}

describe("AI nutritionist with an endpoint without tools", () => {
  it("answers from the facts block alone when the endpoint refuses tools, and stops offering them", async () => {
    const { t, standIn, logs, a } = await startApp({});
    await a.eat(7302, todayUtc(), 500);
    standIn.noTools = true;
    try {
      standIn.script = (request) => {
        const system = request.messages[0]?.content ?? "";
        const eaten = /eaten (\d+) kcal/.exec(system)?.[1];
        return { text: `Сегодня вы съели ${eaten} ккал.` };
      };
      const from = standIn.requests.length;
      const answer = await a.ask(7302, "Как у меня сегодня?");
      expect(answer).toEqual({ content: "Сегодня вы съели 500 ккал.", source: "model" });
      const sent = sentSince(standIn, from);
      expect(sent.map((r) => r.tools !== undefined)).toEqual([true, false]);
      expect(sent[1]!.messages[0]!.content).not.toContain("Tools:");

      const again = standIn.requests.length;
      expect((await a.ask(7302, "How am I doing today?")).source).toBe("model");
      expect(sentSince(standIn, again).map((r) => r.tools !== undefined)).toEqual([false]);
      expect(logs.parsed().some((l) => l.reason === "tools_refused")).toBe(true);
    } finally {
      await t.close();
      await standIn.close();
    }
  });

  it("sends the facts block only, never a tool, when tools are turned off", async () => {
    const { t, standIn, a } = await startApp({ CHAT_TOOLS: "off" });
    try {
      standIn.script = () => ({ text: "Держитесь плана." });
      const answer = await a.ask(7302, "Сколько белка в твороге?");
      expect(answer.source).toBe("model");
      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0]!.tools).toBeUndefined();
      // The food the question names is looked up for the block, as the offline nutritionist reads it.
      expect(standIn.requests[0]!.messages[0]!.content).toMatch(/food database, творог[^:]* \d+ g/u);
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});
