import { LENDING_RATE_ZOOM } from "../constants.ts";

/** USD amounts carry 18 decimals, as the Hub's oracle reads return them. */
export const USD_DECIMALS = 18;
const USD_ONE = 10n ** BigInt(USD_DECIMALS);
/** Percentages in this module carry two decimals (basis points), enough for a gauge and a stress line. */
const BPS = 10_000n;

/** The collateral falls of the stress view (issue 9: "the LTV if the collateral falls 20% / 40%"). */
export const STRESS_DROPS_PERCENT = [20, 40] as const;

export interface LoanRiskInput {
  /** What is owed, principal and charges, in USD (18 decimals). */
  debtUsd: bigint;
  /** The collateral's value now, in USD (18 decimals). */
  collateralUsd: bigint;
  /** The collateral amount in its base units, and its decimals: for the price at which the loan is liquidated. */
  collateralAmount: bigint;
  collateralDecimals: number;
  /** The loan-to-value at which the loan is liquidated, percent × LENDING_RATE_ZOOM as the contracts keep it. */
  liquidationThreshold: number;
}

export interface LoanRisk {
  /** Debt over collateral value, in basis points (7000 = 70%); null when the collateral is worth nothing. */
  ltvBps: bigint | null;
  thresholdBps: bigint;
  /** The collateral's USD price (18 decimals) at which the debt reaches the threshold; null without collateral. */
  liquidationPriceUsd: bigint | null;
  /** The core liquidates on risk when the debt reaches the collateral's value times the threshold. */
  liquidatable: boolean;
  /** The LTV after each fall of the collateral's value. */
  stress: { dropPercent: number; ltvBps: bigint | null; liquidatable: boolean }[];
}

const zoomedHundred = BigInt(LENDING_RATE_ZOOM) * 100n;

/** A threshold as the contracts keep it (percent × LENDING_RATE_ZOOM), in basis points. */
export function thresholdBps(liquidationThreshold: number): bigint {
  return (BigInt(liquidationThreshold) * BPS) / zoomedHundred;
}

/**
 * How close a loan of fungible collateral stands to a risk liquidation, by the core's own rule
 * (`debtUsd >= collateralUsd × threshold`, rounded down like LoanMath.percentDown), and how that changes if
 * the collateral falls. Pure bigint arithmetic so the API and the web agree to the last digit.
 */
export function loanRisk(input: LoanRiskInput): LoanRisk {
  const threshold = BigInt(input.liquidationThreshold);
  const limitOf = (collateralUsd: bigint) => (collateralUsd * threshold) / zoomedHundred;
  const ltvOf = (collateralUsd: bigint) => (collateralUsd === 0n ? null : (input.debtUsd * BPS) / collateralUsd);
  const isLiquidatable = (collateralUsd: bigint) => input.debtUsd >= limitOf(collateralUsd);
  const unit = 10n ** BigInt(input.collateralDecimals);
  const liquidationPriceUsd =
    input.collateralAmount === 0n || threshold === 0n ? null : ceilDiv(input.debtUsd * unit * zoomedHundred, input.collateralAmount * threshold);
  return {
    ltvBps: ltvOf(input.collateralUsd),
    thresholdBps: thresholdBps(input.liquidationThreshold),
    liquidationPriceUsd,
    liquidatable: isLiquidatable(input.collateralUsd),
    stress: STRESS_DROPS_PERCENT.map((dropPercent) => {
      const fallen = (input.collateralUsd * BigInt(100 - dropPercent)) / 100n;
      return { dropPercent, ltvBps: ltvOf(fallen), liquidatable: isLiquidatable(fallen) };
    }),
  };
}

/** `amount` base units of a token priced at `priceUsd` (a decimal string, as /supported-asset gives it), in USD with 18 decimals. */
export function usdValue(amount: bigint, decimals: number, priceUsd: string): bigint {
  return (amount * parseUsd(priceUsd)) / 10n ** BigInt(decimals);
}

/** A decimal USD string ("2000", "0.99995") as an 18-decimal bigint; extra digits are cut, never rounded up. */
export function parseUsd(value: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a USD amount: ${value}`);
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * USD_ONE + BigInt(fraction.slice(0, USD_DECIMALS).padEnd(USD_DECIMALS, "0"));
}

/** Basis points as a percent with two decimals: 7012n → "70.12%". */
export function formatBps(bps: bigint): string {
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, "0")}%`;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** Seconds in a repayment cycle and in the year of the contracts' interest (CycleTime, LoanMath). */
const CYCLE_SECONDS = { 0: 7n * 86_400n, 1: 30n * 86_400n } as const;
const YEAR_SECONDS = 365n * 86_400n;

/** One cycle's interest on `principal` at `interestRate` (annual percent × LENDING_RATE_ZOOM), rounded up as the core owes it. */
export function cycleInterest(principal: bigint, interestRate: number, cycleUnit: 0 | 1): bigint {
  const numerator = principal * BigInt(interestRate) * CYCLE_SECONDS[cycleUnit];
  return ceilDiv(numerator, zoomedHundred * YEAR_SECONDS);
}

/**
 * The most a loan may start owing (principal plus the first cycle's interest, in USD) on collateral worth
 * `collateralUsd` at `liquidationThreshold`: 90% of the liquidation limit, the healthy-start rule of the core.
 */
export function maxStartingDebtUsd(collateralUsd: bigint, liquidationThreshold: number): bigint {
  const limit = (collateralUsd * BigInt(liquidationThreshold)) / zoomedHundred;
  return (limit * 90n) / 100n;
}
