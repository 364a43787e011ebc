import { NOTIFICATION_TYPES } from "../constants.ts";
import { NOTIFICATION_USER_TYPES, define, field, type NotificationDefinition } from "../notifications/definition.ts";
import { NOTIFICATION_LINKS } from "../notifications/links.ts";
import { rewardAmount } from "../notifications/titles.ts";

const { NEW_SYSTEM } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L_ = NOTIFICATION_LINKS;

/**
 * The profile feature's notifications: the referral programme (api/src/features/profile/referrals/referral-listener.ts).
 * 101, the referrer's reward, waits for identity verification, not built yet.
 */
export const PROFILE_NOTIFICATIONS: readonly NotificationDefinition[] = [
  define(B, 100, "referral-registered", NEW_SYSTEM, ["reward.email"],
    (m) => `${field(m, "reward.email")} signed up with your referral: you receive ${rewardAmount(m)} once they are verified`, L_.referrals),
  define(B, 101, "referral-reward", NEW_SYSTEM, ["reward.email", "reward.amount"],
    (m) => `You received ${rewardAmount(m)}: ${field(m, "reward.email")} completed identity verification`, L_.referrals),
];
