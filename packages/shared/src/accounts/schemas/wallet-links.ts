import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../../profile/messages.ts";
import { walletAddressSchema } from "../../common/identifiers.ts";

const M = PROFILE_API_MESSAGES;

/** GET users/check-validate: may this wallet be linked to the logged-in account's e-mail? */
export const checkValidateQuerySchema = z.object({
  email: z.email({ error: M.invalidEmail }).max(254, M.invalidEmail),
  type: z.coerce.number().int().min(1).max(2).optional(),
  walletAddress: walletAddressSchema,
});

/** POST users/link-wallet: the wallet and the access token of its own wallet session (lastToken). */
export const linkWalletSchema = z.object({
  walletAddress: walletAddressSchema,
  lastToken: z.string({ error: M.walletProofInvalid }).min(1, M.walletProofInvalid).max(4096, M.walletProofInvalid),
});

export const disassociateWalletSchema = z.object({ walletAddress: walletAddressSchema });
/** PUT users/disassociate: the wallet no longer linked. */
export const disassociatedWalletSchema = z.object({ walletAddress: z.string() });

/** The wallet linked and the account it now belongs to (userId null: not linked yet). */
export const walletLinkSchema = z.object({ userId: z.number().int().nullable(), walletAddress: z.string() });
export type WalletLink = z.infer<typeof walletLinkSchema>;

/** GET users/wallet-address: a wallet linked to the signed-in account, and when. */
export const linkedWalletSchema = z.object({ walletAddress: z.string(), linkedAt: z.string() });
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;
