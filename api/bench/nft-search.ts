import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startBenchApi } from "./bench-api.ts";
import { percentile } from "./percentile.ts";
import { insertSyntheticNfts, syntheticName, syntheticNftDeployment, syntheticWallets } from "./synthetic-nfts.ts";

/**
 * `npm run bench:nft-search -w api`: the NFT search (GET /api/nft/nft/get) and a wallet's NFTs over BENCH_NFTS
 * (100,000) indexed NFTs in 2,000 collections, written into a fresh database (the PostgreSQL server when
 * DATABASE_URL is set, else embedded PGlite) before the real API process opens it. Each query is asked
 * BENCH_REQUESTS (100) times after a warm-up, each time with a different throw-away parameter so that the index
 * reads' cache (chain-spine/index-reads.ts) answers none of them: the figures are the database's. Prints p50 and
 * p95 per query against the 50 ms target. Tables are vacuumed and analysed first, as autovacuum would.
 */
const count = Number(process.env.BENCH_NFTS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 25;
const TARGET_MS = 50;

const deployment = syntheticNftDeployment();
const wallets = syntheticWallets(Math.max(1, Math.round(count / 50)));
const folder = await mkdtemp(path.join(tmpdir(), "openpawn-nft-search-"));
const deploymentFile = path.join(folder, "31337.json");
await writeFile(deploymentFile, JSON.stringify(deployment));

const seeding = performance.now();
let collections: string[] = [];
const api = await startBenchApi(
  { DEPLOYMENT_FILE: deploymentFile, RPC_URL: "http://127.0.0.1:9", LOG_LEVEL: "fatal" },
  {
    async prepare(database) {
      ({ collections } = await insertSyntheticNfts(database.db, deployment, count, wallets));
      await database.db.execute(sql`VACUUM ANALYZE nft_tokens, nft_collections, nft_balances, nft_token_counts`);
    },
  },
);
const seconds = ((performance.now() - seeding) / 1000).toFixed(0);
const pick = (list: string[], index: number): string => {
  const value = list[index % list.length];
  if (value === undefined) throw new Error("nothing to pick from");
  return value;
};
const wallet = pick(wallets, 7);
const collection = pick(collections, 11);
// The synthetic collection 11's creator (synthetic-nfts.ts: wallet 11 × 13).
const creator = pick(wallets, 11 * 13);
const queries: [string, string][] = [
  ["newest first", "/nft/get"],
  ["on sale", "/nft/get?status=SALE"],
  ["on sale or auction", "/nft/get?status=SALE,ON_AUCTION"],
  ["on sale in USDT, a price range", "/nft/get?status=SALE&payToken=USDT&priceMin=10000000000000000000&priceMax=50000000000000000000&sort=price,asc"],
  ["cheapest first, any status", "/nft/get?sort=price,asc"],
  ["a collection", `/nft/get?collection=${collection}`],
  ["a creator", `/nft/get?creator=${creator}`],
  ["an owner", `/nft/get?owner=${wallet}`],
  ["text", "/nft/get?search=lotus"],
  ["text, on sale", "/nft/get?search=lotus&status=SALE"],
  ["an NFT's whole name", `/nft/get?search=${encodeURIComponent(syntheticName(4242, 42n))}`],
  ["ERC-1155 only", "/nft/get?kind=ERC1155"],
  ["page 500", "/nft/get?page=500"],
  ["a wallet's NFTs", `/nft/nfts/customer?walletAddress=${wallet}`],
  ["collections", "/collections?search=golden"],
];

const timingsOf = async (query: string) => {
  const timings: number[] = [];
  let matches = 0;
  for (let round = 0; round < WARM_UP + requests; round += 1) {
    const url = `${api.base}/api/nft${query}${query.includes("?") ? "&" : "?"}_=${round}`;
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as { data: { total_elements: number } };
    if (!response.ok) throw new Error(`${query} answered ${response.status}: ${JSON.stringify(body)}`);
    if (round >= WARM_UP) timings.push(performance.now() - started);
    matches = body.data.total_elements;
  }
  return { timings, matches };
};

try {
  console.log(`\nNFT search over ${count} NFTs (${api.databaseKind}, written and started in ${seconds} s), ${requests} requests each:`);
  console.log(["query".padEnd(34), "matches".padStart(8), "p50".padStart(8), "p95".padStart(8), ""].join("  "));
  const all: number[] = [];
  for (const [name, query] of queries) {
    const { timings, matches } = await timingsOf(query);
    all.push(...timings);
    const [p50, p95] = [percentile(timings, 50), percentile(timings, 95)];
    const verdict = p95 < TARGET_MS ? "ok" : `over ${TARGET_MS} ms`;
    console.log([name.padEnd(34), String(matches).padStart(8), `${p50.toFixed(1)} ms`.padStart(8), `${p95.toFixed(1)} ms`.padStart(8), verdict].join("  "));
  }
  console.log(`NFT search p95 over every query: ${percentile(all, 95).toFixed(1)} ms (target < ${TARGET_MS} ms)`);
} finally {
  await api.stop();
  await rm(folder, { recursive: true, force: true });
}
