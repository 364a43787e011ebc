import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import type { Address } from "viem";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { loadWallet } from "../../../wallet/wallet-loader.ts";

/**
 * PawnShop.loanLimit: the most a package lends on a fungible collateral at oracle prices now (collateral × LTV),
 * before its largest loan caps it. A read: no wallet needs to be connected. Apart from the package's calls, which
 * load only where a transaction can be sent.
 */
export async function readLoanLimit(shop: Address, item: LoanPackage, collateralId: number): Promise<bigint> {
  const config = (await loadWallet()).wagmiConfig;
  const { readContract } = await import("wagmi/actions");
  return readContract(config, { address: shop, abi: iPawnShopAbi, functionName: "loanLimit", args: [BigInt(item.chainPackageId ?? 0), BigInt(collateralId)] });
}
