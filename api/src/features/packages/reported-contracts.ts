import { pawnShopAbi } from "@openpawn/chain/generated/abis";
import { deployedAs, reportedCalls, reportedContract } from "../../chain-spine/reported-transactions/registry.ts";

declare module "../../chain-spine/reported-transactions/registry.ts" {
  interface ReportedContractAbis {
    PawnShop: typeof pawnShopAbi;
  }
}

/** The pawn shops' contract, and what lenders and borrowers report of it: packages, submissions and their answers. */
export const packagesReportedContracts = [reportedContract({ name: "PawnShop", abi: pawnShopAbi, isAt: deployedAs("PawnShop") })];
export const packagesReportedCalls = [
  reportedCalls("PawnShop", ["createPackage", "cancelPackage", "reopenPackage", "submitCollateral", "acceptSubmission", "rejectSubmission"]),
];
