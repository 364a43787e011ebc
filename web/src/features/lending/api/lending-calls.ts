import { AssetKind } from "@openpawn/chain/generated/enums";
import {
  addCollateralCall as addCollateralWrite,
  createCollateralCall as createCollateralWrite,
  withdrawCollateralCall as withdrawCollateralWrite,
} from "@openpawn/chain/lending/collateral-calls";
import { claimCall as claimWrite, liquidateCall as liquidateWrite, repayCall as repayWrite } from "@openpawn/chain/lending/loan-calls";
import {
  acceptOfferCall as acceptOfferWrite,
  cancelOfferCall as cancelOfferWrite,
  createOfferCall as createOfferWrite,
  rejectOfferCall as rejectOfferWrite,
  type LoanTerms,
} from "@openpawn/chain/lending/offer-calls";
import type { Address } from "viem";
import { NATIVE_TOKEN_ADDRESS } from "@openpawn/shared/constants";
import type { Allowance, ContractCall } from "../../../wallet/send-transaction.ts";
import type { TokenInfo } from "../../../lib/lending-core.ts";

/**
 * The lending core's calls as the wallet sends them, with the approvals each needs. Pure: the pages
 * decide what to send, wallet/send-transaction.ts sends it.
 */

const isNative = (token: Address) => token.toLowerCase() === NATIVE_TOKEN_ADDRESS;

function allowanceFor(core: Address, token: TokenInfo, amount: bigint): Allowance[] {
  return isNative(token.address) ? [] : [{ token: token.address, symbol: token.symbol, spender: core, amount }];
}

/** A built write sent to the core, with the native coin it carries, if any. */
const call = (core: Address, write: Omit<ContractCall, "address">, value?: bigint): ContractCall => ({ address: core, ...write, ...(value !== undefined && { value }) });

export function createCollateralCall(
  core: Address,
  input: { collateral: TokenInfo; amount: bigint; loanToken: Address; durationQty: number; durationType: 0 | 1 },
) {
  const native = isNative(input.collateral.address);
  const write = createCollateralWrite({ ...input, kind: native ? AssetKind.Native : AssetKind.ERC20, token: input.collateral.address });
  return { call: call(core, write, native ? input.amount : undefined), allowances: allowanceFor(core, input.collateral, input.amount) };
}

export function createOfferCall(core: Address, collateralId: number, terms: LoanTerms, loanToken: TokenInfo) {
  // The lender's funds move when the borrower accepts: the core needs the allowance from now on.
  return { call: call(core, createOfferWrite(collateralId, terms)), allowances: allowanceFor(core, loanToken, terms.amount) };
}

export const acceptOfferCall = (core: Address, offerId: number) => ({ call: call(core, acceptOfferWrite(offerId)) });
export const rejectOfferCall = (core: Address, offerId: number) => ({ call: call(core, rejectOfferWrite(offerId)) });
export const cancelOfferCall = (core: Address, offerId: number) => ({ call: call(core, cancelOfferWrite(offerId)) });
export const withdrawCollateralCall = (core: Address, collateralId: number) => ({ call: call(core, withdrawCollateralWrite(collateralId)) });
export const liquidateCall = (core: Address, contractId: number) => ({ call: call(core, liquidateWrite(contractId)) });
export const claimCall = (core: Address, token: Address, to: Address) => ({ call: call(core, claimWrite(token, to)) });

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
    call: call(core, repayWrite(contractId, parts)),
    allowances: allowances.filter((allowance) => allowance.amount > 0n),
  };
}

export function addCollateralCall(core: Address, contractId: number, collateral: TokenInfo, amount: bigint) {
  const native = isNative(collateral.address);
  return { call: call(core, addCollateralWrite(contractId, amount), native ? amount : undefined), allowances: allowanceFor(core, collateral, amount) };
}
