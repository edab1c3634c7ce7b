import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "./catalog/index";
import { buildDatabase, type Database, foodMapOf } from "./database";
import { cachedDatabase, inputsFingerprint, restoreDatabase, storeDatabase } from "./database-cache";

describe("the database kept between starts", () => {
  let built: Database;
  beforeAll(() => {
    built = buildDatabase();
  });

  it("reads back exactly what was built: every food, alias, variant and the vocabulary", () => {
    const restored = restoreDatabase(storeDatabase(built, CATALOG.length), foodMapOf);
    expect(restored).toStrictEqual(built);
  });

  it("keeps one object per food, shared by the food list, the ids, the aliases and the variants", () => {
    const restored = restoreDatabase(storeDatabase(built, CATALOG.length), foodMapOf)!;
    const byId = restored.byId;
    for (const entries of restored.aliases.values()) {
      for (const { food } of entries) expect(byId.get(food.id)).toBe(food);
    }
    for (const food of restored.foods) expect(byId.get(food.id)).toBe(food);
    for (const food of restored.dietVariants.values()) expect(byId.get(food.id)).toBe(food);
    for (const list of restored.fatVariants.values()) for (const { food } of list) expect(byId.get(food.id)).toBe(food);
  });

  it("ignores a copy of another format", () => {
    const text = storeDatabase(built, CATALOG.length).replace(/^\{"format":\d+/, '{"format":-1');
    expect(restoreDatabase(text, foodMapOf)).toBeUndefined();
  });

  it("builds FNDDS foods on demand in a restored database, as in a built one", () => {
    const restored = restoreDatabase(storeDatabase(built, CATALOG.length), foodMapOf)!;
    expect(restored.byId.get("fndds-11111000")).toStrictEqual(built.byId.get("fndds-11111000"));
    expect(restored.byId.get("fndds-11111000")?.namesEn).toEqual(["Milk, whole"]);
    expect(restored.byId.get("fndds-11111000")?.rank).toBe(CATALOG.length);
  });
});

describe("cachedDatabase", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "tarelka-db-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  // Forty rows priced from USDA alone, no recipe among them: a database as small as a test needs.
  const rows = CATALOG.filter((row) => row[1].startsWith("sr:")).slice(0, 40);
  const small = () => buildDatabase(rows, undefined, {});

  it("builds once, then reads the kept copy while the inputs are the same", () => {
    const dir = pathToFileURL(`${tempDir()}/`);
    let builds = 0;
    const build = () => {
      builds++;
      return { db: small(), fnddsRank: 40 };
    };
    const first = cachedDatabase(build, foodMapOf, { dir, fingerprint: () => "abc1" });
    const second = cachedDatabase(build, foodMapOf, { dir, fingerprint: () => "abc1" });
    expect(builds).toBe(1);
    expect([...second.aliases.keys()]).toEqual([...first.aliases.keys()]);
    expect(second.foods.map((f) => f.id)).toEqual(first.foods.map((f) => f.id));
    // New inputs: built again, and the copy of the old ones is removed.
    cachedDatabase(build, foodMapOf, { dir, fingerprint: () => "abc2" });
    expect(builds).toBe(2);
    expect(readdirSync(dir)).toEqual(["database-abc2.json"]);
  });

  it("builds again over a copy cut short, and answers as the build does", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "database-abc3.json"), '{"format":1,"foods":[{"id":');
    let builds = 0;
    const db = cachedDatabase(
      () => {
        builds++;
        return { db: small(), fnddsRank: 40 };
      },
      foodMapOf,
      { dir: pathToFileURL(`${dir}/`), fingerprint: () => "abc3" },
    );
    expect(builds).toBe(1);
    expect(db.foods).toHaveLength(40);
  });
});

describe("inputsFingerprint", () => {
  it("changes when a source or data file changes, and only then", () => {
    const dir = mkdtempSync(join(tmpdir(), "tarelka-src-"));
    try {
      writeFileSync(join(dir, "a.ts"), "export const a = 1;");
      writeFileSync(join(dir, "a.test.ts"), "test");
      writeFileSync(join(dir, "data.json"), "{}");
      const sources = pathToFileURL(`${dir}/`);
      const data = [pathToFileURL(join(dir, "data.json"))];
      const before = inputsFingerprint(sources, data);
      expect(inputsFingerprint(sources, data)).toBe(before);
      // A test file is no input of the build.
      utimesSync(join(dir, "a.test.ts"), new Date(), new Date(Date.now() + 5000));
      expect(inputsFingerprint(sources, data)).toBe(before);
      utimesSync(join(dir, "a.ts"), new Date(), new Date(Date.now() + 5000));
      const edited = inputsFingerprint(sources, data);
      expect(edited).not.toBe(before);
      writeFileSync(join(dir, "data.json"), '{"a":1}');
      expect(inputsFingerprint(sources, data)).not.toBe(edited);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
