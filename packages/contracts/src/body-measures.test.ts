import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BodyMeasureResult, parseAge, parseHeightCm, parseWeightKg } from "./body-measures";
import { PROFILE_RANGES } from "./profile-ranges";

const value = (result: BodyMeasureResult) => (result.ok ? result.value : result.error);

describe("parseAge", () => {
  it.each([
    ["32", 32],
    ["32 года", 32],
    ["32 лет", 32],
    ["21 год", 21],
    ["32 y", 32],
    ["32y", 32],
    ["32 years old", 32],
    ["  32  ", 32],
  ])("reads %j as %d", (text, years) => {
    expect(value(parseAge(text))).toBe(years);
  });

  it.each([
    ["", { code: "required" }],
    ["   ", { code: "required" }],
    ["тридцать", { code: "format" }],
    ["32 кг", { code: "format" }],
    ["32,5", { code: "wholeNumber" }],
    ["5", { code: "min", min: 14 }],
    ["150 лет", { code: "max", max: 100 }],
  ])("refuses %j", (text, error) => {
    expect(parseAge(text)).toEqual({ ok: false, error });
  });
});

describe("parseHeightCm", () => {
  it.each([
    ["165", 165],
    ["165 см", 165],
    ["165см", 165],
    ["165 cm", 165],
    ["165,5", 165.5],
    ["1,65", 165],
    ["1.65", 165],
    ["1.65 м", 165],
    ["1,8 m", 180],
    ["1650 мм", 165],
    ["5 ft 11", 180.3],
    ["5 ft 11 in", 180.3],
    ["5'11\"", 180.3],
    ["5' 11''", 180.3],
    ["5′11″", 180.3],
    ["6 ft", 182.9],
    ["6'", 182.9],
    ["71 in", 180.3],
    ['71"', 180.3],
  ])("reads %j as %d cm", (text, cm) => {
    expect(value(parseHeightCm(text))).toBe(cm);
  });

  it.each([
    ["", { code: "required" }],
    ["высокий", { code: "format" }],
    ["165 кг", { code: "format" }],
    ["5 ft 14", { code: "format" }],
    // A bare whole number is centimetres: 2 is refused as too short, never read as 2 m.
    ["2", { code: "min", min: 100 }],
    ["3,5", { code: "min", min: 100 }],
    ["16.5 м", { code: "max", max: 250 }],
    ["9 ft", { code: "max", max: 250 }],
  ])("refuses %j", (text, error) => {
    expect(parseHeightCm(text)).toEqual({ ok: false, error });
  });
});

describe("parseWeightKg", () => {
  it.each([
    ["72", 72],
    ["72,5", 72.5],
    ["72,5 кг", 72.5],
    ["72.5kg", 72.5],
    ["200 lb", 90.7],
    ["200 lbs", 90.7],
    ["200 pounds", 90.7],
    ["200 фунтов", 90.7],
  ])("reads %j as %d kg", (text, kg) => {
    expect(value(parseWeightKg(text))).toBe(kg);
  });

  it.each([
    ["", { code: "required" }],
    ["72 см", { code: "format" }],
    ["-72", { code: "format" }],
    ["7e1", { code: "format" }],
    ["20 lb", { code: "min", min: 30 }],
    ["700 кг", { code: "max", max: 300 }],
  ])("refuses %j", (text, error) => {
    expect(parseWeightKg(text)).toEqual({ ok: false, error });
  });
});

const parsers = [
  ["age", parseAge],
  ["heightCm", parseHeightCm],
  ["weightKg", parseWeightKg],
] as const;

// Free text from a keyboard: digits, separators, units in both languages, primes and quotes, and anything else.
const typed = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.constantFrom(
        ..."0123456789.,' \"-+eкгсмлетодаyftinlbs".split(""),
        "кг",
        "см",
        " м",
        "ft",
        "lbs",
        "года",
        "′",
        "″",
        "\u00a0",
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join("")),
);

describe("never a silly value", () => {
  for (const [measure, parse] of parsers) {
    it(`${measure}: whatever is typed, the answer is inside the contract's range or a named reason`, () => {
      const { min, max } = PROFILE_RANGES[measure];
      fc.assert(
        fc.property(typed, (text) => {
          const result = parse(text);
          if (result.ok) {
            expect(Number.isFinite(result.value)).toBe(true);
            expect(result.value).toBeGreaterThanOrEqual(min);
            expect(result.value).toBeLessThanOrEqual(max);
            expect(Math.round(result.value * 10) / 10).toBe(result.value);
            if (measure === "age") expect(Number.isInteger(result.value)).toBe(true);
          } else {
            expect(["required", "format", "wholeNumber", "min", "max"]).toContain(result.error.code);
          }
        }),
        { numRuns: 2000 },
      );
    });
  }
});

const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const comma = (n: number) => String(n).replace(".", ",");

describe("a value in range reads back the same however it is written", () => {
  it("weight with a comma or a point, with or without кг / kg", () => {
    fc.assert(
      fc.property(
        tenths(30, 300),
        fc.constantFrom("", " кг", "кг", " kg", " КГ"),
        fc.boolean(),
        (kg, unit, useComma) => {
          expect(value(parseWeightKg(`${useComma ? comma(kg) : kg}${unit}`))).toBe(kg);
        },
      ),
    );
  });

  it("height in centimetres, and the same height in metres", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 250 }), fc.boolean(), (cm, useComma) => {
        const metres = cm / 100;
        expect(value(parseHeightCm(`${cm} см`))).toBe(cm);
        expect(value(parseHeightCm(`${cm}`))).toBe(cm);
        expect(value(parseHeightCm(`${useComma ? comma(metres) : metres} м`))).toBe(cm);
        if (!Number.isInteger(metres)) expect(value(parseHeightCm(useComma ? comma(metres) : `${metres}`))).toBe(cm);
      }),
    );
  });

  it("feet and inches agree with the same height in inches", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 7 }), fc.integer({ min: 0, max: 11 }), (ft, inches) => {
        const asFeet = parseHeightCm(`${ft}'${inches}"`);
        expect(asFeet).toEqual(parseHeightCm(`${ft * 12 + inches} in`));
        expect(asFeet).toEqual(parseHeightCm(`${ft} ft ${inches}`));
      }),
    );
  });

  it("pounds are kilograms × 0.4536, to 0.1 kg", () => {
    fc.assert(
      fc.property(fc.integer({ min: 67, max: 661 }), (lb) => {
        expect(value(parseWeightKg(`${lb} lbs`))).toBeCloseTo(lb * 0.45359237, 1);
      }),
    );
  });

  it("age with or without its word", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 14, max: 100 }),
        fc.constantFrom("", " лет", " года", " y", "y", " years"),
        (y, unit) => {
          expect(value(parseAge(`${y}${unit}`))).toBe(y);
        },
      ),
    );
  });
});
