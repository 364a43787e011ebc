import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { REFERRAL_REWARD_DFY } from "@openpawn/shared/constants";
import { maskEmail } from "@openpawn/shared/format";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import { users } from "../../../db/schema.ts";
import { recordReferral } from "./referrals.ts";

/** Notification tx types of the referral programme (catalogue, user type 1): 100 a friend signed up with your referral. */
export const REFERRAL_REGISTERED_TX_TYPE = 100;

/**
 * On "user-registered" with a referrer: records the pending referral and notifies the referrer (100).
 * The reward (101 for the referrer, 102 for the invitee's own verification) follows identity
 * verification, a later issue. Returns the function that unsubscribes.
 */
export function subscribeReferrals(app: FastifyInstance): () => void {
  if (!app.hasDecorator("accountEvents")) {
    app.log.warn("accountEvents missing: referrals are not recorded");
    return () => {};
  }
  return app.accountEvents.on("user-registered", async ({ userId, referredByUserId }) => {
    if (referredByUserId === null) return;
    const db = app.database.db;
    const referralId = await recordReferral(db, referredByUserId, userId);
    if (referralId === null) return;
    const [invitee] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    const who = invitee?.email ? maskEmail(invitee.email) : invitee?.name || "A friend";
    if (!app.hasDecorator("notifier")) return;
    await app.notifier.emit({
      userId: referredByUserId,
      userType: NOTIFICATION_USER_TYPES.BORROWER,
      txType: REFERRAL_REGISTERED_TX_TYPE,
      metaData: { reward: { referralId, email: who, amount: String(REFERRAL_REWARD_DFY) } },
    });
  });
}
