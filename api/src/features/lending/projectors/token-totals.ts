import { and, eq } from "drizzle-orm";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { lendingCollaterals, lendingLoans, lendingOffers, lendingTokenTotals } from "../../../db/schema.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../../chain-spine/projector.ts";
import { rollbackStateTables, updateKeepingUndo, type ProjectedEvent } from "../undo-journal.ts";
import { projectedEvent, rowOf } from "./projected-event.ts";

type LendingEvent = ChainEvent<typeof iPawnLendingAbi>;
type Totals = typeof lendingTokenTotals.$inferSelect;
type Counter = "collateralLocked" | "collateralCount" | "loansStarted" | "loansCompleted" | "loansLiquidated" | "loanVolume" | "principalOutstanding" | "interestPaid";
/** Amounts to add to a token's totals (negative: to take away); counts are bigints here too. */
type Deltas = Partial<Record<Counter, bigint>>;

const ZERO: Record<Counter, bigint> = {
  collateralLocked: 0n,
  collateralCount: 0n,
  loansStarted: 0n,
  loansCompleted: 0n,
  loansLiquidated: 0n,
  loanVolume: 0n,
  principalOutstanding: 0n,
  interestPaid: 0n,
};
const COUNTS = new Set<Counter>(["collateralCount", "loansStarted", "loansCompleted", "loansLiquidated"]);

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

async function deltasOf(log: LendingEvent, { db, chainId }: ProjectionContext): Promise<[string, Deltas][]> {
  const event = { chainId, position: log, time: new Date(0) };
  const collateral = async (id: bigint) => {
    const [row] = await db.select().from(lendingCollaterals).where(rowOf(lendingCollaterals, lendingCollaterals.id, event, id));
    if (!row) throw new Error(`Collateral ${id} was never indexed`);
    return row;
  };
  const terms = async (loanId: bigint) => {
    const [row] = await db.select().from(lendingOffers).where(rowOf(lendingOffers, lendingOffers.id, event, loanId));
    if (!row) throw new Error(`Offer ${loanId} was never indexed`);
    return row;
  };
  /** A collateral leaving escrow whole (withdrawn, returned or liquidated). */
  const released = async (collateralId: bigint): Promise<[string, Deltas]> => {
    const row = await collateral(collateralId);
    return [row.token, { collateralLocked: -row.amount, collateralCount: -1n }];
  };

  switch (log.eventName) {
    case "CollateralCreated":
      return [[log.args.token, { collateralLocked: log.args.amount, collateralCount: 1n }]];
    case "CollateralIncreased":
      return [[(await collateral(log.args.collateralId)).token, { collateralLocked: log.args.added }]];
    case "CollateralWithdrawn":
      return [await released(log.args.collateralId)];
    case "LoanStarted": {
      const { loanToken, amount } = await terms(log.args.loanId);
      return [[loanToken, { loansStarted: 1n, loanVolume: amount, principalOutstanding: amount }]];
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
      return [[(await terms(log.args.loanId)).loanToken, { loansCompleted: 1n }], await released(log.args.collateralId)];
    case "LoanLiquidated": {
      const { loanToken } = await terms(log.args.loanId);
      const [loan] = await db.select({ principal: lendingLoans.principal }).from(lendingLoans).where(rowOf(lendingLoans, lendingLoans.id, event, log.args.loanId));
      // A liquidated loan's principal is no longer owed: the collateral paid for it.
      return [[loanToken, { loansLiquidated: 1n, principalOutstanding: -(loan?.principal ?? 0n) }], await released(log.args.collateralId)];
    }
    default:
      return [];
  }
}

async function addToTotals(
  { db, chainId }: ProjectionContext,
  event: ProjectedEvent,
  created: Omit<Totals, Counter | "token">,
  token: string,
  deltas: Deltas,
): Promise<void> {
  const where = and(eq(lendingTokenTotals.chainId, chainId), eq(lendingTokenTotals.contract, event.position.address), eq(lendingTokenTotals.token, token));
  const [current] = await db.select().from(lendingTokenTotals).where(where);
  const next = { ...ZERO, ...(current && countersOf(current)) };
  for (const [name, delta] of Object.entries(deltas) as [Counter, bigint][]) next[name] += delta;
  const row = Object.fromEntries(Object.entries(next).map(([name, value]) => [name, COUNTS.has(name as Counter) ? Number(value) : value])) as Pick<Totals, Counter>;
  if (current) await updateKeepingUndo(db, event, lendingTokenTotals, where, row);
  else await db.insert(lendingTokenTotals).values({ ...created, token, ...row });
}

const countersOf = (row: Totals): Record<Counter, bigint> =>
  Object.fromEntries(Object.keys(ZERO).map((name) => [name, BigInt(row[name as Counter])])) as Record<Counter, bigint>;
