import type { Hash } from "viem";
import type { Database } from "../db/client.ts";
import type { ChainReader } from "./chain-reader.ts";
import { recordedBlocks } from "./spine-store.ts";

/**
 * The newest recorded block at or below `below` that is still on the chain: everything after it belongs
 * to an abandoned fork. Null when none is (a reorganisation deeper than the kept hashes, or a new chain).
 */
export async function findForkPoint(
  db: Database,
  reader: ChainReader,
  chainId: number,
  below: bigint,
): Promise<{ blockNumber: bigint; blockHash: Hash } | null> {
  for (const recorded of await recordedBlocks(db, chainId, below)) {
    const onChain = await reader.block(recorded.blockNumber);
    if (onChain?.hash === recorded.blockHash) return { blockNumber: recorded.blockNumber, blockHash: onChain.hash };
  }
  return null;
}
