import type { FastifyPluginAsync } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { users } from "../../../db/schema.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { setRefreshCookie } from "../account-settings.ts";
import type { SocialConfig } from "../../../features/social/social-config.ts";
import { verifySocialToken } from "../../../features/social/verify-social-token.ts";
import { findUserIdBySocialIdentity, linkSocialIdentity } from "../../../features/social/social-identities.ts";

const M = MESSAGES.userProfile;

const socialCheckBody = z.object({
  social_token: z.string({ error: M.socialInvalidToken }).min(1, M.socialInvalidToken).max(8192, M.socialInvalidToken),
  social_type: z.coerce.number({ error: M.socialUnsupportedType }).int(M.socialUnsupportedType),
  /** The profile the client's SDK gave (Facebook): only a prefill, never an identity. */
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
});

const looksLikeEmail = (value: string | undefined) => (value && z.email().safeParse(value).success ? value : "");

/**
 * POST users/social-check: a verified Google/Facebook identity that belongs to an account logs in
 * ({access_token, refresh_token}); otherwise the profile to prefill sign-up ({name, email, emailLocked}).
 */
const socialRoutes = (config: SocialConfig, publicUrl: string): FastifyPluginAsync =>
  async (app) => {
    const db = app.database.db;

    app.post("/users/social-check", async (request, reply) => {
      const body = socialCheckBody.parse(request.body ?? {});
      const identity = await verifySocialToken(config, body.social_token, body.social_type);
      let userId = await findUserIdBySocialIdentity(db, identity);

      // An active account with the e-mail Google vouches for is the same person: link and log in.
      if (userId === null && identity.verifiedEmail) {
        const [owner] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${identity.verifiedEmail}`, eq(users.status, "active")));
        if (owner) {
          await linkSocialIdentity(db, owner.id, identity);
          userId = owner.id;
        }
      }

      if (userId !== null) {
        const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
        if (user?.status !== "active") {
          throw new ApiError(404, "user.login.user-not-active", MESSAGES.account.userNotActive);
        }
        const session = await app.sessions.start(userId);
        setRefreshCookie(reply, publicUrl, session.refresh_token);
        return ok({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: session.expires_in });
      }

      return ok({
        social_type: body.social_type,
        name: identity.name ?? body.name?.trim() ?? "",
        email: identity.verifiedEmail ?? looksLikeEmail(body.email?.trim()),
        /** True when the provider vouches for the e-mail: the sign-up form locks the field. */
        emailLocked: identity.verifiedEmail !== null,
      });
    });
  };

export default socialRoutes;
