import path from "node:path";
import { fileURLToPath } from "node:url";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { freePort } from "@openpawn/devchain/free-port";
import { signInWithWallet } from "../src/test/api-client.ts";
import { startBenchApi } from "./bench-api.ts";
import { measure, type Figures } from "./measure.ts";
import { startNode, stopChild, waitForAnswer } from "./processes.ts";

/**
 * `npm run bench -w api`: the real API process (src/server.ts; on the PostgreSQL server when DATABASE_URL
 * is set, in a fresh database dropped afterwards, else embedded PGlite) beside a bare Fastify process on the
 * same machine, each loaded by autocannon; prints req/s, p99 and the ratio to bare.
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

const barePort = await freePort();
const profileFlags = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
const bare = startNode(path.join(here, "bare-server.ts"), { PORT: String(barePort) });
const api = await startBenchApi({}, { nodeFlags: profileFlags });
const base = api.base;
try {
  await waitForAnswer(`http://127.0.0.1:${barePort}/bare`, bare);
  const { token } = await signInWithWallet(base, privateKeyToAccount(generatePrivateKey()));
  const auth = { authorization: `Bearer ${token}` };
  const options = { connections, seconds };
  const bareFigures = await measure(`http://127.0.0.1:${barePort}/bare`, options);
  const notifyNew = await measure(`${base}/api/user/notify/new`, { ...options, headers: auth });
  const health = await measure(`${base}/api/health`, options);
  console.log(`\nAPI bench: ${connections} connections, ${seconds} s each, database ${api.databaseKind}`);
  console.log(["route".padEnd(34), "req/s".padStart(9), "p99".padStart(9), "of bare".padStart(9), "non-2xx".padStart(7)].join("  "));
  console.log(row("bare Fastify route", bareFigures, bareFigures));
  console.log(row("GET /api/user/notify/new (auth)", notifyNew, bareFigures));
  // Without a chain the health route answers 503: the same work as 200, so it still counts.
  console.log(row("GET /api/health", health, bareFigures));
} finally {
  await Promise.all([api.stop(), stopChild(bare)]);
}
