import type { FastifyInstance } from "fastify";
import type { Hash } from "viem";
import {
  type ContractEvent,
  type ReportedAction,
  type VerifiedAction,
  type VerifiedTransaction,
  verifyContractTransaction,
  verifyTransactionTo,
  type VerifierOptions,
} from "./verify-transaction.ts";
import type { ReportedCall, ReportedContract } from "./registry.ts";
import { walletsOfUser } from "../../plugins/auth/user-wallets.ts";

/** How long a reported transaction may take to be mined and then indexed before the client is asked to retry. */
const REPORT_TIMEOUT_MS = 20_000;

const verifierOf = (app: FastifyInstance): VerifierOptions => ({
  chain: app.chain,
  db: app.database.db,
  registry: app.reportedTransactions,
  timeoutMs: REPORT_TIMEOUT_MS,
});

/** Verifies a transaction the logged-in user reports, sent from any wallet of their account. */
export async function verifyReportedAction<Contract extends ReportedContract, Call extends ReportedCall<Contract>, Event extends ContractEvent<Contract>>(
  app: FastifyInstance,
  userId: number,
  reported: Omit<ReportedAction<Contract, Call, Event>, "senders">,
): Promise<VerifiedAction<Contract, Event>> {
  const senders = await walletsOfUser(app.database.db, userId);
  const verified = await verifyContractTransaction(verifierOf(app), { ...reported, senders });
  seenHere(app);
  return verified;
}

/** Verifies a transaction the logged-in user sent to one of `contracts`, making any call registered on it. */
export async function verifyReportedTransaction(
  app: FastifyInstance,
  userId: number,
  reported: { hash: Hash; contracts: readonly ReportedContract[]; action: string },
): Promise<VerifiedTransaction> {
  const senders = await walletsOfUser(app.database.db, userId);
  const verified = await verifyTransactionTo(verifierOf(app), { ...reported, senders });
  seenHere(app);
  return verified;
}

/**
 * The index has passed the transaction: this instance's next read must show it, whether or not the leader's change
 * signal has arrived yet.
 */
const seenHere = (app: FastifyInstance) => app.indexReads.forgetHere();
