// Russian household measures as the typed-meals set weighs them (decision 024): a plate of porridge, a side dish, a
// slice of cheese or sausage, a spoon of sour cream, a tea cup and a mug.
import { describe, expect, it } from "vitest";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("ru");

describe("a plate of porridge and a side dish", () => {
  it("weighs a plate of a grain eaten as porridge at 250 g, the grain named alone or by the portion at 200 g", () => {
    // "тарелка гречки" was 200 g, the side dish's portion.
    for (const grain of ["гречки", "гречневой каши", "пшённой каши", "перловки", "кукурузной каши"]) {
      expect(one(`тарелка ${grain}`).grams, grain).toBe(250);
      expect(one(`порция ${grain}`).grams, grain).toBe(200);
    }
    expect(one("гречка").grams).toBe(200);
    expect(one("тарелка овсянки").grams).toBe(250);
  });
});

describe("a slice of cheese or sausage", () => {
  it("is 20 g of any cheese, one with no slice of its own too", () => {
    // "ломтик бри" was the 30 g serving, "ломтик плавленого сыра" the 90 g piece.
    for (const cheese of ["сыра", "бри", "пармезана", "моцареллы", "сулугуни", "плавленого сыра", "сыра гауда"]) {
      expect(one(`ломтик ${cheese}`).grams, cheese).toBe(20);
    }
    expect(one("плавленый сырок").grams).toBe(90);
  });

  it("is 20 g of any sausage, a dry one too", () => {
    // "ломтик сервелата" was 10 g.
    for (const sausage of ["колбасы", "сервелата", "салями", "краковской колбасы", "ветчины"]) {
      expect(one(`ломтик ${sausage}`).grams, sausage).toBe(20);
    }
  });
});

describe("a tea cup and a mug", () => {
  it("reads a Russian чашка as 200 ml, an English cup as 240", () => {
    // "чашка латте" was 240 g.
    expect(one("чашка латте").grams).toBe(200);
    expect(one("чашка горячего шоколада").grams).toBe(200);
    expect(one("чашка кофе").grams).toBe(200);
    expect(one("чашка капучино").grams).toBe(200);
    expect(oneItemAs("en")("a cup of coffee").grams).toBeGreaterThan(230);
  });

  it("reads a mug as 300 ml of a drink the catalog serves by the mug, and keeps the beer mug of 0.5 l", () => {
    // "кружка горячего шоколада" was the 250 g serving.
    expect(one("кружка горячего шоколада").grams).toBe(300);
    expect(one("кружка латте").grams).toBe(300);
    expect(one("кружка чая").grams).toBe(300);
    expect(one("чай с лимоном кружка").grams).toBe(300);
    expect(one("горячий шоколад").grams).toBe(250);
    expect(one("кружка пива").grams).toBe(500);
    expect(one("кружка кефира").grams).toBeCloseTo(309, 0);
  });
});
