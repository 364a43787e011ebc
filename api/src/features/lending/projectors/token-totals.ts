import { and, eq } from "drizzle-orm";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { lendingTokenTotals } from "../../../db/schema.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../../chain-spine/projector.ts";
import { rollbackStateTables, updateKeepingUndo, type ProjectedEvent } from "../../../chain-spine/undo-journal.ts";
import { coreRows } from "./core-rows.ts";
import { projectedEvent } from "../../../chain-spine/projected-event.ts";

type LendingEvent = ChainEvent<typeof iPawnLendingAbi>;
type Totals = typeof lendingTokenTotals.$inferSelect;
const AMOUNTS = ["collateralLocked", "loanVolume", "principalOutstanding", "interestPaid"] as const;
const COUNTS = ["collateralCount", "loansStarted", "loansCompleted", "loansLiquidated"] as const;
type Counters = Record<(typeof AMOUNTS)[number], bigint> & Record<(typeof COUNTS)[number], number>;
/** What to add to a token's totals (negative: to take away). */
type Deltas = Partial<Counters>;

/**
 * Running totals per token (lending_token_totals): collateral in escrow, loans and their principal,
 * interest paid. A projector of its own so that a database indexed before it existed gets them from the
 * whole past (decision 0014); like the collateral history it reads only what never changes (an offer's
 * terms, a collateral's token) or what a closing event leaves behind.
 */
export const tokenTotalsProjector: Projector<typeof iPawnLendingAbi> = {
  name: "lending-token-totals",
  contracts: ["PawnLending"],
  abi: iPawnLendingAbi,
  async handle(log, context) {
    const changes = await deltasOf(log, context);
    if (changes.length === 0) return;
    const { event, created } = await projectedEvent(log, context);
    for (const [token, deltas] of changes) await addToTotals(context, event, created, token, deltas);
  },
  rollback: rollbackStateTables(lendingTokenTotals),
};

async function deltasOf(log: LendingEvent, context: ProjectionContext): Promise<[string, Deltas][]> {
  const { collateral, offer: terms, loan } = coreRows(context, log);
  /** A collateral leaving escrow whole (withdrawn, returned or liquidated). */
  const released = async (collateralId: bigint): Promise<[string, Deltas]> => {
    const row = await collateral(collateralId);
    return [row.token, { collateralLocked: -row.amount, collateralCount: -1 }];
  };

  switch (log.eventName) {
    case "CollateralCreated":
      return [[log.args.token, { collateralLocked: log.args.amount, collateralCount: 1 }]];
    case "CollateralIncreased":
      return [[(await collateral(log.args.collateralId)).token, { collateralLocked: log.args.added }]];
    case "CollateralWithdrawn":
      return [await released(log.args.collateralId)];
    case "LoanStarted": {
      const { loanToken, amount } = await terms(log.args.loanId);
      return [[loanToken, { loansStarted: 1, loanVolume: amount, principalOutstanding: amount }]];
    }
    case "Repaid": {
      const { loanToken, repaymentToken } = await terms(log.args.loanId);
      const { principal, interest, penalty } = log.args.payment;
      return [
        [loanToken, { principalOutstanding: -principal }],
        [repaymentToken, { interestPaid: interest + penalty }],
      ];
    }
    case "LoanCompleted":
      return [[(await terms(log.args.loanId)).loanToken, { loansCompleted: 1 }], await released(log.args.collateralId)];
    case "LoanLiquidated": {
      const { loanToken } = await terms(log.args.loanId);
      // A liquidated loan's principal is no longer owed: the collateral paid for it.
      const { principal } = await loan(log.args.loanId);
      return [[loanToken, { loansLiquidated: 1, principalOutstanding: -principal }], await released(log.args.collateralId)];
    }
    default:
      return [];
  }
}

async function addToTotals(
  { db, chainId }: ProjectionContext,
  event: ProjectedEvent,
  created: Omit<Totals, keyof Counters | "token">,
  token: string,
  deltas: Deltas,
): Promise<void> {
  const where = and(eq(lendingTokenTotals.chainId, chainId), eq(lendingTokenTotals.contract, event.position.address), eq(lendingTokenTotals.token, token));
  const [current] = await db.select().from(lendingTokenTotals).where(where);
  const next = {} as Counters;
  for (const name of AMOUNTS) next[name] = (current?.[name] ?? 0n) + (deltas[name] ?? 0n);
  for (const name of COUNTS) next[name] = (current?.[name] ?? 0) + (deltas[name] ?? 0);
  if (current) await updateKeepingUndo(db, event, lendingTokenTotals, where, next);
  else await db.insert(lendingTokenTotals).values({ ...created, token, ...next });
}
