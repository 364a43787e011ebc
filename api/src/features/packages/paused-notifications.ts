import { and, eq } from "drizzle-orm";
import { PawnShopPackageStatus } from "@openpawn/chain/generated/enums";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import { packageChainStates, packages, type packageFunding } from "../../db/schema.ts";
import type { LogPosition, ProjectionContext } from "../../chain-spine/projector.ts";
import type { EmitInput } from "../notifications/public.ts";
import { findWalletOwner } from "../../plugins/auth/wallet-owner.ts";
import { linkedChainPackage } from "./package-rows.ts";
import { walletShortfalls } from "./pause-reasons.ts";

/** A package owner's wallet as a log changed it: the row before, and its balance and allowance after. */
export interface FundingChange {
  log: LogPosition;
  row: typeof packageFunding.$inferSelect;
  after: { balance: bigint; allowance: bigint };
}

/** Lender notification 30: a package its owner's wallet no longer funds. */
export const PACKAGE_PAUSED_TX_TYPE = 30;

/**
 * Tells a package's owner when a change of their wallet pauses it: the wallet covered its minimum loan before
 * the log and does not after. Once per log and package (source key); history being indexed tells nobody.
 */
export function pausedNotifications(notify: (context: ProjectionContext, input: EmitInput & { sourceKey: string }) => void) {
  return async ({ log, row, after }: FundingChange, context: ProjectionContext): Promise<void> => {
    const { db, chainId } = context;
    if (!(await context.isNews(log.blockNumber))) return;
    // The open packages of this owner lending this token that the API lists (the notification links to them).
    const openPackages = await db
      .select({ chainPackageId: packageChainStates.id, minAmount: packageChainStates.minAmount, id: packages.id })
      .from(packageChainStates)
      .innerJoin(packages, linkedChainPackage)
      .where(
        and(
          eq(packageChainStates.chainId, chainId),
          eq(packageChainStates.contract, row.contract),
          eq(packageChainStates.owner, row.owner),
          eq(packageChainStates.loanToken, row.token),
          eq(packageChainStates.status, PawnShopPackageStatus.Open),
        ),
      );
    const paused = openPackages.flatMap((item) => {
      const reasons = walletShortfalls(after, item.minAmount);
      return walletShortfalls(row, item.minAmount).length === 0 && reasons.length > 0 ? [{ ...item, reasons }] : [];
    });
    const owner = paused.length > 0 ? await findWalletOwner(db, row.owner.toLowerCase()) : null;
    if (!owner) return;
    for (const { id, chainPackageId, reasons } of paused) {
      notify(context, {
        userId: owner.userId,
        userType: NOTIFICATION_USER_TYPES.LENDER,
        txType: PACKAGE_PAUSED_TX_TYPE,
        metaData: { package: { idPackage: id, namePackage: `#${id}`, reason: reasons.map((reason) => PACKAGE_MESSAGES.pausedFor[reason]).join(" and ") } },
        sourceKey: `${chainId}:${log.transactionHash}:${log.logIndex}:package-paused:${chainPackageId}`,
      });
    }
  };
}
