import type { Paged } from "@openpawn/shared/common/paged";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { COLLATERAL_TYPES, ContractDetail, ContractItem, ContractStatistic } from "@openpawn/shared/lending/schemas/contracts";
import type { OfferDetail, OfferItem } from "@openpawn/shared/lending/schemas/offers";
import type { RepaymentFee, RepaymentInformation, RepaymentRequest } from "@openpawn/shared/lending/schemas/repayments";
import type { Transaction, TransactionType } from "@openpawn/shared/lending/schemas/transactions";
import { pawnRequest } from "../../../lib/pawn-request.ts";

/**
 * The signed-in calls of the pawn service: the caller's collaterals, offers and contracts, and the reports
 * of on-chain actions, which the API verifies on chain before it answers with the indexed row.
 */

type Paging = { page?: number; size?: number };
/** CRYPTO: coin or token collateral; NFT: ERC-721 or ERC-1155. */
export type CollateralType = (typeof COLLATERAL_TYPES)[number];

export const getMyCollaterals = (query: Paging & { status?: CollateralItem["status"] }) => pawnRequest<Paged<CollateralItem>>("/account/collaterals", { query });
export const getMyOffers = (query: Paging & { received?: boolean; collateralId?: number }) =>
  pawnRequest<Paged<OfferItem>>("/account/loan-crypto-offer", { query });
/** One offer, for its lender or its collateral's borrower (anyone else: 404), with the side the caller is on. */
export const getOffer = (id: number) => pawnRequest<OfferDetail>(`/crypto-offer/${id}`);
export const getMyContracts = (side: "borrow" | "loan", query: Paging & { status?: ContractItem["status"]; collateralType?: CollateralType }) =>
  pawnRequest<Paged<ContractItem>>(`/my-contract/${side}-contracts`, { query });
export const getMyTransactions = (query: Paging & { type?: TransactionType }) => pawnRequest<Paged<Transaction>>("/account/txn-histories", { query });
export const getContractStatistic = (side: "borrow" | "loan") => pawnRequest<ContractStatistic>(`/my-contract/${side}-contract-statistic`);
export const getMyContract = (side: "borrow" | "loan", id: number) =>
  pawnRequest<ContractDetail>(side === "borrow" ? `/my-contract/borrow-contracts/${id}` : `/my-contract/lender-contracts/${id}`);
export const getRepaymentInformation = (contractId: number) => pawnRequest<RepaymentInformation>("/my-contract/repayment_information", { query: { contractId } });
export const getRepaymentRequests = (contractId: number) =>
  pawnRequest<Paged<RepaymentRequest>>(`/my-contract/${contractId}/repayment-requests`, { query: { size: 50 } });
export const calculateRepaymentFee = (contractId: number, parts: { penalty: string; interest: string; principal: string }) =>
  pawnRequest<RepaymentFee>(`/my-contract/${contractId}/calculate-repayment-fee`, { method: "POST", body: parts });

/** Reports: the transaction the wallet sent, checked by the API against the chain. */
export const reportCollateral = (body: { symbol: string; amount: string; txnHash: string; name?: string; description?: string }) =>
  pawnRequest<CollateralItem>("/account/collaterals", { method: "POST", body });
export const reportWithdrawal = (id: number, txnHash: string) =>
  pawnRequest<CollateralItem>("/account/collaterals/withdraw", { method: "POST", query: { id }, body: { txnHash } });
export const reportOffer = (txnHash: string, message?: string) => pawnRequest<OfferItem>("/account/loan-crypto-offer", { method: "POST", body: { txnHash, message } });
export const reportOfferAction = (id: number, action: "accept" | "cancel", txnHash: string) =>
  pawnRequest<OfferItem>(`/account/loan-crypto-offer/${id}/${action}`, { method: "PUT", body: { txnHash } });
export const reportRejection = (collateralId: number, offerId: number, txnHash: string) =>
  pawnRequest<OfferItem>(`/crypto-offer/${collateralId}/rejectOffer/${offerId}`, { method: "PUT", body: { txnHash } });
export const reportRepayment = (contractId: number, txnHash: string) => pawnRequest<unknown>(`/my-contract/${contractId}/repayments`, { method: "POST", body: { txnHash } });
export const reportAddedCollateral = (contractId: number, body: { symbol: string; amount: string; txnHash: string }) =>
  pawnRequest<unknown>(`/my-contract/${contractId}/collaterals`, { method: "PUT", body });
export const reportClaim = (txnHash: string) => pawnRequest<unknown>("/my-contract/claim", { method: "PUT", query: { txnHash } });
