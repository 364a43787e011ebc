import { and, eq } from "drizzle-orm";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import type { Database } from "../../../db/client.ts";
import { socialIdentities } from "../../../db/schema.ts";
import { ApiError } from "../../../lib/response.ts";
import type { SocialIdentity } from "./social-config.ts";

/** The user a social identity is linked to, or null. */
export async function findUserIdBySocialIdentity(db: Database, identity: Pick<SocialIdentity, "provider" | "subject">): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
  return row?.userId ?? null;
}

/**
 * Links a verified social identity to a user (idempotent for the same user). Throws 409
 * user.social.already-linked when the identity belongs to another user.
 */
export async function linkSocialIdentity(db: Database, userId: number, identity: Pick<SocialIdentity, "provider" | "subject">): Promise<void> {
  await db
    .insert(socialIdentities)
    .values({ provider: identity.provider, subject: identity.subject, userId })
    .onConflictDoNothing();
  const owner = await findUserIdBySocialIdentity(db, identity);
  if (owner !== userId) throw new ApiError(ACCOUNTS_ERRORS.socialAlreadyLinked);
}
