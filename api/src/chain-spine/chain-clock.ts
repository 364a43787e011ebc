import type { ChainReader } from "./chain-reader.ts";

/** Block times as a batch needs them: each block read once (logs carry no timestamp). */
export interface ChainClock {
  /** The timestamp (seconds) of a block of the batch. */
  blockTime(blockNumber: bigint): Promise<bigint>;
  /** The timestamp of the chain's head when the batch was read: how far behind an event is. */
  headTime(): Promise<bigint>;
}

export function chainClock(reader: Pick<ChainReader, "block">, head: bigint): ChainClock {
  const times = new Map<bigint, Promise<bigint>>();
  const blockTime = (blockNumber: bigint) => {
    let time = times.get(blockNumber);
    if (!time) {
      time = reader.block(blockNumber).then((header) => {
        if (!header) throw new Error(`Block ${blockNumber} is gone`);
        return header.timestamp;
      });
      times.set(blockNumber, time);
    }
    return time;
  };
  return { blockTime, headTime: () => blockTime(head) };
}
