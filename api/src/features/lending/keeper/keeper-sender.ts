import type { SpineLog } from "../../../chain-spine/indexer.ts";
import { createWalletClient, custom, type BaseError, WaitForTransactionReceiptTimeoutError, type Address, type Hex, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { liquidateCall, settleCall } from "@openpawn/chain/lending/loan-calls";
import { isRevert } from "../chain-time/lending-reads.ts";
import type { KeeperAction } from "./keeper-action.ts";

export interface KeeperSenderOptions {
  client: PublicClient;
  privateKey: Hex;
  core: Address;
  log: SpineLog;
  /** How long to wait for a receipt before leaving the transaction to a later tick. */
  receiptTimeoutMs: number;
  pollMs: number;
}

/** Mined (successfully or not), refused by the simulation (never sent), or sent and not mined in time. */
export type SendOutcome = "confirmed" | "reverted" | "would-revert" | "unconfirmed";

/**
 * Sends the keeper's transactions one at a time. Keeps no nonce of its own: each transaction takes the
 * chain's pending count for the key, so a restarted keeper (or another process with the key) never
 * reuses or skips one.
 */
export class KeeperSender {
  readonly address: Address;
  private readonly wallet;

  constructor(private readonly options: KeeperSenderOptions) {
    const account = privateKeyToAccount(options.privateKey);
    this.address = account.address;
    this.wallet = createWalletClient({ account, transport: custom(options.client) });
  }

  /** Transactions of this key sent but not mined yet (by this process or one before a restart). */
  async inFlight(): Promise<number> {
    const { client } = this.options;
    const [pending, mined] = await Promise.all([
      client.getTransactionCount({ address: this.address, blockTag: "pending" }),
      client.getTransactionCount({ address: this.address, blockTag: "latest" }),
    ]);
    return pending - mined;
  }

  async send(action: KeeperAction, loanId: bigint): Promise<SendOutcome> {
    const { client, core, log } = this.options;
    const call = { address: core, ...(action === "settle" ? settleCall(loanId) : liquidateCall(loanId)) };
    try {
      await client.simulateContract({ ...call, account: this.address });
    } catch (error) {
      if (!isRevert(error)) throw error;
      log.info({ action, loanId, reason: (error as BaseError).shortMessage }, "keeper: the call would revert; not sent");
      return "would-revert";
    }
    const nonce = await client.getTransactionCount({ address: this.address, blockTag: "pending" });
    const hash = await this.wallet.writeContract({ ...call, chain: null, nonce });
    try {
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: this.options.receiptTimeoutMs,
        pollingInterval: this.options.pollMs,
      });
      const outcome = receipt.status === "success" ? "confirmed" : "reverted";
      log.info({ action, loanId, hash, nonce, block: receipt.blockNumber, outcome }, `keeper: ${action} ${outcome}`);
      return outcome;
    } catch (error) {
      if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
      log.warn({ action, loanId, hash, nonce }, "keeper: no receipt yet; later ticks wait for it");
      return "unconfirmed";
    }
  }
}
