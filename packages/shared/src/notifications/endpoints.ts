import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { nonJsonAnswer } from "../common/non-json-answer.ts";
import { optionalBody } from "../common/envelope.ts";
import { pagedSchema } from "../common/paged.ts";
import {
  emailSettingChangesSchema,
  emailSettingSchema,
  notiSettingChangesSchema,
  notiSettingSchema,
  notificationIdParamsSchema,
  notificationItemSchema,
  notificationListQuerySchema,
  notiTypeQuerySchema,
  registerPushTokenSchema,
  streamQuerySchema,
  streamTicketSchema,
  unreadCountsSchema,
  unregisterPushTokenSchema,
  vapidPublicKeySchema,
} from "./schemas.ts";

/**
 * The signed-in user's notifications under /api/user (decision 0008): the list and its counts, push keys, the
 * realtime stream, and the settings that choose them. Fixed paths come before `notify/:id`, which would take them.
 */
export const NOTIFICATIONS_ENDPOINTS = {
  list: endpoint({ method: "GET", path: "/user/notify", query: notificationListQuerySchema, answer: pagedSchema(notificationItemSchema) }),
  /** How many arrived since the bell was last opened. */
  newCount: endpoint({ method: "GET", path: "/user/notify/new", answer: z.number().int() }),
  /** The bell was opened: the new count is 0. */
  clearNew: endpoint({ method: "PUT", path: "/user/notify/new", answer: z.number().int() }),
  unreadCounts: endpoint({ method: "GET", path: "/user/notify/unreaded", answer: unreadCountsSchema }),
  /** Each of these three answers the unread counts after the change. */
  markAllRead: endpoint({ method: "PUT", path: "/user/notify", query: notiTypeQuerySchema, answer: unreadCountsSchema }),
  deleteAll: endpoint({ method: "DELETE", path: "/user/notify", query: notiTypeQuerySchema, answer: unreadCountsSchema }),
  registerPushToken: endpoint({ method: "POST", path: "/user/notify/post-tokens", body: optionalBody(registerPushTokenSchema), answer: z.null() }),
  unregisterPushToken: endpoint({ method: "DELETE", path: "/user/notify/post-tokens", body: optionalBody(unregisterPushTokenSchema), answer: z.null() }),
  vapidPublicKey: endpoint({ method: "GET", path: "/user/notify/vapid-public-key", answer: vapidPublicKeySchema }),
  streamTicket: endpoint({ method: "POST", path: "/user/notify/stream-ticket", answer: streamTicketSchema }),
  /** Server-sent events: `counts` (the unread counts), `notification` (a new one), `live` (a change a page shows). */
  stream: endpoint({ method: "GET", path: "/user/notify/stream", query: streamQuerySchema, responses: { 200: nonJsonAnswer(["text/event-stream"], z.string()) } }),
  markRead: endpoint({ method: "PUT", path: "/user/notify/:id", params: notificationIdParamsSchema, answer: unreadCountsSchema }),

  emailSetting: endpoint({ method: "GET", path: "/user/email-setting", answer: emailSettingSchema }),
  updateEmailSetting: endpoint({ method: "PUT", path: "/user/email-setting", body: emailSettingChangesSchema, answer: emailSettingSchema }),
  notiSetting: endpoint({ method: "GET", path: "/user/noti-setting", answer: notiSettingSchema }),
  updateNotiSetting: endpoint({ method: "PUT", path: "/user/noti-setting", body: notiSettingChangesSchema, answer: notiSettingSchema }),
};
