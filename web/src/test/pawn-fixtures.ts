/** Pawn answers as the API gives them, for the web tests: two tokens, an open collateral and an active contract. */

export const e18 = (value: number | string) => (BigInt(value) * 10n ** 18n).toString();
export const USDT = { address: "0x00000000000000000000000000000000000000a1", symbol: "USDT" };
export const WBNB = { address: "0x00000000000000000000000000000000000000b2", symbol: "WBNB" };
export const BORROWER_WALLET = "0x1111111111111111111111111111111111111111";
export const LENDER_WALLET = "0x2222222222222222222222222222222222222222";

/** Contract 7: 3,000 USDT on 10 WBNB at 12% for 12 weeks, weekly, liquidated at 75%, in its first cycle. */
export const contractItem = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  collateralId: 4,
  borrowerWalletAddress: BORROWER_WALLET,
  lenderWalletAddress: LENDER_WALLET,
  status: "ACTIVE",
  liquidationReason: null,
  loanAmount: e18(3000),
  principalOwed: e18(3000),
  loanToken: USDT,
  repaymentToken: USDT,
  interestRate: 1_200_000,
  liquidationThreshold: 7_500_000,
  durationQty: 12,
  durationType: 0,
  repaymentCycleType: 0,
  collateral: { kind: "ERC20", token: WBNB, tokenId: "0", amount: e18(10), name: "My WBNB" },
  startedAt: "2026-11-24T10:00:00.000Z",
  maturity: "2027-02-16T10:00:00.000Z",
  currentCycle: 0,
  dueAt: "2026-11-26T10:00:00.000Z",
  endsAt: "2026-12-01T10:00:00.000Z",
  interestOwed: "0",
  penaltyOwed: "0",
  lateCount: 0,
  configId: 1,
  txnHash: `0x${"cd".repeat(32)}`,
  ...overrides,
});

/** Collateral 4: 10 WBNB asking for USDT over 12 weeks, open, with two offers. */
export const collateralItem = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  borrowerWalletAddress: BORROWER_WALLET,
  status: "OPEN",
  kind: "ERC20",
  collateral: WBNB,
  tokenId: "0",
  amount: e18(10),
  loanToken: USDT,
  durationQty: 12,
  durationType: 0,
  openOffers: 2,
  name: "My WBNB",
  description: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  txnHash: `0x${"ab".repeat(32)}`,
  ...overrides,
});

/** Offer 13 on collateral 4: 3,000 USDT at 12% for 12 weeks, weekly, liquidated at 75%, open; as its lender reads it. */
export const offerDetail = (overrides: Record<string, unknown> = {}) => ({
  id: 13,
  collateralId: 4,
  lenderWalletAddress: LENDER_WALLET,
  status: "OPEN",
  amount: e18(3000),
  loanToken: USDT,
  repaymentToken: USDT,
  interestRate: 1_200_000,
  liquidationThreshold: 7_500_000,
  durationQty: 12,
  durationType: 0,
  repaymentCycleType: 0,
  message: "Fair terms for your WBNB",
  createdAt: "2026-11-24T11:00:00.000Z",
  txnHash: `0x${"ef".repeat(32)}`,
  side: "LENDER",
  ...overrides,
});

/** POST transaction-fee: a 5% system fee, a 15% late penalty, a 1% prepaid fee, liquidated after 3 late payments. */
export const transactionFee = (overrides: Record<string, unknown> = {}) => ({
  configId: 1,
  systemFee: 500_000,
  penaltyRate: 1_500_000,
  prepaidFeeRate: 100_000,
  lateThreshold: 3,
  rateZoom: 100_000,
  ...overrides,
});

/** GET supported-asset's entry for a token at `usd` dollars (a loan token unless said). */
export const supportedAsset = (token: { address: string; symbol: string }, usd: string, flags: { collateral?: boolean; supply?: boolean } = {}) => ({
  address: token.address,
  symbol: token.symbol,
  name: token.symbol,
  decimals: 18,
  isWhitelistCollateral: flags.collateral ?? false,
  isWhitelistSupply: flags.supply ?? true,
  isNftCollection: false,
  usdExchange: usd,
});
