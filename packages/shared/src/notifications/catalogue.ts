import { z } from "zod";
import { NOTIFICATION_TYPES, PUSH_BODY_MAX_CHARS, REFERRAL_REWARD_DFY } from "../constants.ts";
import { formatDateTime, formatTokenAmount, truncate } from "../format.ts";
import { MESSAGES } from "../messages.ts";

/**
 * The catalogue of notifications (accounts spec §3, §4): every (user type, tx type) the product sends,
 * with its filter type, a title built from the meta data and the route it opens.
 * Used by the API (validation before insert, title/link in list answers, push bodies) and by the web.
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
type Requirement = { [S in Section]: `${S}.${FieldOf<S>}` }[Section];

function field(meta: NotificationMeta, path: Requirement): string {
  const [section, name] = path.split(".") as [Section, string];
  const value = (meta[section] as Record<string, unknown> | undefined)?.[name];
  return value === undefined || value === null ? "" : String(value);
}

/** "1250.5" → "1.25K DFY": a notification is a summary, so its amounts take the compact form (decision 0045). */
export function formatMetaAmount(value: string | number | undefined, tokenSymbol: string | undefined): string {
  const text = value === undefined ? "0" : String(value);
  const [whole = "0", fraction = ""] = text.split(".");
  const scaled = BigInt(whole + fraction.padEnd(36, "0").slice(0, 36));
  return formatTokenAmount(scaled, 36, tokenSymbol ?? "", "compact");
}

/** The server writes these titles without knowing the reader's time zone: the date says UTC. */
function formatDueDate(value: string | number | undefined): string {
  if (value === undefined) return "";
  const when = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(when.getTime())) return String(value);
  return formatDateTime(when, { timeZone: "UTC" });
}

const collateralAmount = (m: NotificationMeta) => formatMetaAmount(m.collateral?.amount, m.collateral?.cryptoAsset);
const addedAmount = (m: NotificationMeta) => formatMetaAmount(m.collateral?.amountAdd, m.collateral?.cryptoAsset);
const loanAmount = (m: NotificationMeta) => formatMetaAmount(m.contract?.amountLoan, m.contract?.cryptoLoan);
const offerAmount = (m: NotificationMeta) => formatMetaAmount(m.offer?.loanAmount, m.offer?.cryptoLoan);
const rewardAmount = (m: NotificationMeta) => formatMetaAmount(m.reward?.amount ?? REFERRAL_REWARD_DFY, REWARD_TOKEN_SYMBOL);
const collateralName = (m: NotificationMeta) => `${field(m, "collateral.nameCollateral")} (${collateralAmount(m)})`;
const contractNo = (m: NotificationMeta) => `#${field(m, "contract.idContract")}`;
const proposalAmount = (m: NotificationMeta) => formatMetaAmount(m.negotiation?.amount, m.negotiation?.cryptoLoan);
const nftPrice = (m: NotificationMeta) => formatMetaAmount(m.nft?.amount, m.nft?.cryptoToken);

// ---- Links (§2 routes named in notification links) ----

const enc = (value: string) => encodeURIComponent(value);
export const NOTIFICATION_LINKS = {
  offerOnCollateral: (m: NotificationMeta) => `/pawn/offer/${enc(field(m, "collateral.idCollateral"))}`,
  lender: (m: NotificationMeta) => `/pawn/lender/${enc(field(m, "user.idUser"))}`,
  createPawnshop: () => "/pawn/create/pawnshop/step-1",
  loanPackage: (m: NotificationMeta) => `/inventory/loan-package/${enc(field(m, "package.idPackage"))}`,
  collateral: (m: NotificationMeta) => `/inventory/collateral/${enc(field(m, "collateral.idCollateral"))}`,
  borrowContract: (m: NotificationMeta) => `/inventory/contract/borrow/${enc(field(m, "contract.idContract"))}`,
  loanContract: (m: NotificationMeta) => `/inventory/contract/loan/${enc(field(m, "contract.idContract"))}`,
  offer: (m: NotificationMeta) => `/inventory/offer/${enc(field(m, "offer.idOffer"))}`,
  profile: (type: NotificationUserType) => (m: NotificationMeta) => `/profile?type=${type}&userId=${enc(field(m, "user.idUser"))}`,
  lottery: () => "/farm/lottery",
  verification: () => "/inventory/profile/verification",
  referrals: () => "/inventory/personal-profile",
  ownPackages: () => "/inventory/lender-profile/pawnshop-loan-package",
  negotiation: (m: NotificationMeta) => `/pawn/negotiation/${enc(field(m, "negotiation.idNegotiation"))}`,
  nftAuction: (m: NotificationMeta) => `/nft/market/details/${enc(field(m, "nft.idAuction"))}`,
  nftDetail: (m: NotificationMeta) => `/nft-detail/${enc(field(m, "nft.idNft"))}`,
} as const;

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

const { HOT, ACTIVITIES, NEW_SYSTEM, WARNING } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;
const L_ = NOTIFICATION_LINKS;

const COLLATERAL: Requirement[] = ["collateral.idCollateral", "collateral.nameCollateral", "collateral.amount", "collateral.cryptoAsset"];
const CONTRACT: Requirement[] = ["contract.idContract", "contract.amountLoan", "contract.cryptoLoan"];
const OFFER: Requirement[] = ["offer.idOffer", "offer.nameOffer", "offer.loanAmount", "offer.cryptoLoan"];
const PACKAGE: Requirement[] = ["package.idPackage", "package.namePackage"];
const REVIEW: Requirement[] = ["review.points", "review.nameReviewer", "user.idUser"];
const NEGOTIATION: Requirement[] = ["negotiation.idNegotiation", "negotiation.amount", "negotiation.cryptoLoan", "collateral.nameCollateral"];
const NFT: Requirement[] = ["nft.idNft", "nft.nameNft"];
const NFT_PRICED: Requirement[] = [...NFT, "nft.amount", "nft.cryptoToken"];
const NFT_AUCTION: Requirement[] = [...NFT, "nft.idAuction"];

function define(
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

const reviewTitle = (m: NotificationMeta) => {
  const comment = field(m, "review.comment");
  return `${field(m, "review.nameReviewer")} reviewed you: ${field(m, "review.points")}/5${comment ? ` "${truncate(comment, 30, 25)}"` : ""}`;
};

export const NOTIFICATION_CATALOGUE: readonly NotificationDefinition[] = [
  // ---- Borrower (user type 1) ----
  define(B, 1, "collateral-created", ACTIVITIES, COLLATERAL, (m) => `Your collateral ${collateralName(m)} has been created`, L_.collateral),
  define(B, 2, "collateral-submitted-to-package", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `Your collateral ${collateralName(m)} has been submitted to the loan package ${field(m, "package.namePackage")}`, L_.collateral),
  define(B, 3, "collateral-submitted-to-lender", ACTIVITIES, [...COLLATERAL, "user.idUser", "user.nameUser"],
    (m) => `Your collateral ${collateralName(m)} has been sent to the lender ${field(m, "user.nameUser")}`, L_.collateral),
  define(B, 4, "collateral-withdrawn", ACTIVITIES, COLLATERAL, (m) => `Your collateral ${collateralName(m)} has been withdrawn`, L_.collateral),
  define(B, 5, "offer-received", ACTIVITIES, [...COLLATERAL, ...OFFER],
    (m) => `You received the offer ${field(m, "offer.nameOffer")} of ${offerAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}`,
    L_.collateral),
  define(B, 9, "contract-generated-package", ACTIVITIES, [...CONTRACT, ...PACKAGE],
    (m) => `Contract ${contractNo(m)} has been generated from the loan package ${field(m, "package.namePackage")}: you receive ${loanAmount(m)}`,
    L_.borrowContract),
  define(B, 10, "contract-generated-offer", ACTIVITIES, [...CONTRACT, "offer.idOffer", "offer.nameOffer"],
    (m) => `Contract ${contractNo(m)} has been generated from the offer ${field(m, "offer.nameOffer")}: you receive ${loanAmount(m)}`,
    L_.borrowContract),
  define(B, 11, "contract-generated-request", ACTIVITIES, CONTRACT,
    (m) => `Contract ${contractNo(m)} has been generated from your loan request: you receive ${loanAmount(m)}`, L_.borrowContract),
  define(B, 12, "request-rejected", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `Your request for ${collateralName(m)} to the loan package ${field(m, "package.namePackage")} has been rejected`, L_.collateral),
  define(B, 13, "offer-rejected", ACTIVITIES, [...COLLATERAL, "offer.idOffer", "offer.nameOffer"],
    (m) => `The offer ${field(m, "offer.nameOffer")} for your collateral ${field(m, "collateral.nameCollateral")} has been rejected`, L_.collateral),
  define(B, 14, "payment-due", WARNING, [...CONTRACT, "contract.dueDate"],
    (m) => `Payment of ${loanAmount(m)} for contract ${contractNo(m)} is due by ${formatDueDate(m.contract?.dueDate)}`, L_.borrowContract),
  define(B, 15, "partial-payment", ACTIVITIES, CONTRACT,
    (m) => `Your payment of ${loanAmount(m)} for contract ${contractNo(m)} has been received (partial payment)`, L_.borrowContract),
  define(B, 16, "period-complete", ACTIVITIES, CONTRACT,
    (m) => `You paid ${loanAmount(m)}: the repayment period of contract ${contractNo(m)} is complete`, L_.borrowContract),
  define(B, 17, "payment-due-soon", WARNING, [...CONTRACT, "contract.dueDate"],
    (m) => `Contract ${contractNo(m)}: ${loanAmount(m)} is due soon, by ${formatDueDate(m.contract?.dueDate)}`, L_.borrowContract),
  define(B, 18, "payment-due-urgent", WARNING, [...CONTRACT, "contract.dueDate"],
    (m) => `Urgent: contract ${contractNo(m)} needs ${loanAmount(m)} by ${formatDueDate(m.contract?.dueDate)} to avoid a late payment`,
    L_.borrowContract),
  define(B, 19, "ltv-near-liquidation", WARNING, ["contract.idContract", "contract.ltvCurrent", "contract.ltvLiquidation"],
    (m) => `Contract ${contractNo(m)}: LTV is ${field(m, "contract.ltvCurrent")}%, liquidation at ${field(m, "contract.ltvLiquidation")}%. Add collateral or repay`,
    L_.borrowContract),
  define(B, 20, "collateral-added", ACTIVITIES, ["contract.idContract", "collateral.amountAdd", "collateral.cryptoAsset"],
    (m) => `You added ${addedAmount(m)} of collateral to contract ${contractNo(m)}`, L_.borrowContract),
  define(B, 21, "contract-liquidated", WARNING, ["contract.idContract", "collateral.amount", "collateral.cryptoAsset", "contract.reason"],
    (m) => `Contract ${contractNo(m)} has been liquidated (${field(m, "contract.reason")}): your collateral of ${collateralAmount(m)} went to the lender`,
    L_.borrowContract),
  define(B, 22, "contract-completed", ACTIVITIES, ["contract.idContract", "collateral.amount", "collateral.cryptoAsset"],
    (m) => `Contract ${contractNo(m)} is completed: your collateral of ${collateralAmount(m)} has been returned`, L_.borrowContract),
  define(B, 23, "review-received", ACTIVITIES, REVIEW, reviewTitle, L_.profile(B)),
  define(B, 25, "lottery-open", HOT, [], () => "A new lottery round is open: get your tickets", L_.lottery),
  define(B, 26, "lottery-drawn", HOT, [], () => "The lottery has been drawn: check your tickets", L_.lottery),
  define(B, 27, "lottery-won", HOT, ["reward.amount"], (m) => `Congratulations! You won ${rewardAmount(m)} in the lottery`, L_.lottery),
  // Beyond §4 (decision 0008): what the chain tells that the spec's list has no type for.
  define(B, 28, "repayment-period-late", WARNING, ["contract.idContract"],
    (m) => `Contract ${contractNo(m)}: the repayment period closed with an amount unpaid${lateCountText(m)}. Repeated late payments liquidate the contract`,
    L_.borrowContract),
  define(B, 29, "offer-cancelled", ACTIVITIES, [...COLLATERAL, "offer.idOffer", "offer.nameOffer"],
    (m) => `The offer ${field(m, "offer.nameOffer")} for your collateral ${field(m, "collateral.nameCollateral")} has been cancelled by its lender`,
    L_.collateral),
  define(B, 40, "negotiation-proposal", ACTIVITIES, NEGOTIATION,
    (m) => `New proposal of ${proposalAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}: reply in the negotiation`, L_.negotiation),
  define(B, 41, "negotiation-agreed", ACTIVITIES, NEGOTIATION,
    (m) => `Terms agreed for your collateral ${field(m, "collateral.nameCollateral")}: ${proposalAmount(m)}. The lender signs the offer next`, L_.negotiation),
  define(B, 42, "negotiation-offer-signed", ACTIVITIES, NEGOTIATION,
    (m) => `The lender signed the agreed offer of ${proposalAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}: accept it to get the loan`,
    L_.negotiation),
  // The NFT market (decision 0030): the spec has no NFT user type; a seller's and a bidder's news are the account's own (1).
  define(B, 50, "nft-bid-received", ACTIVITIES, [...NFT_PRICED, "nft.idAuction"],
    (m) => `New bid of ${nftPrice(m)} on your NFT ${field(m, "nft.nameNft")}`, L_.nftAuction),
  define(B, 51, "nft-outbid", WARNING, [...NFT_PRICED, "nft.idAuction"],
    (m) => `You were outbid on ${field(m, "nft.nameNft")}: the highest bid is now ${nftPrice(m)}`, L_.nftAuction),
  define(B, 52, "nft-auction-won", ACTIVITIES, NFT_PRICED,
    (m) => `You won the auction of ${field(m, "nft.nameNft")} for ${nftPrice(m)}`, L_.nftDetail),
  define(B, 53, "nft-auction-ended", ACTIVITIES, NFT,
    (m) =>
      m.nft?.amount === undefined
        ? `The auction of your NFT ${field(m, "nft.nameNft")} ended without bids: the NFT is back in your wallet`
        : `The auction of your NFT ${field(m, "nft.nameNft")} ended: sold for ${nftPrice(m)}`,
    L_.nftDetail),
  define(B, 54, "nft-sold", ACTIVITIES, NFT_PRICED, (m) => `Your NFT ${field(m, "nft.nameNft")} was sold for ${nftPrice(m)}`, L_.nftDetail),
  define(B, 55, "nft-auction-approved", ACTIVITIES, NFT_AUCTION,
    (m) => `Your auction of ${field(m, "nft.nameNft")} was approved: it takes bids from its start time`, L_.nftAuction),
  define(B, 56, "nft-auction-rejected", WARNING, NFT,
    (m) => `Your auction of ${field(m, "nft.nameNft")} was rejected: the NFT is back in your wallet`, L_.nftDetail),
  define(B, 100, "referral-registered", NEW_SYSTEM, ["reward.email"],
    (m) => `${field(m, "reward.email")} signed up with your referral: you receive ${rewardAmount(m)} once they are verified`, L_.referrals),
  define(B, 101, "referral-reward", NEW_SYSTEM, ["reward.email", "reward.amount"],
    (m) => `You received ${rewardAmount(m)}: ${field(m, "reward.email")} completed identity verification`, L_.referrals),
  define(B, 102, "verification-approved", NEW_SYSTEM, ["reward.amount"],
    (m) => `Your account has been verified: you received ${rewardAmount(m)}`, L_.verification),
  define(B, 103, "verification-offer", NEW_SYSTEM, [],
    (m) => `Welcome to OpenPawn! Verify your account to receive ${rewardAmount(m)}`, L_.verification),
  define(B, 104, "verification-rejected", NEW_SYSTEM, [],
    () => "Your identity verification was not approved. Please check your documents and try again", L_.verification),

  // ---- Lender (user type 2) ----
  define(L, 2, "collateral-received-package", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `New request: collateral ${collateralName(m)} submitted to your loan package ${field(m, "package.namePackage")}`, L_.loanPackage),
  define(L, 3, "collateral-received-personal", ACTIVITIES, COLLATERAL,
    (m) => `New request: collateral ${collateralName(m)} was sent to you. Make an offer`, L_.offerOnCollateral),
  define(L, 5, "offer-sent", ACTIVITIES, [...COLLATERAL, ...OFFER],
    (m) => `Your offer ${field(m, "offer.nameOffer")} of ${offerAmount(m)} has been sent for the collateral ${field(m, "collateral.nameCollateral")}`,
    L_.offer),
  define(L, 6, "package-created", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been created`, L_.loanPackage),
  define(L, 7, "package-cancelled", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been cancelled`, L_.loanPackage),
  define(L, 8, "package-reopened", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been re-opened`, L_.loanPackage),
  define(L, 9, "contract-generated-package", ACTIVITIES, [...CONTRACT, ...PACKAGE],
    (m) => `Contract ${contractNo(m)} has been generated from your loan package ${field(m, "package.namePackage")}: you lent ${loanAmount(m)}`,
    L_.loanContract),
  define(L, 10, "contract-generated-offer", ACTIVITIES, [...CONTRACT, "offer.idOffer", "offer.nameOffer"],
    (m) => `Your offer ${field(m, "offer.nameOffer")} was accepted: contract ${contractNo(m)}, you lent ${loanAmount(m)}`, L_.loanContract),
  define(L, 11, "contract-generated-request", ACTIVITIES, CONTRACT,
    (m) => `Contract ${contractNo(m)} has been generated: you lent ${loanAmount(m)}`, L_.loanContract),
  define(L, 12, "request-rejected", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `The request for ${collateralName(m)} to your loan package ${field(m, "package.namePackage")} has been rejected`, L_.loanPackage),
  define(L, 13, "offer-rejected", ACTIVITIES, [...COLLATERAL, "offer.idOffer", "offer.nameOffer"],
    (m) => `Your offer ${field(m, "offer.nameOffer")} for the collateral ${field(m, "collateral.nameCollateral")} has been rejected`, L_.offer),
  define(L, 15, "payment-received-partial", ACTIVITIES, CONTRACT,
    (m) => `You received a payment of ${loanAmount(m)} for contract ${contractNo(m)} (partial payment)`, L_.loanContract),
  define(L, 16, "payment-received-period", ACTIVITIES, CONTRACT,
    (m) => `You received ${loanAmount(m)}: the repayment period of contract ${contractNo(m)} is complete`, L_.loanContract),
  define(L, 20, "borrower-added-collateral", ACTIVITIES, ["contract.idContract", "collateral.amountAdd", "collateral.cryptoAsset"],
    (m) => `The borrower added ${addedAmount(m)} of collateral to contract ${contractNo(m)}`, L_.loanContract),
  define(L, 21, "contract-liquidated", WARNING, ["contract.idContract", "collateral.amount", "collateral.cryptoAsset", "contract.systemFee"],
    (m) => `Contract ${contractNo(m)} has been liquidated: you receive ${lenderShare(m)}% of the collateral of ${collateralAmount(m)}`,
    L_.loanContract),
  define(L, 22, "contract-completed", ACTIVITIES, CONTRACT,
    (m) => `Contract ${contractNo(m)} is completed: ${loanAmount(m)} has been repaid`, L_.loanContract),
  define(L, 24, "review-received", ACTIVITIES, REVIEW, reviewTitle, L_.profile(L)),
  // Beyond §4 (decision 0026): the funding guardrail pauses a package its owner's wallet no longer funds.
  define(L, 30, "package-paused", WARNING, [...PACKAGE, "package.reason"],
    (m) => `Your loan package ${field(m, "package.namePackage")} is paused: ${field(m, "package.reason")}. Borrowers cannot submit to it until you fix it`,
    L_.ownPackages),
  define(L, 43, "collateral-matches-setting", ACTIVITIES, COLLATERAL,
    (m) => `New collateral ${collateralName(m)} fits your lending preferences. Make an offer`, L_.offerOnCollateral),
  define(L, 40, "negotiation-proposal", ACTIVITIES, NEGOTIATION,
    (m) => `New proposal of ${proposalAmount(m)} for the collateral ${field(m, "collateral.nameCollateral")}: reply in the negotiation`, L_.negotiation),
  define(L, 41, "negotiation-agreed", ACTIVITIES, NEGOTIATION,
    (m) => `Terms agreed for the collateral ${field(m, "collateral.nameCollateral")}: ${proposalAmount(m)}. Sign the offer to lend`, L_.negotiation),
];

/** The late count the indexer puts in repayment.lateCount, when present. */
function lateCountText(m: NotificationMeta): string {
  const lateCount = m.repayment?.lateCount;
  return lateCount === undefined ? "" : ` (late payments: ${lateCount})`;
}

/** On liquidation the lender receives 100 minus systemFee percent of the collateral (§4). */
function lenderShare(m: NotificationMeta): string {
  const fee = Number(m.contract?.systemFee ?? 0);
  return String(Math.round((100 - fee) * 1e6) / 1e6);
}

const byKey = new Map(NOTIFICATION_CATALOGUE.map((d) => [`${d.userType}:${d.txType}`, d]));

export const BORROWER_TX_TYPES = NOTIFICATION_CATALOGUE.filter((d) => d.userType === B).map((d) => d.txType);
export const LENDER_TX_TYPES = NOTIFICATION_CATALOGUE.filter((d) => d.userType === L).map((d) => d.txType);

export function findNotificationDefinition(userType: number, txType: number): NotificationDefinition | undefined {
  return byKey.get(`${userType}:${txType}`);
}

export type MetaValidation = { ok: true; meta: NotificationMeta; definition: NotificationDefinition } | { ok: false; message: string };

/** Checks that a notification exists in the catalogue and that its meta data holds what its title and link need. */
export function validateNotification(userType: number, txType: number, metaData: unknown): MetaValidation {
  const definition = findNotificationDefinition(userType, txType);
  if (!definition) return { ok: false, message: `Unknown notification: user type ${userType}, tx type ${txType}` };
  const parsed = notificationMetaSchema.safeParse(metaData ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid meta data ${issue?.path.join(".")}: ${issue?.message}` };
  }
  const missing = definition.requires.filter((path) => field(parsed.data, path) === "");
  if (missing.length > 0) return { ok: false, message: `Meta data misses ${missing.join(", ")}` };
  return { ok: true, meta: parsed.data, definition };
}

/** Parses the meta_data text of a stored notification; unreadable text gives an empty meta. */
export function parseNotificationMeta(metaData: string | null | undefined): NotificationMeta {
  if (!metaData) return {};
  try {
    const parsed = notificationMetaSchema.safeParse(JSON.parse(metaData));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Title and link of a notification as stored/listed (`user_type`, `tx_type`, `meta_data` text). */
export function describeNotification(row: { user_type: number; tx_type: number; meta_data: string | null }): {
  title: string;
  link: string | null;
} {
  const definition = findNotificationDefinition(row.user_type, row.tx_type);
  if (!definition) return { title: MESSAGES.notifications.fallbackTitle, link: null };
  const meta = parseNotificationMeta(row.meta_data);
  return { title: definition.title(meta), link: definition.link(meta) };
}

/** A push message body: cut at 50 characters plus '...' (§5, §9). */
export function pushMessageBody(text: string): string {
  return truncate(text, PUSH_BODY_MAX_CHARS);
}
