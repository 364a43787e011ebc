import type { FastifyPluginAsync } from "fastify";
import { accountProbes, type AccountRouteSettings } from "./account-settings.ts";
import { captchaRoutes } from "./users/captcha-routes.ts";
import { registrationRoutes } from "./users/registration-routes.ts";
import { sessionRoutes } from "./users/session-routes.ts";
import { passwordRoutes } from "./password/password-routes.ts";

/** The accounts part of the user service, registered under /api/user. */
export function accountRoutes(settings: AccountRouteSettings): FastifyPluginAsync {
  return async (app) => {
    // One count of account-existence answers per client across sign-up and forgot password.
    const probes = accountProbes(settings);
    await app.register(registrationRoutes(settings, probes));
    await app.register(sessionRoutes(settings));
    await app.register(passwordRoutes(settings, probes));
    await app.register(captchaRoutes(settings));
  };
}
