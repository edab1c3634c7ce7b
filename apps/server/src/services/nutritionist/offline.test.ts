import { detectLang } from "@tarelka/contracts";
import { analyzeMealText, searchFoods } from "@tarelka/nutrition";
import { describe, expect, it } from "vitest";
import { daysBetween } from "../meal-dates";
import type { ChatFacts, DayFacts } from "./facts";
import { plateIdeas, proteinIdeas } from "./food-ideas";
import { num } from "./format";
import { answerOffline, chatSuggestions, detectIntent, foodTextOf, offlineDaySummary } from "./offline";
import { MID_DAY as DAY, MID_DAY_FACTS as FACTS } from "./test-fixtures";

/** The day's rotation of suggested foods, as the answers compute it. */
const SEED = daysBetween("2000-01-01", DAY.date);
const withDay = (patch: Partial<DayFacts>): ChatFacts => ({ ...FACTS, today: { ...DAY, ...patch } });
const ask = (question: string, facts: ChatFacts = FACTS) => answerOffline(question, facts, "ru");
/** Ru numbers are grouped with a no-break space: written through the same Intl rules the answers use. */
const ru = (n: number, decimals = 0) => num(n, "ru", decimals);

describe("offline nutritionist: what a question is about", () => {
  it.each([
    ["Как у меня сегодня?", "today"],
    ["Сколько калорий я съел?", "today"],
    ["How am I doing today?", "today"],
    ["What did I eat so far?", "today"],
    ["Что съесть на ужин?", "remaining"],
    ["Сколько калорий у меня осталось?", "remaining"],
    ["What should I eat for dinner?", "remaining"],
    ["How many calories do I have left?", "remaining"],
    ["Сколько белка мне ещё нужно?", "protein"],
    ["Что съесть, чтобы добрать белок?", "protein"],
    ["Am I getting enough protein?", "protein"],
    ["Сколько воды я выпила сегодня?", "water"],
    ["How much water should I drink?", "water"],
    ["Как меняется мой вес?", "weight"],
    ["Я похудела?", "weight"],
    ["Am I losing weight?", "weight"],
    ["Сколько калорий в среднем за неделю?", "week"],
    ["What's my weekly average?", "week"],
    ["Сколько калорий в 200 г гречки?", "caloriesIn"],
    ["калорийность банана", "caloriesIn"],
    ["How many calories in a banana?", "caloriesIn"],
    ["calories in 2 eggs and toast", "caloriesIn"],
    ["How many calories does a croissant have?", "caloriesIn"],
    ["Сколько калорий в день мне нужно?", "today"],
    ["Привет!", "unknown"],
    ["Tell me a joke", "unknown"],
    ["Весь день болит голова", "unknown"],
  ])("%s → %s", (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });

  it("reads the food text of a calories question as typed, without the question around it", () => {
    expect(foodTextOf("Сколько калорий в 200 г гречки?")).toBe("200 г гречки");
    expect(foodTextOf("How many calories are in a banana??")).toBe("banana");
    expect(foodTextOf("How many calories does a croissant have?")).toBe("croissant");
    expect(foodTextOf("Сколько калорий в день мне нужно?")).toBeNull();
    expect(foodTextOf("Как у меня сегодня?")).toBeNull();
  });

  it("answers in the question's language: Cyrillic is Russian, Latin English, neither the person's own", () => {
    expect(detectLang("how much water?", "ru")).toBe("en");
    expect(detectLang("сколько воды? ok", "en")).toBe("ru");
    expect(detectLang("200?", "en")).toBe("en");
    expect(answerOffline("How am I doing today?", FACTS, "ru").lang).toBe("en");
    expect(answerOffline("???", FACTS, "en").lang).toBe("en");
    expect(answerOffline("???", FACTS, "ru").text).toMatch(/дневник/);
  });

  it("offers three to five suggestions per language, each one a question it answers from the diary", () => {
    for (const lang of ["ru", "en"] as const) {
      const suggestions = chatSuggestions(lang);
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const s of suggestions) {
        expect(detectIntent(s), s).not.toBe("unknown");
        expect(detectLang(s, lang === "ru" ? "en" : "ru")).toBe(lang);
      }
    }
  });
});

describe("offline nutritionist: answers carry the person's own numbers", () => {
  it("today: totals, goals and what is left, in Russian and English number formats", () => {
    const answer = ask("Как у меня сегодня?");
    expect(answer.intent).toBe("today");
    for (const part of [
      `${ru(1234)} ккал`,
      "белки 56,7 г",
      "жиры 40,2 г",
      "углеводы 150,3 г",
      `${ru(2000)} ккал`,
      "Осталось 766 ккал",
      `750 мл из ${ru(2100)} мл`,
      "3 приёма пищи",
    ]) {
      expect(answer.text).toContain(part);
    }
    const en = ask("How am I doing today?").text;
    for (const part of [
      "1,234 kcal",
      "protein 56.7 g",
      "2,000 kcal",
      "766 kcal left",
      "750 ml of 2,100 ml",
      "3 meals",
    ]) {
      expect(en).toContain(part);
    }
  });

  it("today: says when nothing is logged, when the goal is passed and when no goal is set", () => {
    const empty = ask(
      "Как у меня сегодня?",
      withDay({ meals: 0, eaten: { calories: 0, protein: 0, fat: 0, carbs: 0 } }),
    );
    expect(empty.text).toContain("пока нет еды");
    expect(empty.text).toContain(`Цель на день — ${ru(2000)} ккал`);
    expect(ask("How am I doing today?", withDay({ eaten: { ...DAY.eaten, calories: 2350 } })).text).toContain(
      "350 kcal over your goal",
    );
    const noGoal = withDay({ goals: { calories: null, protein: null, fat: null, carbs: null } });
    expect(ask("Как у меня сегодня?", noGoal).text).toContain("Цель по калориям не задана");
  });

  it("what to eat: two or three catalog foods with their database numbers that fit what is left", () => {
    const answer = ask("Что съесть на ужин?");
    expect(answer.intent).toBe("remaining");
    expect(answer.text).toContain("осталось 766 ккал и 53,3 г белка");
    const plate = plateIdeas({ budgetKcal: 766, proteinNeeded: true, lang: "ru", seed: SEED });
    expect(plate.length).toBeGreaterThanOrEqual(2);
    expect(plate.length).toBeLessThanOrEqual(3);
    const total = plate.reduce((sum, i) => sum + i.calories, 0);
    expect(total).toBeLessThanOrEqual(766);
    for (const idea of plate) {
      // The numbers are the catalog's own values for the portion, not the module's.
      const food = searchFoods(idea.name, { lang: "ru", limit: 10 }).find((f) => f.id === idea.foodId);
      expect(food, idea.name).toBeDefined();
      expect(idea.calories).toBe(Math.round(((food?.kcal ?? 0) * idea.grams) / 100));
      expect(idea.protein).toBeCloseTo(((food?.protein ?? 0) * idea.grams) / 100, 1);
      expect(answer.text).toContain(`${idea.name} ${ru(idea.grams, 1)} г — ${ru(idea.calories)} ккал`);
    }
    expect(answer.text).toContain(`Вместе ${ru(total)} ккал`);

    const en = ask("What should I eat for dinner?").text;
    expect(en).toContain("766 kcal and 53.3 g of protein left");
    for (const idea of plateIdeas({ budgetKcal: 766, proteinNeeded: true, lang: "en", seed: SEED })) {
      expect(en).toContain(`${idea.name} ${idea.grams} g — ${idea.calories} kcal`);
    }
  });

  it("what to eat: a small budget gets only light foods, a spent one says so", () => {
    const small = plateIdeas({ budgetKcal: 120, proteinNeeded: true, lang: "ru", seed: 1 });
    expect(small.reduce((s, i) => s + i.calories, 0)).toBeLessThanOrEqual(120);
    const spent = ask("Что съесть на ужин?", withDay({ eaten: { ...DAY.eaten, calories: 2150 } })).text;
    expect(spent).toContain(`${ru(2150)} ккал из ${ru(2000)} ккал (на 150 ккал больше)`);
  });

  it("protein: eaten against the goal, what is left, and protein-rich foods within the calories left", () => {
    const answer = ask("Сколько белка мне ещё нужно?");
    expect(answer.text).toContain("Белка сегодня: 56,7 г из 110 г, осталось 53,3 г");
    for (const idea of proteinIdeas({ budgetKcal: 766, lang: "ru" })) {
      expect(idea.calories).toBeLessThanOrEqual(766);
      expect(answer.text).toContain(`${idea.name} ${ru(idea.grams, 1)} г — ${ru(idea.calories)} ккал`);
    }
    expect(ask("Am I getting enough protein?", withDay({ eaten: { ...DAY.eaten, protein: 112 } })).text).toContain(
      "112 g of 110 g — goal reached",
    );
  });

  it("water: drunk against the goal and what is left in glasses", () => {
    const answer = ask("Сколько воды мне ещё выпить?");
    expect(answer.text).toContain(`750 мл из ${ru(2100)} мл`);
    expect(answer.text).toContain(`Осталось ${ru(1350)} мл — это около 6 стаканов`);
    expect(ask("How much water should I drink?", withDay({ water: { totalMl: 300, goalMl: null } })).text).toContain(
      "Water today: 300 ml",
    );
  });

  it("weight: the last weigh-in, the trend and the distance to the target", () => {
    const answer = ask("Как меняется мой вес?");
    for (const part of [
      "81,9 кг",
      "снижается: −1,2 кг за 26 дней (с 83,1 кг до 82 кг)",
      "До цели 75 кг осталось 6,9 кг",
    ]) {
      expect(answer.text).toContain(part);
    }
    const none = ask("Am I losing weight?", { ...FACTS, weight: { ...FACTS.weight, latest: null, trend: null } }).text;
    expect(none).toContain("no weigh-ins");
  });

  it("week: the average over logged days against the goal", () => {
    const answer = ask("Сколько калорий в среднем за неделю?");
    for (const part of ["5 дней", `${ru(1876)} ккал в день`, "в пределах 10%", "3 из 5"]) {
      expect(answer.text).toContain(part);
    }
    const en = ask("What's my weekly average?", {
      ...FACTS,
      week: { ...FACTS.week, averageCalories: 1500, daysWithinGoal: 0 },
    }).text;
    expect(en).toContain("500 kcal a day under your goal");
  });

  it("calories in a food: the nutrition engine's own numbers for the rest of the question", () => {
    const engine = analyzeMealText("200 г гречки", { lang: "ru" });
    const item = engine.items[0]!;
    const answer = ask("Сколько калорий в 200 г гречки?");
    expect(answer.intent).toBe("caloriesIn");
    expect(answer.text).toContain(`${item.name} 200 г — ${ru(item.calories)} ккал`);
    expect(answer.text).toContain(`Б ${ru(item.protein, 1)} / Ж ${ru(item.fat, 1)} / У ${ru(item.carbs, 1)} г`);

    const en = ask("How many calories in 2 eggs and toast?").text;
    const enEngine = analyzeMealText("2 eggs and toast", { lang: "en" });
    expect(enEngine.items.length).toBe(2);
    expect(en).toContain(`Total: ${num(enEngine.totals.calories, "en")} kcal`);
    for (const i of enEngine.items) expect(en).toContain(i.name);
  });

  it("calories in a food: names the words it did not find, and never guesses a food it does not know", () => {
    const partly = ask("Сколько калорий в гречке и qqqzz?").text;
    expect(partly).toContain("«qqqzz»");
    expect(partly).toMatch(/гречка/);
    const unknown = ask("How many calories in zzqqx?").text;
    expect(unknown).toContain("couldn't find “zzqqx”");
    expect(unknown).not.toMatch(/\d+ kcal/);
  });

  it("anything else: what it can help with, and the suggestions", () => {
    const answer = ask("Привет!");
    expect(answer.intent).toBe("unknown");
    expect(answer.text).toMatch(/по вашему дневнику/);
    for (const s of chatSuggestions("ru")) expect(answer.text).toContain(s);
    expect(ask("Tell me a joke").text).toMatch(/I answer from your diary/);
  });
});

describe("offline day summary", () => {
  it("states the day's numbers and the main recommendations", () => {
    const text = offlineDaySummary(DAY, ["Мало белка", "Мало воды"], "ru");
    for (const part of [
      "21 ноября",
      `${ru(1234)} ккал из ${ru(2000)} ккал`,
      "56,7 г из 110 г",
      "мало белка и мало воды",
    ]) {
      expect(text).toContain(part);
    }
    expect(offlineDaySummary(DAY, [], "en")).toContain("within your goals");
    expect(offlineDaySummary({ ...DAY, meals: 0 }, [], "en")).toContain("Nothing was logged on November 21");
  });
});
