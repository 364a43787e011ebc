import type { FastifyInstance } from "fastify";
import { NOTIFICATION_USER_TYPES, type NotificationMeta } from "@openpawn/shared/notifications/catalogue";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { collateralMeta } from "../lending/public.ts";
import { tokenBook } from "../../chain-spine/deployment/token-book.ts";
import type { CollateralRow } from "../lending/public.ts";
import type { NegotiationRow, Side } from "./negotiation-views.ts";

const { BORROWER, LENDER } = NOTIFICATION_USER_TYPES;

/** What happened in a thread that the other side (or both) hear about. */
export type NegotiationEvent =
  | { kind: "opened"; pawnShopId: number | null; lenderName: string }
  | { kind: "proposal"; by: Side }
  | { kind: "agreed"; by: Side }
  | { kind: "signed" }
  | { kind: "closed" };

interface Notice {
  userId: number;
  userType: typeof BORROWER | typeof LENDER;
  txType: number;
}

/** Who is told what (catalogue types: 2 and 3 are the spec's requests, 40–42 decision 0027's thread notices). */
function noticesFor(row: NegotiationRow, event: NegotiationEvent): Notice[] {
  const borrower = (txType: number): Notice => ({ userId: row.borrowerUserId, userType: BORROWER, txType });
  const lender = (txType: number): Notice => ({ userId: row.lenderUserId, userType: LENDER, txType });
  const toOther = (by: Side, txType: number) => (by === "BORROWER" ? lender(txType) : borrower(txType));
  switch (event.kind) {
    case "opened":
      if (row.openedBy === "LENDER") return [borrower(40)];
      return row.packageId === null ? [borrower(3), lender(3)] : [borrower(2), lender(2)];
    case "proposal":
      return [toOther(event.by, 40)];
    case "agreed":
      return [toOther(event.by, 41)];
    case "signed":
      return [borrower(42)];
    case "closed":
      return [];
  }
}

/**
 * Tells the parties: a live event to both (their open pages read the thread again) and the notifications the event
 * calls for, with the amount of the proposal it concerns.
 */
export async function tellParties(
  app: FastifyInstance,
  scope: LendingScope,
  input: { row: NegotiationRow; collateral: CollateralRow; amount: bigint | null; event: NegotiationEvent },
): Promise<void> {
  const { row, collateral, amount, event } = input;
  const book = tokenBook(scope.deployment.tokens);
  const meta: NotificationMeta = {
    collateral: collateralMeta(book, collateral),
    negotiation: { idNegotiation: row.id, amount: book.amount(collateral.loanToken, amount ?? 0n), cryptoLoan: book.symbol(collateral.loanToken) },
    ...(row.packageId !== null && { package: { idPackage: row.packageId, namePackage: `#${row.packageId}` } }),
    ...(event.kind === "opened" && event.pawnShopId !== null && { user: { idUser: event.pawnShopId, nameUser: event.lenderName } }),
  };
  for (const notice of noticesFor(row, event)) await app.notifier.emit({ ...notice, metaData: meta });
  await Promise.all([app.notifier.publishLive(row.borrowerUserId, "negotiation", row.id), app.notifier.publishLive(row.lenderUserId, "negotiation", row.id)]);
}
