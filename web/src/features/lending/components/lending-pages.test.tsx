import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { errorReply, mockApi, okReply } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { BORROWER_WALLET, collateralItem, contractItem, e18, USDT, WBNB } from "../../../test/pawn-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { logout, setToken } from "../../../stores/auth.ts";

// The first render of a lazily loaded page pays for its modules: generous on a busy two-core runner.
configure({ asyncUtilTimeout: 20_000 });


const COLLATERAL = collateralItem();

const CONTRACT = contractItem({ interestOwed: "6904109589041095891", lateCount: 1 });

const RISK = {
  priced: true,
  debtUsd: e18(3007),
  collateralUsd: e18(3800),
  ltvBps: 7913,
  thresholdBps: 7500,
  liquidationPriceUsd: "400933333333333333334",
  liquidatable: true,
  stress: [
    { dropPercent: 20, ltvBps: 9891, liquidatable: true },
    { dropPercent: 40, ltvBps: 13188, liquidatable: true },
  ],
};

describe("lending pages", { timeout: 60_000 }, () => {
  // The lending pages ask for the terms first (decision 0010): these tests look at the pages behind them.
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the market's open collaterals with their amounts and symbols, and sends the filters along", async () => {
    const calls = mockApi({ "GET /api/pawn/collaterals": okReply(pageOf([COLLATERAL])), "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/offer?loanSymbol=USDT");
    const card = await screen.findByRole("link", { name: /My WBNB/ });
    expect(within(card).getByText("10 WBNB")).toBeTruthy();
    expect(within(card).getByText(/Wants USDT for 12 weeks/)).toBeTruthy();
    expect(within(card).getByText(/2 open offers/)).toBeTruthy();
    expect(card.getAttribute("href")).toBe("/pawn/offer/4");
    const market = calls.find((call) => call.path === "/api/pawn/collaterals");
    expect(market?.query.get("status")).toBe("OPEN");
    expect(market?.query.get("loanSymbol")).toBe("USDT");
    expect(market?.query.get("size")).toBe("10");
  });

  it("says so when nothing matches, and offers a retry when the market cannot load", async () => {
    mockApi({ "GET /api/pawn/collaterals/search": okReply(pageOf([])), "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/offer?search=nobody");
    expect(await screen.findByText("No open collateral matches these filters.")).toBeTruthy();
    vi.unstubAllGlobals();

    let fail = true;
    mockApi({ "GET /api/pawn/collaterals": () => (fail ? errorReply(503, "down") : okReply(pageOf([COLLATERAL]))), "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/offer");
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("link", { name: /My WBNB/ })).toBeTruthy();
  });

  it("shows a contract to anyone: the cycle owed, the late count, the health with its stress lines", async () => {
    mockApi({
      "GET /api/pawn/dashboard/recent-contracts/7": okReply(CONTRACT),
      "GET /api/pawn/dashboard/recent-contracts/7/risk": okReply(RISK),
      "GET /api/pawn/dashboard/recent-contracts/7/repayment-histories": okReply(pageOf([])),
      "GET /api/pawn/supported-asset": okReply([]),
    });
    renderRoute("/pawn/contract/7");
    const cycle = await screen.findByLabelText("Current cycle");
    expect(cycle.textContent).toMatch(/Cycle 1 is due .*6\.9041 USDT interest\. Late payments: 1 of 3\./);
    // Why a weekly cycle falls due two days in: the interest window, and what paying after it means.
    expect(cycle.textContent).toMatch(/Each (weekly|monthly) cycle's interest is due within its first (2|7) days \(the interest window\)/);
    expect(cycle.textContent).toContain(CONTRACT.repaymentCycleType === 0 ? "first 2 days" : "first 7 days");
    const health = await screen.findByLabelText("Health");
    expect(await within(health).findByText(/LTV 79\.13%/)).toBeTruthy();
    expect(within(health).getByText(/\$400\.93\b/)).toBeTruthy();
    expect(within(health).getByText("If WBNB falls 40%: LTV 131.88% — liquidated")).toBeTruthy();
    expect(within(health).getByText(/anyone may liquidate this loan now/)).toBeTruthy();
    // No wallet connected: nobody to send the liquidation, so no button; no borrower: no Repay.
    expect(within(health).queryByRole("button", { name: "Liquidate" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Repay" })).toBeNull();
    expect(await screen.findByText("No payment yet.")).toBeTruthy();
  });

  it("speaks to a collateral's owner only: a visitor reads its number, not 'Your collateral', and no owner's words", async () => {
    const reads = {
      "GET /api/pawn/collaterals/4": okReply(COLLATERAL),
      "GET /api/pawn/loan-crypto-offer": okReply(pageOf([])),
      "GET /api/pawn/supported-asset": okReply([]),
    };
    mockApi(reads);
    renderRoute("/pawn/collateral/4");
    expect(await screen.findByRole("heading", { level: 1, name: "Collateral #4" })).toBeTruthy();
    expect(await screen.findByText("No offer yet.")).toBeTruthy();
    expect(screen.queryByText(/your collateral/i)).toBeNull();
    expect(screen.queryByRole("button", { name: "Withdraw collateral" })).toBeNull();
    cleanup();

    // The lender's view of someone else's collateral offers to lend; the borrower's own reads as theirs.
    renderRoute("/pawn/offer/4");
    expect(await screen.findByRole("heading", { level: 1, name: "Make an offer" })).toBeTruthy();
    cleanup();

    signInWithWallet(BORROWER_WALLET);
    try {
      renderRoute("/pawn/collateral/4");
      expect(await screen.findByRole("heading", { level: 1, name: "Your collateral" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Withdraw collateral" })).toBeTruthy();
      cleanup();
      renderRoute("/pawn/offer/4");
      expect(await screen.findByRole("heading", { level: 1, name: "Your collateral" })).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Make an offer" })).toBeNull();
    } finally {
      signOutWallet();
    }
  });

  it("says a contract does not exist when the API has none", async () => {
    mockApi({ "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/contract/99");
    expect(await screen.findByText("This contract does not exist.")).toBeTruthy();
  });

  it("shows the home page's live figures with the dollar sign and abbreviations", async () => {
    mockApi({
      "GET /api/pawn/dashboard/volume-statistic": okReply({
        contracts: { total: 3, active: 2, completed: 1, liquidated: 0 },
        collaterals: 4,
        loanVolumeUsd: "5150",
        principalOutstandingUsd: "3150",
        collateralLockedUsd: "11750.5",
        interestPaidUsd: "19.7",
      }),
      "GET /api/pawn/collaterals": okReply(pageOf([COLLATERAL])),
      "GET /api/pawn/dashboard/recent-contracts": okReply(pageOf([CONTRACT])),
      "GET /api/pawn/supported-asset": okReply([]),
    });
    renderRoute("/");
    const figures = await screen.findByRole("region", { name: "Protocol figures" }).catch(() => screen.findByLabelText("Protocol figures"));
    expect(await within(figures).findByText("$11.75K")).toBeTruthy();
    expect(within(figures).getByText("$5.15K")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "#7" })).toBeTruthy();
  });

  it("/pawn: a visitor is asked to log in and the page reads nothing; a borrower sees their collaterals", async () => {
    const visitorCalls = mockApi({});
    renderRoute("/pawn");
    expect(await screen.findByText("Log in to see your collaterals.")).toBeTruthy();
    // A first page for most visitors: no token book, no list (decision 0019).
    expect(visitorCalls.filter((call) => call.path.startsWith("/api/pawn/"))).toEqual([]);
    cleanup();

    setToken("test-token");
    try {
      const calls = mockApi({ "GET /api/pawn/account/collaterals": okReply(pageOf([COLLATERAL])), "GET /api/pawn/supported-asset": okReply([]) });
      renderRoute("/pawn");
      const card = await screen.findByRole("link", { name: /My WBNB/ });
      expect(card.getAttribute("href")).toBe("/pawn/collateral/4");
      expect(within(card).getByText("10 WBNB")).toBeTruthy();
      expect(calls.some((call) => call.path === "/api/pawn/account/collaterals")).toBe(true);
    } finally {
      logout();
    }
  });

  it("lists the user's transactions with links, amounts and hashes, filters by type, and asks a visitor to log in", async () => {
    renderRoute("/inventory/transaction");
    expect(await screen.findByText("Log in to see your transactions.")).toBeTruthy();
    cleanup();

    setToken("test-token");
    try {
      const repaid = {
        type: "Repaid",
        txHash: `0x${"ef".repeat(32)}`,
        at: "2026-11-24T12:00:00.000Z",
        side: "borrower",
        collateralId: 4,
        offerId: null,
        contractId: 7,
        amounts: [
          { token: USDT, amount: e18(23), nft: null },
          { token: USDT, amount: e18(3090), nft: null },
        ],
      };
      const deposit = { ...repaid, type: "CollateralCreated", txHash: COLLATERAL.txnHash, contractId: null, amounts: [{ token: WBNB, amount: e18(10), nft: null }] };
      const nft = { address: "0x00000000000000000000000000000000000000c3", symbol: null };
      const pawned = { ...deposit, collateralId: 9, amounts: [{ token: nft, amount: "1", nft: { kind: "ERC721", tokenId: "42" } }] };
      const offer = { ...deposit, type: "OfferCreated", offerId: 11, amounts: [{ token: USDT, amount: e18(500), nft: null }] };
      const calls = mockApi({
        "GET /api/pawn/account/txn-histories": (call) => okReply(pageOf(call.query.get("type") === "Repaid" ? [repaid] : [repaid, deposit, pawned, offer])),
        "GET /api/pawn/supported-asset": okReply([]),
      });
      renderRoute("/inventory/transaction");
      const table = await screen.findByRole("table", { name: "Transactions" });
      expect(within(table).getByRole("link", { name: "Contract #7" }).getAttribute("href")).toBe("/pawn/contract/7");
      expect(within(table).getByRole("link", { name: "Collateral #4" }).getAttribute("href")).toBe("/pawn/collateral/4");
      expect(within(table).getByText("3,090 USDT")).toBeTruthy();
      expect(within(table).getByText("10 WBNB")).toBeTruthy();
      expect(within(table).getByText("NFT #42 · 0x0000...00c3")).toBeTruthy();
      expect(within(table).getByText("Offer received")).toBeTruthy();
      // Its hash, shortened, in its own column and (for a phone) under what happened.
      expect(within(table).getAllByTitle(repaid.txHash).map((link) => link.textContent)).toEqual(["0xefef...efefef", "0xefef...efefef"]);

      fireEvent.mouseDown(screen.getByRole("combobox", { name: "Type" }));
      fireEvent.click(await screen.findByRole("option", { name: "Repayment" }));
      await vi.waitFor(() => expect(calls.some((call) => call.query.get("type") === "Repaid")).toBe(true), { timeout: 10_000 });
      await vi.waitFor(() => expect(within(screen.getByRole("table", { name: "Transactions" })).queryByText("10 WBNB")).toBeNull(), { timeout: 10_000 });
    } finally {
      logout();
    }
  });
});
