import { and, eq } from "drizzle-orm";
import type { Address } from "viem";
import type { Database } from "../../../db/client.ts";
import { nftCredits } from "../../../db/schema.ts";
import { eventColumns } from "../../../chain-spine/projected-rows.ts";
import { updateKeepingUndo, type ProjectedEvent } from "../../../chain-spine/undo-journal.ts";

/** What PaymentCredited and PaymentWithdrawn name: whose credit, in which token. */
interface CreditOf {
  account: Address;
  token: Address;
  amount: bigint;
}

const creditKey = (event: ProjectedEvent, credit: CreditOf) =>
  and(
    eq(nftCredits.chainId, event.chainId),
    eq(nftCredits.contract, event.position.address),
    eq(nftCredits.account, credit.account),
    eq(nftCredits.token, credit.token),
  );

/** PaymentCredited: the account's credit in the token grows; its first credit creates the row. */
export async function addCredit(db: Database, event: ProjectedEvent, credit: CreditOf): Promise<void> {
  const key = creditKey(event, credit);
  const [row] = await db.select({ amount: nftCredits.amount }).from(nftCredits).where(key);
  if (row) return updateKeepingUndo(db, event, nftCredits, key, { amount: row.amount + credit.amount });
  await db.insert(nftCredits).values({
    ...eventColumns(event.chainId, event.position),
    account: credit.account,
    token: credit.token,
    amount: credit.amount,
    createdAt: event.time,
    updatedBlock: event.position.blockNumber,
    updatedAt: event.time,
  });
}

/** PaymentWithdrawn: withdraw pays out the whole credit. The row stays, at 0, for a rollback to restore. */
export async function emptyCredit(db: Database, event: ProjectedEvent, credit: CreditOf): Promise<void> {
  await updateKeepingUndo(db, event, nftCredits, creditKey(event, credit), { amount: 0n });
}
