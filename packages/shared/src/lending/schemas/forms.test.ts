import { describe, expect, it } from "vitest";
import { createCollateralFormSchema, offerFormSchema, percentToRate } from "./forms.ts";
import { LENDING_FORM_MESSAGES } from "../messages.ts";

const collateral = { collateralToken: "0xE", amount: "10", loanToken: "0xU", durationQty: "4", durationType: "0", name: "My ETH", description: "" };
const offer = { amount: "1000", repaymentToken: "0xU", interestRate: "12", liquidationThreshold: "70", durationQty: "4", durationType: "0", cycleType: "0", message: "" };
const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("lending forms", () => {
  it("takes a collateral as typed and turns numbers and units into the contract's", () => {
    expect(createCollateralFormSchema.parse(collateral)).toMatchObject({ durationQty: 4, durationType: 0 });
  });

  it("refuses a zero or malformed amount, a loan over five years, a nameless collateral", () => {
    expect(errorsOf(createCollateralFormSchema.safeParse({ ...collateral, amount: "0.0" }))).toEqual([LENDING_FORM_MESSAGES.amount]);
    expect(errorsOf(createCollateralFormSchema.safeParse({ ...collateral, amount: "1e3" }))).toContain(LENDING_FORM_MESSAGES.amount);
    expect(errorsOf(createCollateralFormSchema.safeParse({ ...collateral, durationQty: "61", durationType: "1" }))).toEqual([LENDING_FORM_MESSAGES.durationTooLong]);
    expect(createCollateralFormSchema.safeParse({ ...collateral, durationQty: "60", durationType: "1" }).success).toBe(true);
    expect(errorsOf(createCollateralFormSchema.safeParse({ ...collateral, name: " " }))).toEqual([LENDING_FORM_MESSAGES.name]);
  });

  it("keeps an offer's rate, threshold and cycle inside the contracts' limits", () => {
    expect(offerFormSchema.safeParse(offer).success).toBe(true);
    expect(errorsOf(offerFormSchema.safeParse({ ...offer, interestRate: "0" }))).toEqual([LENDING_FORM_MESSAGES.rate]);
    expect(errorsOf(offerFormSchema.safeParse({ ...offer, interestRate: "1000.1" }))).toEqual([LENDING_FORM_MESSAGES.rate]);
    expect(errorsOf(offerFormSchema.safeParse({ ...offer, liquidationThreshold: "101" }))).toEqual([LENDING_FORM_MESSAGES.threshold]);
    expect(errorsOf(offerFormSchema.safeParse({ ...offer, durationQty: "2", cycleType: "1" }))).toEqual([LENDING_FORM_MESSAGES.durationShorterThanCycle]);
  });

  it("converts a typed percent into the contracts' scale exactly", () => {
    expect(percentToRate("12")).toBe(1_200_000);
    expect(percentToRate("12.5")).toBe(1_250_000);
    expect(percentToRate("0.00001")).toBe(1);
  });
});
