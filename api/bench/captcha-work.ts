import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { solveSliderWork, encodeSliderAnswer, type SliderChallenge } from "@openpawn/shared/captcha-slider";
import { SLIDER, SliderCaptcha } from "../src/features/accounts/captcha/slider-captcha.ts";
import { layoutPuzzle, renderSliderPuzzle, seeded } from "../src/features/accounts/captcha/slider-picture.ts";
import { openTestDatabase } from "../src/test/test-db-handle.ts";
import { darkestSquare } from "../src/test/naive-captcha-bot.ts";
import { findGap } from "../../e2e/src/harness/solve-captcha.ts";
import { percentile } from "./percentile.ts";

/**
 * `npm run bench:captcha -w api`: what one attempt at the self-hosted slider captcha costs a client
 * (docs/decisions/0006-captcha.md, 0037). Each attempt is what any client, a bot included, must do: get a
 * challenge, get its two PNGs, find where the piece fits, do the proof of work, answer. Then what the server pays
 * (a challenge draws once; a picture request reads), how often the decoys fool a darkest-square bot, and how the
 * work grows with an address's failed answers — each beside its target. Measured on one core of this machine in Node
 * (OpenSSL's PBKDF2), and in headless Chromium (WebCrypto, the browser's own) when /usr/bin/chromium exists.
 * CAPTCHA_BENCH_ATTEMPTS (20) sets how many attempts are timed.
 */
const attempts = Number(process.env.CAPTCHA_BENCH_ATTEMPTS ?? 20);
const { cost, counterMin, counterMax } = SLIDER.work;
const meanCounters = (counterMin + counterMax) / 2 + 1;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const database = await openTestDatabase();
const captcha = new SliderCaptcha(database.db, { secret: randomBytes(32) });
const work: number[] = [];
const total: number[] = [];
const server = { issue: [] as number[], image: [] as number[], verify: [] as number[] };
const pngBytes: number[] = [];
let passed = 0;
let counters = 0;
for (let i = 0; i < attempts; i++) {
  const start = performance.now();
  // No address: the work stays at its base (a failure would otherwise grow the next one's).
  const issued = (await captcha.issue()) as SliderChallenge;
  const issuedAt = performance.now();
  const png = (await captcha.image(issued.challenge)) ?? new Uint8Array();
  const piece = (await captcha.image(issued.challenge, "piece")) ?? new Uint8Array();
  const imagedAt = performance.now();
  pngBytes.push(png.length + piece.length);
  const { x } = findGap(png, piece);
  const workStart = performance.now();
  const solution = await solveSliderWork(issued.work);
  const workEnd = performance.now();
  if (!solution) throw new Error("no solution");
  counters += solution.counter + 1;
  const response = encodeSliderAnswer({ x, durationMs: 800, work: issued.work, solution });
  const verifyStart = performance.now();
  if (await captcha.verify({ challenge: issued.challenge, response })) passed++;
  const end = performance.now();
  server.issue.push(issuedAt - start);
  server.image.push((imagedAt - issuedAt) / 2);
  server.verify.push(end - verifyStart);
  work.push(workEnd - workStart);
  total.push(end - start);
}

/** Repeated requests for one picture: what the review's 10 concurrent clients now cost (a read, no drawing). */
const repeated = (await captcha.issue()) as SliderChallenge;
const reads: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  await captcha.image(repeated.challenge);
  reads.push(performance.now() - start);
}
await database.close();

/** Decoys against the darkest-square bot, and the matcher a person's eye is, over fixed puzzles. */
const puzzles = 200;
let naiveOnRow = 0;
let naiveAnywhere = 0;
let matcher = 0;
const draws: number[] = [];
for (let i = 0; i < puzzles; i++) {
  const seed = (purpose: string) => createHash("sha256").update(`bench ${purpose} ${i}`).digest();
  const geometry = { width: SLIDER.width, height: SLIDER.height, pieceSize: SLIDER.pieceSize };
  const spec = { ...geometry, ...layoutPuzzle(geometry, seeded(seed("layout"))) };
  const start = performance.now();
  const { picture, piece } = renderSliderPuzzle(spec, seed("picture"));
  draws.push(performance.now() - start);
  const hit = (found: { x: number; y: number }) => Math.abs(found.x - spec.gap.x) <= SLIDER.tolerancePx && Math.abs(found.y - spec.gap.y) <= SLIDER.tolerancePx;
  if (hit(darkestSquare(picture, SLIDER.pieceSize, spec.gap.y))) naiveOnRow++;
  if (hit(darkestSquare(picture, SLIDER.pieceSize))) naiveAnywhere++;
  if (hit(findGap(picture, piece))) matcher++;
}
const percent = (count: number) => `${((100 * count) / puzzles).toFixed(0)}%`;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const iterations = meanCounters * cost;
console.log("Self-hosted slider captcha: the price of one attempt");
console.log(`  work: ALTCHA v2 ${SLIDER.work.algorithm}, ${cost} iterations per counter, secret counter uniform in [${counterMin}, ${counterMax}]`);
console.log(`  expected per attempt: ${meanCounters.toFixed(0)} counters = ${(iterations / 1e6).toFixed(2)} M PBKDF2 iterations ≈ ${((2 * iterations) / 1e6).toFixed(2)} M SHA-256 compressions (most ${(((counterMax + 1) * cost * 2) / 1e6).toFixed(2)} M)`);
console.log(`  measured counters per attempt: ${(counters / attempts).toFixed(0)} on average over ${attempts} attempts; ${passed}/${attempts} answers accepted`);
console.log(`Node, one core (OpenSSL):`);
console.log(`  work:          mean ${ms(mean(work))}, p50 ${ms(percentile(work, 50))}, p95 ${ms(percentile(work, 95))}, max ${ms(Math.max(...work))}`);
console.log(`  whole attempt: mean ${ms(mean(total))} (challenge + PNG + finding the gap + work + answer)`);
console.log(`  attempts per minute per core: ${(60_000 / mean(total)).toFixed(0)}`);
console.log(`  server per attempt: issue ${mean(server.issue).toFixed(1)} ms (draws both PNGs), PNG request ${mean(server.image).toFixed(1)} ms, verify ${mean(server.verify).toFixed(1)} ms`);
console.log("Server cost (target beside each figure)");
console.log(`  drawing a puzzle: mean ${ms(mean(draws))}, p95 ${ms(percentile(draws, 95))}, once per challenge (target: once per challenge, ≤ 60 ms)`);
console.log(`  one picture asked again: mean ${mean(reads).toFixed(2)} ms, p95 ${percentile(reads, 95).toFixed(2)} ms, no drawing (target: a database read, ≤ 10 ms; it used to redraw each time)`);
console.log(`  PNG bytes kept per challenge: ${(mean(pngBytes) / 1024).toFixed(0)} KiB (picture + piece), dropped when answered (target: ≤ 100 KiB)`);
console.log(`  per address: ${SLIDER.livePerIp} live challenges, 30 challenges and 90 pictures a minute by default (target: bounded; RATE_LIMIT_CAPTCHA_*)`);
console.log(`Who solves it, over ${puzzles} fixed puzzles (target beside each)`);
console.log(`  darkest-square bot told the row: ${percent(naiveOnRow)} (target < 50%; chance among the row's 3 gaps: 33%)`);
console.log(`  darkest-square bot, whole picture: ${percent(naiveAnywhere)} (target < 50%; chance among 4 gaps: 25%)`);
console.log(`  matching the piece's content (the harness, a person's eye): ${percent(matcher)} (target 100%)`);
const baseMs = ((meanCounters * cost) / 5e6) * 1000;
const { factorPerFailure, maxFactor, halfLifeMs } = SLIDER.growth;
console.log(`Work after failed answers from one address (×${factorPerFailure} each, at most ×${maxFactor}, the score halving every ${halfLifeMs / 60_000} min)`);
console.log("  in a desktop browser at 5 M iterations/s (target: a person's miss costs under a second more; the cap ≤ 5 s, a phone 3–4× that)");
for (const failures of [0, 1, 2, 3, 4]) {
  const factor = Math.min(maxFactor, factorPerFailure ** failures);
  console.log(`  after ${failures} failed: ×${factor} → ~${ms(baseMs * factor)}`);
}

/** The same work in headless Chromium's WebCrypto, on a localhost page (a secure context, as the site is). */
async function inChromium(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    console.log("Chromium: not found, skipped (set CHROMIUM_PATH)");
    return;
  }
  const { chromium } = await import("playwright-core");
  const page = createServer((_request, response) => response.end("<!doctype html><title>bench</title>"));
  await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`);
    // A page script as a string (tsx would add helpers that do not exist in the page): derives `counters` keys.
    const perCounterMs = (await tab.evaluate(`(async () => {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const nonce = crypto.getRandomValues(new Uint8Array(16));
      const run = async (n) => {
        const start = performance.now();
        for (let counter = 0; counter < n; counter++) {
          const password = new Uint8Array(20);
          password.set(nonce);
          new DataView(password.buffer).setUint32(16, counter);
          const key = await crypto.subtle.importKey("raw", password, { name: "PBKDF2" }, false, ["deriveBits"]);
          await crypto.subtle.deriveBits({ name: "PBKDF2", salt, iterations: ${cost}, hash: "SHA-256" }, key, 256);
        }
        return (performance.now() - start) / n;
      };
      await run(20);
      return run(200);
    })()`)) as number;
    const attemptMs = perCounterMs * meanCounters;
    console.log("Chromium, one core (WebCrypto, what the page's worker uses):");
    console.log(`  ${perCounterMs.toFixed(2)} ms per counter → work ${ms(attemptMs)} per attempt on average, ${ms(perCounterMs * (counterMax + 1))} at most`);
    console.log(`  a phone core is several times slower (not measured here): ~${((attemptMs * 3) / 1000).toFixed(1)}–${((attemptMs * 4) / 1000).toFixed(1)} s at 3–4×`);
  } finally {
    await browser.close();
    page.close();
  }
}
await inChromium();
