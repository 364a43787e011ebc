import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { lendingCollateralEvents } from "../../../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../../chain-spine/projector.ts";
import { coreRows } from "./core-rows.ts";
import { chainDate } from "../../../chain-spine/projected-event.ts";

type LendingEvent = ChainEvent<typeof iPawnLendingAbi>;
type HistoryFields = Pick<typeof lendingCollateralEvents.$inferInsert, "collateralId" | "wallet" | "offerId" | "loanId" | "token" | "amount">;

/**
 * Each core event that concerns a collateral, as one row of lending_collateral_events. A projector of its
 * own, so that it receives the whole past on a database indexed before it existed (decision 0014). It runs
 * after lending-core and reads only what never changes once written (an offer's terms, a collateral's
 * token and borrower) or what a closing event leaves behind (the amount of a collateral withdrawn,
 * returned or liquidated), so a rescan writes the same rows as following the head did.
 */
export const collateralHistoryProjector: Projector<typeof iPawnLendingAbi> = {
  name: "lending-collateral-history",
  contracts: ["PawnLending"],
  abi: iPawnLendingAbi,
  async handle(log, context) {
    const fields = await historyFields(log, context);
    if (!fields) return;
    const at = chainDate(await context.clock.blockTime(log.blockNumber));
    context.insert(lendingCollateralEvents, { ...eventColumns(context.chainId, log), ...fields, event: log.eventName, at });
  },
  rollback: deleteRowsFrom(lendingCollateralEvents),
};

async function historyFields(log: LendingEvent, context: ProjectionContext): Promise<HistoryFields | null> {
  const { collateral, offer } = coreRows(context, log);
  /** The collateral leaving escrow whole, to `wallet` (and, liquidated, the fee wallet's share). */
  const released = async (collateralId: bigint, loanId: bigint | null, wallet?: string) => {
    const row = await collateral(collateralId);
    return { collateralId, loanId, wallet: wallet ?? row.borrower, token: row.token, amount: row.amount };
  };

  switch (log.eventName) {
    case "CollateralCreated": {
      const { collateralId, borrower, token, amount } = log.args;
      return { collateralId, wallet: borrower, token, amount };
    }
    case "CollateralIncreased": {
      const { collateralId, loanId, added } = log.args;
      const row = await collateral(collateralId);
      return { collateralId, loanId, wallet: row.borrower, token: row.token, amount: added };
    }
    case "CollateralWithdrawn":
      return released(log.args.collateralId, null);
    case "LoanCompleted":
      return released(log.args.collateralId, log.args.loanId);
    case "LoanLiquidated":
      return released(log.args.collateralId, log.args.loanId, (await offer(log.args.loanId)).lender);
    case "OfferCreated": {
      const { offerId, collateralId, lender, terms } = log.args;
      return { collateralId, offerId, wallet: lender, token: terms.loanToken, amount: terms.amount };
    }
    case "OfferCancelled":
      return { collateralId: log.args.collateralId, offerId: log.args.offerId, wallet: log.args.lender };
    case "OfferRejected":
      return { collateralId: log.args.collateralId, offerId: log.args.offerId, wallet: log.args.borrower };
    case "LoanStarted": {
      const { loanId, collateralId, borrower } = log.args;
      const terms = await offer(loanId);
      return { collateralId, offerId: loanId, loanId, wallet: borrower, token: terms.loanToken, amount: terms.amount };
    }
    default:
      return null;
  }
}
