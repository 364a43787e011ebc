import type { CollateralItem, SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { LendingSetting, OwnPawnShop } from "@openpawn/shared/packages/schemas/shops";
import { collateralItem, e18, LENDER_WALLET, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";

/** Loan packages, lenders and collaterals as the API answers them, for the lender pages' tests. */
export const item = (id: number, overrides: Partial<LoanPackage> = {}): LoanPackage => ({
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

/**
 * Submission `submissionId` of a borrower's open collateral (2 WBNB asking for USDT over 4 months, changed by
 * `collateral`) to package 1, pending, as the package's received requests list it.
 */
export const receivedRequest = (submissionId: number, fields: Partial<SubmittedCollateral> = {}, collateral: Partial<CollateralItem> = {}): SubmittedCollateral => ({
  submissionId,
  packageId: 1,
  status: "PENDING",
  minAmount: "0",
  expiresAt: "2026-12-01T00:00:00.000Z",
  contractId: null,
  collateral: { ...(collateralItem({ amount: e18(2), durationQty: 4, durationType: 1, openOffers: 0 }) as CollateralItem), ...collateral },
  ...fields,
});

/** A lender's preferences: USDT loans of 100 to 5,000 USD on WBNB, 1 to 12 weeks, at 8% a year or more. */
export const lendingSetting = (overrides: Partial<LendingSetting> = {}): LendingSetting => ({
  loanSymbols: ["USDT"],
  collateralSymbols: ["WBNB"],
  durationTypes: [0],
  minDuration: 1,
  maxDuration: 12,
  minAmountUsd: "100",
  maxAmountUsd: "5000",
  minInterestRate: 8,
  ...overrides,
});

/** The caller's own shop as GET /pawn-shop answers it: Golden Pawn of user 1, no contact, logo or setting yet. */
export const ownShop = (overrides: Partial<OwnPawnShop> = {}): OwnPawnShop => ({
  id: 3,
  userId: 1,
  type: "PAWNSHOP",
  name: "Golden Pawn",
  description: "",
  logo: null,
  walletAddress: "0x1111111111111111111111111111111111111111",
  contact: { email: null, phoneCountry: null, phone: null, address: null, website: null },
  lendingSetting: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  ...overrides,
});
