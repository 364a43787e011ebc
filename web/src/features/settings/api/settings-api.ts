import type { EmailSetting, NotiSetting } from "@openpawn/shared/notifications/schemas";
import { PROFILE_ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { apiRequest } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** The settings calls of the user service (spec §7), under /api/user. */

const data = async <T>(promise: Promise<{ data: T }>): Promise<T> => (await promise).data;

export const SETTINGS_PATHS = {
  emailSetting: "/user/email-setting",
  notiSetting: "/user/noti-setting",
  disassociate: "/user/users/disassociate",
} as const;

export const settingsApi = {
  emailSetting: () => data(apiRequest<EmailSetting>(SETTINGS_PATHS.emailSetting)),
  updateEmailSetting: (body: EmailSetting) => data(apiRequest<EmailSetting>(SETTINGS_PATHS.emailSetting, { method: "PUT", body })),
  notiSetting: () => data(apiRequest<NotiSetting>(SETTINGS_PATHS.notiSetting)),
  updateNotiSetting: (body: NotiSetting) => data(apiRequest<NotiSetting>(SETTINGS_PATHS.notiSetting, { method: "PUT", body })),
  /** Where e-mails go: the profile's address and whether it is confirmed (only a confirmed one is mailed). */
  emailAddress: () => callEndpoint(PROFILE_ENDPOINTS.ownProfile),
  disassociate: (walletAddress: string) => data(apiRequest<unknown>(SETTINGS_PATHS.disassociate, { method: "PUT", body: { walletAddress } })),
};
