/** The lending contracts' enums and structs (src/lending/LendingTypes.sol, IPawnShop.sol) as the ABI
 * encodes them. */
import type { pawnLendingAbi, pawnShopAbi } from "@openpawn/chain/generated/abis";
import type { ContractFunctionArgs } from "viem";

export const AssetKind = { Native: 0, ERC20: 1, ERC721: 2, ERC1155: 3 } as const;
export const TimeUnit = { Week: 0, Month: 1 } as const;
export const CollateralStatus = { None: 0, Open: 1, Contracted: 2, Withdrawn: 3, Returned: 4, Liquidated: 5 } as const;
export const OfferStatus = { None: 0, Open: 1, Cancelled: 2, Rejected: 3, Accepted: 4 } as const;
export const LoanStatus = { None: 0, Active: 1, Completed: 2, Defaulted: 3 } as const;
export const PackageType = { Auto: 0, SemiAuto: 1, Negotiation: 2 } as const;
export const PackageStatus = { None: 0, Open: 1, Cancelled: 2 } as const;

/** Rates are percent x ZOOM: percent(12) is 12%. */
export function percent(value: number): number {
  return value * 100_000;
}

/** IPawnLending.CollateralParams, as viem encodes it. */
export type CollateralParams = ContractFunctionArgs<typeof pawnLendingAbi, "payable", "createCollateral">[0];
/** IPawnLending.Terms, as viem encodes it. */
export type Terms = ContractFunctionArgs<typeof pawnLendingAbi, "nonpayable", "createOffer">[1];
/** IPawnShop.PackageParams, as viem encodes it. */
export type PackageParams = ContractFunctionArgs<typeof pawnShopAbi, "nonpayable", "createPackage">[0];
