import { describe, expect, it } from "vitest";
import { deriveWorkKey, encodeSliderAnswer, solveSliderWork, type SliderWork } from "./captcha-slider.ts";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

async function workFor(counter: number): Promise<SliderWork> {
  const parameters = { algorithm: "PBKDF2/SHA-256", nonce: "0123456789abcdef0123456789abcdef", salt: "fedcba9876543210fedcba9876543210", cost: 10, keyLength: 32, keyPrefix: "00", data: { captcha: "c1" } };
  return { parameters: { ...parameters, keyPrefix: hex(await deriveWorkKey(parameters, counter)).slice(0, 32) }, signature: "s" };
}

describe("the slider captcha's client side", () => {
  it("counts up to the secret counter and reports progress on the way", async () => {
    const work = await workFor(41);
    const progress: number[] = [];
    const solution = await solveSliderWork(work, { onProgress: (counter) => progress.push(counter) });
    expect(solution?.counter).toBe(41);
    expect(solution?.derivedKey.startsWith(work.parameters.keyPrefix)).toBe(true);
    expect(progress.at(-1)).toBe(40);
  });

  it("stops when aborted or past its limit, and refuses work it does not know", async () => {
    const work = await workFor(30);
    const controller = new AbortController();
    controller.abort();
    expect(await solveSliderWork(work, { signal: controller.signal })).toBeNull();
    expect(await solveSliderWork(work, { maxCounter: 10 })).toBeNull();
    await expect(solveSliderWork({ ...work, parameters: { ...work.parameters, algorithm: "SHA-1" } })).rejects.toThrow(/unsupported/);
  });

  it("answers '<x>:<drag ms>:<base64url JSON of the work and its solution>'", async () => {
    const work = await workFor(2);
    const solution = { counter: 2, derivedKey: "ab" };
    const answer = encodeSliderAnswer({ x: 187.4, durationMs: 912.6, work, solution });
    const [x, ms, payload] = answer.split(":");
    expect([x, ms]).toEqual(["187", "913"]);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toEqual({ challenge: work, solution });
  });
});
