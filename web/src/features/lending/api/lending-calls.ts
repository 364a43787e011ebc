import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { AssetKind } from "@openpawn/chain/generated/enums";
import type { Deployment } from "@openpawn/chain/deployment";
import type { Address } from "viem";
import { NATIVE_TOKEN_ADDRESS } from "@openpawn/shared/constants";
import type { Allowance, ContractCall, OperatorApproval } from "../../../wallet/send-transaction.ts";

/**
 * The lending core's calls as the wallet sends them, with the approvals each needs. Pure: the pages
 * decide what to send, wallet/send-transaction.ts sends it.
 */

export interface TokenInfo {
  address: Address;
  symbol: string;
  decimals: number;
}

export interface LoanTermsInput {
  amount: bigint;
  loanToken: Address;
  repaymentToken: Address;
  /** Percent × LENDING_RATE_ZOOM, as the core keeps rates. */
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  durationType: 0 | 1;
  cycleType: 0 | 1;
}

export function lendingCore(deployment: Deployment): Address {
  const core = deployment.contracts.PawnLending;
  if (!core) throw new Error("The lending core is not deployed on this network");
  return core;
}

const isNative = (token: Address) => token.toLowerCase() === NATIVE_TOKEN_ADDRESS;

function allowanceFor(core: Address, token: TokenInfo, amount: bigint): Allowance[] {
  return isNative(token.address) ? [] : [{ token: token.address, symbol: token.symbol, spender: core, amount }];
}

const call = (core: Address, functionName: string, args: readonly unknown[], value?: bigint): ContractCall => ({
  address: core,
  abi: iPawnLendingAbi,
  functionName,
  args,
  ...(value !== undefined && { value }),
});

export function createCollateralCall(
  core: Address,
  input: { collateral: TokenInfo; amount: bigint; loanToken: Address; durationQty: number; durationType: 0 | 1 },
) {
  const native = isNative(input.collateral.address);
  const params = {
    kind: native ? AssetKind.Native : AssetKind.ERC20,
    token: input.collateral.address,
    tokenId: 0n,
    amount: input.amount,
    loanToken: input.loanToken,
    durationQty: input.durationQty,
    durationUnit: input.durationType,
  };
  return { call: call(core, "createCollateral", [params], native ? input.amount : undefined), allowances: allowanceFor(core, input.collateral, input.amount) };
}

/** An NFT to escrow: ERC-721 (amount 1) or ERC-1155 (how many copies). */
export interface NftCollateralInput {
  collection: Address;
  /** The collection's name, for the approval's words. */
  collectionName: string;
  kind: "ERC721" | "ERC1155";
  tokenId: bigint;
  amount: bigint;
  loanToken: Address;
  durationQty: number;
  durationType: 0 | 1;
}

/** createCollateral of an NFT: the collection's operator approval for the core first (setApprovalForAll), no coin sent. */
export function createNftCollateralCall(core: Address, input: NftCollateralInput) {
  const params = {
    kind: input.kind === "ERC721" ? AssetKind.ERC721 : AssetKind.ERC1155,
    token: input.collection,
    tokenId: input.tokenId,
    amount: input.kind === "ERC721" ? 1n : input.amount,
    loanToken: input.loanToken,
    durationQty: input.durationQty,
    durationUnit: input.durationType,
  };
  const approval: OperatorApproval = { collection: input.collection, name: input.collectionName, operator: core };
  return { call: call(core, "createCollateral", [params]), allowances: [approval] };
}

export function createOfferCall(core: Address, collateralId: number, terms: LoanTermsInput, loanToken: TokenInfo) {
  const args = {
    amount: terms.amount,
    loanToken: terms.loanToken,
    interestRate: terms.interestRate,
    liquidationThreshold: terms.liquidationThreshold,
    durationQty: terms.durationQty,
    durationUnit: terms.durationType,
    cycleUnit: terms.cycleType,
    repaymentToken: terms.repaymentToken,
  };
  // The lender's funds move when the borrower accepts: the core needs the allowance from now on.
  return { call: call(core, "createOffer", [BigInt(collateralId), args]), allowances: allowanceFor(core, loanToken, terms.amount) };
}

export const acceptOfferCall = (core: Address, offerId: number) => ({ call: call(core, "acceptOffer", [BigInt(offerId)]) });
export const rejectOfferCall = (core: Address, offerId: number) => ({ call: call(core, "rejectOffer", [BigInt(offerId)]) });
export const cancelOfferCall = (core: Address, offerId: number) => ({ call: call(core, "cancelOffer", [BigInt(offerId)]) });
export const withdrawCollateralCall = (core: Address, collateralId: number) => ({ call: call(core, "withdrawCollateral", [BigInt(collateralId)]) });
export const liquidateCall = (core: Address, contractId: number) => ({ call: call(core, "liquidate", [BigInt(contractId)]) });
export const claimCall = (core: Address, token: Address, to: Address) => ({ call: call(core, "claim", [token, to]) });

/** repay(loanId, penalty, interest, principal): penalty and interest in the repayment token, principal and its prepaid fee in the loan token. */
export function repayCall(
  core: Address,
  contractId: number,
  parts: { penalty: bigint; interest: bigint; principal: bigint },
  totals: { repaymentToken: TokenInfo; repaymentTokenTotal: bigint; loanToken: TokenInfo; loanTokenTotal: bigint },
) {
  const sameToken = totals.repaymentToken.address.toLowerCase() === totals.loanToken.address.toLowerCase();
  const allowances = sameToken
    ? allowanceFor(core, totals.loanToken, totals.repaymentTokenTotal + totals.loanTokenTotal)
    : [...allowanceFor(core, totals.repaymentToken, totals.repaymentTokenTotal), ...allowanceFor(core, totals.loanToken, totals.loanTokenTotal)];
  // Loan and repayment tokens are ERC-20s the Hub lists for supply: repay takes no native coin.
  return {
    call: call(core, "repay", [BigInt(contractId), parts.penalty, parts.interest, parts.principal]),
    allowances: allowances.filter((allowance) => allowance.amount > 0n),
  };
}

export function addCollateralCall(core: Address, contractId: number, collateral: TokenInfo, amount: bigint) {
  const native = isNative(collateral.address);
  return { call: call(core, "addCollateral", [BigInt(contractId), amount], native ? amount : undefined), allowances: allowanceFor(core, collateral, amount) };
}
