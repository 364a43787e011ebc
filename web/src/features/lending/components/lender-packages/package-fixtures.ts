import { collateralItem, e18, LENDER_WALLET, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";

/** Loan packages and collaterals as the API answers them, for the package and request pages' tests. */
export const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 2,
  status: "DRAFT",
  message: "",
  loanToken: USDT,
  repaymentToken: USDT,
  loanAmountMin: e18("100"),
  loanAmountMax: e18("5000"),
  budget: e18("20000"),
  budgetLeft: e18("20000"),
  collateralAcceptance: [WBNB],
  interestRate: null,
  interestRateMin: 8,
  interestRateMax: 14.5,
  durationFrom: 1,
  durationTo: 12,
  durationType: 1,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
  chainPackageId: null,
  pausedReasons: [],
  shop: { id: 3, type: "PAWNSHOP", name: "Golden Pawn", logo: null, walletAddress: "0x1111111111111111111111111111111111111111" },
  createdAt: "2026-11-24T10:00:00.000Z",
  ...overrides,
});


/** An open collateral of 2 WBNB asking for USDT over 4 months. */
export const submittedCollateral = (id: number, name: string) =>
  collateralItem({ id, name, borrowerWalletAddress: LENDER_WALLET, amount: e18(2), durationQty: 4, durationType: 1, openOffers: 0 });
