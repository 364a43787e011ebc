import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import type { EmailSetting, NotiSetting } from "@openpawn/shared/notifications/schemas";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** The settings calls of the user service (spec §7), under /api/user. */
export const settingsApi = {
  emailSetting: () => callEndpoint(NOTIFICATIONS_ENDPOINTS.emailSetting),
  updateEmailSetting: (body: EmailSetting) => callEndpoint(NOTIFICATIONS_ENDPOINTS.updateEmailSetting, { body }),
  notiSetting: () => callEndpoint(NOTIFICATIONS_ENDPOINTS.notiSetting),
  updateNotiSetting: (body: NotiSetting) => callEndpoint(NOTIFICATIONS_ENDPOINTS.updateNotiSetting, { body }),
  /** Where e-mails go: the profile's address and whether it is confirmed (only a confirmed one is mailed). */
  emailAddress: () => callEndpoint(PROFILE_ENDPOINTS.ownProfile),
};
