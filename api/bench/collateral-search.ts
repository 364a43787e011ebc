import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { startBenchApi } from "./bench-api.ts";
import { percentile } from "./percentile.ts";
import { insertSyntheticCollaterals, syntheticBorrowers, syntheticDeployment } from "./synthetic-collaterals.ts";

/**
 * `npm run bench:search -w api`: the pawn market's lists over BENCH_COLLATERALS (100,000) indexed collaterals
 * (and two offers on every third), written into a fresh database (the PostgreSQL server when DATABASE_URL is
 * set, else embedded PGlite) before the real API process opens it. Each query is asked BENCH_REQUESTS (100)
 * times in a row after a warm-up; prints p50 and p95 per query against the 50 ms target. The tables are
 * vacuumed and analysed first, as a server's autovacuum would (embedded PGlite has none). The deployment is
 * synthetic and no chain runs: the spine only retries in the background.
 */
const count = Number(process.env.BENCH_COLLATERALS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 25;
const TARGET_MS = 50;

const deployment = syntheticDeployment();
const borrowers = syntheticBorrowers(Math.max(1, Math.round(count / 50)));
const folder = await mkdtemp(path.join(tmpdir(), "openpawn-search-"));
const deploymentFile = path.join(folder, "31337.json");
await writeFile(deploymentFile, JSON.stringify(deployment));

const seeding = performance.now();
const api = await startBenchApi(
  { DEPLOYMENT_FILE: deploymentFile, RPC_URL: "http://127.0.0.1:9", LOG_LEVEL: "fatal" },
  {
    async prepare(database) {
      await insertSyntheticCollaterals(database.db, deployment, count, borrowers);
      // Statistics and the visibility map, as autovacuum keeps them on a server after a bulk write.
      await database.db.execute(sql`VACUUM ANALYZE lending_collaterals, lending_offers`);
    },
  },
);
const seconds = ((performance.now() - seeding) / 1000).toFixed(0);
const wallet = borrowers[7 % borrowers.length] ?? borrowers[0];
if (!wallet) throw new Error("no borrower");
const queries: [string, string][] = [
  ["market, newest first", "/collaterals"],
  ["market, open only", "/collaterals?status=OPEN"],
  ["open WBNB wanting USDT", "/collaterals?status=OPEN&collateralSymbol=WBNB&loanSymbol=USDT"],
  ["page 500 of the market", "/collaterals?page=500"],
  ["search a symbol", "/collaterals/search?search=ETH"],
  ["search a whole wallet", `/collaterals/search?search=${wallet}`],
  ["search part of a wallet", `/collaterals/search?search=${wallet.slice(2, 10).toLowerCase()}`],
  ["search open, a symbol", "/collaterals/search?search=WBNB&status=OPEN"],
];

try {
  console.log(`\nCollateral lists over ${count} collaterals (${api.databaseKind}, written and started in ${seconds} s), ${requests} requests each:`);
  console.log(["query".padEnd(28), "matches".padStart(8), "p50".padStart(8), "p95".padStart(8), ""].join("  "));
  for (const [name, query] of queries) {
    const url = `${api.base}/api/pawn${query}`;
    const timings: number[] = [];
    let matches = 0;
    for (let round = 0; round < WARM_UP + requests; round += 1) {
      const started = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { data: { total_elements: number } };
      if (!response.ok) throw new Error(`${query} answered ${response.status}: ${JSON.stringify(body)}`);
      if (round >= WARM_UP) timings.push(performance.now() - started);
      matches = body.data.total_elements;
    }
    const [p50, p95] = [percentile(timings, 50), percentile(timings, 95)];
    const verdict = p95 < TARGET_MS ? "ok" : `over ${TARGET_MS} ms`;
    console.log([name.padEnd(28), String(matches).padStart(8), `${p50.toFixed(1)} ms`.padStart(8), `${p95.toFixed(1)} ms`.padStart(8), verdict].join("  "));
  }
} finally {
  await api.stop();
  await rm(folder, { recursive: true, force: true });
}
