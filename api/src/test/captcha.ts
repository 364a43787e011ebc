import type { FastifyInstance } from "fastify";
import { encodeCheckAnswer, encodeSliderAnswer, solveSliderWork, type SliderChallenge, type SliderCheck } from "@openpawn/shared/captcha-slider";
import { findGap } from "../../../e2e/src/harness/solve-captcha.ts";

/**
 * Solves the self-hosted slider captcha through its public routes, like e2e/src/harness/solve-captcha.ts: finds
 * where the piece fits in the picture, does the proof of work. `remoteAddress` is the client's address (the
 * rate limits, the live challenges and the growing work are per address). `purpose: "login"` asks for the login
 * check, which has no puzzle until the address fails (decision 0043): then the work alone is the answer.
 */
export async function solveTestCaptcha(
  app: FastifyInstance,
  options: { offsetPx?: number; dragMs?: number; remoteAddress?: string; purpose?: "login" } = {},
) {
  const { remoteAddress } = options;
  const url = options.purpose ? `/api/user/users/capcha?purpose=${options.purpose}` : "/api/user/users/capcha";
  const { data } = (await app.inject({ method: "GET", url, remoteAddress })).json() as { data: SliderChallenge | SliderCheck };
  const solution = await solveSliderWork(data.work);
  if (!solution) throw new Error("the captcha's work found no answer");
  if (!data.puzzle) return { challenge: data.challenge, response: encodeCheckAnswer({ work: data.work, solution }) };
  const png = async (url: string) => new Uint8Array((await app.inject({ method: "GET", url, remoteAddress })).rawPayload);
  const { x } = findGap(await png(data.image), await png(data.piece));
  const response = encodeSliderAnswer({ x: x + (options.offsetPx ?? 0), durationMs: options.dragMs ?? 900, work: data.work, solution });
  return { challenge: data.challenge, response };
}

/** The newest caught e-mail sent to an address, from GET /api/dev/mail. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await app.inject({ method: "GET", url: `/api/dev/mail?to=${encodeURIComponent(to)}` });
    const [mail] = response.json().data as { subject: string; text: string; html: string; links: string[]; to: string[] }[];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}
