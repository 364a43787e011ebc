import { apiRequest } from "../../../lib/api-client.ts";

/**
 * The user-service calls of the profile pages (spec §7), under /api/user. Each returns the envelope's
 * data and throws ApiRequestError (status, message, errorCodes) when the server refuses.
 */

export interface Reputation {
  walletAddress: string;
  userId?: number | null;
  reputationBorrower: number;
  reputationLender: number;
}

/** What anyone may see of a user: never the e-mail. id is null for a wallet the service does not know. */
export interface PublicProfile {
  id: number | null;
  name: string;
  avatar: string | null;
  pawnShop: number | null;
  reputations: Reputation[];
  walletAddresses: string[];
}

/** GET users/profile: the logged-in user's own profile. */
export interface MyProfile extends PublicProfile {
  id: number;
  email: string | null;
  referralCode: string;
  investorType: number | null;
  isAcceptTermAndCondition: boolean;
}

export type ReferralStatus = "pending" | "rewarded";

export interface ReferralRecord {
  id: number;
  inviteeName: string;
  /** Masked by the server (first 3 characters), null for a wallet-only invitee. */
  inviteeEmail: string | null;
  createdAt: string;
  status: ReferralStatus;
  /** Base units, as a decimal string. */
  rewardAmount: string;
  rewardToken: string;
  rewardDecimals: number;
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  total_pages: number;
  total_elements: number;
}

const data = async <T>(promise: Promise<{ data: T }>): Promise<T> => (await promise).data;

export const PROFILE_PATHS = {
  profile: "/user/users/profile",
  avatar: "/user/users/avatar",
  publicProfile: "/user/users/public-profile",
  referrals: "/user/users/referrals",
} as const;

export const profileApi = {
  myProfile: () => data(apiRequest<MyProfile>(PROFILE_PATHS.profile)),
  updateProfile: (body: { name: string }) => data(apiRequest<MyProfile>(PROFILE_PATHS.profile, { method: "PUT", body })),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return data(apiRequest<{ avatar: string }>(PROFILE_PATHS.avatar, { method: "POST", body: form }));
  },
  /** GET users/public-profile?type&userId&walletAddress (the /profile page's own query). */
  publicProfile: (query: { type?: string; userId?: string; walletAddress?: string }) =>
    data(apiRequest<PublicProfile>(PROFILE_PATHS.publicProfile, { query, auth: false })),
  referrals: (page: number, size: number) => data(apiRequest<Page<ReferralRecord>>(PROFILE_PATHS.referrals, { query: { page, size } })),
};
