/**
 * One loan package, as the API shows it (LoanPackage of @openpawn/shared) and as PawnShop.createPackage must receive it:
 * the web's test builds the call from the first, the API's test verifies a publication against the second, so the
 * web and the API's verification are shown to agree on the same package (decision 0052). Rates with three decimals,
 * collaterals in the lender's order.
 */

const USDT = { address: "0x55d398326f99059fF775485246999027B3197955", symbol: "USDT" } as const;
const WBNB = { address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", symbol: "WBNB" } as const;
const ETH = { address: "0x2170Ed0880ac9A755fd29B2688956BD959F933F8", symbol: "ETH" } as const;

/** The tokens of the package's deployment. */
export const LOAN_PACKAGE_TOKENS = [USDT, WBNB, ETH];

/** A published Semi-auto package of a pawnshop, monthly, as GET /crypto-package/:id answers it. */
export const LOAN_PACKAGE = {
  id: 7,
  type: 1,
  status: "DRAFT",
  message: "USDT on your WBNB or ETH, answered within a day.",
  loanToken: USDT,
  repaymentToken: USDT,
  loanAmountMin: "100000000000000000000",
  loanAmountMax: "2500000000000000000000",
  budget: "10000000000000000000000",
  budgetLeft: "10000000000000000000000",
  collateralAcceptance: [WBNB, ETH],
  interestRate: 12.345,
  interestRateMin: null,
  interestRateMax: null,
  durationFrom: 1,
  durationTo: 6,
  durationType: 1,
  loanToValue: 33.333,
  ltvLiquidationThreshold: 75,
  chainPackageId: null,
  pausedReasons: [],
  shop: { id: 3, type: "PAWNSHOP", name: "Golden Lotus Pawn", logo: null, walletAddress: "0x00000000000000000000000000000000000000aa" },
  createdAt: "2026-01-01T00:00:00.000Z",
} as const;

/** IPawnShop.PackageParams of that package: base units, rates and LTV × LENDING_RATE_ZOOM, cycles of its duration unit. */
export const LOAN_PACKAGE_PARAMS = {
  packageType: 1,
  loanToken: USDT.address,
  minAmount: 100n * 10n ** 18n,
  maxAmount: 2500n * 10n ** 18n,
  repaymentToken: USDT.address,
  interestRate: 1_234_500,
  minDuration: 1,
  maxDuration: 6,
  durationUnit: 1,
  cycleUnit: 1,
  ltv: 3_333_300,
  liquidationThreshold: 7_500_000,
  collaterals: [WBNB.address, ETH.address],
  budget: 10_000n * 10n ** 18n,
};
