import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import { setTimeout as delay } from "node:timers/promises";
import { unwatchFile, watchFile } from "node:fs";
import { parseDemoState } from "@openpawn/shared/demo-state";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { HealthMonitor } from "./health-monitor.ts";
import { indexerHealth, type IndexerHealthLimits } from "./indexer-health.ts";

/** As long as the chain client's own request timeout: a check slower than that reports "timed out". */
const CHECK_TIMEOUT_MS = 5000;
/** How long the indexer check waits for the indexer's first step before it answers "starting". */
const FIRST_STEP_WAIT_MS = 3000;

declare module "fastify" {
  interface FastifyInstance {
    /** The background health status behind /api/health; `app.health.register(name, check)` adds a check. */
    health: HealthMonitor;
  }
}

/** The readiness checks every instance has: the database answers, the chain is the configured one, the contracts have code. */
function registerCoreChecks(app: FastifyInstance, monitor: HealthMonitor): void {
  monitor.register("database", async () => {
    await app.database.db.execute(sql`select 1`);
    return "ok";
  });
  monitor.register("chain", async () => {
    let chainId: number;
    try {
      chainId = await app.chain.client.getChainId();
    } catch {
      return "unreachable";
    }
    return chainId === app.chain.chainId ? "ok" : `wrong chain ${chainId}, expected ${app.chain.chainId}`;
  });
  monitor.register("contracts", async () => {
    const deployment = await app.chain.deployment();
    if (!deployment) return "not deployed";
    const codes = await Promise.all(
      Object.values(deployment.contracts).map((address) => app.chain.client.getCode({ address })),
    );
    return codes.every((code) => code && code !== "0x") ? "ok" : "missing code";
  });
}

/** The chain spine's index keeps up with the chain (see indexerHealth): not ready while it is stalled. */
function registerIndexerCheck(app: FastifyInstance, monitor: HealthMonitor, limits: IndexerHealthLimits): void {
  const check = indexerHealth(limits);
  monitor.register("indexer", async () => {
    // Right after start the indexer's first steps run beside this check: wait for it to know where it stands (a
    // standby instance never will, and need not).
    const before = app.indexer.status();
    if (before.lastProcessedBlock === null && before.state !== "standby") await Promise.race([app.indexer.observed(), delay(FIRST_STEP_WAIT_MS)]);
    const status = app.indexer.status();
    if (status.state !== "leading") return "ok";
    const head = Number(await app.chain.client.getBlockNumber());
    const answer = check(status, head, Date.now());
    if (answer === "stalled") app.log.warn({ head, lastProcessedBlock: status.lastProcessedBlock, lastError: status.lastError }, "the index is stalled");
    return answer;
  });
}

/**
 * The local stack's demo (DEMO_STATE_FILE, written by npm start, @openpawn/shared/demo-state): "being made"
 * until the first start has made it, so that health does not say ready before the demo exists. The file is
 * watched, so the answer turns the moment the demo is done rather than at the next interval.
 */
function registerDemoCheck(app: FastifyInstance, monitor: HealthMonitor, file: string): void {
  monitor.register("demo", async () => {
    const state = await readFile(file, "utf8").then(parseDemoState, () => null);
    return state === "ready" ? "ok" : "being made";
  });
  watchFile(file, { interval: 250 }, () => void monitor.refresh());
  app.addHook("onClose", async () => unwatchFile(file));
}

/**
 * Runs the health checks every `intervalMs` (HEALTH_INTERVAL_MS) and once before the app is ready, so the
 * first request already has a status. Checks registered by later plugins join from the first run on.
 */
export default fp(
  async (app, options: { intervalMs: number; demoStateFile?: string; indexer: IndexerHealthLimits }) => {
    const monitor = new HealthMonitor(CHECK_TIMEOUT_MS);
    registerCoreChecks(app, monitor);
    registerIndexerCheck(app, monitor, options.indexer);
    if (options.demoStateFile) registerDemoCheck(app, monitor, options.demoStateFile);
    app.decorate("health", monitor);
    app.addHook("onReady", async () => {
      await monitor.refresh();
      monitor.start(options.intervalMs);
    });
    app.addHook("onClose", async () => monitor.stop());
  },
  { name: "health", dependencies: ["database", "chain", "chain-spine"] },
);
