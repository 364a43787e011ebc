import type { OwnProfile } from "@openpawn/shared/profile/schemas/profile";

/**
 * The signed-in user's profile as GET /api/user/users/profile answers it: an e-mail account with a password, no
 * wallet and no shop, with `fields` changed. Every field is there, as the API's answer schema requires.
 */
export const ownProfileOf = (fields: Partial<OwnProfile> = {}): OwnProfile => ({
  id: 7,
  name: "Alice",
  email: "alice@example.com",
  emailVerified: true,
  avatar: null,
  pawnShop: null,
  reputations: [],
  walletAddresses: [],
  referralCode: "ALICE7",
  investorType: null,
  isAcceptTermAndCondition: true,
  hasPassword: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...fields,
});
