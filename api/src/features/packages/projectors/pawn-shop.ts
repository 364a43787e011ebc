import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { PawnShopPackageStatus } from "@openpawn/chain/generated/enums";
import { packageChainStates, packageSubmissions } from "../../../db/schema.ts";
import type { Projector } from "../../../chain-spine/projector.ts";
import { rollbackStateTables, updateKeepingUndo } from "../../../chain-spine/undo-journal.ts";
import { chainDate, projectedEvent, rowOf } from "../../../chain-spine/projected-event.ts";

/**
 * The PawnShop's packages and submissions (db/schema/packages/chain-states.ts), from their events alone: a
 * submission's events carry its minimum and expiry.
 */
export function pawnShopProjector(): Projector<typeof iPawnShopAbi> {
  return {
    name: "lending-pawn-shop",
    contracts: ["PawnShop"],
    abi: iPawnShopAbi,
    async handle(log, context) {
      const { db } = context;
      const { event, created } = await projectedEvent(log, context);
      switch (log.eventName) {
        case "PackageCreated": {
          const { packageId, owner, params } = log.args;
          await db.insert(packageChainStates).values({ ...created, ...params, collaterals: [...params.collaterals], id: packageId, owner, status: PawnShopPackageStatus.Open });
          return;
        }
        case "PackageStatusChanged":
          return updateKeepingUndo(db, event, packageChainStates, rowOf(packageChainStates, packageChainStates.id, event, log.args.packageId), {
            status: log.args.status,
          });
        case "SubmissionStatusChanged": {
          const { submissionId, packageId, collateralId, status, loanId, minAmount, expiresAt } = log.args;
          // The borrower's and the lender's request pages show the submission beside its collateral.
          context.changed({ kind: "collateral", id: Number(collateralId) });
          const row = rowOf(packageSubmissions, packageSubmissions.id, event, submissionId);
          const change = { status, loanId: loanId === 0n ? null : loanId };
          const [known] = await db.select({ id: packageSubmissions.id }).from(packageSubmissions).where(row);
          if (known) return updateKeepingUndo(db, event, packageSubmissions, row, change);
          // The event carries the borrower's conditions: an AUTO submission that contracts at once is not
          // stored by the shop, so there is nothing to read back.
          await db.insert(packageSubmissions).values({
            ...created,
            ...change,
            id: submissionId,
            packageId,
            collateralId,
            minAmount,
            expiresAt: chainDate(expiresAt),
          });
          return;
        }
      }
    },
    rollback: rollbackStateTables(packageChainStates, packageSubmissions),
  };
}
