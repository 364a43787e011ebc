import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { reputationsOfWallets, walletAddressesOf, type WalletReputation } from "../reputation/public.ts";
import { termsOfUser } from "../accounts/public.ts";

export interface PublicProfile {
  id: number | null;
  name: string;
  avatar: string | null;
  pawnShop: number | null;
  reputations: WalletReputation[];
  walletAddresses: string[];
}

export interface OwnProfile extends PublicProfile {
  id: number;
  email: string | null;
  emailVerified: boolean;
  referralCode: string;
  investorType: number | null;
  isAcceptTermAndCondition: boolean;
  hasPassword: boolean;
  createdAt: string;
}

/** The user's e-mail address once confirmed (e-mail sign-up activated, or given verified by a social sign-in); else null. */
export function verifiedEmailOf(user: { email: string | null; status: string }): string | null {
  return user.status === "active" ? user.email : null;
}

/** The logged-in user's own profile (GET users/profile), or null when the user no longer exists. */
export async function loadOwnProfile(db: Database, userId: number): Promise<OwnProfile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const walletAddresses = await walletAddressesOf(db, userId);
  const [reputations, terms] = await Promise.all([reputationsOfWallets(db, walletAddresses), termsOfUser(db, userId)]);
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    email: user.email,
    emailVerified: verifiedEmailOf(user) !== null,
    pawnShop: user.pawnShopId,
    reputations,
    walletAddresses,
    referralCode: user.referralCode,
    investorType: user.investorType ?? terms.investorType,
    isAcceptTermAndCondition: terms.isAcceptTermAndCondition,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What anyone may see of a user: never the e-mail, referral code or settings. */
/**
 * What anyone may see of a user, showing only the wallet asked about (decision 0037): an account's other wallets
 * stay unlinked in public, as each is on the chain. Asked by id, no wallet is shown.
 */
export async function loadPublicProfile(db: Database, userId: number, shownWallet: string | null = null): Promise<PublicProfile | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, pawnShopId: users.pawnShopId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const walletAddresses = shownWallet ? [shownWallet] : [];
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    pawnShop: user.pawnShopId,
    reputations: await reputationsOfWallets(db, walletAddresses),
    walletAddresses,
  };
}

/** The public profile of whoever holds a wallet; a wallet unknown to the service gets an anonymous one. */
export async function loadPublicProfileByWallet(db: Database, walletAddress: string): Promise<PublicProfile> {
  const [owner] = await reputationsOfWallets(db, [walletAddress]);
  if (owner?.userId != null) {
    const profile = await loadPublicProfile(db, owner.userId, owner.walletAddress);
    if (profile) return profile;
  }
  return { id: null, name: "", avatar: null, pawnShop: null, reputations: owner ? [owner] : [], walletAddresses: [walletAddress] };
}
