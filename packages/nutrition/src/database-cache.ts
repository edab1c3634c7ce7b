// The food database kept on disk between starts (docs/decisions/027-engine-start-up-and-memory.md, follow-up "the
// built database kept"). Building it prices 1,250 catalog rows and stems 6,000 names, about two thirds of the engine's
// start-up; a process whose engine sources and data files are those the stored copy was built from reads it back
// instead. The copy is a cache, never a source: it is rebuilt whenever any of them changes, and a copy that cannot be
// read or written only costs the build.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AliasEntry, Database, Food } from "./database";

/** Raised whenever the stored layout changes, so an older copy is never read as this one. */
const FORMAT = 2;

const SOURCES = new URL("./", import.meta.url);
const DATA_FILES = ["../data/foods.json", "../data/fndds.json"].map((path) => new URL(path, import.meta.url));
/** Under the checkout's node_modules, like other tools' caches: `npm ci` clears it with the packages it reinstalls. */
const CACHE_DIR = new URL("../../../node_modules/.cache/tarelka-nutrition/", import.meta.url);

/**
 * What the database is built from, by path, size and modification time: every source file of the engine (its code and
 * its catalog) and both data files. Reading them whole to hash their text would cost as much as a third of the build;
 * an edit, a checkout or a regeneration changes a file's time.
 */
export function inputsFingerprint(sources: URL = SOURCES, dataFiles: readonly URL[] = DATA_FILES): string {
  const lines: string[] = [];
  const root = fileURLToPath(sources);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) lines.push(describe(path));
    }
  };
  walk(root.replace(/\/$/, ""));
  for (const file of dataFiles) lines.push(describe(fileURLToPath(file)));
  lines.sort();
  return createHash("sha256")
    .update(`${FORMAT}\n${lines.join("\n")}`)
    .digest("hex")
    .slice(0, 20);
}

function describe(path: string): string {
  const { size, mtimeMs } = statSync(path);
  return `${path}\t${size}\t${mtimeMs}`;
}

/** The database as JSON: each food once, and every place that holds a food by its position in that list. */
interface Stored {
  format: number;
  foods: Food[];
  /** `Database.foods` by position: a catalog id listed twice is one food in two places. */
  order: number[];
  byId: [string, number][];
  /** The rank the food map gives FNDDS foods it builds on demand. */
  fnddsRank: number;
  aliases: [string, [food: number, size: number][]][];
  vocabulary: string[];
  /** `Database.namingStems`, kept rather than gathered again from every alias key on the first description. */
  namingStems: string[];
  dietVariants: [string, number][];
  fatVariants: [string, [percent: number, food: number][]][];
}

export function storeDatabase(db: Database, fnddsRank: number): string {
  const position = new Map<Food, number>();
  const foods: Food[] = [];
  const at = (food: Food) => {
    let i = position.get(food);
    if (i === undefined) {
      i = foods.length;
      foods.push(food);
      position.set(food, i);
    }
    return i;
  };
  const stored: Stored = {
    format: FORMAT,
    foods,
    order: db.foods.map(at),
    byId: [...db.byId.entries()].map(([id, food]) => [id, at(food)]),
    fnddsRank,
    aliases: [...db.aliases].map(([key, entries]) => [key, entries.map((e) => [at(e.food), e.size])]),
    vocabulary: [...db.vocabularySet],
    namingStems: [...db.namingStems],
    dietVariants: [...db.dietVariants].map(([id, food]) => [id, at(food)]),
    fatVariants: [...db.fatVariants].map(([id, list]) => [id, list.map((v) => [v.percent, at(v.food)])]),
  };
  return JSON.stringify(stored);
}

/** The database a stored text holds, or undefined when it is of another format. */
export function restoreDatabase(
  text: string,
  foodMap: (catalog: Map<string, Food>, fnddsRank: number) => Map<string, Food>,
): Database | undefined {
  const stored = JSON.parse(text) as Stored;
  if (stored.format !== FORMAT) return undefined;
  const { foods } = stored;
  const food = (i: number) => foods[i]!;
  const vocabularySet = new Set(stored.vocabulary);
  const vocabulary = new Map<number, string[]>();
  for (const s of [...vocabularySet].sort()) {
    const list = vocabulary.get(s.length);
    if (list) list.push(s);
    else vocabulary.set(s.length, [s]);
  }
  return {
    foods: stored.order.map(food),
    byId: foodMap(new Map(stored.byId.map(([id, i]) => [id, food(i)])), stored.fnddsRank),
    aliases: new Map(
      stored.aliases.map(([key, entries]) => [key, entries.map(([i, size]): AliasEntry => ({ food: food(i), size }))]),
    ),
    vocabulary,
    vocabularySet,
    namingStems: new Set(stored.namingStems),
    dietVariants: new Map(stored.dietVariants.map(([id, i]) => [id, food(i)])),
    fatVariants: new Map(
      stored.fatVariants.map(([id, list]) => [id, list.map(([percent, i]) => ({ percent, food: food(i) }))]),
    ),
  };
}

let lastRead = false;

/** Whether the last database asked for was read from its kept copy rather than built (the bench reports which). */
export const readFromKeptCopy = () => lastRead;

/**
 * The database read from the copy stored for these inputs, or built and stored. Another process may write the same
 * copy at the same moment (test workers, a fleet's instances on one disk): each writes a file of its own and renames
 * it into place, so a reader sees one whole copy or none.
 */
export function cachedDatabase(
  build: () => { db: Database; fnddsRank: number },
  foodMap: (catalog: Map<string, Food>, fnddsRank: number) => Map<string, Food>,
  { dir = CACHE_DIR, fingerprint = inputsFingerprint }: { dir?: URL; fingerprint?: () => string } = {},
): Database {
  let file: string | undefined;
  try {
    file = fileURLToPath(new URL(`database-${fingerprint()}.json`, dir));
    const restored = restoreDatabase(readFileSync(file, "utf8"), foodMap);
    if (restored) {
      lastRead = true;
      return restored;
    }
  } catch {
    // No copy yet, or one cut short by a full disk: build it.
  }
  lastRead = false;
  const { db, fnddsRank } = build();
  if (file !== undefined) keep(file, storeDatabase(db, fnddsRank));
  return db;
}

function keep(file: string, text: string): void {
  const dir = file.slice(0, file.lastIndexOf("/"));
  const name = file.slice(file.lastIndexOf("/") + 1);
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, text);
    renameSync(partial, file);
    // Copies built from earlier inputs are never read again.
    for (const other of readdirSync(dir)) {
      if (other !== name && /^database-[0-9a-f]+\.json(?:\.\d+\.\d+)?$/.test(other))
        rmSync(`${dir}/${other}`, { force: true });
    }
  } catch {
    // A read-only or full disk: the next start builds again.
  }
}
