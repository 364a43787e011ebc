import { eq } from "drizzle-orm";
import type { Address } from "viem";
import { getAddress, isAddressEqual } from "viem";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import { PACKAGE_TYPES } from "@openpawn/shared/packages/schemas/packages";
import type { OpenNegotiationBody } from "@openpawn/shared/negotiations/schemas/negotiations";
import { shops } from "../../db/schema.ts";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { ApiError } from "../../lib/response.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { LENDING_READ_ERRORS, findCollateral, findCollateralMadeBy, type CollateralRow } from "../lending/public.ts";
import { walletsOfUser } from "../../plugins/auth/user-wallets.ts";
import { packageQueries, PACKAGES_READ_ERRORS } from "../packages/public.ts";
import { findWalletOwner } from "../../plugins/auth/wallet-owner.ts";

export interface OpeningParties {
  collateral: CollateralRow;
  borrowerUserId: number;
  lenderUserId: number;
  packageId: number | null;
  openedBy: "BORROWER" | "LENDER";
}

/** An open collateral of the index, or the refusal that says why not. */
export async function openCollateral(scope: LendingScope, id: number): Promise<CollateralRow> {
  const collateral = await findCollateral(scope, id);
  if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
  return requireOpen(collateral);
}

/** A thread's own collateral, still open: one a reorganisation put in its id's place takes no step of the thread. */
export async function threadCollateral(scope: LendingScope, row: { collateralId: bigint; collateralTxHash: string | null }): Promise<CollateralRow> {
  const collateral = await findCollateralMadeBy(scope, row.collateralId, row.collateralTxHash);
  if (!collateral) throw new ApiError(NEGOTIATIONS_ERRORS.collateralNotOpen);
  return requireOpen(collateral);
}

function requireOpen(collateral: CollateralRow): CollateralRow {
  if (collateral.status !== CollateralStatus.Open) throw new ApiError(NEGOTIATIONS_ERRORS.collateralNotOpen);
  return collateral;
}

/** The lender a borrower's request goes to: the owner of a published NEGOTIATION package the collateral fits, or a registered lender. */
async function requestedLender(scope: LendingScope, collateral: CollateralRow, body: OpenNegotiationBody) {
  if (body.packageId !== undefined) {
    const item = await packageQueries(scope).find(body.packageId);
    if (!item || item.status === "DRAFT") throw new ApiError(PACKAGES_READ_ERRORS.packageNotFound);
    if (item.type !== PACKAGE_TYPES.NEGOTIATION || item.status !== "PUBLISHED") throw new ApiError(NEGOTIATIONS_ERRORS.packageNotNegotiable);
    const fits =
      isAddressEqual(item.loanToken.address as Address, collateral.loanToken as Address) &&
      item.collateralAcceptance.some((token) => isAddressEqual(token.address as Address, collateral.token as Address));
    if (!fits) throw new ApiError(NEGOTIATIONS_ERRORS.packageMismatch);
    return { shopId: item.shop.id, packageId: item.id };
  }
  if (body.pawnShopId !== undefined) return { shopId: body.pawnShopId, packageId: null };
  throw new ApiError(NEGOTIATIONS_ERRORS.lenderRequired);
}

/**
 * Who a new thread is between. The collateral's owner sends it to a package or a lender; anyone else approaches its
 * owner as the lender. Nobody negotiates with themselves, and the other side must have an account to answer.
 */
export async function openingParties(scope: LendingScope, userId: number, body: OpenNegotiationBody): Promise<OpeningParties> {
  const collateral = await openCollateral(scope, body.collateralId);
  const isBorrower = (await walletsOfUser(scope.db, userId)).some((wallet) => getAddress(wallet) === getAddress(collateral.borrower));
  if (!isBorrower) {
    if (body.packageId !== undefined || body.pawnShopId !== undefined) throw new ApiError(NEGOTIATIONS_ERRORS.notBorrower);
    const borrowerUserId = (await findWalletOwner(scope.db, collateral.borrower.toLowerCase()))?.userId ?? null;
    if (borrowerUserId === null) throw new ApiError(NEGOTIATIONS_ERRORS.borrowerUnknown);
    return { collateral, borrowerUserId, lenderUserId: userId, packageId: null, openedBy: "LENDER" };
  }
  const { shopId, packageId } = await requestedLender(scope, collateral, body);
  const [shop] = await scope.db.select({ userId: shops.userId }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new ApiError(PACKAGES_READ_ERRORS.shopNotFound);
  if (shop.userId === userId) throw new ApiError(NEGOTIATIONS_ERRORS.ownCollateral);
  return { collateral, borrowerUserId: userId, lenderUserId: shop.userId, packageId, openedBy: "BORROWER" };
}
