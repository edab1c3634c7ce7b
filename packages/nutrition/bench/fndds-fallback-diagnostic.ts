// Why English names the catalog has no row for are missed, where the FNDDS fallback (src/fndds.ts,
// src/meal-text/fndds-names.ts) was involved or could have been (docs/decisions/024, follow-up "The FNDDS fallback,
// by class of miss"):
//   node --import tsx packages/nutrition/bench/fndds-fallback-diagnostic.ts [--list]
// Reads the DEVELOPMENT names of bench/english-names.txt and the development English lines of bench/typed-meals.json
// only: a held-out line is skipped before it is read (bench/held-out.ts), and of the held-out third only the count
// of names read right is printed, per section of the list. Each miss is put in the first class that explains it:
// - another form: the same text with one word in another form (number, hyphen or space or joined, British spelling,
//   "bbq", "w/") reads right;
// - qualifier: the text without a word people add ("homemade", "leftover", "frozen", "restaurant") reads right;
// - ranking: an FNDDS record was read, the wrong one, and another holding every typed word is the food meant;
// - portion (FNDDS) / portion (catalog): the right food at an absurd weight;
// - no record: unread words no FNDDS description holds in any form tried; catalog: a catalog food read wrong.
import { readFileSync } from "node:fs";
import { analyzeMealText } from "../src/analyze";
import { stem } from "../src/text";
import { type EnglishName, englishNames, readEnglishName } from "./english-names";
import { heldOutByHash } from "./held-out";

const list = process.argv.includes("--list");

/** British and other spellings of words FNDDS spells the American way, and shorthand it never uses. */
const OTHER_SPELLINGS: Readonly<Record<string, string>> = {
  bbq: "barbecue",
  barbeque: "barbecue",
  yoghurt: "yogurt",
  flavoured: "flavored",
  colour: "color",
  savoury: "savory",
  favourite: "favorite",
  doughnut: "donut",
  donut: "doughnut",
  chilli: "chili",
  aubergine: "eggplant",
  courgette: "zucchini",
  "w/": "with",
  w: "with",
  n: "and",
  "'n'": "and",
  "&": "and",
};
/** Words people add to a name that say where or when a food came from, not which food it is. */
const QUALIFIERS = [
  "homemade",
  "home",
  "made",
  "leftover",
  "leftovers",
  "store-bought",
  "store",
  "bought",
  "frozen",
  "restaurant",
  "takeout",
  "takeaway",
  "fresh",
  "classic",
  "plain",
  "regular",
  "my",
  "mom's",
  "traditional",
];

const fnddsWords = (() => {
  const data = JSON.parse(readFileSync(new URL("../data/fndds.json", import.meta.url), "utf8")) as { foods: string[] };
  const out = new Set<string>();
  const records: { code: string; name: string; stems: Set<string> }[] = [];
  for (const row of data.foods) {
    const [code = "", name = ""] = row.split("|");
    const stems = new Set(
      name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(stem),
    );
    for (const s of stems) out.add(s);
    records.push({ code, name, stems });
  }
  return { has: (s: string) => out.has(s), records };
})();

/** Words that join a name's parts, never a food's form. */
const JOINING = new Set(["and", "with", "of", "the", "a", "an", "on", "in", "from", "at", "for", "one", "half"]);

/** Texts with one word in another form: the transform's class name and the text. */
function otherForms(text: string): [string, string][] {
  const out: [string, string][] = [];
  const words = text.split(" ");
  words.forEach((w, k) => {
    const put = (cls: string, ...repl: string[]) =>
      out.push([cls, [...words.slice(0, k), ...repl, ...words.slice(k + 1)].join(" ")]);
    const lower = w.toLowerCase();
    if (OTHER_SPELLINGS[lower]) put(`spelling ${lower}→${OTHER_SPELLINGS[lower]}`, OTHER_SPELLINGS[lower]!);
    if (lower.includes("-")) {
      put("hyphen→space", ...lower.split("-"));
      put("hyphen→joined", lower.replace(/-/g, ""));
    }
    if (/^[a-z]{5,}$/.test(lower)) {
      for (let cut = 2; cut <= lower.length - 2; cut++) {
        const [x, y] = [lower.slice(0, cut), lower.slice(cut)];
        if (fnddsWords.has(stem(x)) && fnddsWords.has(stem(y))) put("joined→space", x, y);
      }
    }
    if (JOINING.has(lower)) return;
    if (/[a-z]{3}s$/.test(lower)) {
      put("plural→singular", lower.slice(0, -1));
      if (/es$/.test(lower)) put("plural→singular", lower.slice(0, -2));
    } else if (/^[a-z]{3,}$/.test(lower)) put("singular→plural", `${lower}s`);
    if (QUALIFIERS.includes(lower) && words.length > 1) put(`qualifier "${lower}"`);
  });
  // A pair of words written as one ("hot dog" → "hotdog") is tried the other way by joinedSpace above.
  return out.map(([c, t]) => [c, t.replace(/\s+/g, " ").trim()] as [string, string]).filter(([, t]) => t !== text);
}

const fndds = (id: string) => id.startsWith("fndds-");

/** Other FNDDS records holding every stem of the name whose description matches the expected kind. */
function otherRecords(name: string, kind: RegExp): string[] {
  const stems = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !["and", "with", "of", "or", "a"].includes(w))
    .map(stem);
  return fnddsWords.records
    .filter((r) => stems.every((s) => r.stems.has(s)) && kind.test(r.name))
    .map((r) => `${r.code} ${r.name}`)
    .slice(0, 3);
}

function classifyName(entry: EnglishName): { cls: string; detail: string } | undefined {
  const readings = readEnglishName(entry);
  const wrong = readings.filter((r) => r.problems.length > 0);
  if (wrong.length === 0) return undefined;
  const detail = wrong.map((r) => `${r.problems.join("+")}: "${r.text}" → ${r.got || "nothing"}`).join(" | ");
  // Another form of the name that reads right in every reading.
  for (const [cls, text] of otherForms(entry.name)) {
    if (readEnglishName({ ...entry, name: text }).every((r) => r.problems.length === 0)) {
      return {
        cls: cls.startsWith("qualifier") ? "qualifier" : `another form: ${cls.replace(/ .*$/, "")}`,
        detail: `${detail} || "${text}" reads right`,
      };
    }
  }
  const items = analyzeMealText(entry.name, { lang: "en" }).items;
  const problems = new Set(wrong.flatMap((r) => r.problems));
  const viaFndds = wrong.some((r) => analyzeMealText(r.text, { lang: "en" }).items.some((i) => fndds(i.foodId)));
  if (problems.has("wrong food") && viaFndds) {
    const others = otherRecords(entry.name, entry.kind);
    if (others.length > 0)
      return { cls: "ranking (FNDDS record of the kind exists)", detail: `${detail} || ${others.join("; ")}` };
    return { cls: "wrong FNDDS record, none of the kind", detail };
  }
  if (problems.has("wrong food")) {
    const others = otherRecords(entry.name, entry.kind);
    if (others.length > 0)
      return { cls: "catalog read where an FNDDS record is the kind", detail: `${detail} || ${others.join("; ")}` };
    return { cls: "catalog wrong food", detail };
  }
  if (problems.has("unread")) {
    const unknown = entry.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !fnddsWords.has(stem(w)));
    if (unknown.length > 0)
      return { cls: "no record: a word FNDDS never uses", detail: `${detail} || ${unknown.join(",")}` };
    const others = otherRecords(entry.name, entry.kind);
    if (others.length > 0)
      return { cls: "unread though an FNDDS record holds the words", detail: `${detail} || ${others.join("; ")}` };
    return { cls: "unread, words in FNDDS but in no one record", detail };
  }
  if (viaFndds || items.some((i) => fndds(i.foodId))) return { cls: "portion (FNDDS)", detail };
  return { cls: "portion (catalog)", detail };
}

// ---- the names list --------------------------------------------------------------------------------------------
const sections: { title: string; from: number }[] = [];
const lines = readFileSync(new URL("english-names.txt", import.meta.url), "utf8").split("\n");
let count = 0;
for (const line of lines) {
  if (/^# (?:second|third|fourth|fifth|sixth) sweep/.test(line))
    sections.push({ title: line.slice(2, 40), from: count });
  else if (line.trim() !== "" && !line.startsWith("#")) count++;
}
sections.unshift({ title: "first sweep", from: 0 });

const names = englishNames();
const byClass = new Map<string, string[]>();
const perSection = sections.map(() => ({ dev: 0, devRight: 0, held: 0, heldRight: 0 }));
names.forEach((entry, k) => {
  const s = sections.findLastIndex((x) => x.from <= k);
  const tally = perSection[s]!;
  if (heldOutByHash(entry.name)) {
    tally.held++;
    if (readEnglishName(entry).every((r) => r.problems.length === 0)) tally.heldRight++;
    return;
  }
  tally.dev++;
  const miss = classifyName(entry);
  if (!miss) {
    tally.devRight++;
    return;
  }
  byClass.set(miss.cls, [...(byClass.get(miss.cls) ?? []), `${entry.name}: ${miss.detail}`]);
});

console.log("English names, development misses by class:");
for (const [cls, misses] of [...byClass].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`  ${misses.length}\t${cls}`);
  if (list) for (const m of misses) console.log(`\t\t${m}`);
}
sections.forEach((s, k) => {
  const t = perSection[k]!;
  console.log(`  ${s.title}: development ${t.devRight}/${t.dev}, held-out (count only) ${t.heldRight}/${t.held}`);
});
const total = perSection.reduce((a, t) => ({
  dev: a.dev + t.dev,
  devRight: a.devRight + t.devRight,
  held: a.held + t.held,
  heldRight: a.heldRight + t.heldRight,
}));
console.log(
  `  whole list: development ${total.devRight}/${total.dev}, held-out (count only) ${total.heldRight}/${total.held}`,
);

// ---- the typed set's development English lines ------------------------------------------------------------------
interface Typed {
  text: string;
  lang: string;
  measure?: string;
  reference: { calories: number };
}
const typed = JSON.parse(readFileSync(new URL("typed-meals.json", import.meta.url), "utf8")) as Typed[];
const within = (c: Typed, kcal: number) =>
  Math.abs(kcal - c.reference.calories) <= Math.max(10, (c.measure === "grams" ? 0.2 : 0.3) * c.reference.calories);
const typedByClass = new Map<string, string[]>();
for (const c of typed) {
  if (c.lang !== "en" || heldOutByHash(c.text)) continue;
  const r = analyzeMealText(c.text, { lang: "en" });
  if (within(c, r.totals.calories)) continue;
  const got = `${r.items.map((i) => `${i.name} ${Math.round(i.grams)} g`).join("; ")}${r.unmatched.length ? ` unread ${r.unmatched.join(",")}` : ""}`;
  const fixedBy = otherForms(c.text).find(([, t]) => within(c, analyzeMealText(t, { lang: "en" }).totals.calories));
  const cls = fixedBy
    ? fixedBy[0].startsWith("qualifier")
      ? "qualifier"
      : `another form: ${fixedBy[0].replace(/ .*$/, "")}`
    : r.items.some((i) => fndds(i.foodId))
      ? "FNDDS record read, total off"
      : r.unmatched.length > 0
        ? "words left unread"
        : "catalog only";
  typedByClass.set(cls, [
    ...(typedByClass.get(cls) ?? []),
    `${c.text} → ${got} (ref ${c.reference.calories})${fixedBy ? ` || "${fixedBy[1]}"` : ""}`,
  ]);
}
console.log("\nTyped set, English development misses by class:");
for (const [cls, misses] of [...typedByClass].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`  ${misses.length}\t${cls}`);
  if (list) for (const m of misses) console.log(`\t\t${m}`);
}

// ---- development names said in another form -------------------------------------------------------------------
// A name read right alone should read as the same kind of food when it is typed in another form people use: with a
// word that says where it came from, in the other number, joined or hyphenated, spelt the British way or shortened.
// Only development names are varied; a variant is judged as the name alone is (kind, nothing unread, a quarter to
// four times the usual portion; the plural's count is free, so its grams are not judged).
const QUALIFIER_PREFIXES = ["homemade", "leftover", "store-bought", "restaurant", "frozen"];
const SPELT_OTHERWISE: Readonly<Record<string, string>> = {
  barbecue: "bbq",
  yogurt: "yoghurt",
  flavored: "flavoured",
  donut: "doughnut",
  chili: "chilli",
  with: "w/",
  and: "&",
};
function variants(name: string): [string, string][] {
  const out: [string, string][] = QUALIFIER_PREFIXES.map((q) => [`qualifier ${q}`, `${q} ${name}`]);
  const words = name.split(" ");
  const last = words.at(-1)!;
  if (/^[a-z]{3,}$/.test(last)) {
    if (last.endsWith("s")) out.push(["singular", [...words.slice(0, -1), last.slice(0, -1)].join(" ")]);
    else
      out.push(["plural", [...words.slice(0, -1), /(?:ch|sh|x|o)$/.test(last) ? `${last}es` : `${last}s`].join(" ")]);
  }
  if (words.length === 2 && words.every((w) => /^[a-z]+$/.test(w))) {
    out.push(["joined", words.join("")], ["hyphenated", words.join("-")]);
  }
  if (/^[a-z]+-[a-z]+$/.test(name)) out.push(["hyphen→space", name.replace("-", " ")]);
  words.forEach((w, k) => {
    const other = SPELT_OTHERWISE[w];
    if (other) out.push([`spelt ${w}→${other}`, [...words.slice(0, k), other, ...words.slice(k + 1)].join(" ")]);
  });
  return out;
}
const variantMisses = new Map<string, string[]>();
let variantsTried = 0;
for (const entry of names) {
  if (heldOutByHash(entry.name)) continue;
  const [alone] = readEnglishName({ ...entry, measure: null });
  if (!alone || alone.problems.length > 0) continue;
  for (const [cls, text] of variants(entry.name)) {
    variantsTried++;
    const r = analyzeMealText(text, { lang: "en" });
    const grams = r.items.reduce((s, i) => s + i.grams, 0);
    const wrong =
      r.items.length === 0 ||
      r.unmatched.length > 0 ||
      !r.items.some((i) => entry.kind.test(i.name)) ||
      (cls !== "plural" && (grams < entry.portion / 4 || grams > entry.portion * 4));
    if (!wrong) continue;
    const key = cls.replace(/ .*$/, "") === "qualifier" ? cls : cls.replace(/ .*$/, "");
    const got = `${r.items.map((i) => `${i.name}${fndds(i.foodId) ? " [FNDDS]" : ""} ${Math.round(i.grams)} g`).join("; ")}${r.unmatched.length ? ` unread ${r.unmatched.join(",")}` : ""}`;
    variantMisses.set(key, [
      ...(variantMisses.get(key) ?? []),
      `"${text}" → ${got || "nothing"} (alone: ${alone.got})`,
    ]);
  }
}
console.log(`\nDevelopment names read right alone, said in another form: ${variantsTried} variants, misses by form:`);
for (const [cls, misses] of [...variantMisses].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`  ${misses.length}\t${cls}`);
  if (list) for (const m of misses) console.log(`\t\t${m}`);
}
