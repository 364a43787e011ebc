import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pageQuerySchema, pagedSchema } from "../common/paged.ts";
import { pawnIdParamsSchema, reportedTransactionSchema } from "../common/pawn.ts";
import {
  accountCollateralQuerySchema,
  addCollateralBodySchema,
  collateralDetailsBodySchema,
  collateralHistoryItemSchema,
  collateralItemSchema,
  collateralListQuerySchema,
  ownCollateralPageQuerySchema,
  registerCollateralBodySchema,
  submittedCollateralSchema,
  withdrawCollateralQuerySchema,
} from "./schemas/collaterals.ts";
import {
  borrowStatisticQuerySchema,
  claimQuerySchema,
  claimSchema,
  contractDetailQuerySchema,
  contractDetailSchema,
  contractItemSchema,
  contractListQuerySchema,
  contractStatisticSchema,
  loanStatisticQuerySchema,
  signedContractSchema,
} from "./schemas/contracts.ts";
import {
  accountOfferQuerySchema,
  offerDetailSchema,
  offerItemSchema,
  offerListQuerySchema,
  offerMessageBodySchema,
  registerOfferBodySchema,
  rejectOfferParamsSchema,
} from "./schemas/offers.ts";
import {
  repaymentFeeBodySchema,
  repaymentFeeSchema,
  repaymentInformationQuerySchema,
  repaymentInformationSchema,
  repaymentPageQuerySchema,
  repaymentRequestDetailSchema,
  repaymentRequestParamsSchema,
  repaymentRequestSchema,
  repaymentRequestSummarySchema,
  repaymentSchema,
  repaymentStatsSchema,
} from "./schemas/repayments.ts";
import { transactionHistoryQuerySchema, transactionSchema } from "./schemas/transactions.ts";

const collateralPage = pagedSchema(collateralItemSchema);
const offerPage = pagedSchema(offerItemSchema);
const contractPage = pagedSchema(contractItemSchema);
const signedContractPage = pagedSchema(signedContractSchema);

/**
 * P2P lending of spec §7 (decisions 0014–0021): the collateral and offer market, the caller's own collaterals,
 * offers and contracts, repayments, and the reports of on-chain actions, which the API verifies before answering
 * with the indexed row.
 */
export const LENDING_ENDPOINTS = {
  /** The public market: page size 10, newest first. */
  collaterals: endpoint({ method: "GET", path: "/pawn/collaterals", query: collateralListQuerySchema, answer: collateralPage }),
  /** The market searched (`search`: a borrower's wallet or a token symbol); the same filters as `collaterals`. */
  searchCollaterals: endpoint({ method: "GET", path: "/pawn/collaterals/search", query: collateralListQuerySchema, answer: collateralPage }),
  collateral: endpoint({ method: "GET", path: "/pawn/collaterals/:id", params: pawnIdParamsSchema, answer: collateralItemSchema }),
  /** What else a lender looking at one collateral may fund: open collaterals of the same token asking the same loan token. */
  relevantCollaterals: endpoint({ method: "GET", path: "/pawn/collaterals/:id/getRelevantCollaterals", params: pawnIdParamsSchema, query: pageQuerySchema, answer: collateralPage }),
  /** What happened to a collateral, in chain order. */
  collateralHistory: endpoint({ method: "GET", path: "/pawn/collaterals/:id/history", params: pawnIdParamsSchema, answer: z.array(collateralHistoryItemSchema) }),

  /** The caller's own collaterals, any status. */
  myCollaterals: endpoint({ method: "GET", path: "/pawn/account/collaterals", query: accountCollateralQuerySchema, answer: collateralPage }),
  /** The caller's open collaterals: what offers and packages can still lend on. */
  borrowableCollaterals: endpoint({ method: "GET", path: "/pawn/collaterals/borrow-available-collateral", query: ownCollateralPageQuerySchema, answer: collateralPage }),
  /** The caller's submissions of collaterals to loan packages, newest first. */
  mySubmissions: endpoint({ method: "GET", path: "/pawn/account/collaterals/submit", query: ownCollateralPageQuerySchema, answer: pagedSchema(submittedCollateralSchema) }),
  /** The borrower rewrites a collateral's name and description. */
  saveCollateralDetails: endpoint({ method: "PUT", path: "/pawn/account/collaterals/:id", params: pawnIdParamsSchema, body: collateralDetailsBodySchema, answer: collateralItemSchema }),
  /** A collateral the caller escrowed on chain, with its words. */
  reportCollateral: endpoint({ method: "POST", path: "/pawn/account/collaterals", body: registerCollateralBodySchema, answer: collateralItemSchema }),
  reportWithdrawal: endpoint({ method: "POST", path: "/pawn/account/collaterals/withdraw", query: withdrawCollateralQuerySchema, body: reportedTransactionSchema, answer: collateralItemSchema }),
  /** The borrower added collateral to a running contract; answers the collateral. */
  reportAddedCollateral: endpoint({ method: "PUT", path: "/pawn/my-contract/:id/collaterals", params: pawnIdParamsSchema, body: addCollateralBodySchema, answer: collateralItemSchema }),

  /** Public: offers on one collateral or all, newest first. */
  offers: endpoint({ method: "GET", path: "/pawn/loan-crypto-offer", query: offerListQuerySchema, answer: offerPage }),
  /** One offer, for its lender or its collateral's borrower (anyone else: 404), with the side the caller is on. */
  offer: endpoint({ method: "GET", path: "/pawn/crypto-offer/:id", params: pawnIdParamsSchema, answer: offerDetailSchema }),
  /** Offers the caller made, or received on their collaterals (`received=true`). */
  myOffers: endpoint({ method: "GET", path: "/pawn/account/loan-crypto-offer", query: accountOfferQuerySchema, answer: offerPage }),
  /** The offer's lender rewrites its message; nobody else may. */
  saveOfferMessage: endpoint({ method: "PUT", path: "/pawn/account/loan-crypto-offer/:id", params: pawnIdParamsSchema, body: offerMessageBodySchema, answer: offerItemSchema }),
  /** An offer the caller made on chain, with a message for the borrower. The spec names it three ways: this, and the two below. */
  reportOffer: endpoint({ method: "POST", path: "/pawn/account/loan-crypto-offer", body: registerOfferBodySchema, answer: offerItemSchema }),
  reportMarketOffer: endpoint({ method: "POST", path: "/pawn/loan-crypto-offer", body: registerOfferBodySchema, answer: offerItemSchema }),
  reportCryptoOffer: endpoint({ method: "POST", path: "/pawn/crypto-offer", body: registerOfferBodySchema, answer: offerItemSchema }),
  /** The borrower accepted the offer on chain (the loan started). */
  reportAcceptedOffer: endpoint({ method: "PUT", path: "/pawn/account/loan-crypto-offer/:id/accept", params: pawnIdParamsSchema, body: reportedTransactionSchema, answer: offerItemSchema }),
  /** The lender cancelled the offer on chain. */
  reportCancelledOffer: endpoint({ method: "PUT", path: "/pawn/account/loan-crypto-offer/:id/cancel", params: pawnIdParamsSchema, body: reportedTransactionSchema, answer: offerItemSchema }),
  /** The borrower turned down offer `id2` on their collateral `id` on chain. */
  reportRejectedOffer: endpoint({ method: "PUT", path: "/pawn/crypto-offer/:id/rejectOffer/:id2", params: rejectOfferParamsSchema, body: reportedTransactionSchema, answer: offerItemSchema }),

  /** The caller's contracts as borrower, newest first. */
  borrowContracts: endpoint({ method: "GET", path: "/pawn/my-contract/borrow-contracts", query: contractListQuerySchema, answer: contractPage }),
  /** The caller's contracts as lender. */
  loanContracts: endpoint({ method: "GET", path: "/pawn/my-contract/loan-contracts", query: contractListQuerySchema, answer: contractPage }),
  /** The profile tabs' signed contracts: who each was signed with and how it ended. */
  borrowSignedContracts: endpoint({ method: "GET", path: "/pawn/my-contract/borrow-signed-contracts", query: contractListQuerySchema, answer: signedContractPage }),
  lenderSignedContracts: endpoint({ method: "GET", path: "/pawn/my-contract/lender-signed-contracts", query: contractListQuerySchema, answer: signedContractPage }),
  /** One contract as its borrower reads it (`type=2`: as its lender). */
  borrowContract: endpoint({ method: "GET", path: "/pawn/my-contract/borrow-contracts/:id", params: pawnIdParamsSchema, query: contractDetailQuerySchema, answer: contractDetailSchema }),
  /** One contract as its lender reads it (`type=1`: as its borrower). */
  lenderContract: endpoint({ method: "GET", path: "/pawn/my-contract/lender-contracts/:id", params: pawnIdParamsSchema, query: contractDetailQuerySchema, answer: contractDetailSchema }),
  /** The caller's contracts as borrower, in figures per token. */
  borrowStatistic: endpoint({ method: "GET", path: "/pawn/my-contract/borrow-contract-statistic", query: borrowStatisticQuerySchema, answer: contractStatisticSchema }),
  loanStatistic: endpoint({ method: "GET", path: "/pawn/my-contract/loan-contract-statistic", query: loanStatisticQuerySchema, answer: contractStatisticSchema }),
  /** The caller claimed a credit (a payout the core could not deliver) on chain; answers what is left to claim. */
  reportClaim: endpoint({ method: "PUT", path: "/pawn/my-contract/claim", query: claimQuerySchema, answer: claimSchema }),

  /** A contract's repayment requests, one per cycle, for its parties. */
  repaymentRequests: endpoint({ method: "GET", path: "/pawn/my-contract/:id/repayment-requests", params: pawnIdParamsSchema, query: repaymentPageQuerySchema, answer: pagedSchema(repaymentRequestSchema) }),
  repaymentStats: endpoint({ method: "GET", path: "/pawn/my-contract/:id/repayment-stats", params: pawnIdParamsSchema, answer: repaymentStatsSchema }),
  /** The open cycle of an active contract; null once the contract ended. */
  activeRepaymentRequest: endpoint({ method: "GET", path: "/pawn/my-contract/:id/active-repayment-request", params: pawnIdParamsSchema, answer: repaymentRequestSchema.nullable() }),
  repaymentRequestSummary: endpoint({ method: "GET", path: "/pawn/repayment-request/:id/summary", params: repaymentRequestParamsSchema, answer: repaymentRequestSummarySchema }),
  /** One request (`<contract id>-<cycle>`) with a page of its payments. */
  repaymentRequest: endpoint({ method: "GET", path: "/pawn/repayment-request/:id", params: repaymentRequestParamsSchema, query: repaymentPageQuerySchema, answer: repaymentRequestDetailSchema }),
  /** What the borrower owes now, by the core's rules at the chain's time. */
  repaymentInformation: endpoint({ method: "GET", path: "/pawn/my-contract/repayment_information", query: repaymentInformationQuerySchema, answer: repaymentInformationSchema }),
  /** How a payment of these parts would split now. */
  repaymentFee: endpoint({ method: "POST", path: "/pawn/my-contract/:id/calculate-repayment-fee", params: pawnIdParamsSchema, body: repaymentFeeBodySchema, answer: repaymentFeeSchema }),
  /** The borrower paid on chain; answers the payment as indexed. */
  reportRepayment: endpoint({ method: "POST", path: "/pawn/my-contract/:id/repayments", params: pawnIdParamsSchema, body: reportedTransactionSchema, answer: repaymentSchema }),
  /** A contract's payments with their transactions, for its parties. */
  repaymentHistory: endpoint({ method: "GET", path: "/pawn/account/txn-histories/repayment-histories/:id", params: pawnIdParamsSchema, query: repaymentPageQuerySchema, answer: pagedSchema(repaymentSchema) }),

  /** What happened on the lending core to the caller's positions, newest first. */
  transactions: endpoint({ method: "GET", path: "/pawn/account/txn-histories", query: transactionHistoryQuerySchema, answer: pagedSchema(transactionSchema) }),
};
