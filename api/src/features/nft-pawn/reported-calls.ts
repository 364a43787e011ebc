import { reportedCalls } from "../../chain-spine/reported-transactions/registry.ts";

/** An NFT put in pawn and taken back is a collateral of the lending core; a lender refuses it through its package. */
export const nftPawnReportedCalls = [reportedCalls("PawnLending", ["createCollateral", "withdrawCollateral"]), reportedCalls("PawnShop", ["rejectSubmission"])];
