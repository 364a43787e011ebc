import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { users } from "../../../../db/schema.ts";
import { hashPassword, verifyPassword } from "../../passwords.ts";
import { findUserByEmail, findUserById } from "../../account-users.ts";
import { ACCOUNT_KEY_TTL_MS, consumeAccountKey, issueAccountKey, peekAccountKey, retireAccountKeys } from "../../account-keys.ts";
import { resetPasswordMail } from "../../../../mail/templates.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { awaitProbeTurn, clearRefreshCookie, countProbe, fieldOf, requireCaptcha, type AccountRouteSettings } from "../account-settings.ts";
import type { FailureBackoff } from "../../failure-backoff.ts";

/** The link of the reset e-mail: the web app opens its reset dialog with the key it finds in the URL. */
export const resetLink = (publicUrl: string, key: string) => `${publicUrl}/?reset_key=${encodeURIComponent(key)}`;

const samePassword = () => new ApiError(ACCOUNTS_ERRORS.samePassword);

/** GET password/forgot, PUT password/reset, PUT password/change (spec §3, §4, §8). */
export function passwordRoutes(settings: AccountRouteSettings, probes: FailureBackoff): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const forgotPerIp = app.limitRate({
      name: "forgot-ip",
      max: settings.rateLimit.forgotPerIp,
      windowMs: settings.rateLimit.windowMs,
      key: (request) => request.ip,
    });
    const forgotPerAccount = app.limitRate({
      name: "forgot-account",
      max: settings.rateLimit.forgotPerAccount,
      windowMs: settings.rateLimit.windowMs,
      key: (request) => fieldOf(request.query, "username"),
    });

    serve(app, ENDPOINTS.forgotPassword, { preValidation: [forgotPerIp, forgotPerAccount] }, async (request, reply) => {
      const input = request.query;
      awaitProbeTurn(probes, request, reply);
      await requireCaptcha(app, request, "forgot-password", input.challenge, input.recaptcha_response);
      const user = await findUserByEmail(db, input.username);
      if (!user) {
        countProbe(probes, request);
        throw new ApiError(ACCOUNTS_ERRORS.forgotEmailNotFound);
      }
      const key = await issueAccountKey(db, user.id, "reset");
      await app.mailer.send(
        resetPasswordMail({
          to: input.username.toLowerCase(),
          name: user.name,
          link: resetLink(settings.publicUrl, key),
          validMinutes: ACCOUNT_KEY_TTL_MS.reset / 60_000,
        }),
      );
      return ok(null, ACCOUNT_MESSAGES.forgotSent);
    });

    serve(app, ENDPOINTS.resetPassword, {}, async (request) => {
      const input = request.body;
      const invalid = () => new ApiError(ACCOUNTS_ERRORS.resetKeyInvalid);
      const owner = await peekAccountKey(db, input.key, "reset");
      const user = owner === null ? null : await findUserById(db, owner);
      if (!user) throw invalid();
      if (user.passwordHash && (await verifyPassword(user.passwordHash, input.new_password))) throw samePassword();
      if ((await consumeAccountKey(db, input.key, "reset")) !== user.id) throw invalid();
      // The e-mail link proves the address: a pending account becomes active.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.new_password), status: "active", updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await retireAccountKeys(db, user.id, "reset");
      await app.sessions.revokeAllOf(user.id);
      if (user.status === "pending") await app.accountEvents.emit("user-activated", { userId: user.id });
      return ok(null);
    });

    serve(app, ENDPOINTS.changePassword, { onRequest: app.authenticate }, async (request, reply) => {
      const input = request.body;
      const user = await findUserById(db, requireUser(request).id);
      if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
        throw new ApiError(ACCOUNTS_ERRORS.currentPasswordIncorrect);
      }
      if (input.old_password === input.new_password) throw samePassword();
      await db.update(users).set({ passwordHash: await hashPassword(input.new_password), updatedAt: new Date() }).where(eq(users.id, user.id));
      await retireAccountKeys(db, user.id, "reset");
      await app.sessions.revokeAllOf(user.id);
      clearRefreshCookie(reply, settings.publicUrl);
      return ok(null);
    });
  };
}
