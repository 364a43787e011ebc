import { getAddress, isAddress, type Address } from "viem";
import { z } from "zod";

/**
 * An EVM address in any letter case, checksummed on the way in: viem takes it wherever it wants an `Address`.
 * A codec rather than a one-way transform, so a response schema holding it can serialize it back (as itself).
 */
export const addressSchema = z.codec(
  z.string().refine((value) => isAddress(value, { strict: false }), "Not an EVM address"),
  z.custom<Address>((value) => typeof value === "string" && isAddress(value)),
  { decode: (value): Address => getAddress(value), encode: (value) => value },
);

/** The deployment of the contracts on one chain: written by the deploy script, read by api, web and stack. */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  deployedAt: z.string(),
  /** The block of the first deployment transaction: the indexer reads logs from here. */
  startBlock: z.number().int().nonnegative(),
  contracts: z.record(z.string(), addressSchema),
  /** keccak256 of each deployed artifact's creation bytecode, by forge artifact name (local deployments): the
   * local stack compares them with the build to find a chain that runs old code. */
  bytecodeHashes: z.record(z.string(), z.string()).optional(),
  /** The minimum delay, in seconds, of the timelock that holds the Admin (`contracts.HubTimelock`, decision 0034):
   * how long users have to see a scheduled change before it can run. Absent in records without a timelock. */
  adminDelaySeconds: z.number().int().nonnegative().optional(),
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
      address: addressSchema,
      priceFeed: addressSchema,
    }),
  ),
});
export type Deployment = z.infer<typeof deploymentSchema>;
