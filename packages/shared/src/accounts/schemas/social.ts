import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../../profile/messages.ts";
import { sessionTokensSchema } from "./account.ts";

const M = PROFILE_API_MESSAGES;

/** Social login types of the spec (§3). */
export const SOCIAL_TYPES = { FACEBOOK: 1, GOOGLE: 2 } as const;
export type SocialType = (typeof SOCIAL_TYPES)[keyof typeof SOCIAL_TYPES];

/** POST users/social-check (spec §3 "Social check"). */
export const socialCheckSchema = z.object({
  social_token: z.string({ error: M.socialInvalidToken }).min(1, M.socialInvalidToken).max(8192, M.socialInvalidToken),
  social_type: z.coerce.number({ error: M.socialUnsupportedType }).int(M.socialUnsupportedType),
  /** The profile the client's SDK gave (Facebook): only a prefill, never an identity. */
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
});

/** An account's tokens, or the profile to prefill sign-up (emailLocked: the provider vouches for the e-mail). */
export const socialCheckAnswerSchema = z.union([
  sessionTokensSchema,
  z.object({ social_type: z.number().int(), name: z.string(), email: z.string(), emailLocked: z.boolean() }),
]);
export type SocialCheckAnswer = z.infer<typeof socialCheckAnswerSchema>;
