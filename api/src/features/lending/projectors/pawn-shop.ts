import type { PublicClient } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { PawnShopPackageStatus } from "@openpawn/chain/generated/enums";
import { lendingPackages, lendingSubmissions } from "../../../db/schema.ts";
import type { Projector } from "../../../chain-spine/projector.ts";
import { rollbackStateTables, updateKeepingUndo } from "../undo-journal.ts";
import { chainDate, projectedEvent, rowOf } from "./projected-event.ts";

/**
 * The PawnShop's packages and submissions (db/schema/lending-packages.ts). A submission's minimum and
 * expiry are not in its events: they are read from the contract at the block of its first event.
 */
export function pawnShopProjector(client: PublicClient): Projector<typeof iPawnShopAbi> {
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
          await db.insert(lendingPackages).values({ ...created, ...params, collaterals: [...params.collaterals], id: packageId, owner, status: PawnShopPackageStatus.Open });
          return;
        }
        case "PackageStatusChanged":
          return updateKeepingUndo(db, event, lendingPackages, rowOf(lendingPackages, lendingPackages.id, event, log.args.packageId), {
            status: log.args.status,
          });
        case "SubmissionStatusChanged": {
          const { submissionId, packageId, collateralId, status, loanId } = log.args;
          const row = rowOf(lendingSubmissions, lendingSubmissions.id, event, submissionId);
          const change = { status, loanId: loanId === 0n ? null : loanId };
          const [known] = await db.select({ id: lendingSubmissions.id }).from(lendingSubmissions).where(row);
          if (known) return updateKeepingUndo(db, event, lendingSubmissions, row, change);
          const stored = await client.readContract({
            address: log.address,
            abi: iPawnShopAbi,
            functionName: "submission",
            args: [submissionId],
            blockNumber: log.blockNumber,
          });
          await db.insert(lendingSubmissions).values({
            ...created,
            ...change,
            id: submissionId,
            packageId,
            collateralId,
            minAmount: stored.minAmount,
            expiresAt: chainDate(BigInt(stored.expiresAt)),
          });
          return;
        }
      }
    },
    rollback: rollbackStateTables(lendingPackages, lendingSubmissions),
  };
}
