import path from "node:path";
import { fileURLToPath } from "node:url";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { freePort } from "@openpawn/devchain/free-port";
import { startTestChain } from "../src/test/local-chain.ts";
import { signInWithWallet } from "../src/test/api-client.ts";
import { startBenchApi } from "./bench-api.ts";
import { measure, type Figures } from "./measure.ts";
import { startNode, stopChild, waitForAnswer } from "./processes.ts";

/**
 * `npm run bench -w api`: the real API process (src/server.ts; on the PostgreSQL server when DATABASE_URL
 * is set, in a fresh database dropped afterwards, else embedded PGlite) over a local chain holding the demo
 * data, once its index has caught up, beside a bare Fastify process on the same machine, each loaded by
 * autocannon; prints req/s, p99 and the ratio to bare.
 * BENCH_SECONDS (5) and BENCH_CONNECTIONS (50) tune the runs; BENCH_CPU_PROF=<dir> writes the API's CPU profile there.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = path.dirname(fileURLToPath(import.meta.url));

const row = (name: string, figures: Figures, bare: Figures) =>
  [
    name.padEnd(34),
    figures.requestsPerSecond.toFixed(0).padStart(9),
    `${figures.p99Ms} ms`.padStart(9),
    `${((figures.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}%`.padStart(9),
    String(figures.non2xx).padStart(7),
  ].join("  ");

/** Waits until the health route answers 200: the chain is reachable and the index has caught up. */
async function waitForIndex(base: string): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const response = await fetch(`${base}/api/health`);
    const body = (await response.json()) as { indexer?: { lag: number | null } };
    if (response.ok && body.indexer?.lag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the index did not catch up with the demo chain");
}

const chain = await startTestChain(31337, { demo: true });
const barePort = await freePort();
const profileFlags = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
const bare = startNode(path.join(here, "bare-server.ts"), { PORT: String(barePort) });
const api = await startBenchApi({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile }, { nodeFlags: profileFlags });
const base = api.base;
try {
  await waitForAnswer(`http://127.0.0.1:${barePort}/bare`, bare);
  await waitForIndex(base);
  const { token } = await signInWithWallet(base, privateKeyToAccount(generatePrivateKey()));
  const auth = { authorization: `Bearer ${token}` };
  const options = { connections, seconds };
  const newest = (await (await fetch(`${base}/api/pawn/collaterals?page=0&size=1`)).json()) as { data: { content: { id: number }[] } };
  const collateralId = newest.data.content[0]?.id;
  if (collateralId === undefined) throw new Error("the demo data holds no collateral");
  const contracts = (await (await fetch(`${base}/api/pawn/dashboard/recent-contracts?page=0&size=1`)).json()) as { data: { content: { id: number }[] } };
  const contractId = contracts.data.content[0]?.id;
  if (contractId === undefined) throw new Error("the demo data holds no contract");
  const targets: [string, string, Record<string, string>?][] = [
    ["GET /api/user/notify/new (auth)", `${base}/api/user/notify/new`, auth],
    ["GET /api/pawn/collaterals", `${base}/api/pawn/collaterals?page=0&size=10`],
    [`GET /api/pawn/collaterals/${collateralId}`, `${base}/api/pawn/collaterals/${collateralId}`],
    [`GET …/recent-contracts/${contractId}/statistic`, `${base}/api/pawn/dashboard/recent-contracts/${contractId}/statistic`],
    ["GET /api/health", `${base}/api/health`],
  ];
  console.log(`\nAPI bench: ${connections} connections, ${seconds} s each, database ${api.databaseKind}`);
  console.log("Each route is measured right after the bare route, so that a busy machine weighs on both alike.");
  console.log(["route".padEnd(34), "req/s".padStart(9), "p99".padStart(9), "of bare".padStart(9), "non-2xx".padStart(7)].join("  "));
  for (const [name, url, headers] of targets) {
    const bareFigures = await measure(`http://127.0.0.1:${barePort}/bare`, options);
    const figures = await measure(url, { ...options, ...(headers && { headers }) });
    console.log(row("  bare Fastify route", bareFigures, bareFigures));
    console.log(row(name, figures, bareFigures));
  }
} finally {
  await Promise.all([api.stop(), stopChild(bare)]);
  await chain.anvil.stop();
}
