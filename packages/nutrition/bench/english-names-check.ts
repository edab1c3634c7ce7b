// The English names checker (docs/decisions/024, follow-up "English names sweep"):
//   node --import tsx packages/nutrition/bench/english-names-check.ts
// Reads every name of bench/english-names.txt alone, with "200 g" and with its household measure, and reports the
// development names left unread, read as a wrong food or with an absurd portion. Of the held-out third it prints
// only how many read right, never which.
import { englishNames, readEnglishName } from "./english-names";
import { heldOutByHash } from "./held-out";

const names = englishNames();
const dev = names.filter((e) => !heldOutByHash(e.name));
const held = names.filter((e) => heldOutByHash(e.name));

const counts = { unread: 0, "wrong food": 0, "absurd portion": 0 };
let devRight = 0;
for (const entry of dev) {
  const readings = readEnglishName(entry);
  const wrong = readings.filter((r) => r.problems.length > 0);
  if (wrong.length === 0) {
    devRight++;
    continue;
  }
  const problems = new Set(wrong.flatMap((r) => r.problems));
  for (const p of problems) counts[p as keyof typeof counts]++;
  for (const r of wrong) console.log(`  ${r.problems.join(", ")}: "${r.text}" → ${r.got || "nothing"}`);
}
let heldRight = 0;
for (const entry of held) if (readEnglishName(entry).every((r) => r.problems.length === 0)) heldRight++;

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(`\ndevelopment names read right in all readings: ${devRight}/${dev.length} (${pct(devRight, dev.length)})`);
console.log(
  `  names with: unread ${counts.unread}, wrong food ${counts["wrong food"]}, absurd portion ${counts["absurd portion"]}`,
);
console.log(`held-out names read right (count only): ${heldRight}/${held.length} (${pct(heldRight, held.length)})`);
