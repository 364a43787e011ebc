import type { ChainClock } from "./chain-clock.ts";

/** On an index's first backfill, events older than this against the head are history: nobody is told of them. */
export const FIRST_BACKFILL_FRESH_SECONDS = 3600n;

/**
 * Whether an event is news, the one rule every notification follows (decision 0037). Once the index has reached the
 * chain's head, it keeps that block as its high-water mark: every event after the mark is news however old, so the
 * events of an API downtime of any length are told when the index catches up, and a rescan of what was already
 * indexed tells nobody. Before the index has first reached the head (a new deployment's backfill), only events
 * within an hour of the head are news.
 */
export function newsRule(highWater: bigint | null, clock: ChainClock): (blockNumber: bigint) => Promise<boolean> {
  if (highWater !== null) return async (blockNumber) => blockNumber > highWater;
  return async (blockNumber) => (await clock.headTime()) - (await clock.blockTime(blockNumber)) <= FIRST_BACKFILL_FRESH_SECONDS;
}
