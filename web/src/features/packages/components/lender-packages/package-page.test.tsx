import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, screen, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { errorReply, mockApi, okReply } from "../../../../test/mock-api.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { signInWithWallet, signOutWallet } from "../../../../test/signed-in-wallet.ts";

import { USDT } from "../../../../test/pawn-fixtures.ts";
import { item, submittedCollateral } from "./package-fixtures.ts";

configure({ asyncUtilTimeout: 20_000 });

const COLLATERAL = submittedCollateral(9, "Bea's WBNB");

describe("one of the lender's packages", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
    signInWithWallet("0x1111111111111111111111111111111111111111");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    signOutWallet();
  });

  it("lists a Semi-auto package's requests with Accept and Reject for a pending one", async () => {
    mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package/4": okReply(item(4, { type: 1, status: "PUBLISHED", interestRate: 12, chainPackageId: 7 })),
      "GET /api/pawn/crypto-package/4/collaterals-received": okReply(pageOf([{ submissionId: 3, packageId: 4, status: "PENDING", minAmount: "0", expiresAt: "2026-12-01T10:00:00.000Z", contractId: null, collateral: COLLATERAL, createdAt: "2026-11-24T11:00:00.000Z" }])),
    });
    renderRoute("/inventory/loan-package/4");
    expect(await screen.findByRole("heading", { name: "Semi-auto package #4" })).toBeTruthy();
    const request = await screen.findByRole("listitem", { name: "Request 3" });
    expect(within(request).getByText(/Bea's WBNB/)).toBeTruthy();
    expect(within(request).getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(within(request).getByRole("button", { name: "Reject" })).toBeTruthy();
  });

  it("lists a Negotiation package's threads, each opening its negotiation", async () => {
    const calls = mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/crypto-package/2": okReply(item(2, { status: "PUBLISHED" })),
      "GET /api/pawn/negotiations": okReply(
        pageOf([
          {
            id: 11,
            collateralId: 9,
            loanToken: USDT,
            borrower: { userId: 8, name: "Bea", pawnShopId: null },
            lender: { userId: 1, name: "Golden Pawn", pawnShopId: 3 },
            package: { id: 2, name: "#2" },
            openedBy: "BORROWER",
            side: "LENDER",
            status: "OPEN",
            agreedTerms: null,
            lastProposal: null,
            signedOffer: null,
            createdAt: "2026-11-24T11:00:00.000Z",
            updatedAt: "2026-11-24T11:00:00.000Z",
          },
        ]),
      ),
    });
    renderRoute("/inventory/package/2");
    const thread = await screen.findByRole("link", { name: /Collateral #9 with Bea/ });
    expect(thread.getAttribute("href")).toBe("/pawn/negotiation/11");
    const asked = calls.find((call) => call.path === "/api/pawn/negotiations");
    expect([asked?.query.get("packageId"), asked?.query.get("side")]).toEqual(["2", "LENDER"]);
  });

  it("shows one request on its own page, with the package's terms and Accept and Reject, and links to it from the package", async () => {
    const request = { submissionId: 3, packageId: 4, status: "PENDING", minAmount: "0", expiresAt: "2026-12-01T10:00:00.000Z", contractId: null, collateral: COLLATERAL };
    mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/loan-requests/3": okReply(request),
      "GET /api/pawn/crypto-package/4": okReply(item(4, { type: 1, status: "PUBLISHED", interestRate: 12, chainPackageId: 7 })),
      "GET /api/pawn/crypto-package/4/collaterals-received": okReply(pageOf([request])),
    });
    const { router } = renderRoute("/inventory/loan-package/4");
    const link = await screen.findByRole("link", { name: /Bea's WBNB/ });
    expect(link.getAttribute("href")).toBe("/inventory/lender-profile/loan-request-detail/3");
    await act(() => router.navigate("/inventory/lender-profile/loan-request-detail/3"));
    expect(await screen.findByRole("heading", { name: "Loan request #3" })).toBeTruthy();
    const line = await screen.findByRole("listitem", { name: "Request 3" });
    expect(within(line).getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(within(line).getByRole("textbox", { name: "Amount to lend" })).toBeTruthy();
    expect(screen.getByText("To package #4")).toBeTruthy();
  });

  it("says a request none of the caller's packages received does not exist for them", async () => {
    mockApi({ "GET /api/pawn/supported-asset": okReply([]), "GET /api/pawn/loan-requests/8": errorReply(404, "Loan request not found", PACKAGES_ERRORS.requestNotFound.code) });
    renderRoute("/inventory/lender-profile/loan-request-detail/8");
    expect(await screen.findByText("None of your packages received this request.")).toBeTruthy();
  });

  it("says so when the package is not the caller's", async () => {
    mockApi({ "GET /api/pawn/supported-asset": okReply([]), "GET /api/pawn/crypto-package/99": errorReply(404, "Package not found", PACKAGES_ERRORS.packageNotFound.code) });
    renderRoute("/inventory/loan-package/99");
    expect(await screen.findByText("You have no package with this number.")).toBeTruthy();
  });
});
