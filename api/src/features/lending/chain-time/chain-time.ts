import type { FastifyInstance } from "fastify";
import type { Hex } from "viem";
import type { ChainHead, Ticker } from "../../../chain-spine/projector.ts";
import { LendingKeeper } from "../keeper/lending-keeper.ts";
import { KeeperSender } from "../keeper/keeper-sender.ts";
import { LoanWatcher } from "../watcher/loan-watcher.ts";
import { tokenBook } from "../../../chain-spine/deployment/token-book.ts";
import { lendingReads } from "./lending-reads.ts";
import { indexedLoanCandidates } from "./indexed-loan-candidates.ts";

export interface ChainTimeOptions {
  /** Signs the keeper's settle and liquidate calls; unset = no keeper (the watcher still runs). */
  keeperPrivateKey?: Hex;
  keeperMaxTxPerTick: number;
  keeperReceiptTimeoutMs: number;
  pollMs: number;
}

interface ChainTimeJobs {
  keeper: LendingKeeper | null;
  watcher: LoanWatcher;
}

/**
 * The lending keeper and the LTV/due-date watcher, run by the chain spine's leader after each indexed
 * head (docs/decisions/0017-keeper-and-watcher.md). Built at the first tick: the spine ticks only once a
 * deployment exists.
 */
export function lendingTickers(app: FastifyInstance, options: ChainTimeOptions): { name: string; tick: Ticker }[] {
  let jobs: Promise<ChainTimeJobs | null> | undefined;
  const build = async (): Promise<ChainTimeJobs | null> => {
    const deployment = await app.chain.deployment();
    const core = deployment?.contracts.PawnLending;
    const lens = deployment?.contracts.LendingLens;
    if (!deployment || !core || !lens) {
      app.log.warn("the deployment lacks PawnLending or LendingLens: no keeper, no loan watcher");
      return null;
    }
    const { client, chainId } = app.chain;
    const candidates = indexedLoanCandidates(app.database.db, { chainId, core });
    const reads = lendingReads(client, { core, lens });
    const log = app.log.child({ feature: "lending-chain-time" });
    const keeper =
      options.keeperPrivateKey === undefined
        ? null
        : new LendingKeeper({
            candidates,
            reads,
            sender: new KeeperSender({
              client,
              privateKey: options.keeperPrivateKey,
              core,
              log,
              receiptTimeoutMs: options.keeperReceiptTimeoutMs,
              pollMs: options.pollMs,
            }),
            maxTxPerTick: options.keeperMaxTxPerTick,
            log,
          });
    const watcher = new LoanWatcher({
      chainId,
      core,
      candidates,
      reads,
      tokens: tokenBook(deployment.tokens),
      db: app.database.db,
      emit: (input) => app.notifier.emit(input),
      log,
    });
    return { keeper, watcher };
  };
  const current = () => {
    jobs ??= build();
    return jobs;
  };

  const watcher = { name: "lending-watcher", tick: async (head: ChainHead) => (await current())?.watcher.tick(head) };
  if (options.keeperPrivateKey === undefined) {
    app.log.info("KEEPER_PRIVATE_KEY is unset: no keeper here (anyone may still settle and liquidate)");
    return [watcher];
  }
  return [{ name: "lending-keeper", tick: async (head: ChainHead) => (await current())?.keeper?.tick(head) }, watcher];
}
