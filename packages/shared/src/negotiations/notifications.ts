import { NOTIFICATION_TYPES } from "../constants.ts";
import { COLLATERAL, CONTRACT, NEGOTIATION, NOTIFICATION_USER_TYPES, PACKAGE, define, field, type NotificationDefinition } from "../notifications/definition.ts";
import { NOTIFICATION_LINKS } from "../notifications/links.ts";
import { loanAmount, collateralName, contractNo, proposalAmount } from "../notifications/titles.ts";

const { ACTIVITIES } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;
const L_ = NOTIFICATION_LINKS;

/**
 * The negotiations feature's notifications (api/src/features/negotiations/negotiation-notices.ts): the spec's requests,
 * to a package (2) or to a lender (3), and a thread's steps (40–42, decision 0027). 11, a contract generated from a
 * request, has no emitter yet: it is the requests', so it is here.
 */
export const NEGOTIATIONS_NOTIFICATIONS: readonly NotificationDefinition[] = [
  // ---- Borrower (user type 1) ----
  define(B, 2, "collateral-submitted-to-package", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `Your collateral ${collateralName(m)} has been submitted to the loan package ${field(m, "package.namePackage")}`, L_.collateral),
  define(B, 3, "collateral-submitted-to-lender", ACTIVITIES, [...COLLATERAL, "user.idUser", "user.nameUser"],
    (m) => `Your collateral ${collateralName(m)} has been sent to the lender ${field(m, "user.nameUser")}`, L_.collateral),
  define(B, 11, "contract-generated-request", ACTIVITIES, CONTRACT,
    (m) => `Contract ${contractNo(m)} has been generated from your loan request: you receive ${loanAmount(m)}`, L_.borrowContract),
  define(B, 40, "negotiation-proposal", ACTIVITIES, NEGOTIATION,
    (m) => `New proposal of ${proposalAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}: reply in the negotiation`, L_.negotiation),
  define(B, 41, "negotiation-agreed", ACTIVITIES, NEGOTIATION,
    (m) => `Terms agreed for your collateral ${field(m, "collateral.nameCollateral")}: ${proposalAmount(m)}. The lender signs the offer next`, L_.negotiation),
  define(B, 42, "negotiation-offer-signed", ACTIVITIES, NEGOTIATION,
    (m) => `The lender signed the agreed offer of ${proposalAmount(m)} for your collateral ${field(m, "collateral.nameCollateral")}: accept it to get the loan`,
    L_.negotiation),
  // ---- Lender (user type 2) ----
  define(L, 2, "collateral-received-package", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `New request: collateral ${collateralName(m)} submitted to your loan package ${field(m, "package.namePackage")}`, L_.loanPackage),
  define(L, 3, "collateral-received-personal", ACTIVITIES, COLLATERAL,
    (m) => `New request: collateral ${collateralName(m)} was sent to you. Make an offer`, L_.offerOnCollateral),
  define(L, 11, "contract-generated-request", ACTIVITIES, CONTRACT,
    (m) => `Contract ${contractNo(m)} has been generated: you lent ${loanAmount(m)}`, L_.loanContract),
  define(L, 40, "negotiation-proposal", ACTIVITIES, NEGOTIATION,
    (m) => `New proposal of ${proposalAmount(m)} for the collateral ${field(m, "collateral.nameCollateral")}: reply in the negotiation`, L_.negotiation),
  define(L, 41, "negotiation-agreed", ACTIVITIES, NEGOTIATION,
    (m) => `Terms agreed for the collateral ${field(m, "collateral.nameCollateral")}: ${proposalAmount(m)}. Sign the offer to lend`, L_.negotiation),
];
