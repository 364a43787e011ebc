import { PUSH_BODY_MAX_CHARS } from "../constants.ts";
import { truncate } from "../format.ts";
import { NOTIFICATIONS_MESSAGES } from "./messages.ts";
import { LENDING_NOTIFICATIONS } from "../lending/notifications.ts";
import { NEGOTIATIONS_NOTIFICATIONS } from "../negotiations/notifications.ts";
import { NFT_MARKET_NOTIFICATIONS } from "../nft-market/notifications.ts";
import { PACKAGES_NOTIFICATIONS } from "../packages/notifications.ts";
import { PROFILE_NOTIFICATIONS } from "../profile/notifications.ts";
import { NOTIFICATIONS_NOTIFICATIONS } from "./notifications.ts";
import { UPCOMING_NOTIFICATIONS } from "./upcoming.ts";
import { NOTIFICATION_USER_TYPES, field, notificationMetaSchema, type NotificationDefinition, type NotificationMeta } from "./definition.ts";

export {
  NOTIFICATION_FILTER_NAMES,
  NOTIFICATION_USER_TYPES,
  REWARD_TOKEN_SYMBOL,
  notificationMetaSchema,
  type NotificationDefinition,
  type NotificationFilter,
  type NotificationMeta,
  type NotificationUserType,
} from "./definition.ts";
export { NOTIFICATION_LINKS } from "./links.ts";
export { formatMetaAmount } from "./titles.ts";

/**
 * The catalogue of notifications (accounts spec §3, §4): every (user type, tx type) the product sends,
 * with its filter type, a title built from the meta data and the route it opens.
 * Used by the API (validation before insert, title/link in list answers, push bodies) and by the web.
 * Decisions (filter types, titles, links, amount format): docs/decisions/0008-notifications.md.
 *
 * Each feature defines what it sends in packages/shared/src/<feature>/notifications.ts (with definition.ts,
 * titles.ts and links.ts of this folder); upcoming.ts holds those of features not built yet. This file assembles them.
 */

/** The slices of the catalogue, by the feature that sends them. */
export const NOTIFICATION_SLICES: Readonly<Record<string, readonly NotificationDefinition[]>> = {
  lending: LENDING_NOTIFICATIONS,
  negotiations: NEGOTIATIONS_NOTIFICATIONS,
  packages: PACKAGES_NOTIFICATIONS,
  "nft-market": NFT_MARKET_NOTIFICATIONS,
  profile: PROFILE_NOTIFICATIONS,
  notifications: NOTIFICATIONS_NOTIFICATIONS,
  upcoming: UPCOMING_NOTIFICATIONS,
};

const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;

const keyOf = (userType: number, txType: number) => `${userType}:${txType}`;

/** The slices' definitions, borrower's then lender's, by tx type; a type defined twice stops the import. */
function assemble(slices: readonly (readonly NotificationDefinition[])[]): NotificationDefinition[] {
  const defined = new Map<string, NotificationDefinition>();
  for (const definition of slices.flat()) {
    const key = keyOf(definition.userType, definition.txType);
    if (defined.has(key)) throw new Error(`Notification ${key} is defined twice`);
    defined.set(key, definition);
  }
  return [...defined.values()].sort((a, b) => a.userType - b.userType || a.txType - b.txType);
}

export const NOTIFICATION_CATALOGUE: readonly NotificationDefinition[] = assemble(Object.values(NOTIFICATION_SLICES));

const byKey = new Map(NOTIFICATION_CATALOGUE.map((d) => [keyOf(d.userType, d.txType), d]));

export const BORROWER_TX_TYPES = NOTIFICATION_CATALOGUE.filter((d) => d.userType === B).map((d) => d.txType);
export const LENDER_TX_TYPES = NOTIFICATION_CATALOGUE.filter((d) => d.userType === L).map((d) => d.txType);

export function findNotificationDefinition(userType: number, txType: number): NotificationDefinition | undefined {
  return byKey.get(keyOf(userType, txType));
}

export type MetaValidation = { ok: true; meta: NotificationMeta; definition: NotificationDefinition } | { ok: false; message: string };

/** Checks that a notification exists in the catalogue and that its meta data holds what its title and link need. */
export function validateNotification(userType: number, txType: number, metaData: unknown): MetaValidation {
  const definition = findNotificationDefinition(userType, txType);
  if (!definition) return { ok: false, message: `Unknown notification: user type ${userType}, tx type ${txType}` };
  const parsed = notificationMetaSchema.safeParse(metaData ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid meta data ${issue?.path.join(".")}: ${issue?.message}` };
  }
  const missing = definition.requires.filter((path) => field(parsed.data, path) === "");
  if (missing.length > 0) return { ok: false, message: `Meta data misses ${missing.join(", ")}` };
  return { ok: true, meta: parsed.data, definition };
}

/** Parses the meta_data text of a stored notification; unreadable text gives an empty meta. */
export function parseNotificationMeta(metaData: string | null | undefined): NotificationMeta {
  if (!metaData) return {};
  try {
    const parsed = notificationMetaSchema.safeParse(JSON.parse(metaData));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Title and link of a notification as stored/listed (`user_type`, `tx_type`, `meta_data` text). */
export function describeNotification(row: { user_type: number; tx_type: number; meta_data: string | null }): {
  title: string;
  link: string | null;
} {
  const definition = findNotificationDefinition(row.user_type, row.tx_type);
  if (!definition) return { title: NOTIFICATIONS_MESSAGES.fallbackTitle, link: null };
  const meta = parseNotificationMeta(row.meta_data);
  return { title: definition.title(meta), link: definition.link(meta) };
}

/** A push message body: cut at 50 characters plus '...' (§5, §9). */
export function pushMessageBody(text: string): string {
  return truncate(text, PUSH_BODY_MAX_CHARS);
}
