import { NOTIFICATION_TYPES } from "../constants.ts";
import { COLLATERAL, CONTRACT, NOTIFICATION_USER_TYPES, PACKAGE, define, field, type NotificationDefinition } from "../notifications/definition.ts";
import { NOTIFICATION_LINKS } from "../notifications/links.ts";
import { loanAmount, collateralName, contractNo } from "../notifications/titles.ts";

const { ACTIVITIES, WARNING } = NOTIFICATION_TYPES;
const B = NOTIFICATION_USER_TYPES.BORROWER;
const L = NOTIFICATION_USER_TYPES.LENDER;
const L_ = NOTIFICATION_LINKS;

/**
 * The packages feature's notifications: lender 30 when a package's funding fails (decision 0026,
 * api/src/features/packages/paused-notifications.ts). The PawnShop's package and submission events (6–8, 9, 12;
 * decision 0013) have no emitter yet: they are the packages', so they are here.
 */
export const PACKAGES_NOTIFICATIONS: readonly NotificationDefinition[] = [
  // ---- Borrower (user type 1) ----
  define(B, 9, "contract-generated-package", ACTIVITIES, [...CONTRACT, ...PACKAGE],
    (m) => `Contract ${contractNo(m)} has been generated from the loan package ${field(m, "package.namePackage")}: you receive ${loanAmount(m)}`,
    L_.borrowContract),
  define(B, 12, "request-rejected", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `Your request for ${collateralName(m)} to the loan package ${field(m, "package.namePackage")} has been rejected`, L_.collateral),
  // ---- Lender (user type 2) ----
  define(L, 6, "package-created", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been created`, L_.loanPackage),
  define(L, 7, "package-cancelled", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been cancelled`, L_.loanPackage),
  define(L, 8, "package-reopened", ACTIVITIES, PACKAGE, (m) => `Your loan package ${field(m, "package.namePackage")} has been re-opened`, L_.loanPackage),
  define(L, 9, "contract-generated-package", ACTIVITIES, [...CONTRACT, ...PACKAGE],
    (m) => `Contract ${contractNo(m)} has been generated from your loan package ${field(m, "package.namePackage")}: you lent ${loanAmount(m)}`,
    L_.loanContract),
  define(L, 12, "request-rejected", ACTIVITIES, [...COLLATERAL, ...PACKAGE],
    (m) => `The request for ${collateralName(m)} to your loan package ${field(m, "package.namePackage")} has been rejected`, L_.loanPackage),
  // Beyond §4 (decision 0026): the funding guardrail pauses a package its owner's wallet no longer funds.
  define(L, 30, "package-paused", WARNING, [...PACKAGE, "package.reason"],
    (m) => `Your loan package ${field(m, "package.namePackage")} is paused: ${field(m, "package.reason")}. Borrowers cannot submit to it until you fix it`,
    L_.ownPackages),
];
