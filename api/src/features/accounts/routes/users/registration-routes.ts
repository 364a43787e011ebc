import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { users } from "../../../../db/schema.ts";
import { hashPassword } from "../../passwords.ts";
import { findUserByEmail, insertUser, isUniqueViolation } from "../../account-users.ts";
import { ACCOUNT_KEY_TTL_MS, consumeAccountKey, issueAccountKey } from "../../account-keys.ts";
import { findReferrer } from "../../referral-code.ts";
import { activationMail } from "../../../../mail/templates.ts";
import { verifySocialToken } from "../../social/verify-social-token.ts";
import { findUserIdBySocialIdentity, linkSocialIdentity } from "../../social/social-identities.ts";
import type { SocialIdentity } from "../../social/social-config.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { awaitProbeTurn, countProbe, requireCaptcha, type AccountRouteSettings } from "../account-settings.ts";
import type { FailureBackoff } from "../../failure-backoff.ts";

/** The link of the activation e-mail: the web app confirms the key it finds in the URL (docs/decisions/0005). */
export const confirmationLink = (publicUrl: string, key: string) => `${publicUrl}/?confirmation_key=${encodeURIComponent(key)}`;

/** POST users/signup and POST users/confirmation?key= (spec §3, §4, §8). */
export function registrationRoutes(settings: AccountRouteSettings, probes: FailureBackoff): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const signupPerIp = app.limitRate({
      name: "signup-ip",
      max: settings.rateLimit.signupPerIp,
      windowMs: settings.rateLimit.windowMs,
      key: (request) => request.ip,
    });

    serve(app, ENDPOINTS.signUp, { preValidation: signupPerIp }, async (request, reply) => {
      const input = request.body;
      awaitProbeTurn(probes, request, reply);
      await requireCaptcha(app, request, "sign-up", input.challenge, input.recaptcha_response);
      const email = input.email.toLowerCase();

      const code = input.referral_code ?? input.shared_referred_id;
      let referredByUserId: number | null = null;
      if (code) {
        referredByUserId = await findReferrer(db, code);
        if (referredByUserId === null) {
          throw new ApiError(ACCOUNTS_ERRORS.referralNotFound);
        }
      }

      // A verified social sign-in vouching for this very e-mail activates the account at once.
      let social: SocialIdentity | null = null;
      if (input.social_token) {
        social = await verifySocialToken(settings.social, input.social_token, input.social_type ?? 0);
        if ((await findUserIdBySocialIdentity(db, social)) !== null) {
          throw new ApiError(ACCOUNTS_ERRORS.socialAlreadyLinked);
        }
      }
      const active = !!social?.verifiedEmail && social.verifiedEmail.toLowerCase() === email;

      if (await findUserByEmail(db, email)) {
        countProbe(probes, request);
        throw new ApiError(ACCOUNTS_ERRORS.emailExists);
      }
      let user;
      try {
        user = await insertUser(db, {
          email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
          status: active ? "active" : "pending",
          referredByUserId,
        });
      } catch (error) {
        if (isUniqueViolation(error, "email")) throw new ApiError(ACCOUNTS_ERRORS.emailExists);
        throw error;
      }
      if (social) await linkSocialIdentity(db, user.id, social);

      await app.accountEvents.emit("user-registered", { userId: user.id, referredByUserId, email, via: social ? "social" : "email" });
      if (active) {
        await app.accountEvents.emit("user-activated", { userId: user.id });
      } else {
        const key = await issueAccountKey(db, user.id, "confirmation");
        await app.mailer.send(
          activationMail({
            to: email,
            name: input.name,
            link: confirmationLink(settings.publicUrl, key),
            validHours: ACCOUNT_KEY_TTL_MS.confirmation / 3600_000,
          }),
        );
      }
      return ok({ userId: user.id, email, status: user.status });
    });

    serve(app, ENDPOINTS.confirm, { config: { invalidInput: { error: ACCOUNTS_ERRORS.confirmationInvalid } } }, async (request) => {
      const { key } = request.query;
      const userId = await consumeAccountKey(db, key, "confirmation");
      if (userId === null) throw new ApiError(ACCOUNTS_ERRORS.confirmationInvalid);
      const activated = await db
        .update(users)
        .set({ status: "active", updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.status, "pending")))
        .returning({ id: users.id });
      if (activated.length > 0) await app.accountEvents.emit("user-activated", { userId });
      return ok({ activated: true });
    });
  };
}
