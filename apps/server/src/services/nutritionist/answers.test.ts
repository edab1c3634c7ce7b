import { SUPPLEMENT_NUTRIENTS } from "@tarelka/contracts";
import { analyzeMealText, foodById } from "@tarelka/nutrition";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { supplementTexts } from "../supplements/texts";
import { type FoodTag, type MealKind, mealRequestOf } from "./constraints";
import type { ChatFacts } from "./facts";
import { num } from "./format";
import { GUIDANCE, guidanceTopicOf } from "./guidance";
import { readQuestion } from "./intent";
import { answerOffline } from "./offline";
import { DOCTOR_ONLY, requestedPace } from "./safety";
import { proteinRich, suggestMeal, tagsOf, violations } from "./suggest";
import { MID_DAY as DAY, HER_FACTS as FACTS } from "./test-fixtures";
import { TEXTS } from "./texts";

/**
 * The offline nutritionist beyond the diary (docs/decisions/010-ai-nutritionist.md): what a question asks, food
 * facts from the database, suggestions that keep their limits, guidance with sources, kind answers to hard moments
 * and safe ones to red flags. Phrasings here are our own, apart from the labelled set the bench measures on.
 */

const ask = (q: string, facts: ChatFacts = FACTS) => answerOffline(q, facts, "ru");
const ru = (n: number, d = 0) => num(n, "ru", d);

describe("what a question asks, per intent family, in both languages", () => {
  it.each([
    ["Сколько ккал в порции плова?", "caloriesIn"],
    ["калории в двух бананах", "caloriesIn"],
    ["How many calories are in 3 slices of bread?", "caloriesIn"],
    ["сколько клетчатки в чечевице на 100 г", "nutrientIn"],
    ["How much sugar does a pear have?", "nutrientIn"],
    ["что калорийнее, макароны или гречка?", "compare"],
    ["salmon or chicken — which has more protein?", "compare"],
    ["Как я сегодня по калориям?", "today"],
    ["Am I within my calories today?", "today"],
    ["какая у меня средняя калорийность за неделю", "week"],
    ["How did this week go?", "week"],
    ["что бы мне съесть на обед", "remaining"],
    ["What could I have for supper?", "remaining"],
    ["подбери ужин до 450 ккал без молочки", "suggest"],
    ["need a vegetarian breakfast under 350 calories", "suggest"],
    ["сколько мне ещё выпить воды", "water"],
    ["Have I drunk enough water today?", "water"],
    ["похудел ли я за последний месяц", "weight"],
    ["Is my weight trending down?", "weight"],
    ["хватает ли мне белка сегодня", "protein"],
    ["How much protein am I missing today?", "protein"],
    ["правда ли что сахар вреден", "guidance"],
    ["Is skipping breakfast bad?", "guidance"],
    ["съела всю пачку печенья, мне так стыдно", "emotional"],
    ["I'm stressed and keep snacking on sweets", "emotional"],
    ["вызываю рвоту после ужина", "redFlag"],
    ["I want to eat 700 calories a day", "redFlag"],
    ["стоит ли пить омегу", "supplements"],
    ["Should I take a magnesium supplement?", "supplements"],
    ["как дела у тебя, какой фильм посмотреть", "unknown"],
    ["What's the capital of France?", "unknown"],
  ])("%s → %s", (question, intent) => {
    expect(readQuestion(question).intent).toBe(intent);
  });

  it("reads several requests in one message and answers each, leading with feelings", () => {
    const both = ask("как у меня сегодня и сколько воды мне ещё пить?");
    expect(both).toMatchObject({ intent: "today", also: ["water"] });
    expect(both.text).toContain("Осталось 766 ккал");
    expect(both.text).toContain(`Осталось ${ru(1350)} мл`);
    const slip = ask("объелась пиццей, что теперь съесть на ужин?");
    expect(slip.intent).toBe("emotional");
    expect(slip.also).toContain("remaining");
  });
});

describe("food facts come from the food database", () => {
  it("a nutrient in a food: the portion asked, or a typical one said as such, and per 100 g", () => {
    const item = analyzeMealText("творог", { lang: "ru" }).items[0]!;
    const text = ask("Сколько белка в твороге?").text;
    // The typical portion is the engine's own (a 180 g pack of творог), said as such.
    expect(text).toContain(`${item.name} ${item.grams} г (обычная порция): белка ${ru(item.protein, 1)} г`);
    const en = answerOffline("how much fibre in 100 g of lentils", FACTS, "en").text;
    expect(en).toMatch(/lentils 100 g: [\d.]+ g fibre; per 100 g — [\d.]+ g/);
  });

  it("a comparison names which has more, per 100 g, with both values from the database", () => {
    const banana = foodById("banana", "ru")!;
    const apple = foodById("apple", "ru")!;
    const text = ask("Что калорийнее: банан или яблоко?").text;
    expect(text).toContain(
      `Больше калорий — в продукте «банан»: ${ru(banana.kcal)} ккал на 100 г против ${ru(apple.kcal)} ккал`,
    );
  });
});

describe("suggestions keep what was asked", () => {
  const kinds: MealKind[] = ["breakfast", "lunch", "dinner", "snack"];
  const tags: FoodTag[] = ["meat", "fish", "dairy", "egg"];

  it("never break a limit, an exclusion or a protein request, whatever the combination", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 900 }),
        fc.subarray(tags),
        fc.boolean(),
        fc.constantFrom(...kinds),
        fc.integer({ min: 0, max: 400 }),
        (maxKcal, exclude, protein, kind, seed) => {
          const request = { maxKcal, protein, exclude, meal: kind, sweet: false };
          const s = suggestMeal({ request, kind, budgetKcal: maxKcal, lang: "ru", seed });
          if (!s) return;
          expect(violations(s.items, request, maxKcal, kind)).toEqual([]);
          expect(s.calories).toBeLessThanOrEqual(maxKcal);
          for (const item of s.items) for (const tag of exclude) expect(tagsOf(item.foodId)).not.toContain(tag);
          if (protein) expect(proteinRich(s.calories, s.protein, kind)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    // Each run searches the whole food catalogue for a meal: about 1.5 s in all, more on a busy machine.
  }, 30_000);

  it("reads limits, exclusions and protein from ordinary words", () => {
    const dinner = mealRequestOf("ужин до 500 ккал без рыбы и мяса");
    expect(dinner).toMatchObject({ maxKcal: 500, meal: "dinner" });
    expect([...dinner.exclude].sort()).toEqual(["fish", "meat"]);
    expect(mealRequestOf("vegan snack under 150 cals")).toMatchObject({ maxKcal: 150, meal: "snack" });
    expect(mealRequestOf("vegan snack under 150 cals").exclude).toHaveLength(4);
    expect(mealRequestOf("белковый завтрак").protein).toBe(true);
    expect(mealRequestOf("сколько белка мне добрать").protein).toBe(false);
    // "До 18" is a time, and a day's total is not a meal's limit.
    expect(mealRequestOf("можно ли есть до 18").maxKcal).toBeNull();
    expect(mealRequestOf("1500 ккал в день это нормально").maxKcal).toBeNull();
  });

  it("a snack under 200 kcal says its foods and total, and fits the day", () => {
    const answer = ask("посоветуй перекус до 200 ккал");
    expect(answer.intent).toBe("suggest");
    expect(answer.suggestion?.calories).toBeLessThanOrEqual(200);
    expect(answer.text).toContain(`Вместе ${ru(answer.suggestion?.calories ?? -1)} ккал`);
    expect(answer.text).toContain("Это укладывается в остаток дня (766 ккал)");
  });
});

describe("guidance has sources, and both languages say the same things", () => {
  it("every topic has a text and a source in each language", () => {
    expect(Object.keys(GUIDANCE.en).sort()).toEqual(Object.keys(GUIDANCE.ru).sort());
    for (const lang of ["ru", "en"] as const) {
      for (const [topic, entry] of Object.entries(GUIDANCE[lang])) {
        expect(entry.text.length, topic).toBeGreaterThan(80);
        expect(entry.sources.length, topic).toBeGreaterThan(0);
        for (const source of entry.sources)
          expect(source, topic).toMatch(/WHO|ВОЗ|МР 2\.3\.1|Dietary Guidelines|NHS|\d{4}/);
      }
    }
  });

  it("the text catalogues have the same keys in Russian and English", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === "object" && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(TEXTS.en).sort()).toEqual(keys(TEXTS.ru).sort());
  });

  it("answers myths with the topic's text and its sources", () => {
    expect(guidanceTopicOf("можно ли кушать после шести вечера")).toBe("lateEating");
    expect(guidanceTopicOf("do detox juices help")).toBe("detox");
    const text = ask("Правда, что после шести есть нельзя?").text;
    expect(text).toContain(GUIDANCE.ru.lateEating.text);
    expect(text).toContain(`Источники: ${GUIDANCE.ru.lateEating.sources.join("; ")}`);
  });
});

describe("hard moments get warmth, never blame or a list of numbers", () => {
  it.each(["съела полторта, ненавижу себя", "I binged on chips and feel awful", "опять заедаю стресс"])("%s", (q) => {
    const text = answerOffline(q, FACTS, "ru").text;
    expect(text).not.toMatch(/белки|углеводы|protein \d|carbs \d|Вода:|Water:/);
    expect(text).not.toMatch(/нельзя было|не надо было|should(?:n't| not) have|your fault|ваша вина/i);
  });

  it("a craving gets a small sweet choice within the day", () => {
    const answer = answerOffline("I really want chocolate", FACTS, "en");
    expect(answer.intent).toBe("emotional");
    expect(answer.suggestion?.calories).toBeLessThanOrEqual(200);
    expect(answer.text).toContain("Something sweet that fits your day:");
  });
});

describe("safety", () => {
  it("never plans below the safe floor: the person's own, or the larger one when sex is unknown", () => {
    const female = ask("Составь меню на 900 ккал в день");
    expect(female.intent).toBe("redFlag");
    expect(female.text).toContain(`ниже ${ru(1200)} ккал в день`);
    expect(female.suggestion).toBeNull();
    const unknown = answerOffline("make me a 1000 calories a day plan", { ...FACTS, sex: null }, "en");
    expect(unknown.text).toContain("below 1,500 kcal a day");
  });

  it("eating-disorder signs get a doctor and a helpline for the person's language", () => {
    const text = ask("не ем уже четыре дня, боюсь поправиться").text;
    expect(text).toContain("8-800-2000-122");
    expect(text).toContain("112");
    const en = answerOffline("I use laxatives after every meal", FACTS, "en").text;
    expect(en).toContain("eating-disorder helpline");
    expect(en).toContain("doctor");
  });

  it("flags a loss faster than 1 kg a week, in the trend and in a goal", () => {
    const fast: ChatFacts = {
      ...FACTS,
      weight: {
        ...FACTS.weight,
        trend: {
          from: { date: "2026-11-06", weightKg: 85 },
          to: { date: "2026-11-20", weightKg: 81.9 },
          changeKg: -3.1,
        },
      },
    };
    expect(ask("Как меняется мой вес?", fast).text).toContain("быстрее безопасного темпа в 1 кг");
    expect(ask("Как меняется мой вес?").text).not.toContain("быстрее безопасного");
    expect(requestedPace("хочу сбросить 4 кг за 2 недели")).toMatchObject({ perWeek: 2 });
    expect(answerOffline("I want to lose 3 kg in a week", FACTS, "en").text).toContain(
      "A goal of 3 kg a week is faster",
    );
    // A pace said the everyday way, with no question word, is still checked against the safe one.
    expect(ask("хочу худеть по 2 кг в неделю").text).toContain("быстрее");
    expect(answerOffline("losing 2 kg a week, ok?", FACTS, "en").text).toContain("A goal of 2 kg a week is faster");
  });

  it("points out a calorie goal below the floor wherever food is planned", () => {
    const low = { ...FACTS, today: { ...DAY, goals: { ...DAY.goals, calories: 1000 } } };
    expect(ask("Что съесть на ужин?", low).text).toContain(`ниже безопасного минимума ${ru(1200)} ккал`);
  });

  it("never suggests the supplements the supplements screen leaves to a doctor", () => {
    // The list matches the screen: only its doctor-only dosages give no amount at all.
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      const intake = { nutrient, average: 1, reference: 10, coverage: 0.1, unit: "mg" as const };
      const { dosage } = supplementTexts(intake, 5, "en");
      expect(/\d/.test(dosage), nutrient).toBe(!(DOCTOR_ONLY as readonly string[]).includes(nutrient));
    }
    const iron = ask("Сколько железа в таблетках пить?").text;
    expect(iron).toContain("Железо — только по назначению врача");
    expect(iron).not.toMatch(/\d+\s*мг/);
    const general = answerOffline("what vitamins should I take", FACTS, "en").text;
    expect(general).not.toMatch(/iron|potassium/i);
  });
});
