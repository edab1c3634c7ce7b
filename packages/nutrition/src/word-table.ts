/**
 * A table looked up by what a person typed, made with no prototype: a word such as "constructor", "toString" or
 * "__proto__" typed as a meal is no key of it. On a plain object those words found Object's own members, which read
 * as a unit, a number word or a synonym, and "constructor" under a Russian interface stopped the reading with an error.
 */
export function wordTable<T extends object>(entries: T): T {
  return Object.assign(Object.create(null) as T, entries);
}
