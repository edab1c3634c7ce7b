// One meal typed otherwise is the same meal (decision 024, follow-up: one meal, many spellings). Each pair below was
// found by bench/variants.ts, which rewrites the typed set's development lines as the same meal, and read differently
// before.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof ru>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("two neighbouring letters swapped in a word of an amount, a size or a way of cooking", () => {
  it("is the word meant, so the meal keeps its amount", () => {
    expect(reading(ru("таерлка гречки с маслом"))).toEqual(reading(ru("тарелка гречки с маслом")));
    expect(reading(ru("бтуылка кефира"))).toEqual(reading(ru("бутылка кефира")));
    expect(reading(ru("куосчек сала с черным хлебом"))).toEqual(reading(ru("кусочек сала с черным хлебом")));
    expect(reading(ru("творог 9 проценотв 200 грамм"))).toEqual(reading(ru("творог 9 процентов 200 грамм")));
    expect(reading(en("a handufl of grapes"))).toEqual(reading(en("a handful of grapes")));
    expect(reading(en("tablesopon of honey"))).toEqual(reading(en("tablespoon of honey")));
    expect(reading(en("2 galsses of red"))).toEqual(reading(en("2 glasses of red")));
  });

  it("keeps the size and the way of cooking", () => {
    expect(reading(ru("шаурма боьлшая"))).toEqual(reading(ru("шаурма большая")));
    expect(reading(ru("картошка фри маелнькая"))).toEqual(reading(ru("картошка фри маленькая")));
    expect(reading(ru("грибы жраеные с луком"))).toEqual(reading(ru("грибы жареные с луком")));
    expect(reading(en("grliled cheese"))).toEqual(reading(en("grilled cheese")));
    expect(reading(en("a girlled chicken wrap"))).toEqual(reading(en("a grilled chicken wrap")));
  });

  it("keeps a half glued to its unit or food, and a number in words", () => {
    expect(reading(ru("полбаотна"))).toEqual(reading(ru("полбатона")));
    expect(reading(ru("полпачки сушек с чаем"))).toEqual(reading(ru("поплачки сушек с чаем")));
    expect(reading(ru("плокило клубники"))).toEqual(reading(ru("полкило клубники")));
    expect(reading(ru("чтеверть арбуза"))).toEqual(reading(ru("четверть арбуза")));
    expect(reading(ru("доела половниу куска пиццы"))).toEqual(reading(ru("доела половину куска пиццы")));
  });

  it("is shown as typed, capitals and all", () => {
    const r = ru("Бтуылка кефира");
    expect(r.items[0]!.text).toBe("Бтуылка кефира");
    expect(r.unmatched).toEqual([]);
    expect(reading(ru("БТУЫЛКА КЕФИРА"))).toEqual(reading(ru("бутылка кефира")));
  });

  it("is left as typed in a short word, or where the swap makes no word of an amount", () => {
    // A swap in a word of five letters or fewer makes another word too often.
    expect(ru("сокл").items).toEqual([]);
    // "слоеный" is a word (puff pastry), though "солёный" is one swap away.
    expect(reading(ru("орешки арахис слоеный 50гр"))).not.toEqual(reading(ru("орешки арахис соленый 50гр")));
  });

  it("never moves a reading, whichever neighbours of the measure word are swapped (property)", () => {
    const meals: [string, string, typeof ru][] = [
      ["тарелка борща", "тарелка", ru],
      ["бутылка кефира", "бутылка", ru],
      ["стакан кефира и маленькая булочка", "маленькая", ru],
      ["a handful of almonds", "handful", en],
      ["a tablespoon of peanut butter", "tablespoon", en],
      ["grilled chicken breast", "grilled", en],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...meals), fc.nat(), ([meal, word, read], n) => {
        const i = 1 + (n % (word.length - 2));
        fc.pre(word[i] !== word[i + 1]);
        const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        expect(reading(read(meal.replace(word, swapped))), swapped).toEqual(reading(read(meal)));
      }),
    );
  });
});

describe("a food word that one slip makes into two foods' words", () => {
  it("is the one a swap of neighbours puts back", () => {
    // "голубы" with a letter put in, or голубцы with two letters swapped: every letter typed is in голубцы.
    expect(reading(ru("голуцбы 2 штуки со сметаной"))).toEqual(reading(ru("голубцы 2 штуки со сметаной")));
    expect(reading(ru("блины со сгущекной"))).toEqual(reading(ru("блины со сгущенкой")));
    expect(reading(ru("2 блина с вареьнем"))).toEqual(reading(ru("2 блина с вареньем")));
    expect(reading(ru("куриная грудка с рисом"))).toEqual(reading(ru("курниая грудка с рисом")));
  });

  it("is a diminutive the swap puts back, read as its food", () => {
    expect(reading(ru("салтаик из свежих овощей с маслом"))).toEqual(reading(ru("салатик из свежих овощей с маслом")));
    expect(reading(ru("селёдочка с лучком и картошечокй"))).toEqual(reading(ru("селёдочка с лучком и картошечкой")));
    expect(reading(ru("оркошечка на квасе две тарелки"))).toEqual(reading(ru("окрошечка на квасе две тарелки")));
  });
});

describe("an hour said in words", () => {
  it("is an hour, as in digits, never a count of the food after it", () => {
    const inWords = ru("в три ночи на смене лапша быстрого приготовления и две сосиски");
    expect(reading(inWords)).toEqual(reading(ru("в 3 ночи на смене лапша быстрого приготовления и 2 сосиски")));
    expect(reading(ru("после восьми вечера кефир стакан"))).toEqual(reading(ru("кефир стакан")));
    expect(reading(en("at seven pm two eggs"))).toEqual(reading(en("two eggs")));
  });

  it("leaves a count in words before a food a count", () => {
    expect(reading(ru("три яйца"))).toEqual(reading(ru("3 яйца")));
    expect(reading(en("two eggs"))).toEqual(reading(en("2 eggs")));
  });
});

describe("an amount before its food or after it", () => {
  it("weighs the same food: a unit's abbreviation begins no name", () => {
    // "скумбрия г/к" is hot-smoked mackerel; the "г" of "150 г" was read as its abbreviation.
    expect(reading(ru("150 г скумбрия запечённая"))).toEqual(reading(ru("скумбрия запечённая 150 г")));
    expect(reading(ru("150г скумбрия"))).toEqual(reading(ru("скумбрия 150г")));
    expect(reading(ru("скумбрия г/к 150 г"))).toEqual([["ru-mackerel-hot-smoked", 150]]);
    // A word unit in the singular after a count above one still begins a name.
    expect(reading(en("3 pound cake"))[0]![0]).toBe("pound-cake");
  });

  it("reads a brand's product by all its names", () => {
    expect(reading(ru("60 гр сухари три корочки"))).toEqual(reading(ru("сухари три корочки 60 гр")));
    expect(reading(ru("сухари три корочки 60 гр"))).toEqual([["ru-sukhariki", 60]]);
    expect(reading(ru("кофе три в один пакетик"))).toEqual(reading(ru("кофе 3 в 1 пакетик")));
  });
});
