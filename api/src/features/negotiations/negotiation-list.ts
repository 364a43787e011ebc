import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Negotiation } from "@openpawn/shared/negotiations/schemas/negotiations";
import { negotiations } from "../../db/schema.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { negotiationOf, type Side } from "./negotiation-views.ts";

/** Which of the caller's threads to list; `directRequests`: those a borrower opened toward them as a lender, without a package. */
export interface ThreadFilter {
  side?: Side | undefined;
  collateralId?: number | undefined;
  packageId?: number | undefined;
  directRequests?: boolean;
}

/** A page of the caller's threads, the latest moved first, each from the caller's side. */
export async function listThreads(scope: LendingScope, userId: number, filter: ThreadFilter, page: { page: number; size: number }, chainNow: Date) {
  const side = filter.directRequests ? "LENDER" : filter.side;
  const mine = side === "BORROWER" ? eq(negotiations.borrowerUserId, userId) : side === "LENDER" ? eq(negotiations.lenderUserId, userId) : or(eq(negotiations.borrowerUserId, userId), eq(negotiations.lenderUserId, userId));
  const where = and(
    eq(negotiations.chainId, scope.chainId),
    mine,
    filter.collateralId === undefined ? undefined : eq(negotiations.collateralId, BigInt(filter.collateralId)),
    filter.packageId === undefined ? undefined : eq(negotiations.packageId, filter.packageId),
    filter.directRequests ? and(eq(negotiations.openedBy, "BORROWER"), isNull(negotiations.packageId)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    scope.db.select().from(negotiations).where(where).orderBy(desc(negotiations.updatedAt), desc(negotiations.id)).limit(page.size).offset(page.page * page.size),
    scope.db.select({ total: sql<number>`count(*)::int` }).from(negotiations).where(where),
  ]);
  const items: Negotiation[] = await Promise.all(rows.map((row) => negotiationOf(scope, row, row.borrowerUserId === userId ? "BORROWER" : "LENDER", chainNow)));
  return { rows: items, total: count?.total ?? 0 };
}
