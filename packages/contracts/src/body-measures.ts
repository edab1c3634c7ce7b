import { PROFILE_RANGES } from "./profile-ranges";

/**
 * Age, height and weight as a person types them in a chat or a form: "32 года", "1,65 м", "5 ft 11", "5'11\"",
 * "72,5 кг", "200 lbs". The answer is either a number in the contract's unit inside PROFILE_RANGES (whole years,
 * centimetres and kilograms to 0.1) or a reason the forms put into words in both languages; never a value the server
 * would refuse or a unit guessed wrongly by a factor of a hundred (docs/decisions/005-profile-ranges-and-modes.md).
 */
export type BodyMeasure = "age" | "heightCm" | "weightKg";

export type BodyMeasureError =
  | { code: "required" }
  /** Not read as the measure: the message gives examples of what is understood. */
  | { code: "format" }
  | { code: "wholeNumber" }
  | { code: "min"; min: number }
  | { code: "max"; max: number };

export type BodyMeasureResult = { ok: true; value: number } | { ok: false; error: BodyMeasureError };

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;
/** Below this, a bare decimal height is read as metres ("1.65"): no adult is 3 cm tall, nor 3 m. */
const BARE_METRES_BELOW = 3;

const NUMBER = String.raw`(\d{1,6}(?:\.\d{1,6})?)`;
const FEET = String.raw`(?:'|ft\.?|feet|foot|фут(?:а|ов)?)`;
const INCHES = String.raw`(?:"|in\.?|inch(?:es)?|дюйм(?:а|ов)?)`;

const AGE = new RegExp(String.raw`^${NUMBER} ?(лет|года?|г\.?|y\.?|yo|y\.o\.|yrs?|years?(?: old)?)?$`);
const HEIGHT_METRIC = new RegExp(String.raw`^${NUMBER} ?(см\.?|cm|сантиметр(?:а|ов)?|мм|mm|м\.?|m|метр(?:а|ов)?)?$`);
const HEIGHT_FEET = new RegExp(`^${NUMBER} ?${FEET}(?: ?${NUMBER} ?${INCHES}?)?$`);
const HEIGHT_INCHES = new RegExp(`^${NUMBER} ?${INCHES}$`);
const WEIGHT = new RegExp(
  String.raw`^${NUMBER} ?(кг\.?|kgs?|kilos?|кило|килограмм(?:а|ов)?|lbs?\.?|pounds?|фунт(?:а|ов)?)?$`,
);

/**
 * One spelling for the many a keyboard produces: lower case, a decimal comma as a point, typographic primes and
 * quotes as ' and ", runs of spaces as one.
 */
function normalise(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033\u00ab\u00bb]/g, '"')
    .replace(/''/g, '"')
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/\s+/g, " ")
    .trim();
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

function inRange(measure: BodyMeasure, value: number): BodyMeasureResult {
  const { min, max } = PROFILE_RANGES[measure];
  if (!Number.isFinite(value)) return { ok: false, error: { code: "format" } };
  if (value < min) return { ok: false, error: { code: "min", min } };
  if (value > max) return { ok: false, error: { code: "max", max } };
  return { ok: true, value };
}

const failed = (code: "required" | "format" | "wholeNumber"): BodyMeasureResult => ({ ok: false, error: { code } });

/** Whole years: "32", "32 года", "32 y", "32 years old". */
export function parseAge(raw: string): BodyMeasureResult {
  const text = normalise(raw);
  if (text === "") return failed("required");
  const match = AGE.exec(text);
  if (!match) return failed("format");
  const years = Number(match[1]);
  if (!Number.isInteger(years)) return failed("wholeNumber");
  return inRange("age", years);
}

/** Centimetres to 0.1: "165", "165 см", "1,65", "1.65 м", "5 ft 11", "5'11\"", "71 in". */
export function parseHeightCm(raw: string): BodyMeasureResult {
  const text = normalise(raw);
  if (text === "") return failed("required");

  const feet = HEIGHT_FEET.exec(text);
  if (feet) {
    const inches = feet[2] === undefined ? 0 : Number(feet[2]);
    // "5 ft 14" is not a height anyone writes; refusing it beats reading it as 6 ft 2.
    if (inches >= 12) return failed("format");
    return inRange("heightCm", roundTenth((Number(feet[1]) * 12 + inches) * CM_PER_INCH));
  }
  const inchesOnly = HEIGHT_INCHES.exec(text);
  if (inchesOnly) return inRange("heightCm", roundTenth(Number(inchesOnly[1]) * CM_PER_INCH));

  const metric = HEIGHT_METRIC.exec(text);
  if (!metric) return failed("format");
  const value = Number(metric[1]);
  const unit = metric[2] ?? "";
  if (unit.startsWith("мм") || unit === "mm") return inRange("heightCm", roundTenth(value / 10));
  if (unit.startsWith("см") || unit === "cm" || unit.startsWith("сантиметр")) {
    return inRange("heightCm", roundTenth(value));
  }
  if (unit !== "" || (value < BARE_METRES_BELOW && metric[1]?.includes("."))) {
    return inRange("heightCm", roundTenth(value * 100));
  }
  return inRange("heightCm", roundTenth(value));
}

/** Kilograms to 0.1: "72", "72,5", "72,5 кг", "200 lb", "200 lbs". */
export function parseWeightKg(raw: string): BodyMeasureResult {
  const text = normalise(raw);
  if (text === "") return failed("required");
  const match = WEIGHT.exec(text);
  if (!match) return failed("format");
  const value = Number(match[1]);
  const unit = match[2] ?? "";
  const pounds = unit.startsWith("lb") || unit.startsWith("pound") || unit.startsWith("фунт");
  return inRange("weightKg", roundTenth(pounds ? value * KG_PER_POUND : value));
}

export const BODY_MEASURE_PARSERS: Record<BodyMeasure, (raw: string) => BodyMeasureResult> = {
  age: parseAge,
  heightCm: parseHeightCm,
  weightKg: parseWeightKg,
};
