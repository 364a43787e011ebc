import { describe, expect, it } from "vitest";
import { FEATURES } from "../../features/index.ts";
import { ReportedTransactionRegistry, type ReportedCalls, type ReportedContractDefinition } from "./registry.ts";

const definitions = FEATURES.flatMap((feature) => feature.reportedContracts ?? []);
const callLists = FEATURES.flatMap((feature) => feature.reportedCalls ?? []);
const registryOf = (extraDefinitions: readonly ReportedContractDefinition[], extraCalls: readonly ReportedCalls[]) =>
  new ReportedTransactionRegistry([...definitions, ...extraDefinitions], [...callLists, ...extraCalls]);

describe("the reported-transaction registry", () => {
  it("holds every contract the features define, each with the calls any feature adds to it", () => {
    const registry = registryOf([], []);
    expect(registry.names()).toEqual(["PawnLending", "PawnShop", "SignedOffers", "NftFactory", "NftMarket", "SoftNft721", "SoftNft1155"]);
    // packages and nft-pawn both verify rejectSubmission: one call, registered once.
    expect([...registry.contract("PawnShop").calls]).toContain("rejectSubmission");
    expect([...registry.contract("PawnLending").calls]).toEqual(expect.arrayContaining(["createCollateral", "withdrawCollateral", "repay", "claim"]));
    expect([...registry.contract("NftMarket").calls]).not.toContain("feeBps");
  });

  it("refuses to start on a contract defined twice, calls of an unknown contract, or a function its ABI lacks", () => {
    const [pawnShop] = definitions.filter((definition) => definition.name === "PawnShop");
    expect(() => registryOf([pawnShop!], [])).toThrow("Reported contract PawnShop is defined twice");
    expect(() => new ReportedTransactionRegistry([], [{ contract: "PawnShop", calls: ["createPackage"] } as ReportedCalls])).toThrow(
      "Reported calls name PawnShop, which no feature defines",
    );
    expect(() => registryOf([], [{ contract: "PawnShop", calls: ["stealEverything"] } as unknown as ReportedCalls])).toThrow(
      "Reported call PawnShop.stealEverything is not in its ABI",
    );
  });

  it("knows no contract a feature did not register", () => {
    expect(() => registryOf([], []).contract("Hub")).toThrow("Reported contract Hub is not registered");
  });
});
