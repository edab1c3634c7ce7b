// What the engine's benchmark lists share (decision 024): the hash that holds a third of each list out, never tuned
// against, and the reading of a list file's lines.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** FNV-1a of the text: a split that does not move when lines are added or reordered. */
export function heldOutByHash(text: string): boolean {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h % 3 === 0;
}

/** The fields of each line of a list file ("a | b | c"), leaving out blank lines and "#" comments. */
export function listFields(file: URL): string[][] {
  return readFileSync(fileURLToPath(file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split(" | ").map((field) => field.trim()));
}
