import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../profile/messages.ts";

/** How every feature reads an account's identifiers: a wallet address, a user id. */
const M = PROFILE_API_MESSAGES;

/** An EVM address, normalised to lower case. */
export const walletAddressSchema = z
  .string({ error: M.invalidWalletAddress })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, M.invalidWalletAddress)
  .transform((value) => value.toLowerCase());

/** An optional address in a query or form: an empty value counts as absent. */
export const optionalWalletAddressSchema = z.preprocess((value) => (value === "" || value === null ? undefined : value), walletAddressSchema.optional());

/** A user id in a path or query: anything that cannot name a user is refused with the same words. */
export const userIdSchema = z.coerce
  .number({ error: M.invalidUserId })
  .int(M.invalidUserId)
  .positive(M.invalidUserId)
  .max(2_147_483_647, M.invalidUserId);
