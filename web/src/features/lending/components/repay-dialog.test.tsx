import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { BORROWER_WALLET, contractItem, e18, USDT } from "../../../test/pawn-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";

configure({ asyncUtilTimeout: 20_000 });

const INTEREST = "6904109589041095891";
const parts = (interest: string) => ({ penalty: "0", interest, principal: e18(3000) });
/** Contract 7 in its first cycle as GET repayment_information answers: its interest owed, or none once paid. */
const information = (interest: string) => ({
  contractId: 7,
  asOf: "2026-11-25T10:00:00.000Z",
  cycle: 0,
  dueAt: "2026-11-26T10:00:00.000Z",
  endsAt: "2026-12-01T10:00:00.000Z",
  inLastCycle: false,
  repaymentToken: USDT,
  loanToken: USDT,
  owed: parts(interest),
  systemFeeRate: 2_000_000,
  prepaidFeeRate: 300_000,
  fullRepayment: { ...parts(interest), prepaidFee: e18(90), systemFee: "0" },
});

/** POST calculate-repayment-fee as the API takes it: each part capped at what is owed; nothing left is a 400. */
function quote(call: ApiCall, owedInterest: string) {
  const body = call.body as { penalty: string; interest: string; principal: string };
  const interest = BigInt(body.interest) < BigInt(owedInterest) ? body.interest : owedInterest;
  const principal = body.principal;
  if (BigInt(interest) + BigInt(principal) === 0n) return errorReply(400, "Say how much penalty, interest or principal to pay", LENDING_ERRORS.nothingToRepay.code);
  const prepaidFee = BigInt(principal) === 0n ? "0" : e18(90);
  return okReply({
    contractId: 7,
    asOf: "2026-11-25T10:00:00.000Z",
    cycle: 0,
    payment: { penalty: "0", interest, principal, prepaidFee, systemFee: "0" },
    repaymentTokenTotal: interest,
    loanTokenTotal: (BigInt(principal) + BigInt(prepaidFee)).toString(),
    remaining: { penalty: "0", interest: "0", principal: (BigInt(e18(3000)) - BigInt(principal)).toString() },
    completesContract: BigInt(principal) === BigInt(e18(3000)),
    repaymentToken: USDT,
    loanToken: USDT,
  });
}

describe("the repay dialog", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
    signInWithWallet(BORROWER_WALLET);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutWallet();
  });

  it("reopened after the cycle is paid, says so and quotes what can still be paid, never the old interest", async () => {
    let owedInterest = INTEREST;
    const calls = mockApi({
      "GET /api/pawn/dashboard/recent-contracts/7": () => okReply(contractItem({ interestOwed: owedInterest })),
      "GET /api/pawn/dashboard/recent-contracts/7/risk": okReply({ priced: false, debtUsd: null, collateralUsd: null, ltvBps: null, thresholdBps: 7500, liquidationPriceUsd: null, liquidatable: false, stress: [] }),
      "GET /api/pawn/dashboard/recent-contracts/7/repayment-histories": okReply(pageOf([])),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/my-contract/repayment_information": () => okReply(information(owedInterest)),
      "POST /api/pawn/my-contract/7/calculate-repayment-fee": (call) => quote(call, owedInterest),
    });
    renderRoute("/pawn/contract/7");
    fireEvent.click(await screen.findByRole("button", { name: "Repay" }));
    let dialog = await screen.findByRole("dialog", { name: "Repay contract #7" });
    expect(await within(dialog).findByText(/You pay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // The cycle is paid (in another tab, or by this one): Repay opens again.
    owedInterest = "0";
    const before = calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Repay" }));
    dialog = await screen.findByRole("dialog", { name: "Repay contract #7" });
    expect(await within(dialog).findByText(/Cycle 1 is paid/)).toBeTruthy();
    expect((within(dialog).getByRole("radio", { name: /This cycle's interest and penalty/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "Everything: pay the contract off" }) as HTMLInputElement).checked).toBe(true);
    const payment = await within(dialog).findByLabelText("Payment");
    expect(payment.textContent).toMatch(/^You pay 3,090 USDT/);
    expect((within(dialog).getByRole("button", { name: "Pay" }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText("The payment cannot be quoted right now.")).toBeNull();
    // Not one quote of the old interest, nor of nothing.
    const quotes = calls.slice(before).filter((call) => call.path.endsWith("/calculate-repayment-fee"));
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.map((call) => call.body)).toEqual(quotes.map(() => parts("0")));
  });
});
