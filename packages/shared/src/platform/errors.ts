import { defineErrors } from "../errors.ts";
import { ACCOUNTS_API_MESSAGES } from "../accounts/messages.ts";
import { LENDING_API_MESSAGES } from "../lending/messages.ts";
import { CHAIN_MESSAGES, DIALOG_MESSAGES, PLATFORM_API_MESSAGES } from "./messages.ts";

const M = LENDING_API_MESSAGES;

/**
 * The refusals of the platform (decision 0051): the layers below the features (the error handler's bad input and
 * unknown routes, the auth plugin, the chain spine's deployment and reported transactions) and the `platform`
 * feature itself. Every feature may refuse with these.
 */
export const PLATFORM_ERRORS = defineErrors({
  /** Input a check refuses, in that check's words (a schema's issue, or a route's own rule). */
  invalidInput: { status: 400, code: "invalid_input", message: (reason: string = PLATFORM_API_MESSAGES.invalidInput) => reason },
  /** An address nothing answers: `notFound("File")`, `notFound("Route GET /x")`. */
  notFound: { status: 404, code: "not_found", message: PLATFORM_API_MESSAGES.notFound },
  /** A fault of ours; the client learns nothing more (spec §8's code, spelled as the spec spells it). */
  unexpected: { status: 500, code: "unknow_error", message: DIALOG_MESSAGES.errorDefault },
  unauthorized: { status: 401, code: "user.unauthorized", message: ACCOUNTS_API_MESSAGES.refreshInvalid },
  /** The caller's wallets (auth plugin): a route acting for a wallet of the account. */
  noWallet: { status: 403, code: "pawn.wallet.none", message: M.noWallet },
  walletNotOwned: { status: 403, code: "pawn.wallet.not-owned", message: M.walletNotOwned },
  /** The chain as every feature reads it: the deployment record (the web app's configuration, the Hub's roles), the node. */
  deploymentMissing: { status: 503, code: "chain.deployment-missing", message: CHAIN_MESSAGES.notDeployed },
  chainUnavailable: { status: 503, code: "chain.unavailable", message: CHAIN_MESSAGES.unavailable },
  /** The index's live changes (GET /live): streams are capped per address and per instance. */
  liveStreamsPerAddress: { status: 429, code: "live.too-many-streams", message: PLATFORM_API_MESSAGES.liveStreamsPerAddress },
  liveStreamsFull: { status: 503, code: "live.streams-full", message: PLATFORM_API_MESSAGES.liveStreamsFull },
  lendingNotDeployed: { status: 503, code: "pawn.chain.not-deployed", message: M.notDeployed },
  /** A transaction a client reports (chain spine): verified against the chain before any feature records it. */
  transactionNotFound: { status: 404, code: "pawn.transaction.not-found", message: M.transactionNotFound },
  transactionPending: { status: 409, code: "pawn.transaction.pending", message: M.transactionPending },
  transactionFailed: { status: 422, code: "pawn.transaction.failed", message: M.transactionFailed },
  wrongContract: { status: 422, code: "pawn.transaction.wrong-contract", message: M.wrongContract },
  wrongCall: { status: 422, code: "pawn.transaction.wrong-call", message: M.wrongCall },
  wrongSender: { status: 403, code: "pawn.transaction.wrong-sender", message: M.wrongSender },
  notIndexedYet: { status: 503, code: "pawn.transaction.not-indexed", message: M.notIndexedYet },
});
