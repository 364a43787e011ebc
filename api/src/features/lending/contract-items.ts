import { AssetKind, LiquidationReason, LoanStatus } from "@openpawn/chain/generated/enums";
import { ASSET_KINDS } from "@openpawn/shared/lending/schemas/collaterals";
import { USER_TYPES } from "@openpawn/shared/common/pawn";
import type { ContractDetail, ContractItem, ContractStatistic, ContractStatusName, SignedContract } from "@openpawn/shared/lending/schemas/contracts";
import type { contractStatistic } from "./queries/contract-statistic.ts";
import type { ContractRow } from "./queries/pawn-contracts.ts";
import type { RepaymentRow } from "./queries/pawn-repayments.ts";
import { paidIn } from "./repayment-requests.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

/** Which side of a contract a wallet is on. */
export type ContractSide = "borrower" | "lender";
export const sideOfUserType = (type: 1 | 2): ContractSide => (type === USER_TYPES.borrower ? "borrower" : "lender");
export const otherSide = (side: ContractSide): ContractSide => (side === "borrower" ? "lender" : "borrower");

const STATUS_NAMES: Record<ContractStatusName, number> = {
  ACTIVE: LoanStatus.Active,
  COMPLETED: LoanStatus.Completed,
  LIQUIDATED: LoanStatus.Defaulted,
};
const REASON_NAMES = { [LiquidationReason.Late]: "LATE", [LiquidationReason.Risk]: "RISK", [LiquidationReason.Unpaid]: "UNPAID" } as const;

export const contractStatusValue = (name: ContractStatusName) => STATUS_NAMES[name];
const contractStatusName = (status: number): ContractStatusName =>
  (Object.keys(STATUS_NAMES) as ContractStatusName[]).find((name) => STATUS_NAMES[name] === status) ?? "ACTIVE";
const assetKind = (kind: number) => ASSET_KINDS[kind] ?? ASSET_KINDS[AssetKind.ERC20];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The API's view of an indexed contract. */
export function contractItem({ loan, terms, collateral, collateralName }: ContractRow, tokens: TokenRefs): ContractItem {
  return {
    id: Number(loan.id),
    collateralId: Number(loan.collateralId),
    borrowerWalletAddress: loan.borrower,
    lenderWalletAddress: loan.lender,
    status: contractStatusName(loan.status),
    liquidationReason: loan.liquidationReason === null ? null : (REASON_NAMES[loan.liquidationReason as LiquidationReason] ?? null),
    loanAmount: terms.amount.toString(),
    principalOwed: loan.principal.toString(),
    loanToken: tokens.ref(terms.loanToken),
    repaymentToken: tokens.ref(terms.repaymentToken),
    interestRate: terms.interestRate,
    liquidationThreshold: terms.liquidationThreshold,
    durationQty: terms.durationQty,
    durationType: terms.durationUnit === 0 ? 0 : 1,
    repaymentCycleType: terms.cycleUnit === 0 ? 0 : 1,
    collateral: {
      kind: assetKind(collateral.kind),
      token: tokens.ref(collateral.token),
      tokenId: collateral.tokenId.toString(),
      amount: collateral.amount.toString(),
      name: collateralName,
    },
    startedAt: loan.startedAt.toISOString(),
    maturity: loan.maturity.toISOString(),
    currentCycle: loan.currentCycle,
    dueAt: iso(loan.cycleDueAt),
    endsAt: iso(loan.cycleEndsAt),
    interestOwed: loan.interestOwed.toString(),
    penaltyOwed: loan.penaltyOwed.toString(),
    lateCount: loan.lateCount,
    configId: loan.configId,
    txnHash: loan.txHash,
  };
}

/** A contract in a profile tab: as `side` signed it, with whom, and how it stands. */
export function signedContract({ loan, terms, collateral }: ContractRow, side: ContractSide, tokens: TokenRefs): SignedContract {
  return {
    id: Number(loan.id),
    userType: USER_TYPES[side],
    counterpartyWalletAddress: loan[otherSide(side)],
    status: contractStatusName(loan.status),
    loanAmount: terms.amount.toString(),
    loanToken: tokens.ref(terms.loanToken),
    collateral: { kind: assetKind(collateral.kind), token: tokens.ref(collateral.token), amount: collateral.amount.toString() },
    startedAt: loan.startedAt.toISOString(),
    maturity: loan.maturity.toISOString(),
    txnHash: loan.txHash,
  };
}

/**
 * A contract as `side` reads it: the other side with its reputation, and what moved so far — paid by
 * the borrower (fees included), or received by the lender (the system fee's share left out).
 */
export function contractDetail(
  row: ContractRow,
  side: ContractSide,
  counterparty: { reputationBorrower: number; reputationLender: number },
  repayments: RepaymentRow[],
  tokens: TokenRefs,
): ContractDetail {
  const paid = paidIn(repayments);
  const charges = paid.penalty + paid.interest - (side === "lender" ? paid.systemFee : 0n);
  return {
    ...contractItem(row, tokens),
    userType: USER_TYPES[side],
    counterparty: { walletAddress: row.loan[otherSide(side)], ...counterparty },
    settled: { repaymentToken: charges.toString(), loanToken: (paid.principal + paid.prepaidFee).toString() },
  };
}

/** One side's figures; a lender's interest is what reached them, the system fee's share left out. */
export function contractStatisticItem(figures: Awaited<ReturnType<typeof contractStatistic>>, side: ContractSide, tokens: TokenRefs): ContractStatistic {
  const count = (status: number) => figures.statuses.find((row) => row.status === status)?.n ?? 0;
  const amount = (token: string, value: bigint) => ({ token: tokens.ref(token), amount: value.toString() });
  const contracts = { active: count(LoanStatus.Active), completed: count(LoanStatus.Completed), liquidated: count(LoanStatus.Defaulted) };
  return {
    contracts: { total: contracts.active + contracts.completed + contracts.liquidated, ...contracts },
    principal: figures.principal.map((row) => amount(row.token, row.lent)),
    principalOwed: figures.principal.map((row) => amount(row.token, row.owed)),
    interest: figures.interest.map((row) => amount(row.token, side === "lender" ? row.paid - row.systemFee : row.paid)),
    credits: figures.credits.map((row) => amount(row.token, row.amount)),
  };
}
