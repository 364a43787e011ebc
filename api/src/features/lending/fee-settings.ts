import { ContractFunctionRevertedError, BaseError } from "viem";
import { lendingLensAbi } from "@openpawn/chain/generated/abis";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import type { TransactionFee } from "@openpawn/shared/tokens/schemas";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import type { ChainAccess } from "../../plugins/chain.ts";
import { ApiError } from "../../lib/response.ts";
import { lendingAddresses } from "../../chain-spine/deployment/lending-deployment.ts";

/** The core's fee settings read through the LendingLens: those new loans take, or those of `configId`. */
export async function readFeeSettings(chain: ChainAccess, configId?: number): Promise<TransactionFee> {
  const { lens } = await lendingAddresses(chain);
  const lensContract = { address: lens, abi: lendingLensAbi } as const;
  const id = configId ?? (await chain.client.readContract({ ...lensContract, functionName: "currentConfigId" }));
  try {
    const config = await chain.client.readContract({ ...lensContract, functionName: "config", args: [id] });
    return { configId: id, ...config, rateZoom: LENDING_RATE_ZOOM };
  } catch (error) {
    // InvalidConfig: the core never set settings with this id.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError)) {
      throw new ApiError(LENDING_ERRORS.configNotFound);
    }
    throw error;
  }
}
