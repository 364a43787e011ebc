import type { FastifyInstance } from "fastify";

/** Solves the self-hosted slider captcha through its public routes, like e2e/src/harness/solve-captcha.ts. */
export async function solveTestCaptcha(app: FastifyInstance, options: { offsetPx?: number; dragMs?: number } = {}) {
  const { data } = (await app.inject({ method: "GET", url: "/api/user/users/capcha" })).json() as { data: { challenge: string; image: string } };
  const svg = (await app.inject({ method: "GET", url: data.image })).body;
  const gap = /<[^>]*\bid="gap"[^>]*>/.exec(svg)?.[0] ?? "";
  const x = Number(/\bx="(\d+)"/.exec(gap)?.[1]);
  if (!Number.isFinite(x)) throw new Error("no gap in the captcha picture");
  return { challenge: data.challenge, response: `${x + (options.offsetPx ?? 0)}:${options.dragMs ?? 900}` };
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
