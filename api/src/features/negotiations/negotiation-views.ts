import { and, desc, eq, inArray } from "drizzle-orm";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import type { Negotiation, NegotiationEntry, NegotiationThread } from "@openpawn/shared/negotiations/schemas/negotiations";
import { lendingCollaterals, negotiationEntries, negotiations, shops, signedOffers, users } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { withStatus } from "./signed-offers/signed-offer-rows.ts";
import { termsOf } from "./negotiation-terms.ts";

export type NegotiationRow = typeof negotiations.$inferSelect;
type EntryRow = typeof negotiationEntries.$inferSelect;
export type Side = "BORROWER" | "LENDER";

/** The caller's side of a thread, or null: a stranger, for whom the thread does not exist. */
export const sideOf = (row: NegotiationRow, userId: number): Side | null =>
  row.borrowerUserId === userId ? "BORROWER" : row.lenderUserId === userId ? "LENDER" : null;

export function entryOf(row: EntryRow, scope: LendingScope): NegotiationEntry {
  return {
    id: row.id,
    kind: row.kind,
    side: row.side,
    terms: termsOf(row, scope.tokens),
    signedOfferId: row.signedOfferId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

async function partiesOf(scope: LendingScope, row: NegotiationRow) {
  const found = await scope.db
    .select({ id: users.id, name: users.name, shopName: shops.name, pawnShopId: users.pawnShopId })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(inArray(users.id, [row.borrowerUserId, row.lenderUserId]));
  // A lender is known by their shop's name; a borrower by their own.
  const party = (id: number, byShop: boolean) => {
    const user = found.find((candidate) => candidate.id === id);
    const name = (byShop ? user?.shopName || user?.name : user?.name) ?? "";
    return { userId: id, name, pawnShopId: user?.pawnShopId ?? null };
  };
  return { borrower: party(row.borrowerUserId, false), lender: party(row.lenderUserId, true) };
}

/** The thread's latest signed offer, with where it stands on chain. */
async function latestSignedOffer(scope: LendingScope, row: NegotiationRow, chainNow: Date) {
  const [offer] = await scope.db.select().from(signedOffers).where(eq(signedOffers.negotiationId, row.id)).orderBy(desc(signedOffers.id)).limit(1);
  if (!offer) return null;
  const [item] = await withStatus(scope, [offer], chainNow);
  return item ?? null;
}

async function collateralOf(scope: LendingScope, row: NegotiationRow) {
  const [found] = await scope.db
    .select({ status: lendingCollaterals.status, loanToken: lendingCollaterals.loanToken })
    .from(lendingCollaterals)
    .where(
      and(
        eq(lendingCollaterals.chainId, scope.chainId),
        eq(lendingCollaterals.contract, scope.core),
        eq(lendingCollaterals.id, row.collateralId),
        eq(lendingCollaterals.txHash, row.collateralTxHash ?? ""),
      ),
    );
  return found ?? null;
}

/** The thread's entries, oldest first. */
export function entriesOf(scope: LendingScope, negotiationId: number) {
  return scope.db.select().from(negotiationEntries).where(eq(negotiationEntries.negotiationId, negotiationId)).orderBy(negotiationEntries.id);
}

/**
 * A thread as `side` sees it. Where it stands: CONTRACTED once its signed offer started the loan, CLOSED when a side
 * closed it, VOID when its collateral no longer takes offers, otherwise OPEN or AGREED as the parties left it.
 */
export async function negotiationOf(scope: LendingScope, row: NegotiationRow, side: Side, chainNow: Date, entries?: EntryRow[]): Promise<Negotiation> {
  const [parties, signedOffer, collateral, all] = await Promise.all([
    partiesOf(scope, row),
    latestSignedOffer(scope, row, chainNow),
    collateralOf(scope, row),
    entries ?? entriesOf(scope, row.id),
  ]);
  const proposals = all.filter((entry) => entry.kind === "PROPOSAL");
  const lastProposal = proposals.at(-1) ?? null;
  const agreed = row.agreedEntryId === null ? null : (proposals.find((entry) => entry.id === row.agreedEntryId) ?? null);
  const status =
    signedOffer?.status === "ACCEPTED" ? "CONTRACTED" : row.status === "CLOSED" ? "CLOSED" : collateral?.status !== CollateralStatus.Open ? "VOID" : row.status;
  return {
    id: row.id,
    collateralId: Number(row.collateralId),
    loanToken: scope.tokens.ref(collateral?.loanToken ?? ""),
    ...parties,
    package: row.packageId === null ? null : { id: row.packageId, name: `#${row.packageId}` },
    openedBy: row.openedBy,
    side,
    status,
    agreedTerms: agreed && termsOf(agreed, scope.tokens),
    lastProposal: lastProposal && entryOf(lastProposal, scope),
    signedOffer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole thread: the summary and every entry. */
export async function threadOf(scope: LendingScope, row: NegotiationRow, side: Side, chainNow: Date): Promise<NegotiationThread> {
  const entries = await entriesOf(scope, row.id);
  return { ...(await negotiationOf(scope, row, side, chainNow, entries)), entries: entries.map((entry) => entryOf(entry, scope)) };
}
