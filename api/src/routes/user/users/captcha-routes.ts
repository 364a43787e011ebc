import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { SliderCaptcha } from "../../../features/captcha/slider-captcha.ts";
import { ApiError, ok } from "../../../lib/response.ts";

/** GET users/capcha (spec §7: gt, challenge, new_captcha) and the slider's PNG picture (docs/decisions/0006). */
const EXPIRED = "This captcha has expired. Please load a new one";
/** The spec's fields; a provider may add its own (e.g. the slider's picture size). */
const challengeAnswer = okSchema(z.looseObject({ gt: z.string(), challenge: z.string(), new_captcha: z.boolean() }));

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/users/capcha", { schema: { response: { 200: challengeAnswer } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ok(await app.captcha.issue(request.ip));
  });

  const image = {
    config: { invalidInput: { status: 404, errorCode: "user.captcha.not-found" } },
    schema: { querystring: z.object({ challenge: z.string({ error: EXPIRED }).max(64, EXPIRED) }) },
  };
  app.get("/users/capcha/image", image, async (request, reply) => {
    const captcha = app.captcha;
    const png = captcha instanceof SliderCaptcha ? await captcha.image(request.query.challenge) : null;
    if (!png) throw new ApiError(404, "user.captcha.not-found", EXPIRED);
    return reply
      .header("content-type", "image/png")
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  });
};
