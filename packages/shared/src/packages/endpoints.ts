import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { pageQuerySchema, pagedSchema } from "../common/paged.ts";
import { pawnIdParamsSchema, reportedTransactionSchema } from "../common/pawn.ts";
import { submittedCollateralSchema } from "../lending/schemas/collaterals.ts";
import {
  applyCollateralParamsSchema,
  createAndPublishBodySchema,
  loanRequestListQuerySchema,
  loanRequestPageSchema,
  optionalTransactionBodySchema,
  ownPackagesQuerySchema,
  packageBodySchema,
  packageSchema,
  packageSearchQuerySchema,
  packagesForCollateralQuerySchema,
  shopPackagesQuerySchema,
  submissionReportSchema,
} from "./schemas/packages.ts";
import {
  lenderSearchQuerySchema,
  lendingSettingBodySchema,
  lendingSettingDeletedSchema,
  lendingSettingSchema,
  ownLendingSettingSchema,
  ownPawnShopSchema,
  pawnShopSchema,
  phoneCountrySchema,
  registerPawnShopBodySchema,
  shopByUserQuerySchema,
  shopByWalletQuerySchema,
  shopProfileBodySchema,
  updatePawnShopBodySchema,
} from "./schemas/shops.ts";

const packagePage = pagedSchema(packageSchema);
const shopPage = pagedSchema(pawnShopSchema);
const receivedPage = pagedSchema(submittedCollateralSchema);

/**
 * Lenders (spec §7 pawnshop), their loan packages and the collaterals submitted to them (decisions 0022–0026).
 * A fixed path comes before a `:id` one beside it (`/pawn-shop/lending-setting` before `/pawn-shop/:id`): the web
 * tests find a path's endpoint by the first that matches.
 */
export const PACKAGES_ENDPOINTS = {
  /** The caller's own registration: register, read, change the information, the profile and the logo. */
  registerShop: endpoint({ method: "POST", path: "/pawn/pawn-shop", body: registerPawnShopBodySchema, answer: ownPawnShopSchema }),
  ownShop: endpoint({ method: "GET", path: "/pawn/pawn-shop", answer: ownPawnShopSchema }),
  updateShop: endpoint({ method: "PUT", path: "/pawn/pawn-shop", body: updatePawnShopBodySchema, answer: ownPawnShopSchema }),
  updateShopProfile: endpoint({ method: "PUT", path: "/pawn/pawn-shop/shop-profile", body: shopProfileBodySchema, answer: ownPawnShopSchema }),
  /** The shop's logo (multipart field `file`), stored as avatars are. */
  uploadShopLogo: endpoint({ method: "POST", path: "/pawn/pawn-shop/logo", upload: { file: true }, answer: ownPawnShopSchema }),
  /** The caller's lending setting; an empty object when they have none. */
  lendingSetting: endpoint({ method: "GET", path: "/pawn/pawn-shop/lending-setting", answer: ownLendingSettingSchema }),
  saveLendingSetting: endpoint({ method: "POST", path: "/pawn/pawn-shop/lending-setting", body: lendingSettingBodySchema, answer: lendingSettingSchema }),
  deleteLendingSetting: endpoint({ method: "DELETE", path: "/pawn/pawn-shop/lending-setting", answer: lendingSettingDeletedSchema }),

  /** The public lender directories and profiles, filtered as the market is. */
  phoneCountries: endpoint({ method: "GET", path: "/pawn/pawn-shop/find-phone-countries", answer: z.array(phoneCountrySchema) }),
  searchPawnshops: endpoint({ method: "GET", path: "/pawn/pawn-shop/search-pawnshop", query: lenderSearchQuerySchema, answer: shopPage }),
  searchP2pLenders: endpoint({ method: "GET", path: "/pawn/pawn-shop/search-p2p-lenders", query: lenderSearchQuerySchema, answer: shopPage }),
  /** Every lender of either kind, for the market's lender list. */
  searchLenders: endpoint({ method: "GET", path: "/pawn/pawn-shop/p2p-lender", query: lenderSearchQuerySchema, answer: shopPage }),
  shopByUser: endpoint({ method: "GET", path: "/pawn/pawn-shop/find-by-user-id", query: shopByUserQuerySchema, answer: pawnShopSchema }),
  shopByWallet: endpoint({ method: "GET", path: "/pawn/pawn-shop/find-wallet-address", query: shopByWalletQuerySchema, answer: pawnShopSchema }),
  shop: endpoint({ method: "GET", path: "/pawn/pawn-shop/:id", params: pawnIdParamsSchema, answer: pawnShopSchema }),
  /** A shop's published packages. */
  shopPackages: endpoint({ method: "GET", path: "/pawn/pawn-shop/:id/pawn-shop-packages", params: pawnIdParamsSchema, query: shopPackagesQuerySchema, answer: packagePage }),

  /** The caller's own packages: drafts, publishing (on chain for Auto and Semi-auto), unpublishing. */
  createDraft: endpoint({ method: "POST", path: "/pawn/crypto-package/create", body: packageBodySchema, answer: packageSchema }),
  /** A package created and published at once; an Auto or Semi-auto one reports its createPackage. */
  createAndPublish: endpoint({ method: "POST", path: "/pawn/crypto-package/create-and-publish", body: createAndPublishBodySchema, answer: packageSchema }),
  /** The pawnshop screens' name for createAndPublish. */
  createAndPublishShopPackage: endpoint({ method: "POST", path: "/pawn/pawn-shop-package", body: createAndPublishBodySchema, answer: packageSchema }),
  ownPackages: endpoint({ method: "GET", path: "/pawn/crypto-package", query: ownPackagesQuerySchema, answer: packagePage }),
  ownPackage: endpoint({ method: "GET", path: "/pawn/crypto-package/:id", params: pawnIdParamsSchema, answer: packageSchema }),
  /** A Negotiation draft published off chain, or the lender's createPackage of an Auto or Semi-auto one reported. */
  publish: endpoint({ method: "PUT", path: "/pawn/crypto-package/:id/publish", params: pawnIdParamsSchema, body: optionalTransactionBodySchema, answer: packageSchema }),
  unpublish: endpoint({ method: "PUT", path: "/pawn/crypto-package/:id/unpublish", params: pawnIdParamsSchema, body: optionalTransactionBodySchema, answer: packageSchema }),

  /** The public package market: published packages by the /pawn/lender filters. */
  searchPackages: endpoint({ method: "GET", path: "/pawn/pawn-shop-package/search", query: packageSearchQuerySchema, answer: packagePage }),
  /** The lender list's name for searchPackages. */
  searchLendingPackages: endpoint({ method: "GET", path: "/pawn/pawn-shop-package/search-lending", query: packageSearchQuerySchema, answer: packagePage }),
  /** The published packages one collateral may be sent to. */
  packagesForCollateral: endpoint({ method: "GET", path: "/pawn/pawn-shop-package", query: packagesForCollateralQuerySchema, answer: packagePage }),
  /** The borrower's submission to a package: PENDING, or CONTRACTED at once by an AUTO package. */
  submitCollateral: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/submitCollateral", body: reportedTransactionSchema, answer: submissionReportSchema }),
  acceptLoanRequest: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/acceptLoanRequest", body: reportedTransactionSchema, answer: submissionReportSchema }),
  rejectLoanRequest: endpoint({ method: "POST", path: "/pawn/pawn-shop-package/rejectLoanRequest", body: reportedTransactionSchema, answer: submissionReportSchema }),
  /** A published package (never a draft). */
  marketPackage: endpoint({ method: "GET", path: "/pawn/pawn-shop-package/:id", params: pawnIdParamsSchema, answer: packageSchema }),
  /** Published packages lending the same token on some of the same collaterals. */
  relevantPackages: endpoint({ method: "GET", path: "/pawn/pawn-shop-package/:id/getRelevantPackages", params: pawnIdParamsSchema, query: pageQuerySchema, answer: packagePage }),
  /** The owner's unpublish, under the market's name. */
  cancelPackage: endpoint({ method: "PUT", path: "/pawn/pawn-shop-package/:id/cancel", params: pawnIdParamsSchema, body: optionalTransactionBodySchema, answer: packageSchema }),
  reopenPackage: endpoint({ method: "PUT", path: "/pawn/pawn-shop-package/:id/reopen", params: pawnIdParamsSchema, body: optionalTransactionBodySchema, answer: packageSchema }),

  /** What the caller's packages received, and the lender's answers (reported after the PawnShop transaction). */
  receivedRequests: endpoint({ method: "GET", path: "/pawn/loan-requests/loan-request-received", query: pageQuerySchema, answer: receivedPage }),
  /** Direct requests to the caller as a P2P lender, or with p2p=false what their packages received. */
  loanRequests: endpoint({ method: "GET", path: "/pawn/loan-requests", query: loanRequestListQuerySchema, answer: loanRequestPageSchema }),
  /** One request the caller's packages received. */
  loanRequest: endpoint({ method: "GET", path: "/pawn/loan-requests/:id", params: pawnIdParamsSchema, answer: submittedCollateralSchema }),
  collateralsReceived: endpoint({ method: "GET", path: "/pawn/crypto-package/:id/collaterals-received", params: pawnIdParamsSchema, query: pageQuerySchema, answer: receivedPage }),
  /** The pawnshop screens' name for collateralsReceived. */
  packageCollaterals: endpoint({ method: "GET", path: "/pawn/pawn-shop-package/:id/collaterals", params: pawnIdParamsSchema, query: pageQuerySchema, answer: receivedPage }),
  /** The lender's acceptance of the submission of exactly this collateral to exactly this package of theirs. */
  applyCollateral: endpoint({
    method: "PUT",
    path: "/pawn/crypto-package/:id/apply-collateral/:collateral_id",
    params: applyCollateralParamsSchema,
    body: reportedTransactionSchema,
    answer: submissionReportSchema,
  }),
};
