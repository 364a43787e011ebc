import { z } from "zod";
import { INVESTOR_TYPES } from "../constants.ts";
import { MESSAGES } from "../messages.ts";

const M = MESSAGES.userProfile;

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

export const investorTypeSchema = z.union(
  INVESTOR_TYPES.map((type) => z.literal(type)),
  { error: M.investorTypeInvalid },
);

/** email-setting: which e-mails the user receives. */
export const emailSettingSchema = z.object({
  receiveLendingEmails: z.boolean(),
  receiveMarketingEmails: z.boolean(),
});
export type EmailSetting = z.infer<typeof emailSettingSchema>;

/** noti-setting: push on/off and which notification groups the user receives. */
export const notiSettingSchema = z.object({
  push: z.boolean(),
  borrower: z.boolean(),
  lender: z.boolean(),
  system: z.boolean(),
});
export type NotiSetting = z.infer<typeof notiSettingSchema>;

export const DEFAULT_EMAIL_SETTING: EmailSetting = { receiveLendingEmails: true, receiveMarketingEmails: false };
export const DEFAULT_NOTI_SETTING: NotiSetting = { push: true, borrower: true, lender: true, system: true };

/** Social login types of the spec (§3). */
export const SOCIAL_TYPES = { FACEBOOK: 1, GOOGLE: 2 } as const;
export type SocialType = (typeof SOCIAL_TYPES)[keyof typeof SOCIAL_TYPES];

/** A wallet's reputation points (0 and 0 for a wallet without points). */
export const walletReputationSchema = z.object({
  walletAddress: z.string(),
  userId: z.number().int().nullable(),
  reputationBorrower: z.number().int(),
  reputationLender: z.number().int(),
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

const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** GET users/public-profile?type&userId&walletAddress: by user id, else by wallet. */
export const publicProfileQuerySchema = z
  .object({
    type: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(2).optional()),
    userId: z.preprocess(emptyAsAbsent, userIdSchema.optional()),
    walletAddress: optionalWalletAddressSchema,
  })
  .refine((query) => query.userId !== undefined || query.walletAddress !== undefined, { message: M.invalidUserId });

/** users/accept-term-condition: the terms state of an account or a wallet. */
export const termsStateSchema = z.object({ isAcceptTermAndCondition: z.boolean(), investorType: z.number().int().nullable() });
