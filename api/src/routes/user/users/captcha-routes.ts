import type { FastifyPluginAsync } from "fastify";
import { SliderCaptcha } from "../../../features/captcha/slider-captcha.ts";
import { ApiError, ok } from "../../../lib/response.ts";

/** GET users/capcha (spec §7: gt, challenge, new_captcha) and the slider's picture (docs/decisions/0006). */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get("/users/capcha", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ok(await app.captcha.issue(request.ip));
  });

  app.get("/users/capcha/image", async (request, reply) => {
    const challenge = (request.query as Record<string, unknown>).challenge;
    const captcha = app.captcha;
    const svg = captcha instanceof SliderCaptcha && typeof challenge === "string" && challenge.length <= 64 ? await captcha.image(challenge) : null;
    if (!svg) throw new ApiError(404, "user.captcha.not-found", "This captcha has expired. Please load a new one");
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("x-content-type-options", "nosniff")
      .send(svg);
  });
};
