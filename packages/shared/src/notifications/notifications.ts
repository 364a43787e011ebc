import { NOTIFICATION_TYPES } from "../constants.ts";
import { NOTIFICATION_USER_TYPES, define, type NotificationDefinition } from "./definition.ts";
import { NOTIFICATION_LINKS } from "./links.ts";
import { rewardAmount } from "./titles.ts";

const { NEW_SYSTEM } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L_ = NOTIFICATION_LINKS;

/**
 * The notifications feature's own: the welcome (103) its notifier sends when an account is activated
 * (api/src/features/notifications/notifier.ts).
 */
export const NOTIFICATIONS_NOTIFICATIONS: readonly NotificationDefinition[] = [
  define(B, 103, "verification-offer", NEW_SYSTEM, [],
    (m) => `Welcome to OpenPawn! Verify your account to receive ${rewardAmount(m)}`, L_.verification),
];
