import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { AssetKind } from "@openpawn/chain/generated/enums";
import { TRANSACTION_TYPES, type TransactionType } from "@openpawn/shared/lending/schemas/transactions";
import { lendingCollateralEvents, lendingCollaterals, lendingCredits, lendingLoans, lendingOffers, lendingRepayments } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

/** One event of a user's history, before its tokens are named. */
export interface HistoryRow {
  type: TransactionType;
  blockNumber: bigint;
  logIndex: number;
  txHash: string;
  /** Block time; null where the index keeps none (a claim): the route reads it from the chain. */
  at: Date | null;
  side: "borrower" | "lender" | null;
  collateralId: bigint | null;
  offerId: bigint | null;
  loanId: bigint | null;
  amounts: HistoryAmount[];
}

export interface HistoryAmount {
  token: string;
  amount: bigint;
  /** Set when the amount is of an NFT collateral. */
  nft?: { kind: "ERC721" | "ERC1155"; tokenId: bigint };
}

const NFT_KINDS: Partial<Record<number, "ERC721" | "ERC1155">> = { [AssetKind.ERC721]: "ERC721", [AssetKind.ERC1155]: "ERC1155" };

interface SourcePage {
  rows: HistoryRow[];
  total: number;
}

/** A source of history rows: the newest `limit` of the wallets' rows (of one type, if asked) and their count. */
type Source = (scope: LendingScope, wallets: string[], type: TransactionType | undefined, limit: number) => Promise<SourcePage>;

/** Every type but a payment and a claim is a core event on a collateral (the collateral history's rows). */
const COLLATERAL_EVENTS = TRANSACTION_TYPES.filter((type) => type !== "Repaid" && type !== "CreditClaimed");

const wants = (type: TransactionType | undefined, types: readonly TransactionType[]) => type === undefined || types.includes(type);
const none: SourcePage = { rows: [], total: 0 };

/** The core's events on a collateral, for its borrower and for the lender of the offer (or loan) concerned. */
const collateralEvents: Source = async (scope, wallets, type, limit) => {
  if (!wants(type, COLLATERAL_EVENTS)) return none;
  const e = lendingCollateralEvents;
  const c = lendingCollaterals;
  const o = lendingOffers;
  const where = and(
    eq(e.chainId, scope.chainId),
    eq(e.contract, scope.core),
    or(inArray(c.borrower, wallets), inArray(o.lender, wallets)),
    type ? eq(e.event, type) : undefined,
  );
  const collateralOf = and(eq(c.chainId, e.chainId), eq(c.contract, e.contract), eq(c.id, e.collateralId));
  const offerOf = and(eq(o.chainId, e.chainId), eq(o.contract, e.contract), eq(o.id, sql`coalesce(${e.loanId}, ${e.offerId})`));
  const [rows, [counted]] = await Promise.all([
    scope.db
      .select({ event: e, collateral: { borrower: c.borrower, kind: c.kind, token: c.token, tokenId: c.tokenId } })
      .from(e)
      .innerJoin(c, collateralOf)
      .leftJoin(o, offerOf)
      .where(where)
      .orderBy(desc(e.blockNumber), desc(e.logIndex))
      .limit(limit),
    scope.db.select({ total: count() }).from(e).innerJoin(c, collateralOf).leftJoin(o, offerOf).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ event, collateral }) => ({
      type: event.event as TransactionType,
      blockNumber: event.blockNumber,
      logIndex: event.logIndex,
      txHash: event.txHash,
      at: event.at,
      side: wallets.includes(collateral.borrower) ? "borrower" : "lender",
      collateralId: event.collateralId,
      offerId: event.offerId,
      loanId: event.loanId,
      amounts: event.token !== null && event.amount !== null ? [collateralAmount(event.token, event.amount, collateral)] : [],
    })),
  };
};

/** An amount of a collateral event: of the collateral itself (then an NFT says so) or of the loan token. */
function collateralAmount(token: string, amount: bigint, collateral: { kind: number; token: string; tokenId: bigint }): HistoryAmount {
  const kind = NFT_KINDS[collateral.kind];
  return kind && token === collateral.token ? { token, amount, nft: { kind, tokenId: collateral.tokenId } } : { token, amount };
}

/** Payments of the wallets' loans: made by the borrower, received by the lender. */
const repayments: Source = async (scope, wallets, type, limit) => {
  if (!wants(type, ["Repaid"])) return none;
  const r = lendingRepayments;
  const l = lendingLoans;
  const o = lendingOffers;
  const where = and(eq(r.chainId, scope.chainId), eq(r.contract, scope.core), or(inArray(l.borrower, wallets), inArray(l.lender, wallets)));
  const loanOf = and(eq(l.chainId, r.chainId), eq(l.contract, r.contract), eq(l.id, r.loanId));
  const offerOf = and(eq(o.chainId, r.chainId), eq(o.contract, r.contract), eq(o.id, r.loanId));
  const [rows, [counted]] = await Promise.all([
    scope.db
      .select({ payment: r, loan: { collateralId: l.collateralId, borrower: l.borrower }, tokens: { loan: o.loanToken, repayment: o.repaymentToken } })
      .from(r)
      .innerJoin(l, loanOf)
      .innerJoin(o, offerOf)
      .where(where)
      .orderBy(desc(r.blockNumber), desc(r.logIndex))
      .limit(limit),
    scope.db.select({ total: count() }).from(r).innerJoin(l, loanOf).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map(({ payment, loan, tokens }) => {
      const amounts = [
        { token: tokens.repayment, amount: payment.penalty + payment.interest },
        { token: tokens.loan, amount: payment.principal + payment.prepaidFee },
      ].filter((part) => part.amount > 0n);
      return {
        type: "Repaid" as const,
        blockNumber: payment.blockNumber,
        logIndex: payment.logIndex,
        txHash: payment.txHash,
        at: payment.paidAt,
        side: wallets.includes(loan.borrower) ? ("borrower" as const) : ("lender" as const),
        collateralId: loan.collateralId,
        offerId: null,
        loanId: payment.loanId,
        amounts,
      };
    }),
  };
};

/** Payouts the wallets claimed. */
const claims: Source = async (scope, wallets, type, limit) => {
  if (!wants(type, ["CreditClaimed"])) return none;
  const k = lendingCredits;
  const where: SQL | undefined = and(eq(k.chainId, scope.chainId), eq(k.contract, scope.core), eq(k.kind, "claimed"), inArray(k.account, wallets));
  const [rows, [counted]] = await Promise.all([
    scope.db.select().from(k).where(where).orderBy(desc(k.blockNumber), desc(k.logIndex)).limit(limit),
    scope.db.select({ total: count() }).from(k).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((claim) => ({
      type: "CreditClaimed" as const,
      blockNumber: claim.blockNumber,
      logIndex: claim.logIndex,
      txHash: claim.txHash,
      at: null,
      side: null,
      collateralId: null,
      offerId: null,
      loanId: null,
      amounts: [{ token: claim.token, amount: claim.amount }],
    })),
  };
};

const newestFirst = (a: HistoryRow, b: HistoryRow) =>
  a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1;

/**
 * A page of the wallets' history, newest first, across the sources: each gives its newest rows up to the
 * page's end, so the merged page is exact without one query over every table.
 */
export async function transactionHistory(
  scope: LendingScope,
  wallets: string[],
  query: { type?: TransactionType; page: number; size: number },
): Promise<SourcePage> {
  const limit = (query.page + 1) * query.size;
  const pages = await Promise.all([collateralEvents, repayments, claims].map((source) => source(scope, wallets, query.type, limit)));
  const merged = pages.flatMap((page) => page.rows).sort(newestFirst);
  return {
    rows: merged.slice(query.page * query.size, limit),
    total: pages.reduce((sum, page) => sum + page.total, 0),
  };
}
