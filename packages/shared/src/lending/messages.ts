/**
 * The words of `lending` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** The pawn API's refusals (spec §8 where it has words: the failed transaction, "cannot get transaction now"). */
export const LENDING_API_MESSAGES = {
  transactionFailed: "Transaction is failed due to a blockchain error",
  transactionNotFound: "cannot get transaction now",
  invalidTxHash: "txnHash must be a transaction hash (0x and 64 hexadecimal digits)",
  wrongContract: "The transaction was not sent to the lending contract",
  wrongCall: (action: string) => `The transaction does not ${action}`,
  wrongSender: "The transaction was not sent from a wallet of your account",
  transactionPending: "The transaction is not confirmed yet. Please try again in a moment.",
  notIndexedYet: "The transaction is confirmed but not indexed yet. Please try again in a moment.",
  notDeployed: "The lending contracts are not deployed on this network",
  walletNotOwned: "This wallet does not belong to your account",
  noWallet: "Link a wallet to your account first",
  invalidId: "id must be a positive whole number",
  invalidAmount: "amount must be a whole number of base units",
  invalidSymbol: "Unknown token symbol",
  invalidStatus: (statuses: readonly string[]) => `status must be one of ${statuses.join(", ")}`,
  invalidSearch: "Search text must be at most 100 characters",
  collateralNotFound: "Collateral not found",
  offerNotFound: "Offer not found",
  contractNotFound: "Contract not found",
  offerNotOfCollateral: "The offer was not made on this collateral",
  invalidConfigId: "configId must be a whole number from 0 to 65535",
  configNotFound: "No fee settings have this id",
  collateralNotOwned: "Only the collateral's borrower can change it",
  offerNotOwned: "Only the offer's lender can change it",
  invalidName: "name must be 1 to 100 characters",
  invalidDescription: "description must be at most 1000 characters",
  invalidMessage: "message must be at most 1000 characters",
  invalidUserType: "type must be 1 (borrower) or 2 (lender)",
  invalidCollateralType: "collateralType must be CRYPTO or NFT",
  invalidRequestId: "id must name a contract and a cycle, e.g. 3-0",
  repaymentRequestNotFound: "Repayment request not found",
  contractNotActive: "This contract is no longer active",
  nothingToRepay: "Say how much penalty, interest or principal to pay",
  repaymentNotFound: "No repayment of this contract in this transaction",
  invalidToken: "Unknown token",
  invalidTransactionType: (types: readonly string[]) => `type must be one of ${types.join(", ")}`,
} as const;

export const LENDING_FORM_MESSAGES = {
  amount: "Enter an amount greater than 0",
  token: "Choose a token",
  durationQty: "Enter a whole number of weeks or months",
  durationTooLong: "A loan lasts at most 5 years",
  durationShorterThanCycle: "A loan lasts at least one repayment cycle",
  rate: "Enter a yearly rate above 0% and at most 1000%",
  threshold: "Enter a threshold above 0% and at most 100%",
  name: "Give it a name of 1 to 100 characters",
  description: "At most 1000 characters",
  message: "At most 1000 characters",
} as const;
