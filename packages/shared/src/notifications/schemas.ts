import { z } from "zod";
import { NOTIFICATIONS_MESSAGES } from "./messages.ts";
import { optionalBody } from "../common/envelope.ts";
import { pageQuerySchema } from "../common/paged.ts";

const M = NOTIFICATIONS_MESSAGES;

/** notiType of the notify calls: 0 ALL, 1 HOT, 2 ACTIVITIES, 3 NEW_SYSTEM, 4 WARNING (spec §3). */
const notiType = z.coerce.number({ error: M.invalidNotiType }).int(M.invalidNotiType).min(0, M.invalidNotiType).max(4, M.invalidNotiType).default(0);

export const notiTypeQuerySchema = z.object({ notiType });

/** GET notify: a page of the user's notifications of one type, read, unread (-1 = both). */
export const notificationListQuerySchema = pageQuerySchema.extend({
  notiType,
  isReaded: z.coerce
    .number({ error: M.invalidIsReaded })
    .int(M.invalidIsReaded)
    .refine((value) => value === -1 || value === 0 || value === 1, M.invalidIsReaded)
    .default(-1)
    .transform((value) => value as -1 | 0 | 1),
});

/** PUT notify/{id}. */
export const notificationIdParamsSchema = z.object({ id: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound).max(2_147_483_647, M.notFound) });

/** POST notify/post-tokens: a Web Push subscription (as JSON or its text) for the caller's own account. */
export const registerPushTokenSchema = z.object({
  idUser: z.coerce.number({ error: M.tokenForOtherUser }).int(M.tokenForOtherUser),
  tokenNotification: z.unknown(),
});

/** DELETE notify/post-tokens. */
export const unregisterPushTokenSchema = z.object({
  tokenNotification: z.string({ error: M.invalidPushSubscription }).min(1, M.invalidPushSubscription).max(4096),
});

/** A notification as the API answers it: the spec's field names (§3), plus title and link from the catalogue. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  tx_type: z.number().int(),
  user_type: z.number().int(),
  meta_data: z.string(),
  is_readed: z.boolean(),
  create_at: z.string(),
  type: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
});
export type NotificationRecord = z.infer<typeof notificationItemSchema>;

/** Unread counts per filter type, named as the spec names them. */
export const unreadCountsSchema = z.object({
  ALL: z.number().int(),
  HOT: z.number().int(),
  ACTIVITIES: z.number().int(),
  NEW_SYSTEM: z.number().int(),
  WARNING: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** GET notify/vapid-public-key: the server's Web Push key (base64url), which a browser subscribes with. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** POST notify/stream-ticket: a one-time ticket that opens the event stream (EventSource cannot send the bearer header). */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });

/** GET notify/stream?ticket=. */
export const streamQuerySchema = z.object({ ticket: z.string({ error: M.streamTicketInvalid }).max(200, M.streamTicketInvalid).default("") });

/** email-setting: which e-mails the user receives. */
export const emailSettingSchema = z.object({
  receiveLendingEmails: z.boolean(),
  receiveMarketingEmails: z.boolean(),
});
export type EmailSetting = z.infer<typeof emailSettingSchema>;

/** noti-setting: push on/off and which notification groups the user receives. */
export const notiSettingSchema = z.object({
  push: z.boolean(),
  borrower: z.boolean(),
  lender: z.boolean(),
  system: z.boolean(),
});
export type NotiSetting = z.infer<typeof notiSettingSchema>;

/** PUT email-setting and PUT noti-setting: the flags to change, at least one (the API refuses an empty change). */
export const emailSettingChangesSchema = optionalBody(emailSettingSchema.partial().strict());
export const notiSettingChangesSchema = optionalBody(notiSettingSchema.partial().strict());

export const DEFAULT_EMAIL_SETTING: EmailSetting = { receiveLendingEmails: true, receiveMarketingEmails: false };
export const DEFAULT_NOTI_SETTING: NotiSetting = { push: true, borrower: true, lender: true, system: true };
