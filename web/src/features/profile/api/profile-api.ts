import { PROFILE_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * The user-service calls of the profile pages (spec §7), under /api/user. Each returns the envelope's
 * data and throws ApiRequestError (status, message, errorCodes) when the server refuses.
 */
export const profileApi = {
  myProfile: () => callEndpoint(ENDPOINTS.ownProfile),
  updateProfile: (body: { name: string }) => callEndpoint(ENDPOINTS.updateProfile, { body }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return callEndpoint(ENDPOINTS.uploadAvatar, { body: form });
  },
  /** GET users/public-profile?type&userId&walletAddress (the /profile page's own query). */
  publicProfile: (query: { type?: string; userId?: string; walletAddress?: string }) => callEndpoint(ENDPOINTS.publicProfile, { query, auth: false }),
  referrals: (page: number, size: number) => callEndpoint(ENDPOINTS.referrals, { query: { page, size } }),
};
