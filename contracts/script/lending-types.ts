/** The lending contracts' enums (generated from solc's AST) and structs (src/lending/LendingTypes.sol,
 * IPawnShop.sol) as the ABI encodes them. */
import type { pawnLendingAbi, pawnShopAbi } from "@openpawn/chain/generated/abis";
import type { ContractFunctionArgs } from "viem";

export {
  AssetKind,
  CollateralStatus,
  LoanStatus,
  OfferStatus,
  PawnShopPackageStatus as PackageStatus,
  PawnShopPackageType as PackageType,
  TimeUnit,
} from "@openpawn/chain/generated/enums";

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
