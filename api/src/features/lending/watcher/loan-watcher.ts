import type { SpineLog } from "../../../chain-spine/indexer.ts";
import type { Address } from "viem";
import { LoanStatus } from "@openpawn/chain/generated/enums";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { Database } from "../../../db/client.ts";
import { findWalletOwner } from "../../../plugins/auth/wallet-owner.ts";
import type { LendingReads } from "../chain-time/lending-reads.ts";
import type { CandidateLoan, LoanCandidates } from "../chain-time/loan-candidates.ts";
import {
  dueReminder,
  isNearLiquidation,
  noticeSourceKey,
  percentOf,
  TX_DUE_SOON,
  TX_DUE_URGENT,
  TX_LTV_NEAR,
  type NoticeKind,
} from "./loan-notices.ts";
import type { EmitInput, NotificationRow } from "../../notifications/public.ts";
import type { TokenBook } from "../../../chain-spine/deployment/token-book.ts";

export interface LoanWatcherOptions {
  chainId: number;
  core: Address;
  candidates: LoanCandidates;
  reads: LendingReads;
  /** Names the amount owed in its repayment token. */
  tokens: TokenBook;
  db: Database;
  /** The notifier's emit: null when the source key was used already. */
  emit(input: EmitInput & { sourceKey: string }): Promise<NotificationRow | null>;
  log: SpineLog;
}

interface Notice {
  kind: NoticeKind;
  txType: number;
  contract: Record<string, string | number>;
}

/**
 * Read-only: warns borrowers who have an account before a cycle's due date (24 h, then 2 h) while
 * interest or penalty is owed, and when their debt reaches 90% of the liquidation limit. Each notice is
 * sent once per loan and cycle (its source key); the LTV warning re-arms when the next cycle opens.
 */
export class LoanWatcher {
  constructor(private readonly options: LoanWatcherOptions) {}

  async tick(head: ChainHead): Promise<void> {
    for (const loan of await this.options.candidates.activeLoans()) {
      // One loan's failure (a node error, meta data the catalogue refuses) must not silence the others.
      await this.watch(loan, head).catch((error: unknown) =>
        this.options.log.warn({ err: error, loanId: loan.loanId }, "watcher: loan skipped this tick"),
      );
    }
  }

  private async watch({ loanId, borrower }: CandidateLoan, head: ChainHead): Promise<void> {
    const { chainId, core, reads, db, emit, log } = this.options;
    const current = await reads.asOfHead(loanId, head);
    if (!current || current.loan.status !== LoanStatus.Active) return;
    const { loan, window } = current;
    const notices = [
      ...(await this.dueNotice(loanId, loan.interestOwed + loan.penaltyOwed, window.dueAt, head)),
      ...(await this.ltvNotice(loanId, head)),
    ];
    if (notices.length === 0) return;
    // Wallet addresses of accounts are kept in lower case.
    const owner = await findWalletOwner(db, borrower.toLowerCase());
    if (!owner) return;
    for (const { kind, txType, contract } of notices) {
      const sourceKey = noticeSourceKey(kind, chainId, core, loanId, window.cycle);
      const metaData = { contract: { idContract: loanId.toString(), ...contract } };
      const row = await emit({ userId: owner.userId, userType: NOTIFICATION_USER_TYPES.BORROWER, txType, metaData, sourceKey });
      if (row) log.info({ sourceKey, userId: owner.userId }, "watcher: borrower notified");
    }
  }

  private async dueNotice(loanId: bigint, owed: bigint, dueAt: bigint, head: ChainHead): Promise<Notice[]> {
    const kind = dueReminder(dueAt, owed, head.timestamp);
    if (!kind) return [];
    const { tokens, reads } = this.options;
    const token = await reads.repaymentToken(loanId, head);
    return [
      {
        kind,
        txType: kind === "due-urgent" ? TX_DUE_URGENT : TX_DUE_SOON,
        contract: { dueDate: Number(dueAt), amountLoan: tokens.amount(token, owed), cryptoLoan: tokens.symbol(token) },
      },
    ];
  }

  private async ltvNotice(loanId: bigint, head: ChainHead): Promise<Notice[]> {
    const value = await this.options.reads.loanToValue(loanId, head);
    if (!value || !isNearLiquidation(value)) return [];
    const ltvCurrent = percentOf(value.debtUsd, value.collateralUsd);
    const ltvLiquidation = percentOf(value.limitUsd, value.collateralUsd);
    return [{ kind: "ltv-near", txType: TX_LTV_NEAR, contract: { ltvCurrent, ltvLiquidation } }];
  }
}
