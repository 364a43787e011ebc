import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { SliderCaptcha } from "../../captcha/slider-captcha.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import type { AccountRouteSettings } from "../account-settings.ts";

/** GET users/capcha (spec §7: gt, challenge, new_captcha) and the slider's PNG pictures (docs/decisions/0006). */

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
    serve(app, ENDPOINTS.captcha, { preValidation: challengesPerIp }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await app.captcha.issue(request.ip, request.query.purpose));
    });

    const image = { preValidation: imagesPerIp, config: { invalidInput: { error: ACCOUNTS_ERRORS.captchaNotFound } } };
    serve(app, ENDPOINTS.captchaImage, image, async (request, reply) => {
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
