import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { errorReply, mockApi, okReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { summaryLine } from "../../../test/summary.ts";
import { BORROWER_WALLET, collateralItem, LENDER_WALLET, offerDetail } from "../../../test/pawn-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";

configure({ asyncUtilTimeout: 20_000 });

/** The offer page's reads: the offer as the API answers the caller, its collateral, the tokens, the fee settings. */
const pageReads = (offer: ReturnType<typeof offerDetail> | null) => ({
  "GET /api/pawn/crypto-offer/13": offer ? okReply(offer) : errorReply(404, "Offer not found", LENDING_ERRORS.offerNotFound.code),
  "GET /api/pawn/collaterals/4": okReply(collateralItem()),
  "GET /api/pawn/supported-asset": okReply([]),
  "GET /api/pawn/loan-crypto-offer": okReply(pageOf([])),
  "POST /api/pawn/transaction-fee": okReply({ configId: 0, systemFee: 2_000_000, penaltyRate: 15_000_000, prepaidFeeRate: 300_000, lateThreshold: 3, rateZoom: 100_000 }),
});

describe("/inventory/offer/{id}: the offer itself, for its two parties", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutWallet();
  });

  it("shows its lender the offer they sent (not a collateral's Make an offer page), with Cancel while it is open", async () => {
    signInWithWallet(LENDER_WALLET);
    const calls = mockApi(pageReads(offerDetail()));
    renderRoute("/inventory/offer/13");
    expect(await screen.findByRole("heading", { level: 1, name: "Your offer #13" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Make an offer" })).toBeNull();
    const terms = screen.getByLabelText("Offer terms");
    expect(within(terms).getByText("3K USDT")).toBeTruthy();
    expect(within(terms).getByText("12% a year, repaid in USDT")).toBeTruthy();
    expect(screen.getByText("Fair terms for your WBNB")).toBeTruthy();
    expect(screen.getByText(/Waiting for the borrower's answer/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel offer" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "My WBNB" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the collateral" }).getAttribute("href")).toBe("/pawn/offer/4");
    // The offer is read with the caller's session: it is its parties' business only.
    expect(calls.find((call) => call.path === "/api/pawn/crypto-offer/13")?.headers.authorization).toBe("Bearer token");
  });

  it("shows the borrower the offer they received, to accept after the summary or to reject", async () => {
    signInWithWallet(BORROWER_WALLET);
    mockApi(pageReads(offerDetail({ side: "BORROWER" })));
    renderRoute("/inventory/offer/13");
    expect(await screen.findByRole("heading", { level: 1, name: "Offer #13 on your collateral" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel offer" })).toBeNull();
    // The borrower's wallet is the collateral's: the buttons come with it.
    expect(await screen.findByRole("button", { name: "Reject" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the collateral" }).getAttribute("href")).toBe("/pawn/collateral/4");
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    const summary = await screen.findByRole("dialog", { name: /Accept offer #13\?/ });
    await waitFor(() => expect(summaryLine(summary, "You receive now").value).toBe("3,000 USDT"));
  });

  it("asks the party to connect the wallet that can answer, and leads an accepted offer to its contract", async () => {
    signInWithWallet("0x3333333333333333333333333333333333333333");
    mockApi(pageReads(offerDetail({ side: "BORROWER" })));
    renderRoute("/inventory/offer/13");
    expect(await screen.findByText("Connect the wallet 0x1111...1111 to answer this offer.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    mockApi(pageReads(offerDetail({ status: "ACCEPTED" })));
    renderRoute("/inventory/offer/13");
    expect((await screen.findByRole("link", { name: "Open the contract" })).getAttribute("href")).toBe("/pawn/contract/13");
  });

  it("tells anyone else it does not exist, and asks a visitor to log in without reading it", async () => {
    signInWithWallet("0x3333333333333333333333333333333333333333");
    let calls = mockApi(pageReads(null));
    renderRoute("/inventory/offer/13");
    expect(await screen.findByText("This offer does not exist.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/pawn/collaterals/4")).toBe(false);
    cleanup();
    vi.unstubAllGlobals();
    signOutWallet();

    calls = mockApi(pageReads(offerDetail()));
    renderRoute("/inventory/offer/13");
    expect(await screen.findByText("Log in to see this offer.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/pawn/crypto-offer/13")).toBe(false);
  });
});
