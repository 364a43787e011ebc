import { z } from "zod";
import { INVESTOR_TYPES } from "../../constants.ts";
import { MESSAGES } from "../../messages.ts";

const M = MESSAGES.userProfile;

export const investorTypeSchema = z.union(
  INVESTOR_TYPES.map((type) => z.literal(type)),
  { error: M.investorTypeInvalid },
);

/** users/accept-term-condition: the terms state of an account or a wallet. */
export const termsStateSchema = z.object({ isAcceptTermAndCondition: z.boolean(), investorType: z.number().int().nullable() });
