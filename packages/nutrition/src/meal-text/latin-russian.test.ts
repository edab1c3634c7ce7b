// Russian typed in Latin letters (latin-russian.ts): read as the same line in Cyrillic would be, in the person's own
// letters; English lines stay English.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { getDatabase } from "../database";
import { cyrillicSpelling, respellRussian } from "./latin-russian";

const foods = (text: string, lang: "ru" | "en" = "ru") =>
  analyzeMealText(text, { lang }).items.map((i) => [i.foodId, i.grams]);

describe("Russian in Latin letters", () => {
  it("spells Latin letters as Russians type them", () => {
    expect(cyrillicSpelling("kotletoi")).toBe("котлетой");
    expect(cyrillicSpelling("shchi")).toBe("щи");
    expect(cyrillicSpelling("chai")).toBe("чай");
    expect(cyrillicSpelling("ovsyanaya")).toBe("овсяная");
    expect(cyrillicSpelling("zhele")).toBe("желе");
    expect(cyrillicSpelling("yaichnitsa", true)).toBe("яичница");
  });

  it("reads each line as its Cyrillic spelling is read", () => {
    for (const [latin, cyrillic] of [
      ["grechka s kotletoi", "гречка с котлетой"],
      ["kasha ovsyanaya na moloke", "каша овсяная на молоке"],
      ["pirozhok s kapustoi", "пирожок с капустой"],
      ["syrniki 3 sht so smetanoi", "сырники 3 шт со сметаной"],
      ["kartoshka s kuritsei", "картошка с курицей"],
      ["okroshka na kefire", "окрошка на кефире"],
      ["chai s sakharom", "чай с сахаром"],
      ["grechka 150 g, kurinaya grudka 100 g", "гречка 150 г, куриная грудка 100 г"],
      ["yaichnitsa iz 2 yaits", "яичница из 2 яиц"],
      ["sup kurinyj", "суп куриный"],
      ["kasha mannaya", "каша манная"],
    ]) {
      expect(foods(latin!), latin).toEqual(foods(cyrillic!));
      expect(foods(latin!).length, latin).toBeGreaterThan(0);
    }
  });

  it("puts back the soft sign Latin spellings leave out", () => {
    expect(foods("oladi 4 sht")).toEqual(foods("оладьи 4 шт"));
    expect(foods("kisel stakan")).toEqual(foods("кисель стакан"));
    expect(foods("pechenie ovsyanoe 3 sht")).toEqual(foods("печенье овсяное 3 шт"));
    expect(foods("varenie 2 lozhki")).toEqual(foods("варенье 2 ложки"));
    expect(foods("pechenye 3 sht")).toEqual(foods("печенье 3 шт"));
    // A plural adjective's "ие" stays.
    expect(foods("svezhie ogurtsy 2 sht")).toEqual(foods("свежие огурцы 2 шт"));
  });

  it("keeps a hyphenated word whole, and tries 'ts' as 'тс' too", () => {
    expect(foods("makarony po-flotski")).toEqual(foods("макароны по-флотски"));
    expect(foods("grechka s kuritsei")).toEqual(foods("гречка с курицей"));
  });

  it("reads a line of both alphabets as its Russian spelling when that reads it surer", () => {
    // Read as typed, "so smetanoi" were two unknown words folded into the borscht.
    expect(foods("борщ so smetanoi")).toEqual(foods("борщ со сметаной"));
    expect(foods("гречка s kotletoi")).toEqual(foods("гречка с котлетой"));
  });

  it("reads an English class word before a Russian name as the class of that dish", () => {
    // "salad оливье" was 200 g of green salad, 37 kcal.
    expect(foods("salad оливье 200г")).toEqual(foods("салат оливье 200г"));
    expect(foods("soup борщ")).toEqual(foods("борщ"));
    expect(foods("cake наполеон")).toEqual(foods("торт наполеон"));
  });

  it("reads a Russian word English knows only inside a longer name", () => {
    // "moloko" is a word of "ptichye moloko cake" only: the line stayed unread.
    expect(foods("moloko 250 ml")).toEqual(foods("молоко 250 мл"));
  });

  it("counts by 'sht' after a Russian dish's English name", () => {
    expect(foods("pelmeni 20 sht")).toEqual(foods("пельмени 20 шт"));
    expect(foods("khinkali 5 sht")).toEqual(foods("хинкали 5 шт"));
  });

  it("shows the person's own words, and leaves none unread", () => {
    const r = analyzeMealText("syrniki 3 sht so smetanoi", { lang: "ru" });
    expect(r.items.map((i) => i.text)).toEqual(["syrniki 3 sht", "smetanoi"]);
    expect(r.unmatched).toEqual([]);
    // The same word in both alphabets: each item shows its own.
    const both = analyzeMealText("пирожок с картошкой, потом pirozhok s kapustoi", { lang: "ru" });
    expect(both.items.map((i) => i.text)).toEqual(["пирожок с картошкой", "pirozhok s kapustoi"]);
    const again = analyzeMealText("пирожок с картошкой, потом pirozhok i kotleta 2 sht", { lang: "ru" });
    expect(again.items.map((i) => i.text)).toEqual(["пирожок с картошкой", "pirozhok", "kotleta 2 sht"]);
    const u = analyzeMealText("grechka s kotletoi i blablabla", { lang: "ru" });
    expect(u.items.map((i) => i.text)).toEqual(["grechka", "kotletoi"]);
    expect(u.unmatched).toEqual(["blablabla"]);
  });

  it("leaves English lines as they are, and English words in a Russian line", () => {
    for (const text of [
      "buckwheat with chicken cutlet",
      "i had a tea",
      "pasta so good",
      "chicken soup with rice",
      "2 boiled eggs and toast",
      "a bowl of pho",
      // "masala" is a Russian word too; "with" says the line is English.
      "chicken tikka masala with naan",
      "protein shake with milk",
    ]) {
      expect(respellRussian(getDatabase(), text), text).toBeUndefined();
    }
    expect(respellRussian(getDatabase(), "chicken breast s risom")?.text).toBe("chicken breast с рисом");
    // "milk" respelt is a chocolate bar's word; an English food word stays English in a line read as Russian.
    expect(respellRussian(getDatabase(), "chicken breast s risom i milk")?.text).toBe("chicken breast с рисом и milk");
    expect(foods("protein shake with milk")).toEqual(foods("protein shake with milk", "en"));
  });
});
