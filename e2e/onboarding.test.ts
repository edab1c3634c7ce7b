import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tab } from "./diary";
import { chromiumAvailable, demoHeaders } from "./harness";
import { useServerAndBrowser } from "./suite";

/** A VK id nobody has used in this server's fresh database. */
const freshId = (n: number) => String(700_000_000 + (Date.now() % 100_000) * 10 + n);

/** Numbers are formatted for the language (ru "1 651" with a no-break space, en "1,651"): compare digits only. */
const digits = (text: string | null) => (text ?? "").replace(/[\s,\u00a0\u202f]/g, "");

/**
 * Latin words on a Russian screen, other than the language switch's own "English" and the names of file formats
 * (the profile's export offers JSON and CSV), are untranslated strings.
 */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !["English", "JSON", "CSV"].includes(w));
}
async function cyrillicWords(page: Page, allowed: string[]): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return (text.match(/[А-Яа-яЁё]{3,}/g) ?? []).filter((w) => w !== "Русский" && !allowed.includes(w));
}

async function answerNumber(page: Page, label: string, value: string, send: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: send, exact: true }).click();
}

describe.runIf(chromiumAvailable)("onboarding, profile and goals in Chromium (docs/product.md §2)", () => {
  const suite = useServerAndBrowser();

  it("takes a new person through the chat in Russian (resume, back) to the dashboard goal, then logs out", async () => {
    const id = freshId(1);
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/demo?user=${id}`);
    await page.waitForURL(/\/onboarding$/, { timeout: 30_000 });
    const question = page.getByTestId("onboarding-question");
    await question.getByText("Ваш пол?").waitFor();
    expect(await latinWords(page)).toEqual([]);

    await page.getByRole("button", { name: "Женский" }).click();
    await answerNumber(page, "Возраст", "30", "Отправить");
    // docs/product.md §5 messages in the chat's typed input: an out-of-range height says the bound.
    await page.getByLabel("Рост, см", { exact: true }).fill("90");
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.getByText("Рост должен быть не меньше 100 см").waitFor();
    await answerNumber(page, "Рост, см", "165", "Отправить");
    await question.getByText("Сколько вы сейчас весите? Можно в килограммах или фунтах.").waitFor();

    // Leaving half-way and returning resumes at the same question with the answers kept.
    await page.reload();
    await question.getByText("Сколько вы сейчас весите? Можно в килограммах или фунтах.").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "165 см" }).waitFor();

    // Back goes to the previous question with its answer filled in.
    await page.getByRole("button", { name: "← Назад" }).click();
    await question.getByText("Какой у вас рост? Можно в сантиметрах, метрах или футах.").waitFor();
    expect(await page.getByLabel("Рост, см", { exact: true }).inputValue()).toBe("165");
    await page.getByRole("button", { name: "Отправить", exact: true }).click();

    await answerNumber(page, "Вес, кг", "70", "Отправить");
    await page.getByRole("button", { name: "Умеренная" }).click();
    await answerNumber(page, "Желаемый вес, кг", "60", "Отправить");
    await page.getByRole("button", { name: "Комфортный — 0,5 кг в неделю" }).click();
    // The demo has no VK host, so VK user info times out (3 s) and the name is typed.
    await page.getByLabel("Имя", { exact: true }).fill("Анна");
    await page.getByLabel("Фамилия", { exact: true }).fill("Петрова");
    await page.getByRole("button", { name: "Дальше" }).click();

    // 10·70 + 6.25·165 − 5·30 − 161 = 1420.25 × 1.55 = 2201.4 − 550 = 1651 kcal.
    const goal = page.getByTestId("onboarding-goal");
    await goal.waitFor({ timeout: 30_000 });
    expect(digits(await goal.textContent())).toContain("1651");
    await page.getByText("Базовый обмен по формуле Миффлина — Сан Жеора: 1 420 ккал.").waitFor();
    await page.getByText("Для снижения веса вычитаем 550 ккал в день.").waitFor();
    expect(await latinWords(page)).toEqual([]);

    await page.getByRole("button", { name: "Начать" }).click();
    await page.getByRole("heading", { name: "Привет, Анна!" }).waitFor({ timeout: 30_000 });
    expect(digits(await page.getByTestId("calorie-goal").textContent())).toContain("1651");

    const me = await fetch(`${suite.server.baseUrl}/api/users/me`, { headers: demoHeaders(id) });
    expect((await me.json()).profileData).toMatchObject({ dailyCalorieGoal: 1651, targetWeightKg: 60, language: "ru" });

    // Logout clears exactly what docs/product.md §4 Settings restore lists: the stored user, language and onboarding flag.
    await tab(page, "/profile").click();
    await page.getByRole("heading", { name: "Профиль" }).waitFor();
    await page.getByRole("button", { name: "Русский" }).click();
    const stored = () =>
      page.evaluate(() =>
        ["tarelka.app-state", "tarelka.language", "tarelka.onboarding-complete"].map((k) => localStorage.getItem(k)),
      );
    expect((await stored()).every((v) => v !== null)).toBe(true);
    await page.getByRole("button", { name: "Выйти" }).click();
    await page.waitForURL(/\/landing$/);
    expect(await stored()).toEqual([null, null, null]);
    await page.close();
  });

  it("does the same in English, then edits the profile, overrides the goal, switches language and deletes the account", async () => {
    const id = freshId(2);
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/demo?user=${id}&lang=en`);
    await page.waitForURL(/\/onboarding$/, { timeout: 30_000 });
    await page.getByRole("button", { name: "English" }).click();
    const question = page.getByTestId("onboarding-question");
    await question.getByText("What is your gender?").waitFor();

    await page.getByRole("button", { name: "Male", exact: true }).click();
    await answerNumber(page, "Age", "25", "Send");
    await answerNumber(page, "Height, cm", "180", "Send");
    await answerNumber(page, "Weight, kg", "80", "Send");
    // Typed input works for choices too.
    await page.getByLabel("Type your answer").fill("high");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // Keeping the weight skips the pace question.
    await page.getByRole("button", { name: "Keep 80 kg" }).click();
    await question.getByText("What is your name?").waitFor();
    await page.getByLabel("First name", { exact: true }).fill("John");
    await page.getByLabel("Last name", { exact: true }).fill("Smith");
    await page.getByRole("button", { name: "Next" }).click();

    // 10·80 + 6.25·180 − 5·25 + 5 = 1805 × 1.725 = 3113.6 → 3114 kcal, no deficit.
    const goal = page.getByTestId("onboarding-goal");
    await goal.waitFor({ timeout: 30_000 });
    expect(digits(await goal.textContent())).toContain("3114");
    await page.getByText("You want to keep your weight, so there is no deficit.").waitFor();
    expect(await cyrillicWords(page, [])).toEqual([]);
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("heading", { name: "Hi, John!" }).waitFor({ timeout: 30_000 });
    expect(digits(await page.getByTestId("calorie-goal").textContent())).toContain("3114");

    // Profile edit changes the goal: at 90 kg the kept target of 80 kg is now a loss at the default comfortable
    // pace: 1905 × 1.725 = 3286.1 − 550 = 2736 kcal.
    await tab(page, "/profile").click();
    await page.getByRole("heading", { name: "Profile" }).waitFor();
    expect(digits(await page.getByTestId("profile-calorie-goal").textContent())).toContain("3114");
    await page.getByRole("link", { name: "Edit details" }).click();
    await page.getByLabel("Weight, kg", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Weight must be at least 30 kg").waitFor();
    await page.getByLabel("Weight, kg", { exact: true }).fill("90");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Profile" }).waitFor();
    await page.getByTestId("profile-calorie-goal").getByText("2,736 (computed)").waitFor();

    // An own goal persists and is no longer recomputed.
    await page.getByRole("link", { name: "Edit goals" }).click();
    await page.getByLabel("Set my own calorie goal").check();
    await page.getByLabel("Calorie goal, kcal", { exact: true }).fill("2500");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByTestId("profile-calorie-goal").getByText("2,500 (your own)").waitFor();
    await page.reload();
    await page.getByTestId("profile-calorie-goal").getByText("2,500 (your own)").waitFor({ timeout: 30_000 });

    // The language switch changes every visible string and saves the choice on the suite.server.
    expect(await cyrillicWords(page, [])).toEqual([]);
    await page.getByRole("button", { name: "Русский" }).click();
    await page.getByRole("heading", { name: "Профиль" }).waitFor();
    expect(await latinWords(page)).toEqual(["John", "Smith"]);
    await expect
      .poll(
        async () =>
          (await (await fetch(`${suite.server.baseUrl}/api/users/me`, { headers: demoHeaders(id) })).json()).profileData
            .language,
      )
      .toBe("ru");

    // Deleting the account is confirmed twice, then the person starts again from onboarding.
    await page.getByRole("button", { name: "Удалить аккаунт" }).click();
    await page.getByRole("button", { name: "Продолжить" }).click();
    await page.getByRole("button", { name: "Удалить навсегда" }).click();
    await page.waitForURL(/\/onboarding$/, { timeout: 30_000 });
    const exists = await fetch(`${suite.server.baseUrl}/api/users/exists?provider=vk&socialId=${id}`, {
      headers: demoHeaders(id),
    });
    expect(await exists.json()).toEqual({ exists: false, user: null });
    await page.close();
  });
  it("reads answers as people type them (32 года, 1,65 м, 200 lbs), says what it understood, and guards a goal below the safe floor", async () => {
    const id = freshId(3);
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/demo?user=${id}`);
    await page.waitForURL(/\/onboarding$/, { timeout: 30_000 });
    const understood = page.getByTestId("onboarding-understood");
    await page.getByRole("button", { name: "Женский" }).click();

    await page.getByLabel("Возраст", { exact: true }).fill("32 года");
    await understood.getByText("Понял так: 32").waitFor();
    await page.getByRole("button", { name: "Отправить", exact: true }).click();

    // Words that are not a height get the examples of what is understood, not a silent guess.
    await page.getByLabel("Рост, см", { exact: true }).fill("высокий");
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.getByText("Не получилось прочитать рост. Напишите, например: 165, 165 см, 1,65 м или 5 ft 11").waitFor();
    await page.getByLabel("Рост, см", { exact: true }).fill("1,65 м");
    await understood.getByText("Понял так: 165 см").waitFor();
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.getByRole("button", { name: "165 см" }).waitFor();

    await page.getByLabel("Вес, кг", { exact: true }).fill("200 lbs");
    await understood.getByText("Понял так: 90,7 кг").waitFor();
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.getByRole("button", { name: "Умеренная" }).click();
    await page.getByRole("button", { name: "Сохранить вес 90,7 кг" }).click();
    await page.getByLabel("Имя", { exact: true }).fill("Вера");
    await page.getByLabel("Фамилия", { exact: true }).fill("Лис");
    await page.getByRole("button", { name: "Дальше" }).click();
    await page.getByRole("button", { name: "Начать" }).click();
    await page.getByRole("heading", { name: "Привет, Вера!" }).waitFor({ timeout: 30_000 });
    const me = async () =>
      (await (await fetch(`${suite.server.baseUrl}/api/users/me`, { headers: demoHeaders(id) })).json()).profileData;
    expect(await me()).toMatchObject({ age: 32, heightCm: 165, weightKg: 90.7 });

    // docs/product.md, Calorie goal: an own goal under 1,200 kcal for a woman is warned about and saved only once confirmed.
    await page.getByRole("link", { name: "Профиль" }).click();
    await page.getByRole("link", { name: "Изменить цели" }).click();
    await page.getByLabel("Указать свою цель по калориям").check();
    await page.getByLabel("Цель по калориям, ккал", { exact: true }).fill("1000");
    const warning = page.getByTestId("calorie-floor-warning");
    await warning.getByText("Цель ниже безопасного минимума — 1 200 ккал в день").waitFor();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await page.getByText("Подтвердите цель ниже безопасного минимума или измените её").first().waitFor();
    expect((await me()).dailyCalorieGoal).not.toBe(1000);
    await page.getByLabel("Понимаю и хочу сохранить эту цель").check();
    await page.getByRole("button", { name: "Сохранить" }).click();
    await page.getByRole("heading", { name: "Профиль" }).waitFor({ timeout: 30_000 });
    expect(await me()).toMatchObject({ dailyCalorieGoal: 1000, calorieGoalOverridden: true });
    await page.close();
  });
});
