import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_CHAIN_ID } from "@openpawn/shared/constants";
import { startStack, type RunningStack } from "./stack.ts";
import { StartupError } from "./startup-error.ts";

/** `npm start`: the whole product on embedded defaults, configured by the environment (see .env.example). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = process.env;

function printWelcome(stack: RunningStack): void {
  const lines = [
    "",
    `OpenPawn is running at ${stack.url}`,
    `Local chain ${stack.chainId} at ${stack.rpcUrl}${stack.freshDeployment ? " (contracts freshly deployed)" : " (kept from the last run)"}`,
    ...(stack.startedOver ? [stack.startedOver] : []),
    "",
    "Funded development accounts (public keys of anvil's test mnemonic: never use them on a real network):",
    ...stack.accounts.map((account, index) => `  (${index}) ${account.address}  private key ${account.privateKey}`),
    `The lending keeper settles and liquidates loans from ${stack.keeper.address} (its own account: do not import it).`,
    "Demo positions: (1) borrows (WBNB, BNB, ETH and NFT collateral; an active loan, one repaid, one near liquidation), (2) lends (offers, an AUTO package).",
    "Demo lenders: (2) runs the pawnshop Golden Lotus Pawn (Auto, Semi-auto and Negotiation packages), with (1)'s requests in each state and",
    "  two negotiations (one open, one agreed with a signed offer to accept); a P2P lender (dev account 11) is in the directory.",
    "Demo NFTs: (2)'s collection Lotus Lanterns and (1)'s Jade Garden Editions: sales in USDT, DFY and BNB, a resale, an auction",
    "  with bids (and one waiting for the operator, (0)), and (1)'s NFT loan from (2).",
    "",
    "Use MetaMask with the local chain:",
    `  1. Settings > Networks > Add a network manually: RPC URL ${stack.rpcUrl}, chain ID ${stack.chainId}, currency symbol BNB.`,
    "  2. Account menu > Add account > Import account: paste one private key above.",
    `  3. Open ${stack.url} and press Connect.`,
    "",
    "Press Ctrl-C to stop; data and chain state stay in the data folder for the next start.",
    "",
  ];
  console.log(lines.join("\n"));
}

// Installed before anything starts: a Ctrl-C or a closed terminal during start-up stops the chain (which saves
// its state) and the API cleanly, and the next start finds what this one left unfinished.
const starting = new AbortController();
let stack: RunningStack | undefined;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: stop waiting for a clean shutdown.
      console.log("Stopping at once.");
      process.exit(1);
    }
    stopping = true;
    console.log("\nStopping OpenPawn...");
    if (stack) void stack.stop().then(() => process.exit(0));
    else starting.abort();
  });
}

try {
  stack = await startStack({
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "localhost",
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? ".data"),
    chainId: Number(env.CHAIN_ID ?? LOCAL_CHAIN_ID),
    rpcPort: Number(env.RPC_PORT ?? 8545),
    // A KEEPER_PRIVATE_KEY of the environment replaces the keeper's dev account (empty: no keeper).
    apiEnv: env.KEEPER_PRIVATE_KEY === undefined ? {} : { KEEPER_PRIVATE_KEY: env.KEEPER_PRIVATE_KEY },
    verbose: true,
    log: (line) => console.log(line),
    signal: starting.signal,
  });
} catch (error) {
  if (starting.signal.aborted) {
    console.log("Stopped during start-up. The next npm start finishes what this one began.");
    process.exit(0);
  }
  if (error instanceof StartupError) {
    console.error(`\nOpenPawn cannot start:\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
if (stopping) {
  // The stop came as the start finished: the abort has begun stopping what started.
  await stack.stop();
  process.exit(0);
}
printWelcome(stack);
