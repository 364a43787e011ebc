import { NOTIFICATION_TYPES } from "../constants.ts";
import { COLLATERAL, CONTRACT, NOTIFICATION_USER_TYPES, OFFER, define, field, type NotificationDefinition } from "../notifications/definition.ts";
import { NOTIFICATION_LINKS } from "../notifications/links.ts";
import { formatDueDate, collateralAmount, addedAmount, loanAmount, offerAmount, collateralName, contractNo, lateCountText, lenderShare } from "../notifications/titles.ts";

const { ACTIVITIES, WARNING } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;
const L_ = NOTIFICATION_LINKS;

/**
 * The lending feature's notifications: what the PawnLending events tell the borrower and the lender
 * (api/src/features/lending/notifications/lending-notices.ts) and the loan watcher's reminders (17–19, lending/watcher).
 * Borrower 5 is also sent by the negotiations feature for a signed offer. Borrower 13, 14, 15 and 20 have no emitter yet:
 * they are lending's by name (decision 0013 maps them to OfferRejected, CycleOpened, Repaid, CollateralIncreased).
 */
export const LENDING_NOTIFICATIONS: readonly NotificationDefinition[] = [
  // ---- Borrower (user type 1) ----
  define(B, 1, "collateral-created", ACTIVITIES, COLLATERAL, (m) => `Your collateral ${collateralName(m)} has been created`, L_.collateral),
  define(B, 4, "collateral-withdrawn", ACTIVITIES, COLLATERAL, (m) => `Your collateral ${collateralName(m)} has been withdrawn`, L_.collateral),
  define(B, 5, "offer-received", ACTIVITIES, [...COLLATERAL, ...OFFER],
    (m) => `You received the offer ${field(m, "offer.nameOffer")} of ${offerAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}`,
    L_.collateral),
  define(B, 10, "contract-generated-offer", ACTIVITIES, [...CONTRACT, "offer.idOffer", "offer.nameOffer"],
    (m) => `Contract ${contractNo(m)} has been generated from the offer ${field(m, "offer.nameOffer")}: you receive ${loanAmount(m)}`,
    L_.borrowContract),
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
  // Beyond §4 (decision 0008): what the chain tells that the spec's list has no type for.
  define(B, 28, "repayment-period-late", WARNING, ["contract.idContract"],
    (m) => `Contract ${contractNo(m)}: the repayment period closed with an amount unpaid${lateCountText(m)}. Repeated late payments liquidate the contract`,
    L_.borrowContract),
  define(B, 29, "offer-cancelled", ACTIVITIES, [...COLLATERAL, "offer.idOffer", "offer.nameOffer"],
    (m) => `The offer ${field(m, "offer.nameOffer")} for your collateral ${field(m, "collateral.nameCollateral")} has been cancelled by its lender`,
    L_.collateral),
  // ---- Lender (user type 2) ----
  define(L, 5, "offer-sent", ACTIVITIES, [...COLLATERAL, ...OFFER],
    (m) => `Your offer ${field(m, "offer.nameOffer")} of ${offerAmount(m)} has been sent for the collateral ${field(m, "collateral.nameCollateral")}`,
    L_.offer),
  define(L, 10, "contract-generated-offer", ACTIVITIES, [...CONTRACT, "offer.idOffer", "offer.nameOffer"],
    (m) => `Your offer ${field(m, "offer.nameOffer")} was accepted: contract ${contractNo(m)}, you lent ${loanAmount(m)}`, L_.loanContract),
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
  define(L, 43, "collateral-matches-setting", ACTIVITIES, COLLATERAL,
    (m) => `New collateral ${collateralName(m)} fits your lending preferences. Make an offer`, L_.offerOnCollateral),
];
