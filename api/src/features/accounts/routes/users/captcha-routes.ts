import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { MESSAGES } from "@openpawn/shared/messages";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { SliderCaptcha } from "../../captcha/slider-captcha.ts";
import { nonJsonAnswer } from "../../../../lib/openapi-document.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import type { AccountRouteSettings } from "../account-settings.ts";

/** GET users/capcha (spec §7: gt, challenge, new_captcha) and the slider's PNG pictures (docs/decisions/0006). */
const EXPIRED = MESSAGES.accountApi.captchaExpired;
/** The spec's fields; a provider may add its own (e.g. the slider's picture size). */
const challengeAnswer = okSchema(z.looseObject({ gt: z.string(), challenge: z.string(), new_captcha: z.boolean() }));

/**
 * Both routes are limited per client address (RATE_LIMIT_CAPTCHA_PER_IP, RATE_LIMIT_CAPTCHA_IMAGES_PER_IP): a
 * challenge costs a drawing and a database row, and anyone may ask (decision 0037).
 */
export function captchaRoutes(settings: Pick<AccountRouteSettings, "rateLimit">): FastifyPluginAsyncZod {
  return async (app) => {
    const { windowMs, captchaPerIp, captchaImagesPerIp } = settings.rateLimit;
    const challengesPerIp = app.limitRate({ name: "captcha-ip", max: captchaPerIp, windowMs, key: (request) => request.ip });
    const imagesPerIp = app.limitRate({ name: "captcha-image-ip", max: captchaImagesPerIp, windowMs, key: (request) => request.ip });

    // `purpose=login`: the self-hosted login check, without its puzzle until the address fails (decision 0043).
    const challengeQuery = z.object({ purpose: z.enum(["login", "sign-up", "forgot-password"]).optional() });
    const challenge = { preValidation: challengesPerIp, schema: { querystring: challengeQuery, response: { 200: challengeAnswer } } };
    app.get("/users/capcha", challenge, async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await app.captcha.issue(request.ip, request.query.purpose));
    });

    const image = {
      preValidation: imagesPerIp,
      config: { invalidInput: { error: ACCOUNTS_ERRORS.captchaNotFound } },
      schema: {
        querystring: z.object({
          challenge: z.string({ error: EXPIRED }).max(64, EXPIRED),
          // The picture with its gaps (the default), or the piece slid over it.
          part: z.enum(["picture", "piece"], { error: EXPIRED }).default("picture"),
        }),
        response: { 200: nonJsonAnswer(["image/png"]) },
      },
    };
    app.get("/users/capcha/image", image, async (request, reply) => {
      const captcha = app.captcha;
      const png = captcha instanceof SliderCaptcha ? await captcha.image(request.query.challenge, request.query.part) : null;
      if (!png) throw new ApiError(ACCOUNTS_ERRORS.captchaNotFound);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    });
  };
}
