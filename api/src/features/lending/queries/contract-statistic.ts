import { and, eq, inArray, sql } from "drizzle-orm";
import { LoanStatus } from "@openpawn/chain/generated/enums";
import { lendingCredits, lendingLoans, lendingOffers, lendingRepayments } from "../../../db/schema.ts";
import type { ContractSide } from "../contract-items.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { uint256Sum } from "../../../db/uint256-sum.ts";

/**
 * One side's contracts in figures: counts by status, principal per loan token (lent, and still owed by
 * active contracts), penalty and interest per repayment token (the system fee's share apart), unclaimed
 * credits per token. One wallet's contracts are a bounded set, summed on its index.
 */
export async function contractStatistic(scope: LendingScope, side: ContractSide, wallets: string[]) {
  const ofWallets = and(eq(lendingLoans.chainId, scope.chainId), eq(lendingLoans.contract, scope.core), inArray(lendingLoans[side], wallets));
  const terms = and(eq(lendingOffers.chainId, lendingLoans.chainId), eq(lendingOffers.contract, lendingLoans.contract), eq(lendingOffers.id, lendingLoans.id));
  const active = sql`${lendingLoans.status} = ${LoanStatus.Active}`;

  const statuses = await scope.db.select({ status: lendingLoans.status, n: sql<number>`count(*)::int` }).from(lendingLoans).where(ofWallets).groupBy(lendingLoans.status);
  const principal = await scope.db
    .select({ token: lendingOffers.loanToken, lent: uint256Sum(sql`${lendingOffers.amount}`), owed: uint256Sum(sql`case when ${active} then ${lendingLoans.principal} else 0 end`) })
    .from(lendingLoans)
    .innerJoin(lendingOffers, terms)
    .where(ofWallets)
    .groupBy(lendingOffers.loanToken);
  const interest = await scope.db
    .select({ token: lendingOffers.repaymentToken, paid: uint256Sum(sql`${lendingRepayments.interest} + ${lendingRepayments.penalty}`), systemFee: uint256Sum(sql`${lendingRepayments.systemFee}`) })
    .from(lendingRepayments)
    .innerJoin(lendingLoans, and(eq(lendingLoans.chainId, lendingRepayments.chainId), eq(lendingLoans.contract, lendingRepayments.contract), eq(lendingLoans.id, lendingRepayments.loanId)))
    .innerJoin(lendingOffers, terms)
    .where(ofWallets)
    .groupBy(lendingOffers.repaymentToken);
  return { statuses, principal, interest, credits: await creditBalances(scope, wallets) };
}

/** What these wallets may claim of each token: credited minus claimed. */
export async function creditBalances(scope: LendingScope, wallets: string[], token?: string) {
  const rows = await scope.db
    .select({ token: lendingCredits.token, amount: uint256Sum(sql`case when ${lendingCredits.kind} = 'credited' then ${lendingCredits.amount} else -${lendingCredits.amount} end`) })
    .from(lendingCredits)
    .where(
      and(
        eq(lendingCredits.chainId, scope.chainId),
        eq(lendingCredits.contract, scope.core),
        inArray(lendingCredits.account, wallets),
        token === undefined ? undefined : eq(lendingCredits.token, token),
      ),
    )
    .groupBy(lendingCredits.token);
  return rows.filter((row) => row.amount > 0n);
}
