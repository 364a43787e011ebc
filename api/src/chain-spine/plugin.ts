import fp from "fastify-plugin";
import type { Abi } from "viem";
import { attachProjector, missingContracts, type AttachedProjector } from "./attached-projector.ts";
import type { Deployment } from "@openpawn/chain/deployment";
import { rpcChainReader } from "./chain-reader.ts";
import { ChainIndexer } from "./indexer.ts";
import { idleStatus, type IndexerStatus } from "./indexer-status.ts";
import { advisoryLockLeadership, soleLeadership } from "./leadership.ts";
import type { Projector, Ticker } from "./projector.ts";

/** The chain spine as features see it (docs/decisions/0014-chain-spine.md). */
export interface ChainSpine {
  /** Before the app is ready: the spine starts once every feature has registered. */
  registerProjector<const TAbi extends Abi>(projector: Projector<TAbi>): void;
  /** Chain-time work run by the leader after each indexed head. */
  registerTicker(name: string, tick: Ticker): void;
  status(): IndexerStatus;
  /** Resolves once the indexer knows where the index stands (at once when this instance does not index). */
  observed(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    indexer: ChainSpine;
  }
}

export interface ChainSpineOptions {
  /** The PostgreSQL server replicas share (leader by advisory lock); unset = embedded, one process. */
  databaseUrl?: string;
  confirmations: number;
  batchBlocks: number;
  pollMs: number;
}

/** Indexes the deployed contracts into the database once the app is ready, if a deployment exists. */
export default fp(
  async (app, options: ChainSpineOptions) => {
    /** Each registered projector, bound to the deployment once it is known; null when a contract it reads is missing. */
    const attachments: ((deployment: Deployment) => AttachedProjector | null)[] = [];
    const names = new Set<string>();
    const tickers = new Map<string, Ticker>();
    let indexer: ChainIndexer | null = null;
    let ready = false;
    const refuseLate = (what: string) => {
      if (ready) throw new Error(`${what} registered after the chain spine started`);
    };

    app.decorate("indexer", {
      registerProjector(projector) {
        refuseLate(`Projector ${projector.name}`);
        if (names.has(projector.name)) throw new Error(`Projector ${projector.name} is registered twice`);
        names.add(projector.name);
        attachments.push((deployment) => {
          const missing = missingContracts(projector, deployment);
          if (missing.length === 0) return attachProjector(projector, deployment);
          // A network may lack a contract (not deployed there yet): index the rest rather than nothing.
          app.log.warn({ projector: projector.name, missing }, "projector left out: the deployment lacks its contracts");
          return null;
        });
      },
      registerTicker(name, tick) {
        refuseLate(`Ticker ${name}`);
        if (tickers.has(name)) throw new Error(`Ticker ${name} is registered twice`);
        tickers.set(name, tick);
      },
      status: () => indexer?.status() ?? idleStatus(app.chain.chainId),
      observed: () => indexer?.observed() ?? Promise.resolve(),
    } satisfies ChainSpine);

    app.addHook("onReady", async () => {
      ready = true;
      const deployment = await app.chain.deployment();
      if (!deployment) {
        app.log.info("no deployment yet: the chain spine does not index");
        return;
      }
      const { chainId } = app.chain;
      indexer = new ChainIndexer({
        db: app.database.db,
        reader: rpcChainReader(app.chain.client),
        chainId,
        startBlock: BigInt(deployment.startBlock),
        projectors: attachments.flatMap((attach) => attach(deployment) ?? []),
        tickers,
        leadership: options.databaseUrl ? advisoryLockLeadership(options.databaseUrl, chainId, app.log) : soleLeadership,
        confirmations: options.confirmations,
        batchBlocks: options.batchBlocks,
        pollMs: options.pollMs,
        log: app.log,
      });
      indexer.start();
    });
    app.addHook("onClose", async () => indexer?.stop());
  },
  { name: "chain-spine", dependencies: ["database", "chain"] },
);
