import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";
import { stopChild } from "@openpawn/devchain/child-process";
import { freePort } from "@openpawn/devchain/free-port";
import { STORAGE_KEYS, WALLET_TYPES } from "@openpawn/shared/constants";

/**
 * `npm run bench -w web`: the first load of the built web app as a cold visitor (empty cache and storage),
 * served by the real API process (no chain needed: only a deployment record for /api/config).
 * For / and /pawn it prints the JavaScript bytes over the wire until the network is idle (encoded body sizes
 * of the script responses), Chromium's own paint timings, and the median of BENCH_LIGHTHOUSE_RUNS (3) mobile
 * Lighthouse runs (default mobile emulation and simulated throttling). WEB_DIST points at another build;
 * BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse; BENCH_DETAILS=1 prints where each Lighthouse run spent the main thread.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const apiEntry = path.join(path.dirname(require.resolve("@openpawn/api/package.json")), "src", "server.ts");
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(here, "..", "dist"));
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const details = process.env.BENCH_DETAILS === "1";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** The targets of issue 9 §2. */
const TARGET_SCRIPT_KB = 200;
const TARGET_LIGHTHOUSE = 90;

const ROUTES = ["/", "/pawn"];

/** A deployment record like the deploy script's (the first load reads it through /api/config; nothing calls the chain). */
const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const DEPLOYMENT = {
  chainId: 31337,
  deployedAt: "2026-01-01T00:00:00.000Z",
  startBlock: 1,
  contracts: { hub: address(0x10), pawnLending: address(0x11), pawnShop: address(0x12), reputation: address(0x13) },
  tokens: ["DFY", "WBNB", "USDT", "ETH"].map((symbol, index) => ({ symbol, name: symbol, decimals: 18, address: address(0x20 + index), priceFeed: address(0x30 + index) })),
};

async function startApi(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-web-bench-"));
  const deploymentFile = path.join(dataDir, "deployments", "31337.json");
  await mkdir(path.dirname(deploymentFile), { recursive: true });
  await writeFile(deploymentFile, JSON.stringify(DEPLOYMENT));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", apiEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // The built-in mail catcher, asked for: the API refuses to start without a mail server.
      SMTP_CATCHER: "1",
      SMTP_CATCHER_PORT: "0",
      // Nothing listens there: the first load needs no chain, and the API serves without one.
      RPC_URL: `http://127.0.0.1:${await freePort()}`,
      DEPLOYMENT_FILE: deploymentFile,
      WEB_DIST: webDist,
      LOG_LEVEL: "fatal",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/api/config`).then((response) => response.ok, () => false);
    if (answered) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not serve /api/config within 180 s");
}

interface WireFigures {
  scriptBytes: number;
  scripts: number;
  allBytes: number;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  longTaskMs: number;
}

/** Records paint timings and long tasks from the first moment of the page (Chromium's Performance API). */
const PERFORMANCE_PROBE = `
  window.__bench = { lcp: undefined, lcpElement: undefined, longTasks: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.lcp = entry.startTime;
      const element = entry.element;
      window.__bench.lcpElement = element ? element.tagName.toLowerCase() + (element.closest("[role=dialog]") ? " in a dialog" : "") + ": " + (element.textContent || "").trim().slice(0, 40) : undefined;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks += Math.max(0, entry.duration - 50); }).observe({ type: "longtask", buffered: true });
`;

/** One cold load of `url` (fresh context: no cache, no storage) until the network is idle. */
async function loadOverTheWire(browser: Browser, url: string, initScript?: string): Promise<WireFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript({ content: PERFORMANCE_PROBE + (initScript ?? "") });
  const page = await context.newPage();
  const finished: Promise<{ url: string; script: boolean; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    finished.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        const type = response?.headers()["content-type"] ?? "";
        return { url: request.url(), script: request.resourceType() === "script" || /javascript/.test(type), bytes: sizes.responseBodySize };
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const timings = (await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { lcp?: number; lcpElement?: string; longTasks: number } }).__bench;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    return { fcp, lcp: bench.lcp, lcpElement: bench.lcpElement, longTasks: bench.longTasks };
  })) as { fcp?: number; lcp?: number; lcpElement?: string; longTasks: number };
  const responses = await Promise.all(finished);
  await context.close();
  const scripts = responses.filter((response) => response.script);
  if (details) console.log(`  ${new URL(url).pathname}: LCP ${timings.lcpElement ?? "-"}`);
  if (details) console.log(`  ${new URL(url).pathname}: ${scripts.map((script) => `${script.url.replace(/^.*\//, "")} ${kB(script.bytes)}`).join(", ")}`);
  return {
    scriptBytes: scripts.reduce((sum, response) => sum + response.bytes, 0),
    scripts: scripts.length,
    allBytes: responses.reduce((sum, response) => sum + response.bytes, 0),
    fcpMs: timings.fcp,
    lcpMs: timings.lcp,
    longTaskMs: timings.longTasks,
  };
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Mobile Lighthouse (its default: emulated phone, simulated slow 4G and 4x CPU), performance only; the median of `runs`. */
async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures & { scores: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      if (details) printDetails(url, lhr.audits as unknown as Audits);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        si: metric("speed-index"),
        cls: metric("cumulative-layout-shift"),
      });
    } finally {
      chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return { score: pick("score"), fcp: pick("fcp"), lcp: pick("lcp"), tbt: pick("tbt"), si: pick("si"), cls: pick("cls"), scores: results.map((result) => result.score) };
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;

/** The main-thread breakdown, the scripts' boot-up time and the longest tasks of one Lighthouse run. */
function printDetails(url: string, audits: Audits) {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  const round = (value: unknown) => Math.round(Number(value));
  console.log(`  ${url}: TBT ${round(audits["total-blocking-time"]?.numericValue)} ms`);
  console.log(`    main thread: ${items("mainthread-work-breakdown").map((item) => `${String(item.groupLabel)} ${round(item.duration)}`).join(", ")}`);
  console.log(`    boot-up: ${items("bootup-time").map((item) => `${String(item.url).replace(/^.*\//, "")} ${round(item.total)} (script ${round(item.scripting)})`).join(", ")}`);
  console.log(`    long tasks: ${items("long-tasks").slice(0, 8).map((item) => `${String(item.url).replace(/^.*\//, "")}@${round(item.startTime)}+${round(item.duration)}`).join(", ")}`);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : `${Math.round(value)} ms`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");

if (!existsSync(path.join(webDist, "index.html"))) throw new Error(`${webDist} holds no build: run vite build first`);
console.log(`first-load bench: ${webDist}; load average ${load()}`);
const api = await startApi();
let browser: Browser | undefined;
let failed = false;
try {
  // Inside the try: a browser that cannot start must not leave the API process running.
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  // A first load warms the API's own caches (the deployment file, the embedded database), not the browser's.
  await loadOverTheWire(browser, `${api.url}/`);
  const rememberedWallet = `try { localStorage.setItem(${JSON.stringify(STORAGE_KEYS.extensionName)}, ${JSON.stringify(WALLET_TYPES.metamask)}); } catch {}`;
  const cases: [string, string, string | undefined][] = [
    ...ROUTES.map((route): [string, string, undefined] => [route, route, undefined]),
    ["/pawn (remembered wallet)", "/pawn", rememberedWallet],
  ];
  console.log("\nOver the wire, cold visitor (412x823 phone viewport, unthrottled), until network idle:");
  console.log(["page".padEnd(28), "JS".padStart(10), "scripts".padStart(8), "all".padStart(10), "FCP".padStart(8), "LCP".padStart(8), "long tasks".padStart(11)].join("  "));
  for (const [name, route, initScript] of cases) {
    const figures = await loadOverTheWire(browser, `${api.url}${route}`, initScript);
    const mark = initScript === undefined && figures.scriptBytes > TARGET_SCRIPT_KB * 1024 ? " (over target)" : "";
    if (mark) failed = true;
    console.log(
      [name.padEnd(28), kB(figures.scriptBytes).padStart(10), String(figures.scripts).padStart(8), kB(figures.allBytes).padStart(10), ms(figures.fcpMs).padStart(8), ms(figures.lcpMs).padStart(8), ms(figures.longTaskMs).padStart(11)].join("  ") + mark,
    );
  }
  console.log(`target: JS <= ${TARGET_SCRIPT_KB} kB for / and /pawn`);
  // Lighthouse scales the main-thread time it observes: an idle browser left open would only add noise.
  await browser.close();
  if (lighthouseRuns > 0) {
    console.log(`\nMobile Lighthouse, performance, median of ${lighthouseRuns} runs (load average ${load()}):`);
    console.log(["page".padEnd(28), "score".padStart(6), "runs".padStart(12), "FCP".padStart(8), "LCP".padStart(8), "TBT".padStart(8), "SI".padStart(8), "CLS".padStart(6)].join("  "));
    for (const route of ROUTES) {
      const figures = await lighthouseMedian(`${api.url}${route}`, lighthouseRuns);
      if (figures.score < TARGET_LIGHTHOUSE) failed = true;
      console.log(
        [route.padEnd(28), String(figures.score).padStart(6), figures.scores.join("/").padStart(12), ms(figures.fcp).padStart(8), ms(figures.lcp).padStart(8), ms(figures.tbt).padStart(8), ms(figures.si).padStart(8), figures.cls.toFixed(3).padStart(6)].join("  "),
      );
    }
    console.log(`target: score >= ${TARGET_LIGHTHOUSE}`);
  }
  console.log(`\nload average at the end: ${load()}${failed ? "\nsome figures miss their target" : ""}`);
} finally {
  await browser?.close();
  await stopChild(api.child);
  await rm(api.dataDir, { recursive: true, force: true });
}
