// A sweep of the names Russian diaries give foods (russian-names.txt, decision 024, follow-up "Russian foods as people
// name them"): each name is read alone, with an amount in grams and with a household measure, and a reading counts
// when it finds the food the list says the name means at a sensible weight. A third of the names, chosen by the same
// FNV-1a hash as bench.ts, is held out: only its count is printed, never which of its names fail.
//
//   node --import tsx packages/nutrition/bench/russian-names.ts [--section "<heading>"]
//
// With --section only the names after the "#" heading line that begins so are read (the list's second sweep opens
// with "# Second sweep"), for a section's own figures.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { analyzeMealText, type MealAnalysis } from "../src/analyze";
import { heldOutByHash, listFields } from "./held-out";

export interface NamedFood {
  name: string;
  /** Catalog ids of the food the name means, any of. */
  foods: readonly string[];
  /** A typical portion of it, grams. */
  grams: number;
  /** The name with a household measure ("тарелка борща", "2 котлеты") and that measure's grams. */
  measured: string;
  measuredGrams: number;
}

const LIST = new URL("russian-names.txt", import.meta.url);

export function readNames(): NamedFood[] {
  return listFields(LIST).map(([name, foods, grams, measured, measuredGrams]) => ({
    name: name!,
    foods: foods!.split("|"),
    grams: Number(grams),
    measured: measured!,
    measuredGrams: Number(measuredGrams),
  }));
}

/**
 * Whether a catalog id is the food one of `foods` names: the same id, its Russian label row ("ru-kefir" for "kefir")
 * or one of its fat contents ("ru-kefir-3-2").
 */
export function sameFood(id: string, foods: readonly string[]): boolean {
  const plain = id.replace(/^ru-/, "");
  return foods.some((food) => {
    const want = food.replace(/^ru-/, "");
    return plain === want || new RegExp(`^${want}-\\d+(-\\d+)?$`).test(plain);
  });
}

/** A weight this far from the one expected, either way, is not a portion of that food. */
const ABSURD = 2.5;

export type Fault = "unread" | "partly unread" | "wrong food" | "absurd portion";

/** What is wrong with one reading of `text`, or undefined when it finds the food at a weight near `grams`. */
export function faultOf(reading: MealAnalysis, food: NamedFood, grams: number): Fault | undefined {
  if (reading.items.length === 0) return "unread";
  if (!reading.items.some((item) => item.foodId !== undefined && sameFood(item.foodId, food.foods)))
    return "wrong food";
  if (reading.unmatched.length > 0) return "partly unread";
  const total = reading.items.reduce((sum, item) => sum + item.grams, 0);
  if (total > grams * ABSURD || total < grams / ABSURD) return "absurd portion";
  return undefined;
}

export interface NameReading {
  said: string;
  fault: Fault | undefined;
  read: string;
}

/** The name alone, "<name> 200 г" and its household measure, each judged. */
export function readingsOf(food: NamedFood): NameReading[] {
  const said: [string, number][] = [
    [food.name, food.grams],
    [`${food.name} 200 г`, 200],
    [food.measured, food.measuredGrams],
  ];
  return said.map(([text, grams]) => {
    const reading = analyzeMealText(text, { lang: "ru" });
    const read = [
      ...reading.items.map((item) => `${item.foodId ?? "?"} ${item.grams} г`),
      ...reading.unmatched.map((words) => `«${words}» unread`),
    ].join(", ");
    return { said: text, fault: faultOf(reading, { ...food }, grams), read };
  });
}

/** The names written after the list's heading line that begins with `heading`. */
export function namesInSection(heading: string): Set<string> {
  const lines = readFileSync(fileURLToPath(LIST), "utf8").split("\n");
  const start = lines.findIndex((line) => line.startsWith(`# ${heading}`));
  if (start < 0) throw new Error(`no heading "# ${heading}" in russian-names.txt`);
  return new Set(
    lines
      .slice(start + 1)
      .filter((line) => line.trim() !== "" && !line.startsWith("#"))
      .map((line) => line.split(" | ")[0]!.trim()),
  );
}

function main(): void {
  const at = process.argv.indexOf("--section");
  const section = at > 0 ? namesInSection(process.argv[at + 1] ?? "") : undefined;
  const names = readNames().filter((food) => section === undefined || section.has(food.name));
  const development = names.filter((food) => !heldOutByHash(food.name));
  const heldOut = names.filter((food) => heldOutByHash(food.name));
  const byFault = new Map<Fault, number>();
  let developmentRead = 0;
  for (const food of development) {
    const readings = readingsOf(food);
    const faults = readings.filter((r) => r.fault !== undefined);
    if (faults.length === 0) developmentRead++;
    for (const r of faults) {
      byFault.set(r.fault!, (byFault.get(r.fault!) ?? 0) + 1);
      process.stdout.write(`${r.fault}: "${r.said}" → ${r.read || "nothing"} (means ${food.foods.join("|")})\n`);
    }
  }
  // Held-out names are read and counted only: no name, no reading, no fault kind.
  const heldOutRead = heldOut.filter((food) => readingsOf(food).every((r) => r.fault === undefined)).length;
  process.stdout.write(
    `\ndevelopment: ${developmentRead}/${development.length} names read right in all three sayings` +
      ` (${[...byFault].map(([fault, n]) => `${n} ${fault}`).join(", ") || "no faults"})\n` +
      `held-out: ${heldOutRead}/${heldOut.length} names read right in all three sayings\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
