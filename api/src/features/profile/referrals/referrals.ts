import type { ReferralView } from "@openpawn/shared/profile/schemas/referrals";
import { count, desc, eq } from "drizzle-orm";
import { REFERRAL_REWARD_DFY } from "@openpawn/shared/constants";
import { maskEmail } from "@openpawn/shared/format";
import type { Database } from "../../../db/client.ts";
import { referrals, users } from "../../../db/schema.ts";

/** The reward token and its decimals (DFY is an 18-decimal ERC-20). */
export const REFERRAL_REWARD_TOKEN = "DFY";
export const REFERRAL_REWARD_DECIMALS = 18;
/** 50 DFY in base units: exact, never a float. */
export const REFERRAL_REWARD_BASE_UNITS = BigInt(REFERRAL_REWARD_DFY) * 10n ** BigInt(REFERRAL_REWARD_DECIMALS);

/**
 * Records that `inviteeUserId` registered with the referral of `referrerUserId`: pending until the
 * invitee's identity verification is approved. Idempotent (one referral per invitee); a self-referral
 * is ignored. Returns the new referral's id, or null when nothing was recorded.
 */
export async function recordReferral(db: Database, referrerUserId: number, inviteeUserId: number): Promise<number | null> {
  if (referrerUserId === inviteeUserId) return null;
  const [row] = await db
    .insert(referrals)
    .values({ referrerUserId, inviteeUserId, rewardAmount: REFERRAL_REWARD_BASE_UNITS.toString(), rewardToken: REFERRAL_REWARD_TOKEN })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return row?.id ?? null;
}

/** A page of the referrals a user made, newest first. */
export async function listReferrals(db: Database, referrerUserId: number, page: number, size: number): Promise<{ rows: ReferralView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ referral: referrals, name: users.name, email: users.email })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.inviteeUserId))
      .where(eq(referrals.referrerUserId, referrerUserId))
      .orderBy(desc(referrals.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(referrals).where(eq(referrals.referrerUserId, referrerUserId)),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ referral, name, email }) => ({
      id: referral.id,
      inviteeUserId: referral.inviteeUserId,
      inviteeName: name,
      inviteeEmail: email ? maskEmail(email) : null,
      status: referral.status,
      rewardAmount: referral.rewardAmount,
      rewardToken: referral.rewardToken,
      rewardDecimals: REFERRAL_REWARD_DECIMALS,
      createdAt: referral.createdAt.toISOString(),
      rewardedAt: referral.rewardedAt?.toISOString() ?? null,
    })),
  };
}
