import { readEnv } from "../src/config/env.ts";
import { signInWithWallet } from "../src/test/api-client.ts";
import { lendingActions } from "../src/test/lending-actions.ts";
import { DEV, startTestChain } from "../src/test/local-chain.ts";
import { startBenchApi } from "./bench-api.ts";
import { percentile } from "./percentile.ts";

/**
 * `npm run bench:latency -w api`: how long an indexed chain event takes to reach an open tab. The real API
 * process (chain spine, notifier, event stream) on a real anvil with the demo deployment; the demo borrower
 * signs in with its wallet, opens its notification stream, then escrows a collateral BENCH_ROUNDS (20) times,
 * each at a random moment against the spine's polling. Each latency runs from just before the wallet sends
 * (so it includes gas estimation and signing: an upper bound of block-to-tab) to the "collateral created"
 * notification read from the stream. INDEXER_POLL_MS in the environment is passed to the API.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
// Read as the benchmark API reads it (startBenchApi asks for the mail catcher: readEnv refuses a run without mail).
const pollMs = readEnv({ ...process.env, SMTP_CATCHER: "1" }).INDEXER_POLL_MS;

const chain = await startTestChain(31337, { demo: true });
const api = await startBenchApi({ RPC_URL: chain.anvil.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile, LOG_LEVEL: "warn" });
try {
  const borrower = chain.walletOf(DEV.borrower);
  const actions = lendingActions(chain.publicClient, chain.deployment);
  await actions.approve(borrower, "WBNB");
  const client = await signInWithWallet(api.base, borrower.account);
  const stream = await client.openNotifications();
  await stream.next("counts");

  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * pollMs));
    const sentAt = performance.now();
    const { collateralId } = await actions.createCollateral(borrower, { symbol: "WBNB", amount: "0.1", loanSymbol: "USDT", weeks: 4 });
    const isThisOne = (data: unknown) => {
      const item = data as { tx_type: number; meta_data: string };
      return item.tx_type === 1 && JSON.parse(item.meta_data).collateral?.idCollateral === String(collateralId);
    };
    const data = await stream.next("notification", isThisOne, 10_000);
    const received = stream.events.find((event) => event.data === data);
    if (!received) throw new Error("the matched event is not in the stream's list");
    latencies.push(received.at - sentAt);
  }
  stream.close();

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\nNotification latency, chain event to open stream (${rounds} events, INDEXER_POLL_MS ${pollMs}, ${api.databaseKind}):`);
  console.log(`  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   max ${ms(Math.max(...latencies))}   target < 1000 ms`);
} finally {
  await api.stop();
  await chain.anvil.stop();
}
