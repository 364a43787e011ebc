import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { mockApi, okReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { submittedCollateral } from "../../packages/components/lender-packages/package-fixtures.ts";

configure({ asyncUtilTimeout: 20_000 });

const submission = (submissionId: number, status: string, name: string) => ({
  submissionId,
  packageId: 2,
  status,
  minAmount: "0",
  expiresAt: "2026-12-01T10:00:00.000Z",
  contractId: status === "CONTRACTED" ? 4 : null,
  collateral: submittedCollateral(submissionId + 10, name),
});

describe("the loan requests page", { timeout: 60_000 }, () => {
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

  it("lists the borrower's submissions to packages, with Cancel only for one still waiting", async () => {
    mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/negotiations": okReply(pageOf([])),
      "GET /api/pawn/account/collaterals/submit": okReply(pageOf([submission(1, "PENDING", "Waiting WBNB"), submission(2, "CONTRACTED", "Lent WBNB")])),
    });
    renderRoute("/inventory/lender-profile/loan-request-detail");
    const waiting = await screen.findByRole("listitem", { name: "Submission 1" });
    expect(waiting.textContent).toMatch(/2 WBNB — Waiting WBNB to package #2.*Waits for the lender until/);
    expect(within(waiting).getByRole("button", { name: "Cancel" })).toBeTruthy();
    const lent = screen.getByRole("listitem", { name: "Submission 2" });
    expect(within(lent).getByText("In contract")).toBeTruthy();
    expect(within(lent).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.getByText("No borrower has sent you a request yet.")).toBeTruthy();
  });
});
