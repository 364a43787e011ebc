import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pageQuerySchema, pagedSchema } from "../common/paged.ts";
import { pawnIdParamsSchema, reportedTransactionSchema } from "../common/pawn.ts";
import { withdrawCollateralQuerySchema } from "../lending/schemas/collaterals.ts";
import { collectionItemSchema, collectionListQuerySchema } from "../nft-market/schemas.ts";
import { submissionReportSchema } from "../packages/schemas/packages.ts";
import {
  accountNftCollateralQuerySchema,
  nftAssetTypeSchema,
  nftCollateralItemSchema,
  nftCollateralListQuerySchema,
  nftLoanRequestItemSchema,
  registerNftCollateralBodySchema,
} from "./schemas.ts";

const nftCollateralPage = pagedSchema(nftCollateralItemSchema);

/** NFTs as collateral (decision 0030): the pawn service's NFT calls over the lending and NFT indexes. */
export const NFT_PAWN_ENDPOINTS = {
  /** Public: NFT collateral in the market, with the NFTs as the index knows them. */
  nftCollaterals: endpoint({ method: "GET", path: "/pawn/collaterals/nfts", query: nftCollateralListQuerySchema, answer: nftCollateralPage }),
  /** The kinds NFT collateral may be (1 ERC-721, 2 ERC-1155). */
  assetTypes: endpoint({ method: "GET", path: "/pawn/collaterals/nfts/asset-types", answer: z.array(nftAssetTypeSchema) }),
  /** Collections NFT collateral may come from: the factory's, and those the Hub whitelists. */
  collections: endpoint({ method: "GET", path: "/pawn/collaterals/collections", query: collectionListQuerySchema, answer: pagedSchema(collectionItemSchema) }),
  myNftCollaterals: endpoint({ method: "GET", path: "/pawn/account/collaterals/nfts", query: accountNftCollateralQuerySchema, answer: nftCollateralPage }),
  myNftCollateral: endpoint({ method: "GET", path: "/pawn/account/collaterals/nfts/:id", params: pawnIdParamsSchema, answer: nftCollateralItemSchema }),
  /** An NFT the caller escrowed as collateral on chain, with its words; `registerOwn` is the same call under /account. */
  register: endpoint({ method: "POST", path: "/pawn/collaterals/nfts", body: registerNftCollateralBodySchema, answer: nftCollateralItemSchema }),
  registerOwn: endpoint({ method: "POST", path: "/pawn/account/collaterals/nfts", body: registerNftCollateralBodySchema, answer: nftCollateralItemSchema }),
  reportWithdrawal: endpoint({ method: "POST", path: "/pawn/collaterals/nfts/withdraw", query: withdrawCollateralQuerySchema, body: reportedTransactionSchema, answer: nftCollateralItemSchema }),
  /** Requests with NFT collateral that the caller's packages received. */
  loanRequests: endpoint({ method: "GET", path: "/pawn/loan-requests/nft", query: pageQuerySchema, answer: pagedSchema(nftLoanRequestItemSchema) }),
  /** A borrower's NFT collateral submitted to a package on chain. */
  reportSubmission: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/submit-nft-collateral", body: reportedTransactionSchema, answer: submissionReportSchema }),
  /** A lender's refusal of a submitted NFT collateral on chain. */
  reportRejection: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/rejectLoanRequestNFT", body: reportedTransactionSchema, answer: submissionReportSchema }),
};
