import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import { mockApi, okReply, type ApiCall } from "../../../../test/mock-api.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { logout, setToken } from "../../../../stores/auth.ts";
import { closeMessage } from "../../../../stores/feedback.ts";

import { ownProfileOf } from "../../../../test/own-profile.ts";
import { e18 } from "../../../../test/pawn-fixtures.ts";
import { item, receivedRequest } from "./package-fixtures.ts";

configure({ asyncUtilTimeout: 20_000 });

describe("the lender's loan packages", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
    setToken("token");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // A success message left open (publishing) would hide the next test's page from its queries.
    act(() => closeMessage());
    cleanup();
    logout();
  });

  it("lists the packages with their budget left, marks a spent one paused, and publishes a Negotiation draft", async () => {
    let published = false;
    const calls: ApiCall[] = mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf({ pawnShop: 3 })),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package": () =>
        okReply(pageOf([item(2, { status: published ? "PUBLISHED" : "DRAFT" }), item(1, { type: 0, status: "PUBLISHED", interestRate: 12, budgetLeft: e18("50"), pausedReasons: ["BUDGET_SPENT"], chainPackageId: 4 })])),
      "PUT /api/pawn/crypto-package/2/publish": () => {
        published = true;
        return okReply(item(2, { status: "PUBLISHED" }));
      },
    });
    renderRoute("/inventory/lender-profile/pawnshop-loan-package");
    const spent = await screen.findByRole("article", { name: "Package 1" });
    expect(within(spent).getByText("Paused: budget spent")).toBeTruthy();
    expect(within(spent).getByText("50 USDT of 20K USDT")).toBeTruthy();
    expect(within(spent).getByText("12% a year")).toBeTruthy();
    const draft = screen.getByRole("article", { name: "Package 2" });
    expect(within(draft).getByText("8% to 14.5% a year")).toBeTruthy();
    fireEvent.click(within(draft).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT" && call.path === "/api/pawn/crypto-package/2/publish")).toBe(true));
    expect(await within(await screen.findByRole("article", { name: "Package 2" })).findByText("Published")).toBeTruthy();
  });

  it("says why an unfunded package is paused, each reason with its fix", async () => {
    mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf({ pawnShop: 3 })),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package": okReply(
        pageOf([item(1, { type: 0, status: "PUBLISHED", interestRate: 12, pausedReasons: ["INSUFFICIENT_BALANCE", "INSUFFICIENT_ALLOWANCE"], chainPackageId: 4 })]),
      ),
    });
    renderRoute("/inventory/lender-profile/pawnshop-loan-package");
    const card = await screen.findByRole("article", { name: "Package 1" });
    expect(within(card).getByText(PACKAGE_MESSAGES.pausedLabel.INSUFFICIENT_BALANCE)).toBeTruthy();
    expect(within(card).getByText(PACKAGE_MESSAGES.pausedLabel.INSUFFICIENT_ALLOWANCE)).toBeTruthy();
    const why = within(card).getByRole("alert", { name: "Why borrowers cannot submit" });
    expect(why.textContent).toContain("Paused: your lending wallet holds less than its smallest loan. Add USDT to your lending wallet.");
    // A package just created was never allowed: no "no longer", and what to do, in the loan token's symbol.
    expect(why.textContent).toContain("Paused: your wallet does not allow lending its smallest loan. Allow lending USDT to publish this package.");
    expect(why.textContent).not.toContain("no longer");
    // The fix is beside the reason, saying what it allows: the budget left, to the lending contract.
    expect(within(why).getByRole("button", { name: "Allow lending 20,000 USDT" })).toBeTruthy();
    expect(why.textContent).toContain("Lets the lending contract take up to 20,000 USDT from your wallet, only when a borrower takes this package's loan.");
  });

  it("shows what a Semi-auto package received, with Accept and an amount for a pending request, no less than the borrower accepts", async () => {
    mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf({ pawnShop: 3 })),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package": okReply(pageOf([item(1, { type: 1, status: "PUBLISHED", interestRate: 12, chainPackageId: 4 })])),
      "GET /api/pawn/crypto-package/1/collaterals-received": okReply(
        pageOf([
          receivedRequest(9, { minAmount: "588123456789012345678" }, { id: 6, name: "Picky WBNB" }),
          receivedRequest(8, {}, { id: 5, name: "Two WBNB" }),
          receivedRequest(7, { status: "REJECTED" }, { id: 4, amount: e18("1"), name: "One WBNB" }),
        ]),
      ),
    });
    renderRoute("/inventory/lender-profile/pawnshop-loan-package");
    fireEvent.click(within(await screen.findByRole("article", { name: "Package 1" })).getByRole("button", { name: "Requests" }));
    const pending = await screen.findByRole("listitem", { name: "Request 8" });
    expect(within(pending).getByText("2 WBNB — Two WBNB")).toBeTruthy();
    expect((within(pending).getByRole("textbox", { name: "Amount to lend" }) as HTMLInputElement).value).toBe("100");
    expect(within(pending).getByRole("button", { name: "Accept" })).toBeTruthy();
    // A borrower's minimum above the package's smallest loan is the least the contract lends them, in full.
    const picky = screen.getByRole("listitem", { name: "Request 9" });
    expect((within(picky).getByRole("textbox", { name: "Amount to lend" }) as HTMLInputElement).value).toBe("588.123456789012345678");
    expect(within(picky).getByText("The least the borrower accepts")).toBeTruthy();
    const rejected = screen.getByRole("listitem", { name: "Request 7" });
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("says so when there is no package yet", async () => {
    mockApi({ "GET /api/user/users/profile": okReply(ownProfileOf({ pawnShop: 3 })), "GET /api/pawn/supported-asset": okReply([]), "GET /api/pawn/crypto-package": okReply(pageOf([])) });
    renderRoute("/inventory/package");
    expect(await screen.findByText("No package here yet.")).toBeTruthy();
  });

  it("opens the new-package dialog and keeps it open until the package follows the rules", async () => {
    const calls = mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf({ pawnShop: 3 })),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package": okReply(pageOf([])),
      "POST /api/pawn/crypto-package/create": okReply(item(5)),
    });
    renderRoute("/inventory/package");
    fireEvent.click(await screen.findByRole("button", { name: "New package" }));
    const dialog = await screen.findByRole("dialog", { name: "New loan package" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Smallest loan/ }), { target: { value: "100" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Largest loan/ }), { target: { value: "5000" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Budget/ }), { target: { value: "10000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    // No collateral chosen: the package rules keep the dialog open.
    expect(await within(dialog).findByText("Choose at least one accepted collateral")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
