// The process engine-latency.ts measures, bundled and run the way the server is (decision 032): it reads the
// descriptions from stdin, answers each once on a cold engine, then times each once more and writes the figures.
import { readFileSync } from "node:fs";
import { type PerformanceEntry, PerformanceObserver } from "node:perf_hooks";
import type { EngineLatency } from "./engine-latency";

const descriptions = JSON.parse(readFileSync(0, "utf8")) as { text: string; lang: "ru" | "en" }[];
const { analyzeMealText } = await import("../src/index");
for (const d of descriptions) analyzeMealText(d.text, { lang: d.lang });
let scavenges = 0;
let timing = false;
const collections = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // The young generation's collections (NODE_PERFORMANCE_GC_MINOR).
    if (timing && (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === 1) scavenges++;
  }
});
collections.observe({ entryTypes: ["gc"] });
timing = true;
const latencies = descriptions.map((d) => {
  const t0 = performance.now();
  analyzeMealText(d.text, { lang: d.lang });
  return performance.now() - t0;
});
// The observer is told of collections after the fact; a turn of the event loop lets the last ones in.
await new Promise((resolve) => setTimeout(resolve, 50));
timing = false;
collections.disconnect();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
const reading: EngineLatency = { median: at(0.5), p99: at(0.99), scavenges, answered: descriptions.length };
process.stdout.write(JSON.stringify(reading));
