import type { z } from "zod";

/**
 * Reads a route's zod contract the way an attacker reads documentation: where the fields are and what each one
 * expects, so bad inputs can be aimed at every field of every route without a hand-written list per route.
 */

export type LeafKind = "string" | "number" | "boolean" | "enum" | "other";

export interface Leaf {
  /** Property names from the root object down to the field; `0` stands for an array element. */
  path: (string | number)[];
  kind: LeafKind;
}

// zod 4 keeps a schema's definition on `_zod.def`; only the few fields read here are typed.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Peels optional, nullable, default and pipe wrappers off a schema. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") optional = true;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "prefault") {
      current = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      current = def.in as z.ZodType;
    } else {
      return { schema: current, optional };
    }
  }
}

/** Every scalar field of an object schema, depth first; arrays contribute their first element. */
export function leavesOf(schema: z.ZodType, path: (string | number)[] = []): Leaf[] {
  const { schema: inner } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => leavesOf(value, [...path, key]));
    case "array":
      return leavesOf(def.element as z.ZodType, [...path, 0]);
    case "record":
      return [{ path, kind: "other" }, ...leavesOf(def.valueType as z.ZodType, [...path, "some_key"])];
    case "union":
      return leavesOf((def.options ?? [])[0] as z.ZodType, path);
    case "string":
      return [{ path, kind: "string" }];
    case "number":
    case "int":
      return [{ path, kind: "number" }];
    case "boolean":
      return [{ path, kind: "boolean" }];
    case "enum":
    case "literal":
      return [{ path, kind: "enum" }];
    default:
      return [{ path, kind: "other" }];
  }
}

/** Plausible values a field of each type usually accepts; the first one the field's own schema takes is used. */
const today = new Date().toISOString().slice(0, 10);
const CANDIDATES: Record<string, unknown[]> = {
  string: [
    "обед",
    today,
    `${today}T09:00:00+03:00`,
    "0123456789abcdef0123456789abcdef",
    "page_view",
    "https://example.com/",
    "1",
  ],
  number: [250, 70, 30, 1, 100, 2000, 0.5],
  boolean: [false],
};

/**
 * A value the schema accepts (or comes close to), built from the required fields only: the attack changes one
 * field at a time, so everything else must already be right for the bad field to be the one that is judged.
 */
export const baselineOf = (schema: z.ZodType): unknown => sampleOf(schema, false);

/**
 * A value the schema accepts with every optional field set as well (where the field's own schema takes the value
 * found for it), so a request that changes an entry changes all it can: the cross-user sweep then proves that
 * nothing of the owner's moved, whatever fields the entity has.
 */
export const fullOf = (schema: z.ZodType): unknown => sampleOf(schema, true);

/**
 * `small` picks the smallest number each field takes: an object whose fields are each right but whose rule over them
 * refuses the usual values ("protein, fat and carbs together at most 100 g") is tried again with it.
 */
function sampleOf(schema: z.ZodType, fillOptional: boolean, small = false): unknown {
  const { schema: inner } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const sample = unwrap(value).optional && !fillOptional ? undefined : sampleOf(value, fillOptional, small);
        if (sample === undefined) continue;
        if (!unwrap(value).optional || value.safeParse(sample).success) out[key] = sample;
      }
      if (!small && !inner.safeParse(out).success) {
        const smaller = sampleOf(schema, fillOptional, true);
        if (inner.safeParse(smaller).success) return smaller;
      }
      return out;
    }
    case "array":
      return [sampleOf(def.element as z.ZodType, fillOptional, small)];
    case "record":
      return {};
    case "union":
      return sampleOf((def.options ?? [])[0] as z.ZodType, fillOptional, small);
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return (def.values ?? [])[0];
    default: {
      const listed = CANDIDATES[def.type === "int" ? "number" : def.type] ?? [];
      const candidates = small && def.type !== "string" ? [...listed].sort((a, b) => Number(a) - Number(b)) : listed;
      return candidates.find((c) => inner.safeParse(c).success) ?? candidates[0] ?? null;
    }
  }
}

/** A copy of `value` with the field at `path` replaced; the replacement is a marker swapped for raw JSON later. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === "number") {
    const array = Array.isArray(value) ? [...value] : [];
    array[head] = withField(array[head], rest, replacement);
    return array;
  }
  const object = value && typeof value === "object" && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withField((object as Record<string, unknown>)[head], rest, replacement);
  return object;
}
