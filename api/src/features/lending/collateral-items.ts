import { AssetKind, CollateralStatus } from "@openpawn/chain/generated/enums";
import { ASSET_KINDS, COLLATERAL_STATUSES, type CollateralItem, type CollateralStatusName } from "@openpawn/shared/schemas/pawn-collaterals";
import type { CollateralRow } from "./queries/pawn-collaterals.ts";
import type { TokenRefs } from "./token-refs.ts";

const STATUS_NAMES: Record<CollateralStatusName, number> = {
  OPEN: CollateralStatus.Open,
  CONTRACTED: CollateralStatus.Contracted,
  WITHDRAWN: CollateralStatus.Withdrawn,
  RETURNED: CollateralStatus.Returned,
  LIQUIDATED: CollateralStatus.Liquidated,
};

export const collateralStatusValue = (name: CollateralStatusName) => STATUS_NAMES[name];

/** The API's view of an indexed collateral. */
export function collateralItem(row: CollateralRow, tokens: TokenRefs): CollateralItem {
  return {
    id: Number(row.id),
    borrowerWalletAddress: row.borrower,
    status: COLLATERAL_STATUSES.find((name) => STATUS_NAMES[name] === row.status) ?? "OPEN",
    kind: ASSET_KINDS[row.kind] ?? ASSET_KINDS[AssetKind.ERC20],
    collateral: tokens.ref(row.token),
    tokenId: row.tokenId.toString(),
    amount: row.amount.toString(),
    loanToken: tokens.ref(row.loanToken),
    durationQty: row.durationQty,
    durationType: row.durationUnit === 0 ? 0 : 1,
    openOffers: row.openOffers,
    createdAt: row.createdAt.toISOString(),
    txnHash: row.txHash,
  };
}
