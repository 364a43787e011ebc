import { describe, expect, it } from "vitest";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { LOAN_PACKAGE, LOAN_PACKAGE_PARAMS } from "@openpawn/chain/test/loan-package";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { createPackageCall } from "./package-calls.ts";

const SHOP = "0x00000000000000000000000000000000000000c1";

describe("package calls", () => {
  it("publishes a package with the parameters the API's verification expects of it (the shared fixture)", () => {
    const item: LoanPackage = { ...LOAN_PACKAGE, collateralAcceptance: [...LOAN_PACKAGE.collateralAcceptance], pausedReasons: [] };
    expect(createPackageCall(SHOP, item).call).toEqual({ address: SHOP, abi: iPawnShopAbi, functionName: "createPackage", args: [LOAN_PACKAGE_PARAMS] });
  });
});
