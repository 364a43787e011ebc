import { pawnLendingAbi } from "@openpawn/chain/generated/abis";
import { deployedAs, reportedCalls, reportedContract } from "../../chain-spine/reported-transactions/registry.ts";

declare module "../../chain-spine/reported-transactions/registry.ts" {
  interface ReportedContractAbis {
    PawnLending: typeof pawnLendingAbi;
  }
}

/** The lending core, and what borrowers and lenders report of it: collaterals, offers, repayments, claims. */
export const lendingReportedContracts = [reportedContract({ name: "PawnLending", abi: pawnLendingAbi, isAt: deployedAs("PawnLending") })];
export const lendingReportedCalls = [
  reportedCalls("PawnLending", [
    "createCollateral",
    "addCollateral",
    "withdrawCollateral",
    "createOffer",
    "acceptOffer",
    "cancelOffer",
    "rejectOffer",
    "repay",
    "claim",
  ]),
];
