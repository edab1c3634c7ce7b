// The process engine-memory.ts measures, bundled and run the way the server is (decision 032): it reads the
// descriptions from stdin, imports the engine, answers each the way requests would bring them, and writes what it holds.
import { readFileSync } from "node:fs";
import type { EngineMemory } from "./engine-memory";

const descriptions = JSON.parse(readFileSync(0, "utf8")) as { text: string; lang: "ru" | "en" }[];
const runtimeRss = process.memoryUsage().rss;
const { analyzeMealText } = await import("../src/index");
for (const d of descriptions) analyzeMealText(d.text, { lang: d.lang });
const { rss, heapUsed } = process.memoryUsage();
const reading: EngineMemory = { rss, runtimeRss, heapUsed, answered: descriptions.length };
process.stdout.write(JSON.stringify(reading));
