import type { Endpoint, EndpointInput } from "@openpawn/shared/common/endpoint";
import type { COLLATERAL_TYPES } from "@openpawn/shared/lending/schemas/contracts";
import { LENDING_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/**
 * The signed-in calls of the pawn service: the caller's collaterals, offers and contracts, and the reports
 * of on-chain actions, which the API verifies on chain before it answers with the indexed row.
 */

type QueryOf<E extends Endpoint> = NonNullable<EndpointInput<E>["query"]>;
/** CRYPTO: coin or token collateral; NFT: ERC-721 or ERC-1155. */
export type CollateralType = (typeof COLLATERAL_TYPES)[number];

export const getMyCollaterals = (query: QueryOf<typeof ENDPOINTS.myCollaterals>) => callEndpoint(ENDPOINTS.myCollaterals, { query });
/** Offers the caller made, or (`received`) those made on their collaterals. */
export const getMyOffers = ({ received, ...query }: Omit<QueryOf<typeof ENDPOINTS.myOffers>, "received"> & { received?: boolean }) =>
  callEndpoint(ENDPOINTS.myOffers, { query: { ...query, received: received === undefined ? undefined : received ? "true" : "false" } });
/** One offer, for its lender or its collateral's borrower (anyone else: 404), with the side the caller is on. */
export const getOffer = (id: number) => callEndpoint(ENDPOINTS.offer, { params: { id } });
export const getMyContracts = (side: "borrow" | "loan", query: QueryOf<typeof ENDPOINTS.borrowContracts>) =>
  side === "borrow" ? callEndpoint(ENDPOINTS.borrowContracts, { query }) : callEndpoint(ENDPOINTS.loanContracts, { query });
export const getMyTransactions = (query: QueryOf<typeof ENDPOINTS.transactions>) => callEndpoint(ENDPOINTS.transactions, { query });
export const getContractStatistic = (side: "borrow" | "loan") =>
  side === "borrow" ? callEndpoint(ENDPOINTS.borrowStatistic) : callEndpoint(ENDPOINTS.loanStatistic);
export const getMyContract = (side: "borrow" | "loan", id: number) =>
  callEndpoint(side === "borrow" ? ENDPOINTS.borrowContract : ENDPOINTS.lenderContract, { params: { id } });
export const getRepaymentInformation = (contractId: number) => callEndpoint(ENDPOINTS.repaymentInformation, { query: { contractId } });
export const getRepaymentRequests = (contractId: number) => callEndpoint(ENDPOINTS.repaymentRequests, { params: { id: contractId }, query: { size: 50 } });
export const calculateRepaymentFee = (contractId: number, parts: { penalty: string; interest: string; principal: string }) =>
  callEndpoint(ENDPOINTS.repaymentFee, { params: { id: contractId }, body: parts });

/** Reports: the transaction the wallet sent, checked by the API against the chain. */
export const reportCollateral = (body: EndpointInput<typeof ENDPOINTS.reportCollateral>["body"]) => callEndpoint(ENDPOINTS.reportCollateral, { body });
export const reportWithdrawal = (id: number, txnHash: string) => callEndpoint(ENDPOINTS.reportWithdrawal, { query: { id }, body: { txnHash } });
export const reportOffer = (txnHash: string, message?: string) => callEndpoint(ENDPOINTS.reportOffer, { body: { txnHash, message } });
export const reportOfferAction = (id: number, action: "accept" | "cancel", txnHash: string) =>
  callEndpoint(action === "accept" ? ENDPOINTS.reportAcceptedOffer : ENDPOINTS.reportCancelledOffer, { params: { id }, body: { txnHash } });
export const reportRejection = (collateralId: number, offerId: number, txnHash: string) =>
  callEndpoint(ENDPOINTS.reportRejectedOffer, { params: { id: collateralId, id2: offerId }, body: { txnHash } });
export const reportRepayment = (contractId: number, txnHash: string) => callEndpoint(ENDPOINTS.reportRepayment, { params: { id: contractId }, body: { txnHash } });
export const reportAddedCollateral = (contractId: number, body: EndpointInput<typeof ENDPOINTS.reportAddedCollateral>["body"]) =>
  callEndpoint(ENDPOINTS.reportAddedCollateral, { params: { id: contractId }, body });
export const reportClaim = (txnHash: string) => callEndpoint(ENDPOINTS.reportClaim, { query: { txnHash } });
