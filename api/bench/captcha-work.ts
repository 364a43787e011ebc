import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { solveSliderWork, encodeSliderAnswer, type SliderChallenge } from "@openpawn/shared/captcha-slider";
import { SLIDER, SliderCaptcha } from "../src/features/captcha/slider-captcha.ts";
import { openTestDatabase } from "../src/test/test-db-handle.ts";
import { findGap } from "../../e2e/src/harness/solve-captcha.ts";
import { percentile } from "./percentile.ts";

/**
 * `npm run bench:captcha -w api`: what one attempt at the self-hosted slider captcha costs a client
 * (docs/decisions/0006-captcha.md). Each attempt is what any client, a bot included, must do: get a challenge,
 * get its PNG, find the gap, do the proof of work, answer. Measured on one core of this machine in Node
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
let passed = 0;
let counters = 0;
for (let i = 0; i < attempts; i++) {
  const start = performance.now();
  const issued = (await captcha.issue()) as SliderChallenge;
  const issuedAt = performance.now();
  const png = (await captcha.image(issued.challenge)) ?? new Uint8Array();
  const imagedAt = performance.now();
  const { x } = findGap(png, issued.piece_size, issued.piece_y);
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
  server.image.push(imagedAt - issuedAt);
  server.verify.push(end - verifyStart);
  work.push(workEnd - workStart);
  total.push(end - start);
}
await database.close();

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
console.log(`  server per attempt: issue ${mean(server.issue).toFixed(1)} ms, PNG ${mean(server.image).toFixed(1)} ms, verify ${mean(server.verify).toFixed(1)} ms`);

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
