import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../profile/messages.ts";
import { userIdSchema, walletAddressSchema } from "../common/identifiers.ts";

const M = PROFILE_API_MESSAGES;
export const MAX_WALLETS_PER_CALL = 100;

export const reputationByUserQuerySchema = z.object({ userId: userIdSchema });

/** GET users/reputation/by-wallet?walletAddress=a,b,c (the spec's comma-joined list). */
export const reputationByWalletQuerySchema = z.object({
  walletAddress: z
    .string({ error: M.invalidWalletAddress })
    .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(walletAddressSchema).min(1, M.invalidWalletAddress).max(MAX_WALLETS_PER_CALL, M.reputationTooMany)),
});

const points = z.number().int().min(-1_000_000).max(1_000_000);

/** POST users/reputation (the operator's feed). */
export const setReputationsSchema = z.object({
  data: z
    .array(z.object({ walletAddress: walletAddressSchema, reputationBorrower: points, reputationLender: points }))
    .min(1)
    .max(MAX_WALLETS_PER_CALL, M.reputationTooMany),
});

/** A wallet's reputation points (0 and 0 for a wallet without points). */
export const walletReputationSchema = z.object({
  walletAddress: z.string(),
  userId: z.number().int().nullable(),
  reputationBorrower: z.number().int(),
  reputationLender: z.number().int(),
});
