import { isAddressEqual, type Address } from "viem";
import { createPackageCall } from "@openpawn/chain/packages/package-calls";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import { PACKAGE_TYPES, toContractRate, type PackageBody } from "@openpawn/shared/packages/schemas/packages";
import type { packages } from "../../db/schema.ts";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError } from "../../lib/response.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";
import { packageTermsOf } from "./package-terms.ts";

const M = PACKAGE_MESSAGES;
type PackageRow = typeof packages.$inferSelect;
/** A package's own fields, before it belongs to a shop and has a status. */
export type NewPackageRow = Omit<PackageRow, "id" | "pawnShopId" | "status" | "chainPackageId" | "chainPackageTxHash" | "createdAt" | "updatedAt">;

/** The one address of a listed symbol, or a 400: a package names the platform's tokens only. */
function addressOf(tokens: TokenRefs, symbol: string, message: string): Address {
  const [address] = tokens.addressesOf(symbol);
  if (!address) throw new ApiError(PLATFORM_ERRORS.invalidInput, message);
  return address;
}

/** The Hub's whitelists as indexed: what may be lent and repaid, and what may be pledged. */
export interface PackageWhitelists {
  loan: Address[];
  collateral: Address[];
}

/** The address of `symbol` if the whitelist holds it, or a 400 with `message`. */
function listedAddress(tokens: TokenRefs, symbol: string, list: Address[], message: string): Address {
  const address = addressOf(tokens, symbol, message);
  if (!list.some((listed) => isAddressEqual(listed, address))) throw new ApiError(PLATFORM_ERRORS.invalidInput, message);
  return address;
}

/**
 * The row a package body becomes: symbols resolved to the deployment's tokens and checked against the Hub's
 * whitelists (as PawnShop.createPackage checks them), percents to contract units.
 */
export function packageRowOf(body: PackageBody, tokens: TokenRefs, whitelists: PackageWhitelists): NewPackageRow {
  const loanToken = listedAddress(tokens, body.loanToken, whitelists.loan, M.invalidToken);
  const repaymentToken = listedAddress(tokens, body.repaymentToken, whitelists.loan, M.invalidToken);
  const negotiation = body.type === PACKAGE_TYPES.NEGOTIATION;
  return {
    type: body.type,
    message: body.message,
    loanToken,
    repaymentToken,
    minAmount: body.loanAmountMin,
    maxAmount: body.loanAmountMax,
    budget: body.budget,
    collaterals: [...new Set(body.collateralAcceptance.map((symbol) => listedAddress(tokens, symbol, whitelists.collateral, M.invalidCollaterals)))],
    interestRate: negotiation ? null : toContractRate(body.interestRate ?? 0),
    interestRateMin: negotiation ? toContractRate(body.interestRateMin ?? 0) : null,
    interestRateMax: negotiation ? toContractRate(body.interestRateMax ?? 0) : null,
    minDuration: body.durationFrom,
    maxDuration: body.durationTo,
    durationType: body.durationType,
    ltv: toContractRate(body.loanToValue),
    liquidationThreshold: toContractRate(body.ltvLiquidationThreshold),
  };
}

/** The createPackage that publishes a package row: the web's builder, on the package as the API shows it to the web. */
export const packageCallOf = (row: NewPackageRow, tokens: TokenRefs) => createPackageCall(packageTermsOf(row, tokens));
export type ContractPackageParams = ReturnType<typeof packageCallOf>["args"][0];

/** Whether a createPackage call's parameters are exactly the package's (collaterals in any order, addresses in any case). */
export function sameParams(sent: ContractPackageParams, expected: ContractPackageParams): boolean {
  const { collaterals: sentCollaterals, ...sentRest } = sent;
  const { collaterals: expectedCollaterals, ...expectedRest } = expected;
  const sameSet =
    sentCollaterals.length === expectedCollaterals.length && expectedCollaterals.every((token) => sentCollaterals.some((sentToken) => isAddressEqual(sentToken, token)));
  return (
    sameSet &&
    (Object.keys(expectedRest) as (keyof typeof expectedRest)[]).every((key) => {
      const [a, b] = [sentRest[key], expectedRest[key]];
      return typeof a === "string" && typeof b === "string" ? isAddressEqual(a as Address, b as Address) : a === b;
    })
  );
}
