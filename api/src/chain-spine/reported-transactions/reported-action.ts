import type { FastifyInstance } from "fastify";
import {
  type ContractCall,
  type ContractEvent,
  type ReportedAction,
  type ReportedContract,
  type VerifiedAction,
  verifyContractTransaction,
} from "./verify-transaction.ts";
import { walletsOfUser } from "../../plugins/auth/user-wallets.ts";

/** How long a reported transaction may take to be mined and then indexed before the client is asked to retry. */
const REPORT_TIMEOUT_MS = 20_000;

/** Verifies a transaction the logged-in user reports, sent from any wallet of their account. */
export async function verifyReportedAction<
  Call extends ContractCall<Contract>,
  Event extends ContractEvent<Contract>,
  Contract extends ReportedContract = "PawnLending",
>(app: FastifyInstance, userId: number, reported: Omit<ReportedAction<Call, Event, Contract>, "senders">): Promise<VerifiedAction<Event, Contract>> {
  const senders = await walletsOfUser(app.database.db, userId);
  const verified = await verifyContractTransaction({ chain: app.chain, db: app.database.db, timeoutMs: REPORT_TIMEOUT_MS }, { ...reported, senders });
  // The index has passed the transaction: this instance's next read must show it, whether or not the
  // leader's change signal has arrived yet.
  app.indexReads.forgetHere();
  return verified;
}
