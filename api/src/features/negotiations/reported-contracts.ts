import { signedOffersAbi } from "@openpawn/chain/generated/abis";
import { deployedAs, reportedCalls, reportedContract } from "../../chain-spine/reported-transactions/registry.ts";

declare module "../../chain-spine/reported-transactions/registry.ts" {
  interface ReportedContractAbis {
    SignedOffers: typeof signedOffersAbi;
  }
}

/** The signed offers' contract: a borrower accepting a lender's signed offer, a lender cancelling its nonce. */
export const negotiationsReportedContracts = [reportedContract({ name: "SignedOffers", abi: signedOffersAbi, isAt: deployedAs("SignedOffers") })];
export const negotiationsReportedCalls = [reportedCalls("SignedOffers", ["acceptSignedOffer", "cancelNonce"])];
