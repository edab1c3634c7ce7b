/**
 * npm run bench:web — decision 006 speed budget. Builds the web app, starts the real server on it (as the browser
 * tests do), and runs Lighthouse (mobile preset, simulated throttling) on the landing page and on a demo user's
 * dashboard. The dashboard is opened the way VK opens the mini-app: one signed launch URL (the one `/demo`
 * redirects to), without the demo link's extra redirect, which no VK launch has. Prints each page's performance score, LCP, TBT and the JavaScript the first route needed (gzip).
 * Targets: score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, first-route JS ≤ 120 KB gzip.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, demoHeaders, startServer } from "../../../e2e/harness";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const DIST = path.join(ROOT, "apps/web/dist");
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, jsKb: 120 };
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: ROOT, stdio: "ignore" });

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** gzip size (level 9, as a CDN or the precompressed .gz would serve it) of every script of ours the page loaded. */
function firstRouteJs(items: NetworkItem[], baseUrl: string): { kb: number; files: string[] } {
  let bytes = 0;
  const files: string[] = [];
  for (const item of items) {
    if (item.resourceType !== "Script" || !item.url.startsWith(baseUrl)) continue;
    const file = path.join(DIST, new URL(item.url).pathname);
    if (!fs.existsSync(file)) continue;
    bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    files.push(path.basename(file));
  }
  return { kb: bytes / 1024, files };
}

async function audit(url: string, baseUrl: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // The landing's variant and language live in a cookie and local storage: start each run clean.
      disableStorageReset: false,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // BENCH_REPORT_DIR keeps each full Lighthouse report for reading the diagnostics behind a figure.
    if (process.env.BENCH_REPORT_DIR) {
      fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "root"}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      js: firstRouteJs(items, baseUrl),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const mark = (ok: boolean) => (ok ? "ok " : "OVER");

const server = await startServer({ LOG_LEVEL: "error" });
let failed = false;
try {
  const userId = "777000";
  const created = await fetch(`${server.baseUrl}/api/users`, {
    method: "POST",
    headers: demoHeaders(userId),
    body: JSON.stringify({ firstName: "Бенч", lastName: "Замер", profileData: { dailyCalorieGoal: 2000 } }),
  });
  if (created.status !== 201) throw new Error(`could not create the demo user: ${created.status}`);

  const demo = await fetch(`${server.baseUrl}/demo?user=${userId}`, { redirect: "manual" });
  const launchUrl = demo.headers.get("location");
  if (demo.status !== 302 || !launchUrl) throw new Error(`the demo link gave no signed launch: ${demo.status}`);

  const all = [
    { name: "landing (variant A)", url: `${server.baseUrl}/?ab=A` },
    { name: "dashboard (signed VK launch, demo user)", url: new URL(launchUrl, server.baseUrl).toString() },
  ];
  // BENCH_ONLY=landing (or dashboard) measures one page, for quicker iterations.
  const pages = all.filter((p) => !process.env.BENCH_ONLY || p.name.startsWith(process.env.BENCH_ONLY));
  console.log(`Lighthouse ${RUNS === 1 ? "1 run" : `${RUNS} runs, median`} per page, mobile preset\n`);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, server.baseUrl));
    const score = median(runs.map((r) => r.score));
    const lcp = median(runs.map((r) => r.lcpMs));
    const tbt = median(runs.map((r) => r.tbtMs));
    const fcp = median(runs.map((r) => r.fcpMs));
    const js = runs[0]?.js ?? { kb: 0, files: [] };
    const checks = [score >= TARGETS.score, lcp <= TARGETS.lcpMs, tbt <= TARGETS.tbtMs, js.kb <= TARGETS.jsKb];
    if (checks.includes(false)) failed = true;
    console.log(`${page.name}`);
    console.log(
      `  performance score   ${String(score).padStart(7)}      ${mark(checks[0] as boolean)} (target ≥ ${TARGETS.score})`,
    );
    console.log(
      `  LCP                 ${(lcp / 1000).toFixed(2).padStart(7)} s    ${mark(checks[1] as boolean)} (target ≤ 2.00 s)`,
    );
    console.log(
      `  TBT                 ${tbt.toFixed(0).padStart(7)} ms   ${mark(checks[2] as boolean)} (target ≤ 100 ms)`,
    );
    console.log(`  FCP                 ${(fcp / 1000).toFixed(2).padStart(7)} s`);
    console.log(
      `  first-route JS      ${js.kb.toFixed(1).padStart(7)} KB gzip ${mark(checks[3] as boolean)} (target ≤ 120 KB, ${js.files.length} files)`,
    );
    console.log(`    ${js.files.join(", ")}\n`);
  }
} finally {
  await server.stop();
}
console.log(failed ? "Some figures are over their target." : "All figures within target.");
