import { NOTIFICATION_TYPES } from "../constants.ts";
import { NOTIFICATION_USER_TYPES, REVIEW, define, type NotificationDefinition } from "./definition.ts";
import { NOTIFICATION_LINKS } from "./links.ts";
import { rewardAmount, reviewTitle } from "./titles.ts";

const { HOT, ACTIVITIES, NEW_SYSTEM } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;
const L_ = NOTIFICATION_LINKS;

/**
 * Notifications of features not built yet: nothing in the API sends them. Each group moves to
 * packages/shared/src/<feature>/notifications.ts when the feature that will send it is built.
 */
export const UPCOMING_NOTIFICATIONS: readonly NotificationDefinition[] = [
  // Reviews (borrower 23, lender 24): a future reviews feature will own them (a review moves a reputation, decision 0035).
  define(B, 23, "review-received", ACTIVITIES, REVIEW, reviewTitle, L_.profile(B)),
  define(L, 24, "review-received", ACTIVITIES, REVIEW, reviewTitle, L_.profile(L)),
  // Lottery (25–27): a future lottery feature will own them.
  define(B, 25, "lottery-open", HOT, [], () => "A new lottery round is open: get your tickets", L_.lottery),
  define(B, 26, "lottery-drawn", HOT, [], () => "The lottery has been drawn: check your tickets", L_.lottery),
  define(B, 27, "lottery-won", HOT, ["reward.amount"], (m) => `Congratulations! You won ${rewardAmount(m)} in the lottery`, L_.lottery),
  // Identity verification (102, 104): a future verification feature will own them.
  define(B, 102, "verification-approved", NEW_SYSTEM, ["reward.amount"],
    (m) => `Your account has been verified: you received ${rewardAmount(m)}`, L_.verification),
  define(B, 104, "verification-rejected", NEW_SYSTEM, [],
    () => "Your identity verification was not approved. Please check your documents and try again", L_.verification),
];
