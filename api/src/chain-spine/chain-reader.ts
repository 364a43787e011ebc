import { BlockNotFoundError, formatLog, getAddress, toHex, type Address, type Log, type Hash, type Hex, type PublicClient } from "viem";
import type { ChainHead, LogFilter, LogPosition } from "./projector.ts";

export interface BlockHeader extends ChainHead {
  hash: Hash;
}

/** A log as the node returns it, before any projector decodes it. */
export interface RawLog extends LogPosition {
  data: Hex;
  topics: [Hex, ...Hex[]] | [];
}

/** What the spine reads from the chain; an interface so that the bench can feed synthetic logs. */
export interface ChainReader {
  headNumber(): Promise<bigint>;
  /** The canonical block at this height, or null when the chain is not that long (any more). */
  block(blockNumber: bigint): Promise<BlockHeader | null>;
  /** Logs of these contracts in [fromBlock, toBlock] (only those matching `topics`, when given), in chain order. */
  logs(addresses: Address[], fromBlock: bigint, toBlock: bigint, topics?: LogFilter["topics"]): Promise<RawLog[]>;
}

export function rpcChainReader(client: PublicClient): ChainReader {
  return {
    headNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    async block(blockNumber) {
      try {
        const { number, hash, timestamp } = await client.getBlock({ blockNumber });
        return { blockNumber: number, hash, timestamp };
      } catch (error) {
        if (error instanceof BlockNotFoundError) return null;
        throw error;
      }
    },
    async logs(addresses, fromBlock, toBlock, topicFilter) {
      // viem's getLogs builds topics from one event's arguments; a follower's filter names several events.
      const logs = topicFilter
        ? (await client.request({ method: "eth_getLogs", params: [{ address: addresses, fromBlock: toHex(fromBlock), toBlock: toHex(toBlock), topics: topicFilter }] })).map((log) => formatLog(log) as Log<bigint, number, false>)
        : await client.getLogs({ address: addresses, fromBlock, toBlock });
      return logs.map(({ address, blockNumber, blockHash, transactionHash, logIndex, data, topics }) => ({
        address: getAddress(address),
        blockNumber,
        blockHash,
        transactionHash,
        logIndex,
        data,
        topics,
      }));
    },
  };
}
