import type { Paged } from "@openpawn/shared/common/paged";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";
import type { LoanPackage, PackageBody, SubmissionReport } from "@openpawn/shared/packages/schemas/packages";
import type { LendingSettingBody, OwnPawnShop, PawnShop, RegisterPawnShopBody } from "@openpawn/shared/packages/schemas/shops";
import { pawnRequest } from "../../../lib/pawn-request.ts";
import { callEndpoint } from "../../../lib/endpoint-call.ts";

/** Becoming a lender and publishing packages (spec §7 pawnshop and crypto packages). */

export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

export const getPhoneCountries = () => pawnRequest<PhoneCountry[]>("/pawn-shop/find-phone-countries");
export const registerShop = (body: RegisterPawnShopBody) => pawnRequest<PawnShop>("/pawn-shop", { method: "POST", body });
export const saveLendingSetting = (body: LendingSettingBody) => pawnRequest<LendingSettingBody>("/pawn-shop/lending-setting", { method: "POST", body });
export const deleteLendingSetting = () => pawnRequest<null>("/pawn-shop/lending-setting", { method: "DELETE" });
/** The caller's own registration, contact and preferences included (404 for a user who is not a lender). */
export const getOwnShop = () => pawnRequest<OwnPawnShop>("/pawn-shop");
export const updateShopProfile = (body: { description: string }) => pawnRequest<OwnPawnShop>("/pawn-shop/shop-profile", { method: "PUT", body });
export const uploadShopLogo = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return pawnRequest<OwnPawnShop>("/pawn-shop/logo", { method: "POST", body: form });
};
export const createPackageDraft = (body: PackageBody) => pawnRequest<LoanPackage>("/crypto-package/create", { method: "POST", body });
/** A NEGOTIATION package goes to the market at once, without a transaction. */
export const createAndPublishOffChain = (body: PackageBody) => pawnRequest<LoanPackage>("/crypto-package/create-and-publish", { method: "POST", body });

type Paging = { page?: number; size?: number };

export const getMyPackage = (id: number) => pawnRequest<LoanPackage>(`/crypto-package/${id}`);
export const getMyPackages = (query: Paging & { status?: LoanPackage["status"] }) => pawnRequest<Paged<LoanPackage>>("/crypto-package", { query });
/** Publish a Negotiation draft (no transaction), or report the lender's createPackage of an Auto or Semi-auto one. */
export const publishPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/crypto-package/${id}/publish`, { method: "PUT", body: { txnHash } });
export const unpublishPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/crypto-package/${id}/unpublish`, { method: "PUT", body: { txnHash } });
export const reopenPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/pawn-shop-package/${id}/reopen`, { method: "PUT", body: { txnHash } });

/** The public lender market: published packages, lenders, one lender. Filters as /pawn/lender names them. */
export interface LenderMarketQuery {
  page?: number;
  size?: number;
  loanSymbols?: string;
  collateralSymbols?: string;
  durationTypes?: string;
}
export const searchPackages = (query: LenderMarketQuery) => pawnRequest<Paged<LoanPackage>>("/pawn-shop-package/search", { auth: false, query: { ...query } });
/** Lenders of one type (the pawnshop or P2P directory), or of both. */
export const searchLenders = (query: LenderMarketQuery, type?: PawnShop["type"]) =>
  pawnRequest<Paged<PawnShop>>(type === "PAWNSHOP" ? "/pawn-shop/search-pawnshop" : type === "P2P_LENDER" ? "/pawn-shop/search-p2p-lenders" : "/pawn-shop/p2p-lender", {
    auth: false,
    query: { ...query },
  });
export const getLender = (id: number) => pawnRequest<PawnShop>(`/pawn-shop/${id}`, { auth: false });
export const getLenderPackages = (id: number) => pawnRequest<Paged<LoanPackage>>(`/pawn-shop/${id}/pawn-shop-packages`, { auth: false, query: { size: 50 } });
/** The borrower's open collaterals, which a package may lend on. */
export const getBorrowableCollaterals = () => callEndpoint(LENDING_ENDPOINTS.borrowableCollaterals, { query: { size: 100 } });
/** One published package as the market sees it now: checked before a submission is sent (a paused one refuses). */
export const getMarketPackage = (id: number) => pawnRequest<LoanPackage>(`/pawn-shop-package/${id}`, { auth: false });
/** The caller's own submissions to packages, newest first. */
export const getMySubmissions = () => callEndpoint(LENDING_ENDPOINTS.mySubmissions, { query: { size: 50 } });
export const reportSubmission = (txnHash: string) => pawnRequest<SubmissionReport>("/pawn-shop-package/submitCollateral", { method: "POST", body: { txnHash } });
export const getReceivedRequests = (packageId: number) =>
  pawnRequest<Paged<SubmittedCollateral>>(`/crypto-package/${packageId}/collaterals-received`, { query: { size: 50 } });
/** One request the caller's packages received. */
export const getLoanRequest = (id: number) => pawnRequest<SubmittedCollateral>(`/loan-requests/${id}`);
export const reportRequestAnswer = (answer: "accept" | "reject", txnHash: string) =>
  pawnRequest<SubmissionReport>(answer === "accept" ? "/pawn-shop-package/acceptLoanRequest" : "/pawn-shop-package/rejectLoanRequest", { method: "POST", body: { txnHash } });
