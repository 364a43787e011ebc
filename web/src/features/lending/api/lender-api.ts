import type { Paged } from "@openpawn/shared/schemas/paged";
import type { LoanPackage, PackageBody } from "@openpawn/shared/schemas/pawn-packages";
import type { LendingSettingBody, PawnShop, RegisterPawnShopBody } from "@openpawn/shared/schemas/pawn-shops";
import { pawnRequest } from "./pawn-request.ts";

/** Becoming a lender and publishing packages (spec §7 pawnshop and crypto packages). */

export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

export const getPhoneCountries = () => pawnRequest<PhoneCountry[]>("/pawn-shop/find-phone-countries");
export const registerShop = (body: RegisterPawnShopBody) => pawnRequest<PawnShop>("/pawn-shop", { method: "POST", body });
export const saveLendingSetting = (body: LendingSettingBody) => pawnRequest<LendingSettingBody>("/pawn-shop/lending-setting", { method: "POST", body });
export const createPackageDraft = (body: PackageBody) => pawnRequest<LoanPackage>("/crypto-package/create", { method: "POST", body });
/** A NEGOTIATION package goes to the market at once, without a transaction. */
export const createAndPublishOffChain = (body: PackageBody) => pawnRequest<LoanPackage>("/crypto-package/create-and-publish", { method: "POST", body });

type Paging = { page?: number; size?: number };

export const getMyPackages = (query: Paging & { status?: LoanPackage["status"] }) => pawnRequest<Paged<LoanPackage>>("/crypto-package", { query });
/** Publish a Negotiation draft (no transaction), or report the lender's createPackage of an Auto or Semi-auto one. */
export const publishPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/crypto-package/${id}/publish`, { method: "PUT", body: { txnHash } });
export const unpublishPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/crypto-package/${id}/unpublish`, { method: "PUT", body: { txnHash } });
export const reopenPackage = (id: number, txnHash?: string) => pawnRequest<LoanPackage>(`/pawn-shop-package/${id}/reopen`, { method: "PUT", body: { txnHash } });
