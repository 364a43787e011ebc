import { z } from "zod";
import { INVESTOR_TYPES } from "../../constants.ts";
import { PROFILE_API_MESSAGES } from "../../profile/messages.ts";
import { optionalWalletAddressSchema } from "../../common/identifiers.ts";

const M = PROFILE_API_MESSAGES;

export const investorTypeSchema = z.union(
  INVESTOR_TYPES.map((type) => z.literal(type)),
  { error: M.investorTypeInvalid },
);

/** users/accept-term-condition: the terms state of an account or a wallet. */
export const termsStateSchema = z.object({ isAcceptTermAndCondition: z.boolean(), investorType: z.number().int().nullable() });
export type TermsState = z.infer<typeof termsStateSchema>;

/** GET and POST users/accept-term-condition: the wallet whose record to read when not logged in. */
export const termsQuerySchema = z.object({ walletAddress: optionalWalletAddressSchema });

/** POST users/accept-term-condition: the investor type to store with the acceptance; the wallet may come here too. */
export const acceptTermsBodySchema = z.object({ walletAddress: optionalWalletAddressSchema, investorType: investorTypeSchema.optional() });
