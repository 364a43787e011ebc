import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { NOTIFICATIONS_ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import type { EmailSetting, NotiSetting } from "@openpawn/shared/notifications/schemas";
import { apiRequest } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** The settings calls of the user service (spec §7), under /api/user. */

const data = async <T>(promise: Promise<{ data: T }>): Promise<T> => (await promise).data;

export const settingsApi = {
  emailSetting: () => callEndpoint(NOTIFICATIONS_ENDPOINTS.emailSetting),
  updateEmailSetting: (body: EmailSetting) => callEndpoint(NOTIFICATIONS_ENDPOINTS.updateEmailSetting, { body }),
  notiSetting: () => callEndpoint(NOTIFICATIONS_ENDPOINTS.notiSetting),
  updateNotiSetting: (body: NotiSetting) => callEndpoint(NOTIFICATIONS_ENDPOINTS.updateNotiSetting, { body }),
  /** Where e-mails go: the profile's address and whether it is confirmed (only a confirmed one is mailed). */
  emailAddress: () => data(apiRequest<{ email: string | null; emailVerified: boolean }>("/user/users/profile")),
  disassociate: (walletAddress: string) => callEndpoint(ACCOUNTS_ENDPOINTS.disassociate, { body: { walletAddress } }),
};
