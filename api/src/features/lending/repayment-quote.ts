import { LoanStatus } from "@openpawn/chain/generated/enums";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import type { RepaymentFee, RepaymentInformation } from "@openpawn/shared/lending/schemas/repayments";
import type { PublicClient } from "viem";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiError } from "../../lib/response.ts";
import { lendingReads } from "./chain-time/lending-reads.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import { indexedConfig } from "./queries/fee-config.ts";
import type { ContractRow } from "./queries/pawn-contracts.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

const HUNDRED_PERCENT = 100n * BigInt(LENDING_RATE_ZOOM);

/** Penalty and interest (repayment token) and principal (loan token). */
export interface Parts {
  penalty: bigint;
  interest: bigint;
  principal: bigint;
}

/** What a contract is owed at the chain's time now, in the cycle a payment sent now would fall in. */
export interface OwedNow {
  asOf: Date;
  cycle: number;
  dueAt: Date;
  endsAt: Date;
  inLastCycle: boolean;
  owed: Parts;
  systemFeeRate: number;
  prepaidFeeRate: number;
}

const seconds = (date: Date) => BigInt(date.getTime() / 1000);
const date = (value: bigint) => new Date(Number(value) * 1000);

/**
 * The index's amounts while the head's time is inside the indexed cycle (nothing but a payment changes
 * them then); once that cycle has ended and nobody settled it, the core's own `settle` run through
 * eth_call at the head, which closes the ended cycles by the contract's rules. Refuses (409) a contract
 * that is over, or that settling now would liquidate.
 */
export async function owedNow(client: PublicClient, scope: LendingScope, { loan }: ContractRow): Promise<OwedNow> {
  if (loan.status !== LoanStatus.Active || loan.currentCycle === null || !loan.cycleDueAt || !loan.cycleEndsAt) {
    throw new ApiError(LENDING_ERRORS.contractNotActive);
  }
  const config = await indexedConfig(scope, loan.configId);
  const rates = { systemFeeRate: config.systemFee, prepaidFeeRate: config.prepaidFeeRate };
  const head = await client.getBlock({ blockTag: "latest" });
  if (head.timestamp < seconds(loan.cycleEndsAt)) {
    return {
      asOf: date(head.timestamp),
      cycle: loan.currentCycle,
      dueAt: loan.cycleDueAt,
      endsAt: loan.cycleEndsAt,
      inLastCycle: loan.cycleEndsAt.getTime() === loan.maturity.getTime(),
      owed: { penalty: loan.penaltyOwed, interest: loan.interestOwed, principal: loan.principal },
      ...rates,
    };
  }
  const reads = lendingReads(client, { core: scope.core, lens: scope.lens });
  const settled = await reads.asOfHead(loan.id, { blockNumber: head.number, timestamp: head.timestamp });
  if (!settled || settled.loan.status !== LoanStatus.Active) throw new ApiError(LENDING_ERRORS.contractNotActive);
  const { loan: now, window } = settled;
  return {
    asOf: date(head.timestamp),
    cycle: Number(window.cycle),
    dueAt: date(window.dueAt),
    endsAt: date(window.endsAt),
    inLastCycle: window.endsAt === window.maturity,
    owed: { penalty: now.penaltyOwed, interest: now.interestOwed, principal: now.principal },
    ...rates,
  };
}

/** A payment as the core's repay would take it: each part capped at what is owed, then its fees (decision 0013's rounding). */
export function quotePayment(owed: OwedNow, wish: Parts) {
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  const penalty = min(wish.penalty, owed.owed.penalty);
  const interest = min(wish.interest, owed.owed.interest);
  const principal = min(wish.principal, owed.owed.principal);
  if (penalty + interest + principal === 0n) throw new ApiError(LENDING_ERRORS.nothingToRepay);
  // The fee wallet's share of penalty and interest rounds down; the prepaid fee, owed, rounds up.
  const systemFee = ((penalty + interest) * BigInt(owed.systemFeeRate)) / HUNDRED_PERCENT;
  const prepaidFee = principal !== 0n && !owed.inLastCycle ? ceilDiv(principal * BigInt(owed.prepaidFeeRate), HUNDRED_PERCENT) : 0n;
  return { penalty, interest, principal, prepaidFee, systemFee };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
/** Amounts as the API writes them: decimal strings of base units. */
const text = <Part extends string>(parts: Record<Part, bigint>) =>
  Object.fromEntries(Object.entries<bigint>(parts).map(([name, value]) => [name, value.toString()])) as Record<Part, string>;

/** GET my-contract/repayment_information. */
export function repaymentInformation(contract: ContractRow, owed: OwedNow, tokens: TokenRefs): RepaymentInformation {
  return {
    contractId: Number(contract.loan.id),
    asOf: owed.asOf.toISOString(),
    cycle: owed.cycle,
    dueAt: owed.dueAt.toISOString(),
    endsAt: owed.endsAt.toISOString(),
    inLastCycle: owed.inLastCycle,
    repaymentToken: tokens.ref(contract.terms.repaymentToken),
    loanToken: tokens.ref(contract.terms.loanToken),
    owed: text({ ...owed.owed }),
    systemFeeRate: owed.systemFeeRate,
    prepaidFeeRate: owed.prepaidFeeRate,
    fullRepayment: text(quotePayment(owed, owed.owed)),
  };
}

/** POST my-contract/{id}/calculate-repayment-fee. */
export function repaymentFee(contract: ContractRow, owed: OwedNow, wish: Parts, tokens: TokenRefs): RepaymentFee {
  const payment = quotePayment(owed, wish);
  const remaining = {
    penalty: owed.owed.penalty - payment.penalty,
    interest: owed.owed.interest - payment.interest,
    principal: owed.owed.principal - payment.principal,
  };
  return {
    contractId: Number(contract.loan.id),
    asOf: owed.asOf.toISOString(),
    cycle: owed.cycle,
    payment: text(payment),
    repaymentTokenTotal: (payment.penalty + payment.interest).toString(),
    loanTokenTotal: (payment.principal + payment.prepaidFee).toString(),
    remaining: text(remaining),
    completesContract: remaining.penalty + remaining.interest + remaining.principal === 0n,
    repaymentToken: tokens.ref(contract.terms.repaymentToken),
    loanToken: tokens.ref(contract.terms.loanToken),
  };
}
