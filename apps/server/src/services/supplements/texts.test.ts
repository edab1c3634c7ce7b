import { SUPPLEMENT_NUTRIENTS, type TNutrientIntake, type TSupplementNutrient } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { catalogFood } from "../dish-micronutrients";
import { num } from "../nutritionist/format";
import { NUTRIENT_UNITS } from "./references";
import { RICH_FOODS, supplementTexts } from "./texts";

const LANGS = ["ru", "en"] as const;

const intake = (nutrient: TSupplementNutrient, average: number, reference: number): TNutrientIntake => ({
  nutrient,
  average,
  reference,
  unit: NUTRIENT_UNITS[nutrient],
  coverage: Math.round((average / reference) * 1000) / 1000,
});

/** Tolerable upper intakes of adults (NIH ODS fact sheets; EFSA 2012 for EPA + DHA), in the unit the dose is written. */
const UPPER: Partial<Record<TSupplementNutrient, { value: number; units: RegExp }>> = {
  vitaminD: { value: 100, units: /(\d+(?:[.,]\d+)?)\s*(?:µg|мкг)/g },
  vitaminC: { value: 2000, units: /(\d+(?:[.,]\d+)?)\s*(?:mg|мг)/g },
  folateDfe: { value: 1000, units: /(\d+(?:[.,]\d+)?)\s*(?:µg|мкг)/g },
  calcium: { value: 2000, units: /(\d+(?:[.,]\d+)?)\s*(?:mg|мг)/g },
  magnesium: { value: 350, units: /(\d+(?:[.,]\d+)?)\s*(?:mg|мг)/g },
  zinc: { value: 40, units: /(\d+(?:[.,]\d+)?)\s*(?:mg|мг)/g },
  epaDha: { value: 5000, units: /(\d+(?:[.,]\d+)?)\s*(?:mg|мг)/g },
};

/**
 * EU claim thresholds per 100 g for "source of" a vitamin or mineral: 15% of its nutrient reference value (Regulation
 * (EC) 1924/2006 Annex; NRVs of Regulation (EU) 1169/2011 Annex XIII). Omega-3: 40 mg EPA + DHA per 100 g; protein:
 * 12% of the energy (same Annex).
 */
const EU_NRV: Record<Exclude<TSupplementNutrient, "epaDha" | "protein">, number> = {
  vitaminD: 5,
  vitaminB12: 2.5,
  vitaminC: 80,
  folateDfe: 200,
  iron: 14,
  calcium: 800,
  magnesium: 375,
  zinc: 10,
  potassium: 2000,
};

describe("supplement texts", () => {
  it("carry the person's own average, the reference, the share and the days, in both languages", () => {
    const d = intake("vitaminD", 3.1, 15);
    const ru = supplementTexts(d, 5, "ru");
    expect(ru.name).toBe("Витамин D3");
    expect(ru.reason).toBe(`В среднем ${num(3.1, "ru", 1)} мкг в день из нормы 15 мкг (21%) — за 5 дней в дневнике.`);
    const en = supplementTexts(d, 5, "en");
    expect(en.name).toBe("Vitamin D3");
    expect(en.reason).toBe("You average 3.1 µg of 15 µg a day (21%) over 5 logged days.");
    expect(en.dosage).toContain("15–25 µg (600–1000 IU) a day");

    const omega = supplementTexts(intake("epaDha", 0.045, 0.25), 3, "en");
    expect(omega.reason).toBe("You average 0.045 g of 0.25 g a day (18%) over 3 logged days.");
    const potassium = supplementTexts(intake("potassium", 1234.4, 3400), 1, "ru");
    expect(potassium.reason).toBe(
      `В среднем ${num(1234, "ru")} мг в день из нормы ${num(3400, "ru")} мг (36%) — за 1 день в дневнике.`,
    );
    const protein = supplementTexts(intake("protein", 41.5, 100), 4, "en");
    expect(protein.reason).toBe("You average 41.5 g of 100 g a day (42%) over 4 logged days.");
    expect(protein.dosage).toContain("A scoop of protein powder (20–25 g)");
  });

  it("are complete in each language: Russian in Russian, English without a Cyrillic letter", () => {
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      const i = intake(nutrient, 1, 10);
      const ru = supplementTexts(i, 3, "ru");
      const en = supplementTexts(i, 3, "en");
      for (const text of Object.values(ru)) expect(text).toMatch(/[а-яё]/i);
      for (const text of Object.values(en)) expect(text, `${nutrient}: ${text}`).not.toMatch(/[а-яё]/i);
    }
  });

  it("send every person to a doctor, especially in pregnancy or with medication", () => {
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      const ru = supplementTexts(intake(nutrient, 1, 10), 3, "ru").dosage;
      const en = supplementTexts(intake(nutrient, 1, 10), 3, "en").dosage;
      expect(ru, nutrient).toMatch(/врач/);
      expect(ru, nutrient).toMatch(/беременност/);
      expect(en, nutrient).toMatch(/doctor/);
      expect(en, nutrient).toMatch(/pregnan/);
    }
  });

  it("give no potassium dose: food only, pills only from a doctor", () => {
    for (const lang of LANGS) {
      const { dosage } = supplementTexts(intake("potassium", 1500, 3400), 3, lang);
      expect(dosage).not.toMatch(/\d/);
      expect(dosage).toMatch(lang === "ru" ? /Без добавки.*из еды/ : /No supplement.*from food/);
    }
  });

  it("never dose iron: only after a blood test, as the doctor prescribes", () => {
    for (const lang of LANGS) {
      const { dosage } = supplementTexts(intake("iron", 4, 18), 3, lang);
      expect(dosage).not.toMatch(/\d/);
      expect(dosage).toMatch(lang === "ru" ? /анализа крови.*назначит врач/ : /blood test.*your doctor prescribes/);
    }
  });

  it("keep every dose below the tolerable upper intake", () => {
    for (const [nutrient, upper] of Object.entries(UPPER) as [
      TSupplementNutrient,
      { value: number; units: RegExp },
    ][]) {
      for (const lang of LANGS) {
        const { dosage } = supplementTexts(intake(nutrient, 1, 10), 3, lang);
        const amounts = [...dosage.matchAll(upper.units)].map((m) => Number(m[1]?.replace(",", ".")));
        expect(amounts.length, `${nutrient} ${lang}: ${dosage}`).toBeGreaterThan(0);
        for (const a of amounts) expect(a, `${nutrient} ${lang}`).toBeLessThanOrEqual(upper.value);
      }
    }
  });

  it("name two or three catalog foods rich in the nutrient, in the person's language", () => {
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      const foods = RICH_FOODS[nutrient];
      expect(foods.length).toBeGreaterThanOrEqual(2);
      expect(foods.length).toBeLessThanOrEqual(3);
      for (const f of foods) {
        const food = catalogFood(f.id);
        expect(food, f.id).not.toBeNull();
        if (!food) continue;
        expect(food.namesRu, f.id).toContain(f.ru);
        expect(food.namesEn, f.id).toContain(f.en);
        if (nutrient === "protein") expect((food.protein * 4) / food.kcal, f.id).toBeGreaterThanOrEqual(0.12);
        else if (nutrient === "epaDha") expect(food.micronutrients.epaDha, f.id).toBeGreaterThanOrEqual(0.04);
        else expect(food.micronutrients[nutrient], f.id).toBeGreaterThanOrEqual(0.15 * EU_NRV[nutrient]);
      }
      for (const lang of LANGS) {
        const { benefits } = supplementTexts(intake(nutrient, 1, 10), 3, lang);
        for (const f of foods) expect(benefits).toContain(f[lang]);
      }
    }
  });
});
