/**
 * The words of `packages` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** Becoming a lender: shops, P2P lenders and their lending settings (spec §1, §6, §8). */
export const SHOP_MESSAGES = {
  alreadyRegistered: "This account has already registered for lending service",
  notRegistered: "Register for the lending service first",
  notFound: "Lender not found",
  invalidType: "type must be PAWNSHOP or P2P_LENDER",
  invalidName: "Shop name must be 1 to 100 characters",
  invalidDescription: "Description must be at most 1000 characters",
  invalidEmail: "Enter a valid e-mail address",
  invalidPhoneCountry: "Choose the phone number's country",
  invalidPhone: "Enter a valid phone number for the chosen country",
  invalidAddress: "Address must be at most 200 characters",
  invalidWebsite: "Website must be an http or https address",
  shopContactRequired: "A pawnshop needs a phone number and an address",
  invalidLogo: "Upload the logo first",
  invalidSymbols: "Choose at least one token",
  invalidDurationTypes: "Choose weeks, months or both",
  invalidUsdAmount: "Enter an amount in USD with at most 2 decimals",
  amountRange: "The smallest amount must be below the largest",
  durationRange: "The shortest duration must not exceed the longest",
  invalidDuration: "Duration must be a whole number from 1 to 260",
  invalidRate: "Interest rate must be a percent from 0 to 1000",
  walletNotOwned: "This wallet does not belong to your account",
  logoMissing: "Please choose an image for the logo",
  logoTooLarge: "The logo must be at most 1 MB",
  logoUnsupported: "The logo must be a PNG, JPEG, WebP or GIF image",
} as const;

/** Loan packages (spec §3 crypto package, §4 package states). */
export const PACKAGE_MESSAGES = {
  invalidType: "type must be 0 (Auto), 1 (Semi-auto) or 2 (Negotiation)",
  invalidMessage: "Message must be at most 1000 characters",
  invalidToken: "Choose a loan token the platform lends",
  invalidCollaterals: "Choose at least one accepted collateral",
  invalidAmount: "Amounts must be whole numbers of base units above zero",
  amountRange: "The smallest loan must be below the largest",
  budgetTooSmall: "The budget must cover at least the smallest loan",
  invalidRate: "Interest rate must be above 0% and at most 1000%, with at most 3 decimals",
  rateRange: "The lowest rate must not exceed the highest",
  rateRequired: "Give the interest rate",
  rateRangeRequired: "Give the lowest and the highest interest rate",
  invalidDuration: "Durations must be whole numbers of weeks or months, from 1 to 5 years",
  durationRange: "The shortest duration must not exceed the longest",
  invalidLtv: "Loan-to-value must be above 0% and below the liquidation threshold",
  invalidThreshold: "The liquidation threshold must be above 0% and at most 100%",
  notFound: "Package not found",
  notDraft: "Only a draft can be published this way",
  notPublished: "The package is not published",
  notUnpublished: "The package is not unpublished",
  txnRequired: "An Auto or Semi-auto package is published on chain: send the transaction first and report its hash",
  txnNotExpected: "A Negotiation package is published without a transaction",
  alreadyLinked: "This on-chain package already belongs to another package",
  notShopWallet: "The package must lend from your lender wallet",
  paramsMismatch: "The transaction does not create this package",
  /** The funding guardrail (decision 0026): why a package is paused, for borrowers (chips, refusals). */
  pausedLabel: { BUDGET_SPENT: "Paused: budget spent", INSUFFICIENT_BALANCE: "Paused: lender's balance too low", INSUFFICIENT_ALLOWANCE: "Paused: lending not allowed" },
  pausedReason: {
    BUDGET_SPENT: "its budget left is below its smallest loan",
    INSUFFICIENT_BALANCE: "its lender's wallet holds less than its smallest loan",
    INSUFFICIENT_ALLOWANCE: "its lender's wallet does not allow lending its smallest loan",
  },
  /**
   * The same for the package's owner (their card, notification 30), each with its fix in the loan token's symbol.
   * A wallet that never allowed lending reads the same as one that stopped: the package may be new.
   */
  pausedFor: {
    BUDGET_SPENT: "its budget left is below its smallest loan",
    INSUFFICIENT_BALANCE: "your lending wallet holds less than its smallest loan",
    INSUFFICIENT_ALLOWANCE: "your wallet does not allow lending its smallest loan",
  },
  pausedFix: {
    BUDGET_SPENT: (_symbol: string) => "Create a new package to lend more.",
    INSUFFICIENT_BALANCE: (symbol: string) => `Add ${symbol} to your lending wallet.`,
    INSUFFICIENT_ALLOWANCE: (symbol: string) => `Allow lending ${symbol} to publish this package.`,
  },
  /** The owner's fix for INSUFFICIENT_ALLOWANCE: an approval of the lending contract for what the package may still lend. */
  allowLending: (amount: string) => `Allow lending ${amount}`,
  allowLendingHelp: (amount: string) => `Lets the lending contract take up to ${amount} from your wallet, only when a borrower takes this package's loan.`,
  lendingAllowed: (symbol: string) => `Lending ${symbol} is allowed: borrowers can take this package once OpenPawn has seen your approval.`,
  pausedRefusal: "This package takes no request right now",
  requestNotFound: "Loan request not found",
  autoWaiting: "The lender cannot fund this loan right now",
  applyMismatch: "The transaction does not accept this collateral's request to this package",
  invalidP2p: "p2p must be true or false",
} as const;
