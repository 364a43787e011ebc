import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { LENDING_API_MESSAGES } from "../../lending/messages.ts";
import { SHOP_MESSAGES } from "../messages.ts";
import { pageQuerySchema } from "../../common/paged.ts";
import { commaListSchema, durationTypeSchema } from "../../common/pawn.ts";
import { userIdSchema, walletAddressSchema } from "../../common/identifiers.ts";

const M = SHOP_MESSAGES;

/** The two ways to lend (spec §1): a shop with packages, or a person lending peer to peer. */
export const PAWN_SHOP_TYPES = ["PAWNSHOP", "P2P_LENDER"] as const;
export type PawnShopType = (typeof PAWN_SHOP_TYPES)[number];

const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string({ error: message }).trim().max(max, message).optional());

/** A shop's contact and description, as the registration steps and the profile edit take them. */
const shopInformationShape = {
  name: z.string({ error: M.invalidName }).trim().min(1, M.invalidName).max(100, M.invalidName),
  description: optionalText(1000, M.invalidDescription),
  email: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.email({ error: M.invalidEmail }).max(254, M.invalidEmail).optional()),
  /** ISO 3166-1 alpha-2 code of the phone number's country (find-phone-countries). */
  phoneCountry: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string({ error: M.invalidPhoneCountry }).regex(/^[A-Z]{2}$/, M.invalidPhoneCountry).optional()),
  phone: optionalText(30, M.invalidPhone),
  address: optionalText(200, M.invalidAddress),
  website: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.url({ protocol: /^https?$/, error: M.invalidWebsite }).max(200, M.invalidWebsite).optional(),
  ),
};

interface ContactFields {
  phoneCountry?: string | undefined;
  phone?: string | undefined;
}

/** A phone number must be valid for its country; a country alone, or a number alone, is refused. */
function checkPhone(value: ContactFields, context: z.RefinementCtx): void {
  if (value.phone === undefined && value.phoneCountry === undefined) return;
  if (value.phoneCountry === undefined) {
    context.addIssue({ code: "custom", message: M.invalidPhoneCountry, path: ["phoneCountry"] });
  } else if (value.phone === undefined || !isValidPhoneNumber(value.phone, value.phoneCountry as CountryCode)) {
    context.addIssue({ code: "custom", message: M.invalidPhone, path: ["phone"] });
  }
}

/** POST /pawn-shop: registering for the lending service (Become a Lender, step 1 of either flow). */
export const registerPawnShopBodySchema = z
  .object({
    type: z.enum(PAWN_SHOP_TYPES, { error: M.invalidType }),
    walletAddress: walletAddressSchema,
    ...shopInformationShape,
  })
  .superRefine((value, context) => {
    checkPhone(value, context);
    if (value.type === "PAWNSHOP" && (value.phone === undefined || value.address === undefined)) {
      context.addIssue({ code: "custom", message: M.shopContactRequired, path: [value.phone === undefined ? "phone" : "address"] });
    }
  });
export type RegisterPawnShopBody = z.infer<typeof registerPawnShopBodySchema>;

/** PUT /pawn-shop: the shop information changed (the type and the wallet stay). */
export const updatePawnShopBodySchema = z.object(shopInformationShape).superRefine(checkPhone);
export type UpdatePawnShopBody = z.infer<typeof updatePawnShopBodySchema>;

/** PUT /pawn-shop/shop-profile: the logo (an uploaded file's address, or null to remove it) and the description. */
export const shopProfileBodySchema = z.object({
  logo: z.string({ error: M.invalidLogo }).regex(/^\/api\/user\/uploads\/[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/, M.invalidLogo).nullable().optional(),
  description: optionalText(1000, M.invalidDescription),
});

/** A USD amount of a lending setting, as a decimal string with at most 2 decimals. */
const usdAmountSchema = z.string({ error: M.invalidUsdAmount }).regex(/^\d{1,15}(\.\d{1,2})?$/, M.invalidUsdAmount);
const durationSchema = z.number({ error: M.invalidDuration }).int(M.invalidDuration).min(1, M.invalidDuration).max(260, M.invalidDuration);
const symbolsSchema = z.array(z.string().trim().min(1).max(20), { error: M.invalidSymbols }).min(1, M.invalidSymbols).max(20, M.invalidSymbols);

/**
 * A lender's standing preferences (GET/POST/DELETE /pawn-shop/lending-setting): which loan tokens, which
 * collaterals, which durations, what size of loan in USD and the lowest annual rate they lend at. New
 * collaterals that fit them are the ones the lender is told about.
 */
export const lendingSettingBodySchema = z
  .object({
    loanSymbols: symbolsSchema,
    collateralSymbols: symbolsSchema,
    durationTypes: z.array(z.union([z.literal(0), z.literal(1)], { error: M.invalidDurationTypes }), { error: M.invalidDurationTypes }).min(1, M.invalidDurationTypes).max(2, M.invalidDurationTypes),
    minDuration: durationSchema,
    maxDuration: durationSchema,
    minAmountUsd: usdAmountSchema,
    maxAmountUsd: usdAmountSchema,
    minInterestRate: z.number({ error: M.invalidRate }).min(0, M.invalidRate).max(1000, M.invalidRate),
  })
  .superRefine((value, context) => {
    if (Number(value.minAmountUsd) >= Number(value.maxAmountUsd)) context.addIssue({ code: "custom", message: M.amountRange, path: ["maxAmountUsd"] });
    if (value.minDuration > value.maxDuration) context.addIssue({ code: "custom", message: M.durationRange, path: ["maxDuration"] });
  });
export type LendingSettingBody = z.infer<typeof lendingSettingBodySchema>;

export const lendingSettingSchema = z.object({
  loanSymbols: z.array(z.string()),
  collateralSymbols: z.array(z.string()),
  durationTypes: z.array(durationTypeSchema),
  minDuration: z.number().int(),
  maxDuration: z.number().int(),
  minAmountUsd: z.string(),
  maxAmountUsd: z.string(),
  minInterestRate: z.number(),
});
export type LendingSetting = z.infer<typeof lendingSettingSchema>;
/** GET /pawn-shop/lending-setting (§8): the lender's setting, or an empty object for a lender without one. */
export const ownLendingSettingSchema = z.union([lendingSettingSchema, z.object({})]);
/** DELETE /pawn-shop/lending-setting: an empty object, the setting gone. */
export const lendingSettingDeletedSchema = z.object({});

/** A lender as the directories and /pawn/lender/{id} show them; contact details only for a shop. */
export const pawnShopSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(PAWN_SHOP_TYPES),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  walletAddress: z.string(),
  contact: z
    .object({
      email: z.string().nullable(),
      phoneCountry: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable(),
  lendingSetting: lendingSettingSchema.nullable(),
  createdAt: z.string(),
});
export type PawnShop = z.infer<typeof pawnShopSchema>;

/** The caller's own shop: every field, contact included whatever the type. */
export const ownPawnShopSchema = pawnShopSchema.extend({
  contact: z.object({
    email: z.string().nullable(),
    phoneCountry: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
  }),
});
export type OwnPawnShop = z.infer<typeof ownPawnShopSchema>;

/** A phone number's country (find-phone-countries): ISO code, name and calling code. */
export const phoneCountrySchema = z.object({ code: z.string(), name: z.string(), callingCode: z.string() });
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

/** The directories' filters, as /pawn/lender's query names them (loanSymbols, durationTypes, collateralSymbols). */
export const lenderSearchQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(100, LENDING_API_MESSAGES.invalidSearch).optional(),
  loanSymbols: commaListSchema(z.string().trim().min(1).max(20)),
  collateralSymbols: commaListSchema(z.string().trim().min(1).max(20)),
  durationTypes: commaListSchema(z.coerce.number().pipe(durationTypeSchema)),
});
export type LenderSearchQuery = z.infer<typeof lenderSearchQuerySchema>;

/** GET /pawn-shop/find-by-user-id: the lender registered by this user. */
export const shopByUserQuerySchema = z.object({ userId: userIdSchema });
/** GET /pawn-shop/find-wallet-address: the lender lending from this wallet. */
export const shopByWalletQuerySchema = z.object({ walletAddress: walletAddressSchema });
