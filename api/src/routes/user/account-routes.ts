import type { FastifyPluginAsync } from "fastify";
import type { AccountRouteSettings } from "./account-settings.ts";
import { captchaRoutes } from "./users/captcha-routes.ts";
import { registrationRoutes } from "./users/registration-routes.ts";
import { sessionRoutes } from "./users/session-routes.ts";
import { passwordRoutes } from "./password/password-routes.ts";

/** The accounts part of the user service, registered under /api/user. */
export function accountRoutes(settings: AccountRouteSettings): FastifyPluginAsync {
  return async (app) => {
    await app.register(registrationRoutes(settings));
    await app.register(sessionRoutes(settings));
    await app.register(passwordRoutes(settings));
    await app.register(captchaRoutes);
  };
}
