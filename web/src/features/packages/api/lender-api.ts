import type { LoanPackage, PackageBody } from "@openpawn/shared/packages/schemas/packages";
import type { LendingSettingBody, PawnShop, RegisterPawnShopBody } from "@openpawn/shared/packages/schemas/shops";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** Becoming a lender and publishing packages (spec §7 pawnshop and crypto packages). */

export const getPhoneCountries = () => callEndpoint(ENDPOINTS.phoneCountries);
export const registerShop = (body: RegisterPawnShopBody) => callEndpoint(ENDPOINTS.registerShop, { body });
export const saveLendingSetting = (body: LendingSettingBody) => callEndpoint(ENDPOINTS.saveLendingSetting, { body });
export const deleteLendingSetting = () => callEndpoint(ENDPOINTS.deleteLendingSetting);
/** The caller's own registration, contact and preferences included (404 for a user who is not a lender). */
export const getOwnShop = () => callEndpoint(ENDPOINTS.ownShop);
export const updateShopProfile = (body: { description: string }) => callEndpoint(ENDPOINTS.updateShopProfile, { body });
export const uploadShopLogo = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint(ENDPOINTS.uploadShopLogo, { body: form });
};
export const createPackageDraft = (body: PackageBody) => callEndpoint(ENDPOINTS.createDraft, { body });
/** A NEGOTIATION package goes to the market at once, without a transaction. */
export const createAndPublishOffChain = (body: PackageBody) => callEndpoint(ENDPOINTS.createAndPublish, { body });

type Paging = { page?: number; size?: number };

export const getMyPackage = (id: number) => callEndpoint(ENDPOINTS.ownPackage, { params: { id } });
export const getMyPackages = (query: Paging & { status?: LoanPackage["status"] }) => callEndpoint(ENDPOINTS.ownPackages, { query });
/** Publish a Negotiation draft (no transaction), or report the lender's createPackage of an Auto or Semi-auto one. */
export const publishPackage = (id: number, txnHash?: string) => callEndpoint(ENDPOINTS.publish, { params: { id }, body: { txnHash } });
export const unpublishPackage = (id: number, txnHash?: string) => callEndpoint(ENDPOINTS.unpublish, { params: { id }, body: { txnHash } });
export const reopenPackage = (id: number, txnHash?: string) => callEndpoint(ENDPOINTS.reopenPackage, { params: { id }, body: { txnHash } });

/** The public lender market: published packages, lenders, one lender. Filters as /pawn/lender names them. */
export interface LenderMarketQuery {
  page?: number;
  size?: number;
  loanSymbols?: string;
  collateralSymbols?: string;
  durationTypes?: string;
}
export const searchPackages = (query: LenderMarketQuery) => callEndpoint(ENDPOINTS.searchPackages, { auth: false, query: { ...query } });
/** Lenders of one type (the pawnshop or P2P directory), or of both. */
export const searchLenders = (query: LenderMarketQuery, type?: PawnShop["type"]) =>
  callEndpoint(type === "PAWNSHOP" ? ENDPOINTS.searchPawnshops : type === "P2P_LENDER" ? ENDPOINTS.searchP2pLenders : ENDPOINTS.searchLenders, {
    auth: false,
    query: { ...query },
  });
export const getLender = (id: number) => callEndpoint(ENDPOINTS.shop, { auth: false, params: { id } });
export const getLenderPackages = (id: number) => callEndpoint(ENDPOINTS.shopPackages, { auth: false, params: { id }, query: { size: 50 } });
/** One published package as the market sees it now: checked before a submission is sent (a paused one refuses). */
export const getMarketPackage = (id: number) => callEndpoint(ENDPOINTS.marketPackage, { auth: false, params: { id } });
/** The caller's own submissions to packages, newest first. */
export const getMySubmissions = () => callEndpoint(LENDING_ENDPOINTS.mySubmissions, { query: { size: 50 } });
export const reportSubmission = (txnHash: string) => callEndpoint(ENDPOINTS.submitCollateral, { body: { txnHash } });
export const getReceivedRequests = (packageId: number) => callEndpoint(ENDPOINTS.collateralsReceived, { params: { id: packageId }, query: { size: 50 } });
/** One request the caller's packages received. */
export const getLoanRequest = (id: number) => callEndpoint(ENDPOINTS.loanRequest, { params: { id } });
export const reportRequestAnswer = (answer: "accept" | "reject", txnHash: string) =>
  callEndpoint(answer === "accept" ? ENDPOINTS.acceptLoanRequest : ENDPOINTS.rejectLoanRequest, { body: { txnHash } });
