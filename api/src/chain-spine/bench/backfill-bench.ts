/**
 * Backfill throughput of the chain spine: synthetic Hub events (CollateralWhitelistChanged) fed through
 * the real indexer, Hub projector and database (embedded PGlite in memory, or DATABASE_URL's server).
 * Prints events per second. `npx tsx src/chain-spine/bench/backfill-bench.ts [events] [events-per-block]`
 */
import { encodeAbiParameters, encodeEventTopics, keccak256, numberToHex, toHex, type Address } from "viem";
import { iHubAbi } from "@openpawn/chain/generated/abis";
import type { Deployment } from "@openpawn/chain/deployment";
import { openDatabase } from "../../db/client.ts";
import { hubProjector } from "../hub/projector.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { attachProjector } from "../attached-projector.ts";
import type { ChainReader, RawLog } from "../chain-reader.ts";
import { ChainIndexer } from "../indexer.ts";
import { soleLeadership } from "../leadership.ts";

const EVENTS = Number(process.argv[2] ?? 50_000);
const PER_BLOCK = Number(process.argv[3] ?? 50);
const HUB: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const blocks = BigInt(Math.ceil(EVENTS / PER_BLOCK));
const hashOf = (blockNumber: bigint) => keccak256(toHex(`block ${blockNumber}`));

/** PER_BLOCK whitelist changes of the Hub in each block, made before the clock starts: the bench measures
 * the spine and the database, not the making of logs. */
function makeLogs(): RawLog[][] {
  const perBlock: RawLog[][] = [[]];
  for (let blockNumber = 1n; blockNumber <= blocks; blockNumber++) {
    const logs: RawLog[] = [];
    for (let logIndex = 0; logIndex < PER_BLOCK; logIndex++) {
      const token = numberToHex(Number(blockNumber) * PER_BLOCK + logIndex, { size: 20 });
      logs.push({
        address: HUB,
        blockNumber,
        blockHash: hashOf(blockNumber),
        transactionHash: keccak256(toHex(`tx ${blockNumber}/${logIndex}`)),
        logIndex,
        topics: encodeEventTopics({ abi: iHubAbi, eventName: "CollateralWhitelistChanged", args: { token } }) as RawLog["topics"],
        data: encodeAbiParameters([{ type: "bool" }], [logIndex % 2 === 0]),
      });
    }
    perBlock.push(logs);
  }
  return perBlock;
}

const logsByBlock = makeLogs();
const syntheticChain: ChainReader = {
  headNumber: async () => blocks,
  block: async (blockNumber) =>
    blockNumber > blocks ? null : { blockNumber, hash: hashOf(blockNumber), timestamp: 1_700_000_000n + blockNumber },
  logs: async (_addresses, fromBlock, toBlock) => logsByBlock.slice(Number(fromBlock), Number(toBlock) + 1).flat(),
};

const place = await createTestDatabase();
const database = await openDatabase(place);
const deployment: Deployment = { chainId: 31337, deployedAt: "", startBlock: 1, contracts: { Hub: HUB }, tokens: [] };
const indexer = new ChainIndexer({
  db: database.db,
  reader: syntheticChain,
  chainId: deployment.chainId,
  startBlock: 1n,
  projectors: [attachProjector(hubProjector, deployment)],
  tickers: new Map(),
  leadership: soleLeadership,
  confirmations: 0,
  batchBlocks: 2000,
  pollMs: 1000,
  log: console,
});

await indexer.step(); // positions the cursor at the start block
const started = performance.now();
while ((await indexer.step()) === "indexed");
const seconds = (performance.now() - started) / 1000;
const events = Number(blocks) * PER_BLOCK;
console.log(`chain spine backfill (${database.kind}): ${events} events in ${seconds.toFixed(2)} s = ${Math.round(events / seconds)} events/s`);
await database.close();
await place.drop();
