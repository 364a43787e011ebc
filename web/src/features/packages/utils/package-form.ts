import { parseDecimalUnits } from "@openpawn/shared/format";
import type { PackageBody } from "@openpawn/shared/packages/schemas/packages";
import { firstIssues } from "../../../lib/first-issues.ts";

/** The new-package form as typed: every field a string (amounts in the loan token's units, rates in percent). */
export interface PackageForm {
  type: "0" | "1" | "2";
  message: string;
  loanToken: string;
  repaymentToken: string;
  loanAmountMin: string;
  loanAmountMax: string;
  budget: string;
  collateralAcceptance: string[];
  interestRate: string;
  interestRateMin: string;
  interestRateMax: string;
  durationFrom: string;
  durationTo: string;
  durationType: "0" | "1";
  loanToValue: string;
  ltvLiquidationThreshold: string;
}

export const EMPTY_PACKAGE_FORM: PackageForm = {
  type: "0",
  message: "",
  loanToken: "DFY",
  repaymentToken: "DFY",
  loanAmountMin: "",
  loanAmountMax: "",
  budget: "",
  collateralAcceptance: [],
  interestRate: "12",
  interestRateMin: "8",
  interestRateMax: "16",
  durationFrom: "1",
  durationTo: "12",
  durationType: "1",
  loanToValue: "50",
  ltvLiquidationThreshold: "75",
};

export type PackageFormErrors = Partial<Record<keyof PackageForm, string>>;

const numberOrNaN = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The API's body for a typed package: amounts to base units of the loan token, numbers from text; then the
 * shared package rules (the API's own) decide. Answers the body, or the first message of each wrong field.
 */
export async function packageBodyOf(form: PackageForm, loanDecimals: number): Promise<{ body: PackageBody } | { errors: PackageFormErrors }> {
  const { packageBodySchema } = await import("@openpawn/shared/packages/schemas/packages");
  const units = (text: string) => parseDecimalUnits(text, loanDecimals)?.toString() ?? text;
  const negotiation = form.type === "2";
  const candidate = {
    type: Number(form.type),
    message: form.message,
    loanToken: form.loanToken,
    repaymentToken: form.repaymentToken,
    loanAmountMin: units(form.loanAmountMin),
    loanAmountMax: units(form.loanAmountMax),
    budget: units(form.budget),
    collateralAcceptance: form.collateralAcceptance,
    ...(negotiation
      ? { interestRateMin: numberOrNaN(form.interestRateMin), interestRateMax: numberOrNaN(form.interestRateMax) }
      : { interestRate: numberOrNaN(form.interestRate) }),
    durationFrom: numberOrNaN(form.durationFrom),
    durationTo: numberOrNaN(form.durationTo),
    durationType: Number(form.durationType),
    loanToValue: numberOrNaN(form.loanToValue),
    ltvLiquidationThreshold: numberOrNaN(form.ltvLiquidationThreshold),
  };
  const parsed = packageBodySchema.safeParse(candidate);
  return parsed.success ? { body: parsed.data } : { errors: firstIssues<keyof PackageForm>(parsed.error.issues) };
}
