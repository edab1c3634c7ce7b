import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { diaryApi, newRussianPage, plain, TIME_ZONE, tab } from "./diary";
import { chromiumAvailable } from "./harness";
import { expectPageErrors, failedLoad, useServerAndBrowser } from "./suite";

const today = () => new Date().toLocaleDateString("en-CA", { timeZone: TIME_ZONE });

/** Questions sent in the chat; one function, so unroute finds the route it names (playwright compares them). */
const isQuestion = (url: URL) => /^\/api\/ai-nutritionist\/chat\/\d+\/message$/.test(url.pathname);

describe.runIf(chromiumAvailable)(
  "the AI nutritionist in Chromium (docs/product.md §2 /ai-nutritionist, §7 calls)",
  () => {
    // No chat model is configured (CHAT_API_BASE_URL unset): the built-in offline nutritionist answers
    // (docs/product.md, AI providers), so every answer is known in advance.
    const suite = useServerAndBrowser();

    const api = diaryApi(suite);

    /** A person with goals, a water goal and a day of 800 kcal in two meals, 24 g of protein and 1.5 l of water. */
    async function personWithADay(userId: string) {
      await api(userId, "POST", "/api/users", {
        firstName: "Вера",
        lastName: "Демо",
        profileData: {
          dailyCalorieGoal: 2000,
          proteinGoalG: 100,
          fatGoalG: 70,
          carbsGoalG: 250,
          waterGoalMl: 2000,
          language: "ru",
        },
      });
      for (const [mealType, grams] of [
        ["breakfast", 100],
        ["lunch", 300],
      ] as const) {
        await api(userId, "POST", "/api/meals", {
          date: today(),
          mealType,
          source: "manual",
          dishes: [
            {
              name: "Плов",
              grams,
              per100g: { calories: 200, protein: 6, fat: 8, carbs: 25 },
              foodId: null,
              isEstimate: true,
            },
          ],
        });
      }
      await api(userId, "POST", "/api/water-intake/log", { volumeMl: 1500, source: "manual", date: today() });
    }

    const messagesOf = async (page: Page) =>
      page
        .getByTestId("chat-message")
        .evaluateAll((items) =>
          items.map((li) => [
            (li as HTMLElement).dataset.role,
            li.querySelector("[data-testid=chat-message-text]")?.textContent ?? "",
          ]),
        );

    it("fills the screen at 320 and 390 px: the composer pinned above the tab bar, above the keyboard while typing", async () => {
      await personWithADay("869");
      for (let i = 0; i < 3; i++) {
        const chat = (await (await api("869", "GET", "/api/ai-nutritionist/chat/me")).json()) as { id: number };
        await api("869", "POST", `/api/ai-nutritionist/chat/${chat.id}/message`, { message: `вопрос ${i + 1}` });
      }
      const page = await newRussianPage(suite, "ai-869");
      // A stand-in for the visual viewport the browser shrinks for an on-screen keyboard (headless Chromium has no
      // keyboard): its height and offset are what the screen must follow.
      await page.addInitScript(() => {
        const fake = new EventTarget() as EventTarget & { height: number; offsetTop: number; scale: number };
        Object.defineProperty(fake, "height", { get: () => (window as unknown as { kb?: number }).kb ?? innerHeight });
        Object.assign(fake, { offsetTop: 0, scale: 1 });
        Object.defineProperty(window, "visualViewport", { value: fake });
        (window as unknown as { keyboard: (px: number) => void }).keyboard = (px) => {
          (window as unknown as { kb?: number }).kb = innerHeight - px;
          fake.dispatchEvent(new Event("resize"));
        };
      });
      await page.goto(`${suite.server.baseUrl}/demo?user=869`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      await tab(page, "/ai-nutritionist").click();
      await expect.poll(() => page.getByTestId("chat-message").count(), { timeout: 15_000 }).toBe(6);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 640 });
        await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(0));
        const box = async (testId: string) =>
          (await page.getByTestId(testId).boundingBox()) ?? { y: 0, height: 0, x: 0, width: 0 };
        // The composer sits right on the tab bar, the page itself does not scroll, and the newest answer is in view.
        const form = await box("chat-form");
        const bar = await box("tab-bar");
        expect(Math.abs(form.y + form.height - bar.y)).toBeLessThanOrEqual(2);
        expect(form.width).toBeLessThanOrEqual(width);
        expect((await box("chat-input")).width).toBeGreaterThan(width * 0.6);
        expect(await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0)).toBeLessThanOrEqual(640);
        const last = await page.getByTestId("chat-message").last().boundingBox();
        expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(form.y + 1);

        // A 300 px keyboard: the composer moves up onto it, over the tab bar, and the newest answer stays in view.
        await page.getByTestId("chat-input").focus();
        await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(300));
        await expect
          .poll(async () => Math.round((await box("chat-form")).y + (await box("chat-form")).height))
          .toBe(340);
        expect(await page.getByTestId("chat-screen").getAttribute("data-keyboard")).toBe("true");
        const typing = await box("chat-form");
        const newest = await page.getByTestId("chat-message").last().boundingBox();
        expect((newest?.y ?? 0) + (newest?.height ?? 0)).toBeLessThanOrEqual(typing.y + 1);
        expect((newest?.y ?? 0) + (newest?.height ?? 0)).toBeGreaterThan(typing.y - 200);
      }
      await page.close();
    });

    it("answers a suggestion and a typed question from the diary, keeps the history, analyses the day and speaks English", async () => {
      await personWithADay("861");
      const chat = (await (await api("861", "GET", "/api/ai-nutritionist/chat/me")).json()) as {
        answeredBy: string;
        suggestions: string[];
      };
      expect(chat.answeredBy).toBe("offline");

      const page = await newRussianPage(suite, "ai-861");
      await page.goto(`${suite.server.baseUrl}/demo?user=861`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });
      // The tab bar leads to the screen, which loads as a chunk of its own.
      const loaded: string[] = [];
      page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
      await tab(page, "/ai-nutritionist").click();
      await page.waitForURL(/\/ai-nutritionist$/);
      await page.getByRole("heading", { name: "ИИ-нутрициолог", level: 1 }).waitFor();
      expect(loaded.some((path) => /\/assets\/ai-nutritionist-page-[\w-]+\.js$/.test(path))).toBe(true);
      expect(plain(await page.getByTestId("answered-by").textContent())).toBe(
        "Отвечает встроенный нутрициолог по вашему дневнику",
      );

      // An empty chat: a greeting and the server's suggestions as one-tap questions.
      const greeting = page.getByTestId("chat-greeting");
      await greeting.waitFor({ timeout: 15_000 });
      expect(plain(await greeting.textContent())).toContain("Здравствуйте!");
      const chips = page.getByTestId("chat-suggestion");
      expect(await chips.allTextContents()).toEqual(chat.suggestions);
      expect(chat.suggestions).toContain("Как у меня сегодня?");

      // Tapping one shows the question at once with the typing indicator, while the answer is held back.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(isQuestion, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Как у меня сегодня?" }).click();
      expect(plain(await page.getByTestId("chat-pending").textContent())).toBe("Как у меня сегодня?");
      await page.getByTestId("chat-typing").getByText("Нутрициолог печатает…").waitFor();
      expect(await greeting.count()).toBe(0);
      expect(await page.getByTestId("chat-send").isDisabled()).toBe(true);
      const answered = page.waitForResponse((response) => isQuestion(new URL(response.url())));
      release();
      await answered;
      await page.unroute(isQuestion);

      // The answer names the day's real numbers: 800 kcal in two meals, 1 200 left of the 2 000 goal.
      const answers = page.locator("[data-testid=chat-message][data-role=assistant]");
      await answers.first().waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("chat-typing").count()).toBe(0);
      const today1 = plain(await answers.first().getByTestId("chat-message-text").textContent());
      expect(today1).toContain("Сегодня (2 приёма пищи): 800 ккал, белки 24 г");
      expect(today1).toContain("Осталось 1 200 ккал.");
      // The built-in nutritionist is the chat's own writer: no label of its own under the answer.
      expect(await answers.first().getByTestId("chat-message-source").count()).toBe(0);

      // Shift+Enter starts a new line and sends nothing; Enter sends.
      const input = page.getByTestId("chat-input");
      await input.fill("строка");
      await input.press("Shift+Enter");
      expect(await input.inputValue()).toBe("строка\n");
      expect(await page.getByTestId("chat-message").count()).toBe(2);
      await input.fill("сколько калорий в 200 г гречки");
      await input.press("Enter");
      expect(await input.inputValue()).toBe("");
      await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(2);
      // USDA buckwheat, 92 kcal per 100 g, priced by the food database.
      expect(plain(await answers.nth(1).getByTestId("chat-message-text").textContent())).toBe(
        "По базе продуктов: гречка 200 г — 184 ккал, Б 6,8 / Ж 1,2 / У 39,9 г.",
      );

      // A reload keeps the conversation, oldest first, with today's mark above it and the newest in view.
      await page.reload();
      await expect.poll(() => page.getByTestId("chat-message").count(), { timeout: 15_000 }).toBe(4);
      expect((await messagesOf(page)).map(([role, text]) => [role, plain(text ?? "").slice(0, 30)])).toEqual([
        ["user", "Как у меня сегодня?"],
        ["assistant", "Сегодня (2 приёма пищи): 800 к"],
        ["user", "сколько калорий в 200 г гречки"],
        ["assistant", "По базе продуктов: гречка 200 "],
      ]);
      expect(await page.getByTestId("chat-greeting").count()).toBe(0);
      expect(await page.getByTestId("chat-day").allTextContents()).toEqual(["Сегодня"]);
      // The screen's one scrolling column (the chat fills the screen) ends at the newest message.
      const scroll = await page
        .getByTestId("chat-scroller")
        .evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight);
      expect(scroll).toBeLessThanOrEqual(1);

      // Nothing analysed yet: the list says how to get recommendations.
      const list = page.getByTestId("recommendations-section");
      await list.getByTestId("recommendations-empty").waitFor();

      // The day's analysis: a summary with the day's numbers and a card per recommendation, most urgent first.
      await page.getByRole("button", { name: "Разобрать мой день" }).click();
      const result = page.getByTestId("day-analysis-result");
      await result.waitFor({ timeout: 15_000 });
      const summary = plain(await result.getByTestId("day-analysis-summary").textContent());
      expect(summary).toContain("800 ккал из 2 000 ккал");
      const cards = result.getByTestId("recommendation");
      expect(await cards.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.priority))).toEqual([
        "high",
        "high",
        "low",
      ]);
      expect(plain(await cards.nth(0).getByRole("heading").textContent())).toBe("Калорий меньше цели");
      expect(plain(await cards.nth(0).textContent())).toContain("Высокий приоритет");
      expect(plain(await cards.nth(0).textContent())).toContain("Съедено 800 ккал из 2 000 ккал");
      expect(plain(await cards.nth(1).getByRole("heading").textContent())).toBe("Мало белка");
      expect(plain(await cards.nth(2).getByRole("heading").textContent())).toBe("Мало воды");
      expect(plain(await cards.nth(2).textContent())).toContain("Низкий приоритет");
      // The list below was read again and holds the same three, each with its day.
      await expect.poll(() => list.getByTestId("recommendation").count()).toBe(3);
      expect(await list.getByTestId("recommendation-date").first().textContent()).toBe(
        `За ${new Date(`${today()}T12:00:00Z`).toLocaleDateString("ru", { day: "numeric", month: "long", timeZone: "UTC" })}`,
      );

      // Marking one read dims it here and in the list, and the server keeps it.
      const water = cards.nth(2);
      await water.getByRole("button", { name: "Отметить прочитанным" }).click();
      await water.getByTestId("recommendation-read").waitFor();
      expect(await water.getAttribute("data-read")).toBe("true");
      const inList = list.getByTestId("recommendation").filter({ hasText: "Мало воды" });
      expect(await inList.getAttribute("data-read")).toBe("true");
      const stored = (await (await api("861", "GET", "/api/ai-nutritionist/recommendations/me")).json()) as {
        title: string;
        read: boolean;
      }[];
      expect(stored.map((r) => [r.title, r.read])).toEqual(
        expect.arrayContaining([
          ["Калорий меньше цели", false],
          ["Мало белка", false],
          ["Мало воды", true],
        ]),
      );

      // The priority filter asks the server for one priority at a time.
      await list.getByRole("button", { name: "Низкий" }).click();
      await expect.poll(() => list.getByTestId("recommendation").count()).toBe(1);
      expect(await list.getByRole("button", { name: "Низкий" }).getAttribute("aria-pressed")).toBe("true");
      expect(plain(await list.getByTestId("recommendation").getByRole("heading").textContent())).toBe("Мало воды");
      await list.getByRole("button", { name: "Средний" }).click();
      await list.getByText("Рекомендаций с таким приоритетом нет.").waitFor();
      await list.getByRole("button", { name: "Высокий" }).click();
      await expect.poll(() => list.getByTestId("recommendation").count()).toBe(2);

      // English: switched on the dashboard, the screen follows; the conversation stays as it was written.
      await page.getByRole("button", { name: "Назад" }).click();
      await page.getByRole("button", { name: "English" }).click();
      await tab(page, "/ai-nutritionist").click();
      await page.waitForURL(/\/ai-nutritionist$/);
      await page.getByRole("heading", { name: "AI nutritionist", level: 1 }).waitFor();
      expect(plain(await page.getByTestId("answered-by").textContent())).toBe(
        "Answered by the built-in nutritionist from your diary",
      );
      await page.getByRole("button", { name: "Analyse my day" }).waitFor();
      await page.getByRole("heading", { name: "Chat with the nutritionist" }).waitFor();
      await page.getByRole("heading", { name: "Recommendations" }).waitFor();
      expect(await page.getByTestId("chat-send").getAttribute("aria-label")).toBe("Send");
      expect(await page.getByTestId("chat-day").allTextContents()).toEqual(["Today"]);
      expect(await page.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => page.getByTestId("chat-message").count()).toBe(4);
      await page.close();
    }, 120_000);

    it("reads the chat and the recommendations apart, keeps a question that failed, and never runs an answer as markup", async () => {
      await personWithADay("862");
      const page = await newRussianPage(suite, "ai-862");
      await page.goto(`${suite.server.baseUrl}/demo?user=862`);
      await page.getByTestId("day-calories").waitFor({ timeout: 20_000 });

      // The chat fails, the recommendations do not: each says so on its own, with a retry.
      await page.route("**/api/ai-nutritionist/chat/me", (route) =>
        route.fulfill({ status: 503, body: "unavailable" }),
      );
      await page.goto(`${suite.server.baseUrl}/ai-nutritionist`);
      const chatError = page.getByTestId("chat-error");
      await chatError.getByText("Не удалось загрузить чат.").waitFor({ timeout: 20_000 });
      await page.getByTestId("recommendations-empty").waitFor();
      await expectPageErrors(suite.browser, [failedLoad("/api/ai-nutritionist/chat/me", 503)]);
      await page.unroute("**/api/ai-nutritionist/chat/me");
      await chatError.getByRole("button", { name: "Повторить" }).click();
      await page.getByTestId("chat-greeting").waitFor();

      // And the other way round.
      await page.route("**/api/ai-nutritionist/recommendations/me*", (route) =>
        route.fulfill({ status: 503, body: "unavailable" }),
      );
      await page.reload();
      const listError = page.getByTestId("recommendations-error");
      await listError.getByText("Не удалось загрузить рекомендации.").waitFor({ timeout: 20_000 });
      await page.getByTestId("chat-greeting").waitFor();
      await expectPageErrors(suite.browser, [failedLoad("/api/ai-nutritionist/recommendations/me", 503)]);
      await page.unroute("**/api/ai-nutritionist/recommendations/me*");
      await listError.getByRole("button", { name: "Повторить" }).click();
      await page.getByTestId("recommendations-empty").waitFor();

      // A question that fails is kept in the box, with the reason and a retry that sends it.
      const input = page.getByTestId("chat-input");
      await page.route(isQuestion, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }),
        }),
      );
      await input.fill("Что съесть на ужин?");
      await page.getByRole("button", { name: "Отправить" }).click();
      const failed = page.getByTestId("chat-send-error");
      await failed.waitFor();
      expect(plain(await failed.textContent())).toContain("Вопрос не отправлен.Произошла ошибка. Попробуйте ещё раз.");
      expect(await input.inputValue()).toBe("Что съесть на ужин?");
      expect(await page.getByTestId("chat-message").count()).toBe(0);
      await expectPageErrors(suite.browser, [failedLoad("/api/ai-nutritionist/chat/", 500)]);
      await page.unroute(isQuestion);
      await failed.getByRole("button", { name: "Повторить" }).click();
      await expect.poll(() => page.getByTestId("chat-message").count(), { timeout: 15_000 }).toBe(2);
      expect(await failed.count()).toBe(0);
      expect(await input.inputValue()).toBe("");

      // The day's limit has its own words, and no retry: asking again cannot pass it.
      await page.route(isQuestion, (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "CHAT_DAILY_LIMIT_REACHED", message: "limit" } }),
        }),
      );
      await input.fill("А завтра?");
      await input.press("Enter");
      await failed.waitFor();
      expect(await failed.getAttribute("data-failure")).toBe("dailyLimit");
      expect(plain(await failed.textContent())).toContain(
        "На сегодня вопросы закончились: за день можно задать 100. Продолжим завтра.",
      );
      expect(await failed.getByRole("button").count()).toBe(0);
      expect(await input.inputValue()).toBe("А завтра?");
      await expectPageErrors(suite.browser, [failedLoad("/api/ai-nutritionist/chat/", 429)]);
      await page.unroute(isQuestion);

      // Near the limit of one question a counter shows; past it, the question cannot go.
      await input.fill("а".repeat(1001));
      expect(plain(await page.getByTestId("chat-counter").textContent())).toBe("1 001 / 1 000");
      await page.getByText("Вопрос длиннее 1 000 символов — сократите его.").waitFor();
      expect(await page.getByTestId("chat-send").isDisabled()).toBe(true);
      await input.fill("а".repeat(1000));
      expect(await page.getByTestId("chat-send").isDisabled()).toBe(false);

      // Text is text: markup in a message shows as typed, runs nothing, and its line breaks stay.
      await input.fill('<img src="x" onerror="window.__injected = 1">\n<b>вторая строка</b>');
      await input.press("Enter");
      await expect.poll(() => page.getByTestId("chat-message").count(), { timeout: 15_000 }).toBe(4);
      const mine = page.locator("[data-testid=chat-message][data-role=user]").last().getByTestId("chat-message-text");
      expect(await mine.textContent()).toBe('<img src="x" onerror="window.__injected = 1">\n<b>вторая строка</b>');
      expect(await page.getByTestId("chat-log").locator("img, b").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      // The line break is drawn: the message is two lines tall.
      const lines = await mine.evaluate((el) => {
        const style = getComputedStyle(el.parentElement as HTMLElement);
        return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
      });
      expect(lines).toBeGreaterThanOrEqual(2);

      // An answer written by someone other than the chat's usual writer says so.
      await page.route("**/api/ai-nutritionist/chat/me", async (route) => {
        const reply = await route.fetch();
        const body = (await reply.json()) as Record<string, unknown>;
        await route.fulfill({ response: reply, json: { ...body, answeredBy: "model" } });
      });
      await page.reload();
      await expect.poll(() => page.getByTestId("chat-message").count(), { timeout: 15_000 }).toBe(4);
      expect(plain(await page.getByTestId("answered-by").textContent())).toBe(
        "Отвечает ИИ-модель по данным вашего дневника",
      );
      expect(await page.getByTestId("chat-message-source").allTextContents()).toEqual([
        "Ответ встроенного нутрициолога · ",
        "Ответ встроенного нутрициолога · ",
      ]);
      await page.close();
    }, 120_000);
  },
);
