import { LoanStatus } from "@openpawn/chain/generated/enums";
import type {
  Repayment,
  RepaymentRequest,
  RepaymentRequestStatus,
  RepaymentRequestSummary,
  RepaymentStats,
} from "@openpawn/shared/lending/schemas/repayments";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import type { ContractRow } from "./queries/pawn-contracts.ts";
import { cyclesOfLoan, repaymentsOfLoan, type CycleRow, type RepaymentRow } from "./queries/pawn-repayments.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

/**
 * A contract's repayment requests are its cycles (decision 0018). A payment belongs to the cycle that was
 * open when it was made: the first whose end is after it (the core settles ended cycles before it takes
 * a payment, so a payment is never made at or after its cycle's end).
 */
export interface ContractLedger {
  contract: ContractRow;
  cycles: CycleRow[];
  repayments: RepaymentRow[];
}

/** A contract with its cycles and payments, everything its repayment requests are built from. */
export async function contractLedger(scope: LendingScope, contract: ContractRow): Promise<ContractLedger> {
  const [cycles, repayments] = await Promise.all([cyclesOfLoan(scope, contract.loan.id), repaymentsOfLoan(scope, contract.loan.id)]);
  return { contract, cycles, repayments };
}

export const requestId = (contractId: bigint, cycle: number) => `${contractId}-${cycle}`;

export function cycleOfPayment(cycles: CycleRow[], paidAt: Date): number {
  return (cycles.find((cycle) => cycle.endsAt > paidAt) ?? cycles.at(-1))?.cycle ?? 0;
}

export function paymentsOfCycle({ cycles, repayments }: ContractLedger, cycle: number): RepaymentRow[] {
  return repayments.filter((payment) => cycleOfPayment(cycles, payment.paidAt) === cycle);
}

/** Sums of each part of these payments. */
export function paidIn(payments: RepaymentRow[]) {
  const sum = (part: "penalty" | "interest" | "principal" | "prepaidFee" | "systemFee") => payments.reduce((total, payment) => total + payment[part], 0n);
  return { penalty: sum("penalty"), interest: sum("interest"), principal: sum("principal"), prepaidFee: sum("prepaidFee"), systemFee: sum("systemFee") };
}

function statusOf(cycle: CycleRow, loanStatus: number): RepaymentRequestStatus {
  if (cycle.closedLate !== null) return cycle.closedLate ? "LATE" : "PAID";
  if (loanStatus === LoanStatus.Completed) return "PAID";
  return loanStatus === LoanStatus.Defaulted ? "LIQUIDATED" : "ACTIVE";
}

/** Cycle `cycle` as a repayment request. */
export function repaymentRequest(ledger: ContractLedger, cycle: CycleRow, tokens: TokenRefs): RepaymentRequest {
  const { loan, terms } = ledger.contract;
  const paid = paidIn(paymentsOfCycle(ledger, cycle.cycle));
  const previous = ledger.cycles.find((candidate) => candidate.cycle === cycle.cycle - 1);
  // Principal is due at maturity: in the last cycle, what was left of it when the cycle opened.
  const last = cycle.endsAt.getTime() === loan.maturity.getTime();
  return {
    id: requestId(loan.id, cycle.cycle),
    contractId: Number(loan.id),
    cycle: cycle.cycle,
    startsAt: (previous?.endsAt ?? loan.startedAt).toISOString(),
    dueAt: cycle.dueAt.toISOString(),
    endsAt: cycle.endsAt.toISOString(),
    repaymentToken: tokens.ref(terms.repaymentToken),
    loanToken: tokens.ref(terms.loanToken),
    owed: {
      penalty: cycle.penaltyOwed.toString(),
      interest: cycle.interestOwed.toString(),
      principal: (last ? loan.principal + paid.principal : 0n).toString(),
    },
    paid: {
      penalty: paid.penalty.toString(),
      interest: paid.interest.toString(),
      principal: paid.principal.toString(),
      prepaidFee: paid.prepaidFee.toString(),
    },
    status: statusOf(cycle, loan.status),
  };
}

/** A payment as the API shows it. */
export function repaymentItem(ledger: Pick<ContractLedger, "contract" | "cycles">, payment: RepaymentRow, tokens: TokenRefs): Repayment {
  const { terms } = ledger.contract;
  return {
    contractId: Number(payment.loanId),
    cycle: cycleOfPayment(ledger.cycles, payment.paidAt),
    payerWalletAddress: payment.payer,
    penalty: payment.penalty.toString(),
    interest: payment.interest.toString(),
    principal: payment.principal.toString(),
    prepaidFee: payment.prepaidFee.toString(),
    systemFee: payment.systemFee.toString(),
    repaymentToken: tokens.ref(terms.repaymentToken),
    loanToken: tokens.ref(terms.loanToken),
    paidAt: payment.paidAt.toISOString(),
    txnHash: payment.txHash,
  };
}

/** GET my-contract/{id}/repayment-stats: the contract's cycles and payments in figures. */
export function repaymentStats(ledger: ContractLedger, tokens: TokenRefs): RepaymentStats {
  const { loan, terms } = ledger.contract;
  const statuses = ledger.cycles.map((cycle) => statusOf(cycle, loan.status));
  const paid = paidIn(ledger.repayments);
  return {
    contractId: Number(loan.id),
    cycles: ledger.cycles.length,
    cyclesPaid: statuses.filter((status) => status === "PAID").length,
    cyclesLate: statuses.filter((status) => status === "LATE").length,
    repaymentToken: tokens.ref(terms.repaymentToken),
    loanToken: tokens.ref(terms.loanToken),
    paid: {
      penalty: paid.penalty.toString(),
      interest: paid.interest.toString(),
      principal: paid.principal.toString(),
      prepaidFee: paid.prepaidFee.toString(),
      systemFee: paid.systemFee.toString(),
    },
    principalOwed: loan.principal.toString(),
    nextDueAt: loan.status === LoanStatus.Active ? (loan.cycleDueAt?.toISOString() ?? null) : null,
  };
}

/** GET repayment-request/{id}/summary: the request's totals per token. */
export function repaymentRequestSummary(request: RepaymentRequest): RepaymentRequestSummary {
  const owed = BigInt(request.owed.penalty) + BigInt(request.owed.interest);
  const paid = BigInt(request.paid.penalty) + BigInt(request.paid.interest);
  return {
    id: request.id,
    contractId: request.contractId,
    cycle: request.cycle,
    status: request.status,
    dueAt: request.dueAt,
    repaymentToken: request.repaymentToken,
    loanToken: request.loanToken,
    owed: owed.toString(),
    paid: paid.toString(),
    remaining: (owed > paid ? owed - paid : 0n).toString(),
    principalDue: request.owed.principal,
    principalPaid: request.paid.principal,
  };
}
