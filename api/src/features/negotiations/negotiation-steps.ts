import { and, desc, eq } from "drizzle-orm";
import type { ProposalBody } from "@openpawn/shared/negotiations/schemas/negotiations";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import type { Database } from "../../db/client.ts";
import { negotiationEntries, negotiations } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { threadCollateral } from "./negotiation-opening.ts";
import { termColumns } from "./signed-offers/term-columns.ts";
import { sideOf, type NegotiationRow, type Side } from "./negotiation-views.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const notFound = () => new ApiError(NEGOTIATIONS_ERRORS.notFound);

/** A thread the caller is a party to, with their side; anyone else's reads as none. */
export async function threadOfParty(scope: LendingScope, userId: number, id: number): Promise<{ row: NegotiationRow; side: Side }> {
  const [row] = await scope.db.select().from(negotiations).where(and(eq(negotiations.id, id), eq(negotiations.chainId, scope.chainId)));
  const side = row ? sideOf(row, userId) : null;
  if (!row || !side) throw notFound();
  return { row, side };
}

/**
 * One step of a thread, run with its row locked so that two steps never interleave (a proposal landing between
 * reading the last proposal and agreeing to it). The collateral must still take offers.
 */
export async function stepThread<T>(
  scope: LendingScope,
  userId: number,
  id: number,
  step: (tx: Transaction, row: NegotiationRow, side: Side) => Promise<T>,
): Promise<T> {
  const { row: seen } = await threadOfParty(scope, userId, id);
  await threadCollateral(scope, seen);
  return scope.db.transaction(async (tx) => {
    const [row] = await tx.select().from(negotiations).where(eq(negotiations.id, id)).for("update");
    const side = row ? sideOf(row, userId) : null;
    if (!row || !side) throw notFound();
    return step(tx, row, side);
  });
}

async function touch(tx: Transaction, id: number, change: Partial<typeof negotiations.$inferInsert> = {}) {
  const [row] = await tx.update(negotiations).set({ ...change, updatedAt: new Date() }).where(eq(negotiations.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

function requireOpen(row: NegotiationRow) {
  if (row.status === "CLOSED") throw new ApiError(NEGOTIATIONS_ERRORS.closed);
  if (row.status !== "OPEN") throw new ApiError(NEGOTIATIONS_ERRORS.notOpen);
}

/** A counter-proposal: either side, while no terms are agreed. */
export async function propose(tx: Transaction, row: NegotiationRow, side: Side, userId: number, body: ProposalBody) {
  requireOpen(row);
  await tx.insert(negotiationEntries).values({ negotiationId: row.id, kind: "PROPOSAL", side, authorUserId: userId, ...termColumns(body), message: body.message });
  return touch(tx, row.id);
}

/** Agreement to the other side's last proposal, which must be the one the caller read. */
export async function agree(tx: Transaction, row: NegotiationRow, side: Side, userId: number, entryId: number) {
  requireOpen(row);
  const [last] = await tx
    .select()
    .from(negotiationEntries)
    .where(and(eq(negotiationEntries.negotiationId, row.id), eq(negotiationEntries.kind, "PROPOSAL")))
    .orderBy(desc(negotiationEntries.id))
    .limit(1);
  if (!last || last.id !== entryId) throw new ApiError(NEGOTIATIONS_ERRORS.staleProposal);
  if (last.side === side) throw new ApiError(NEGOTIATIONS_ERRORS.ownProposal);
  await tx.insert(negotiationEntries).values({ negotiationId: row.id, kind: "AGREEMENT", side, authorUserId: userId });
  return { row: await touch(tx, row.id, { status: "AGREED", agreedEntryId: last.id }), agreed: last };
}

/** Either side ends the thread before a loan starts. */
export async function close(tx: Transaction, row: NegotiationRow, side: Side, userId: number) {
  if (row.status === "CLOSED") throw new ApiError(NEGOTIATIONS_ERRORS.closed);
  await tx.insert(negotiationEntries).values({ negotiationId: row.id, kind: "CLOSURE", side, authorUserId: userId });
  return touch(tx, row.id, { status: "CLOSED" });
}
