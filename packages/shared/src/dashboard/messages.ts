/**
 * The words of `dashboard` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

/** The public lending dashboard (spec §7 dashboard): its refusals and what its lists say. */
export const DASHBOARD_MESSAGES = {
  invalidInterval: (intervals: readonly string[]) => `interval must be one of ${intervals.join(", ")}`,
  invalidPeriods: (max: number) => `periods must be a whole number from 1 to ${max}`,
  volumeError: "The loan volume cannot be loaded right now.",
  volumeEmpty: "No loan started in this period.",
  contractsError: "Recent contracts cannot be loaded right now.",
  contractsEmpty: "No contract yet.",
  contractsNoMatch: "No recent contract matches this search.",
  paymentsError: "This contract's payments cannot be loaded right now.",
  paymentsEmpty: "No payment yet.",
  collateralsError: "Collaterals cannot be loaded right now.",
  collateralsEmpty: "No collateral is waiting for offers right now.",
  collateralsNoMatch: "No open collateral matches this search.",
  packagesError: "Loan packages cannot be loaded right now.",
  packagesEmpty: "No loan package is published yet.",
  packagesNoMatch: "No loan package lends this token.",
  assetsError: "Crypto assets cannot be loaded right now.",
  assetsEmpty: "No token is listed yet.",
  assetsNoMatch: "No listed token matches this search.",
} as const;
