import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../messages.ts";
import { optionalWalletAddressSchema, userIdSchema } from "../../common/identifiers.ts";
import { walletReputationSchema } from "../../reputation/schemas.ts";

const M = PROFILE_API_MESSAGES;

export const PROFILE_NAME_MAX_LENGTH = 100;

/** A display name: required (spec §5), at most 100 characters. */
export const profileNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(PROFILE_NAME_MAX_LENGTH, M.nameTooLong);

/** PUT users/profile: the fields a user may change themselves (the avatar has its own upload). */
export const updateProfileSchema = z.object({
  name: profileNameSchema,
  /** null removes the avatar. */
  avatar: z.null().optional(),
});

/** What anyone may see of a user (GET users/{id}/profile, users/public-profile). */
export const publicProfileSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  pawnShop: z.number().int().nullable(),
  reputations: z.array(walletReputationSchema),
  walletAddresses: z.array(z.string()),
});

export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET users/{id}/profile. */
export const userIdParamsSchema = z.object({ id: userIdSchema });

/** The logged-in user's own profile (GET/PUT users/profile). */
export const ownProfileSchema = publicProfileSchema.extend({
  id: z.number().int(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  referralCode: z.string(),
  investorType: z.number().int().nullable(),
  isAcceptTermAndCondition: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** POST users/avatar: where the uploaded avatar is served, now the profile's. */
export const avatarAnswerSchema = z.object({ avatar: z.string() });

/** GET uploads/*: the stored file's key under uploads/. */
export const uploadKeyParamsSchema = z.object({ "*": z.string() });

const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** GET users/public-profile?type&userId&walletAddress: by user id, else by wallet. */
export const publicProfileQuerySchema = z
  .object({
    type: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(2).optional()),
    userId: z.preprocess(emptyAsAbsent, userIdSchema.optional()),
    walletAddress: optionalWalletAddressSchema,
  })
  .refine((query) => query.userId !== undefined || query.walletAddress !== undefined, { message: M.invalidUserId });

/** GET users/public-profile: the profile, with the `type` asked (1 borrower, 2 lender) or null. */
export const publicProfileAnswerSchema = publicProfileSchema.extend({ type: z.number().int().nullable() });
export type PublicProfileAnswer = z.infer<typeof publicProfileAnswerSchema>;
