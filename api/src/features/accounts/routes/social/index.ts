import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { users } from "../../../../db/schema.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { setRefreshCookie } from "../account-settings.ts";
import type { SocialConfig } from "../../social/social-config.ts";
import { verifySocialToken } from "../../social/verify-social-token.ts";
import { findUserIdBySocialIdentity, linkSocialIdentity } from "../../social/social-identities.ts";

const looksLikeEmail = (value: string | undefined) => (value && z.email().safeParse(value).success ? value : "");

/**
 * POST users/social-check: a verified Google/Facebook identity that belongs to an account logs in
 * ({access_token, refresh_token}); otherwise the profile to prefill sign-up ({name, email, emailLocked}).
 */
const socialRoutes = (config: SocialConfig, publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;

    serve(app, ENDPOINTS.socialCheck, {}, async (request, reply) => {
      const body = request.body;
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
          throw new ApiError(ACCOUNTS_ERRORS.userNotActive);
        }
        const session = await app.sessions.start(userId);
        setRefreshCookie(reply, publicUrl, session.refresh_token);
        return ok({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: session.expires_in });
      }

      return ok({
        social_type: body.social_type,
        name: identity.name ?? body.name?.trim() ?? "",
        email: identity.verifiedEmail ?? looksLikeEmail(body.email?.trim()),
        emailLocked: identity.verifiedEmail !== null,
      });
    });
  };

export default socialRoutes;
