import { z } from "zod";

/**
 * What a notification of the catalogue is (accounts spec §3, §4): who it speaks to, its filter type, the meta data it
 * carries, and `define`, with which each feature writes its slice of the catalogue
 * (packages/shared/src/<feature>/notifications.ts; catalogue.ts assembles them).
 * Decisions (filter types, titles, links, amount format): docs/decisions/0008-notifications.md.
 */

/** Who a notification speaks to (§3 user_type). */
export const NOTIFICATION_USER_TYPES = { BORROWER: 1, LENDER: 2 } as const;
export type NotificationUserType = (typeof NOTIFICATION_USER_TYPES)[keyof typeof NOTIFICATION_USER_TYPES];

/** Filter types without ALL: the `type` column of a notification. */
export type NotificationFilter = 1 | 2 | 3 | 4;
export const NOTIFICATION_FILTER_NAMES = { 1: "HOT", 2: "ACTIVITIES", 3: "NEW_SYSTEM", 4: "WARNING" } as const;

/** Symbol of referral, verification and lottery rewards. */
export const REWARD_TOKEN_SYMBOL = "DFY";

// ---- Meta data (§3): sub-objects and fields, names verbatim ----

const id = z.union([z.number().int().nonnegative(), z.string().min(1).max(100)]);
const label = z.string().max(200);
/** An exact decimal amount in token units ("1250.5"), never a float: a string, or a safe integer. */
const amount = z.union([
  z.string().regex(/^\d{1,60}(\.\d{1,36})?$/, "Invalid amount"),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
]);
const symbol = z.string().min(1).max(20);
const percent = z.union([z.number().min(0).max(1000), z.string().regex(/^\d{1,4}(\.\d{1,18})?$/)]);
/** ISO 8601 date-time, or Unix seconds (chain time). */
const date = z.union([z.string().min(1).max(40), z.number().int().nonnegative()]);

export const notificationMetaSchema = z.object({
  collateral: z
    .object({ idCollateral: id, nameCollateral: label, amount, cryptoAsset: symbol, amountAdd: amount })
    .partial()
    .optional(),
  /** reason: why a package is paused (decision 0026), in words for its owner. */
  package: z.object({ idPackage: id, namePackage: label, reason: z.string().max(300) }).partial().optional(),
  contract: z
    .object({
      idContract: id,
      dueDate: date,
      ltvCurrent: percent,
      ltvLiquidation: percent,
      reason: z.string().max(300),
      systemFee: percent,
      txnHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "Invalid transaction hash"),
      amountLoan: amount,
      cryptoLoan: symbol,
    })
    .partial()
    .optional(),
  /** cryptoLoan beside loanAmount: the spec names the field for contracts; an offer needs it to show its symbol. */
  offer: z.object({ idOffer: id, nameOffer: label, loanAmount: amount, cryptoLoan: symbol }).partial().optional(),
  review: z
    .object({ points: z.number().min(0).max(5), comment: z.string().max(1000), idReviewer: id, nameReviewer: label })
    .partial()
    .optional(),
  /** Repayment fields are "not shown" in the spec: amounts of a repayment use contract.amountLoan/cryptoLoan. */
  repayment: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
  reward: z.object({ referralId: id, email: z.string().max(254), amount }).partial().optional(),
  user: z.object({ idUser: id, nameUser: label }).partial().optional(),
  /** A negotiation thread (decision 0027): its id and the amount of the proposal the notification is about. */
  negotiation: z.object({ idNegotiation: id, amount, cryptoLoan: symbol }).partial().optional(),
  /** An NFT of the market (decision 0030): its id in the API, its name, and the price of the event in its pay token. */
  nft: z.object({ idNft: id, nameNft: label, amount, cryptoToken: symbol, idAuction: id, idListing: id }).partial().optional(),
});
export type NotificationMeta = z.infer<typeof notificationMetaSchema>;

type Section = Exclude<keyof NotificationMeta, "repayment">;
type FieldOf<S extends Section> = keyof NonNullable<NotificationMeta[S]> & string;
/** A meta data field, "section.field", that a notification's title or link needs. */
export type Requirement = { [S in Section]: `${S}.${FieldOf<S>}` }[Section];

/** A meta data field as text: "" when it is missing. */
export function field(meta: NotificationMeta, path: Requirement): string {
  const [section, name] = path.split(".") as [Section, string];
  const value = (meta[section] as Record<string, unknown> | undefined)?.[name];
  return value === undefined || value === null ? "" : String(value);
}

export interface NotificationDefinition {
  userType: NotificationUserType;
  txType: number;
  /** A short name for code and docs, e.g. "collateral-created". */
  name: string;
  filter: NotificationFilter;
  /** Meta data fields the title and link need: refused by the API when missing. */
  requires: readonly Requirement[];
  title(meta: NotificationMeta): string;
  link(meta: NotificationMeta): string;
}

export function define(
  userType: NotificationUserType,
  txType: number,
  name: string,
  filter: NotificationFilter,
  requires: Requirement[],
  title: (m: NotificationMeta) => string,
  link: (m: NotificationMeta) => string,
): NotificationDefinition {
  return { userType, txType, name, filter, requires, title, link };
}

// ---- Meta data fields that groups of notifications need ----

export const COLLATERAL: Requirement[] = ["collateral.idCollateral", "collateral.nameCollateral", "collateral.amount", "collateral.cryptoAsset"];
export const CONTRACT: Requirement[] = ["contract.idContract", "contract.amountLoan", "contract.cryptoLoan"];
export const OFFER: Requirement[] = ["offer.idOffer", "offer.nameOffer", "offer.loanAmount", "offer.cryptoLoan"];
export const PACKAGE: Requirement[] = ["package.idPackage", "package.namePackage"];
export const REVIEW: Requirement[] = ["review.points", "review.nameReviewer", "user.idUser"];
export const NEGOTIATION: Requirement[] = ["negotiation.idNegotiation", "negotiation.amount", "negotiation.cryptoLoan", "collateral.nameCollateral"];
export const NFT: Requirement[] = ["nft.idNft", "nft.nameNft"];
export const NFT_PRICED: Requirement[] = [...NFT, "nft.amount", "nft.cryptoToken"];
export const NFT_AUCTION: Requirement[] = [...NFT, "nft.idAuction"];
