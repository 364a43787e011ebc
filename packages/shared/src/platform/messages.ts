/**
 * The words of `platform` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

export const ERROR_PAGE_MESSAGES = {
  title: "Oopps...!",
  notFound: "Page not found.",
  generic: "An error occurred.",
  goBack: "GO BACK",
  errorPageFailed: "An error occurred while showing the error page",
} as const;

export const BANNER_MESSAGES = {
  underDevelopment: (email: string) =>
    `This site is under development. If you need help, please contact ${email}`,
} as const;

export const DIALOG_MESSAGES = {
  successDefault: "Successfully !",
  errorDefault: "Something went wrong!",
  warningDefault: "Warning!",
  infoDefault: "Info!",
  /** What the dialog's icon says of its kind to a screen reader (spec §8's generic defaults). */
  variantTitles: { success: "Success!", error: "Something went wrong!", warning: "Warning!", info: "Info!" },
  confirmTitleDefault: "Confirmation",
  confirmButtonDefault: "Submit",
  ok: "OK",
  cancel: "Cancel",
  yes: "Yes",
  no: "No",
} as const;

export const TOAST_MESSAGES = {
  generic: "Oops...Something went wrong",
  copied: "Copied to clipboard",
} as const;

/** A transaction's way from the wallet to the index (issue 9; the failure text is spec §8's). */
export const TRANSACTION_MESSAGES = {
  approve: (symbol: string) => `Approve ${symbol} in your wallet`,
  approving: (symbol: string) => `Approving ${symbol}…`,
  confirmInWallet: "Confirm the transaction in your wallet",
  signInWallet: "Sign in your wallet: signing costs no gas",
  pending: "Transaction pending…",
  updating: "Confirmed. Updating OpenPawn…",
  confirmed: "Transaction confirmed",
  rejected: "You rejected the transaction in your wallet",
  failed: "Transaction is failed due to a blockchain error",
  connectFirst: "Please connect your wallet",
  /** The money confirmation (decision 0044): its parts, and what it says while and after it sends. */
  summary: "Summary",
  whatHappens: "What happens",
  preparing: "Preparing the transaction…",
  readingFigures: "Reading the figures…",
  notSent: "Something went wrong before your wallet was asked: nothing was sent. Please try again.",
} as const;

/** The API's refusals below the features (the platform catalogue, decision 0051). */
export const PLATFORM_API_MESSAGES = {
  invalidInput: "Invalid input",
  notFound: (what: string) => `${what} not found`,
  liveStreamsPerAddress: "Too many live pages open from this address: close some and try again",
  liveStreamsFull: "Live updates are busy right now: the page refreshes on its own",
} as const;

export const CHAIN_MESSAGES = {
  notDeployed: "The contracts are not deployed yet",
  unavailable: "The chain cannot be read right now. Please try again in a moment.",
} as const;

export const ROUTE_MESSAGES = {
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
} as const;

export const SHELL_MESSAGES = {
  becomeLender: "Become a Lender",
  login: "Login",
  logout: "Log out",
  changePassword: "Change Password",
  noNotification: "No notification",
  viewAll: "View all",
  english: "English",
  copyright: "© 2021",
  placeholder: "This page is coming soon.",
  /** Beside a menu link to an area not built yet, so that nobody learns it by clicking. */
  comingSoon: "Coming soon",
} as const;

/** Paged lists (spec: page from 0, size, sort as "field,desc"). */
export const PAGING_MESSAGES = {
  invalidPage: "page must be a number from 0 to 100000",
  invalidSize: "size must be between 1 and 100",
  invalidSort: (fields: readonly string[]) => `sort must be one of ${fields.join(", ")}, optionally followed by ,asc or ,desc`,
} as const;
