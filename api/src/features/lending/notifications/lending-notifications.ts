import type { Deployment } from "@openpawn/chain/deployment";
import type { ProjectionContext } from "../../../chain-spine/projector.ts";
import type { EmitInput } from "../../notifications/public.ts";
import { findWalletOwner } from "../../../plugins/auth/wallet-owner.ts";
import type { AfterLendingEvent } from "../projectors/pawn-lending.ts";
import { lendingNotices } from "./lending-notices.ts";
import { tokenBook } from "../../../chain-spine/deployment/token-book.ts";

export interface LendingNotificationsOptions {
  /** The deployment whose token list names the amounts. */
  deployment(): Promise<Pick<Deployment, "tokens"> | null>;
  /** Writes a notification to the outbox in the batch's transaction (app.notifier.enqueue). */
  notify(context: ProjectionContext, input: EmitInput & { sourceKey: string }): void;
}

/**
 * The PawnLending projector's afterEvent hook: tells the borrower and the lender what a fresh event means
 * to them, through the notification outbox: written with the batch, sent once it has committed. Wallets without an account are skipped. The source key
 * `<chainId>:<txHash>:<logIndex>:<userType>` keeps a replay, a rescan or a second replica from telling twice.
 */
export function lendingNotifications({ deployment, notify }: LendingNotificationsOptions): AfterLendingEvent {
  return async (log, context) => {
    const { db, chainId } = context;
    if (!(await context.isNews(log.blockNumber))) return;
    const tokens = tokenBook((await deployment())?.tokens ?? []);
    for (const { wallet, recipientKey, ...notice } of await lendingNotices(log, context, tokens)) {
      const owner = await findWalletOwner(db, wallet.toLowerCase());
      if (!owner) continue;
      const sourceKey = `${chainId}:${log.transactionHash}:${log.logIndex}:${notice.userType}${recipientKey ? `:${recipientKey}` : ""}`;
      notify(context, { ...notice, userId: owner.userId, sourceKey });
    }
  };
}
