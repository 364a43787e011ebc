import { z } from "zod";

/** One of the user's referrals (GET users/referrals). */
export const referralSchema = z.object({
  id: z.number().int(),
  inviteeUserId: z.number().int(),
  inviteeName: z.string(),
  /** The invitee's e-mail masked (first 3 characters), or null for a wallet-only invitee. */
  inviteeEmail: z.string().nullable(),
  status: z.enum(["pending", "rewarded"]),
  /** Base units of the token, as a decimal string. */
  rewardAmount: z.string(),
  rewardToken: z.string(),
  rewardDecimals: z.number().int(),
  createdAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type ReferralView = z.output<typeof referralSchema>;
