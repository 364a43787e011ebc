import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import { LENDING_API_MESSAGES } from "@openpawn/shared/lending/messages";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { collateralItem, contractItem, e18, USDT, WBNB } from "../../../test/pawn-fixtures.ts";

// The first render of a lazily loaded page pays for its modules (the chart library too): generous on a busy runner.
configure({ asyncUtilTimeout: 20_000 });

const M = DASHBOARD_MESSAGES;

const STATISTIC = {
  contracts: { total: 3, active: 2, completed: 1, liquidated: 0 },
  collaterals: 4,
  loanVolumeUsd: "5150",
  principalOutstandingUsd: "3150",
  collateralLockedUsd: "11750.5",
  interestPaidUsd: "19.7",
};

const usdtVolume = (amount: number, loans: number) => ({ token: USDT, amount: e18(amount), amountUsd: String(amount), loans });
const SERIES = {
  interval: "day",
  from: "2026-11-23T00:00:00.000Z",
  to: "2026-11-24T12:00:00.000Z",
  points: [
    { start: "2026-11-23T00:00:00.000Z", loans: 0, loanVolumeUsd: "0", tokens: [] },
    { start: "2026-11-24T00:00:00.000Z", loans: 3, loanVolumeUsd: "5150", tokens: [usdtVolume(5150, 3)] },
  ],
  tokens: [usdtVolume(5150, 3)],
};

const CONTRACT = contractItem();

const PAYMENT = {
  contractId: 7,
  cycle: 0,
  payerWalletAddress: CONTRACT.borrowerWalletAddress,
  penalty: "0",
  interest: e18(23),
  principal: "0",
  prepaidFee: "0",
  systemFee: "0",
  repaymentToken: USDT,
  loanToken: USDT,
  paidAt: "2026-11-25T10:00:00.000Z",
  txnHash: `0x${"ef".repeat(32)}`,
};

const STATS = {
  contractId: 7,
  cycles: 12,
  cyclesPaid: 1,
  cyclesLate: 0,
  repaymentToken: USDT,
  loanToken: USDT,
  paid: { penalty: "0", interest: e18(23), principal: "0", prepaidFee: "0", systemFee: "0" },
  principalOwed: e18(3000),
  nextDueAt: "2026-12-03T10:00:00.000Z",
};

const COLLATERAL = collateralItem();

const PACKAGE = {
  id: 3,
  type: 2,
  status: "PUBLISHED",
  message: "Negotiate your USDT",
  loanToken: USDT,
  repaymentToken: USDT,
  loanAmountMin: e18(100),
  loanAmountMax: e18(3000),
  budget: e18(4000),
  budgetLeft: e18(4000),
  collateralAcceptance: [WBNB],
  interestRate: null,
  interestRateMin: 8,
  interestRateMax: 14,
  durationFrom: 1,
  durationTo: 8,
  durationType: 0,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
  chainPackageId: null,
  pausedReasons: [],
  shop: { id: 5, type: "PAWNSHOP", name: "Dashboard shop", logo: null, walletAddress: CONTRACT.lenderWalletAddress },
  createdAt: "2026-11-24T10:00:00.000Z",
};

const ASSETS = [
  { token: USDT, name: "Tether", decimals: 18, usdExchange: "1", collateralLocked: "0", collaterals: 0, loanVolume: e18(5150), principalOutstanding: e18(3150), activeContracts: 2, interestPaid: e18(20) },
  { token: WBNB, name: "Wrapped BNB", decimals: 18, usdExchange: "600", collateralLocked: e18(10), collaterals: 1, loanVolume: "0", principalOutstanding: "0", activeContracts: 0, interestPaid: "0" },
];

/** Every dashboard call answered with the fixtures above; `overrides` replace some. */
function dashboardApi(overrides: Record<string, ReturnType<typeof okReply> | ((call: ApiCall) => ReturnType<typeof okReply>)> = {}) {
  return mockApi({
    "GET /api/pawn/dashboard/volume-statistic": okReply(STATISTIC),
    "GET /api/pawn/dashboard/volume-series": okReply(SERIES),
    "GET /api/pawn/dashboard/recent-contracts": okReply(pageOf([CONTRACT])),
    "GET /api/pawn/dashboard/recent-contracts/7/repayment-histories": okReply(pageOf([PAYMENT])),
    "GET /api/pawn/dashboard/recent-contracts/7/statistic": okReply(STATS),
    "GET /api/pawn/collaterals": okReply(pageOf([COLLATERAL])),
    "GET /api/pawn/collaterals/search": okReply(pageOf([COLLATERAL])),
    "GET /api/pawn/dashboard/loan-packages": okReply(pageOf([PACKAGE])),
    "GET /api/pawn/crypto-asset": okReply(ASSETS),
    ...overrides,
  });
}

const section = (name: string) => screen.findByRole("region", { name });

describe("the dashboard page", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the figures, the volume by token, recent contracts with their payments, collaterals, packages and assets", async () => {
    const calls = dashboardApi();
    renderRoute("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();

    const volume = await section("Loan volume");
    expect(await within(volume).findByText("$11.75K")).toBeTruthy();
    expect(within(volume).getByText("3 contracts: 2 running · 1 completed · 0 liquidated")).toBeTruthy();
    // Totals take the compact form, tables the full one (decision 0045): 5,150 USDT is "5.15K USDT" here and in
    // the assets' table below "5,150 USDT"; the contract's 3,000 USDT likewise in its figures and in its row.
    const byToken = await within(volume).findByRole("list", { name: "Volume by token" });
    expect(within(byToken).getByText("5.15K USDT")).toBeTruthy();
    expect(within(byToken).getByText("$5.15K · 3 loans")).toBeTruthy();
    expect(within(volume).getByRole("img", { name: "Loan volume per day" })).toBeTruthy();
    const series = calls.find((call) => call.path === "/api/pawn/dashboard/volume-series");
    expect([series?.query.get("interval"), series?.query.get("periods")]).toEqual(["day", "30"]);

    const contracts = await section("Recent contracts");
    const row = (await within(contracts).findByRole("link", { name: "#7" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("3,000 USDT")).toBeTruthy();
    // Dates in the reader's zone (the tests' is +05:30): started 10:00 UTC reads 15:30.
    expect(within(row).getByText("Nov 24, 2026, 15:30")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Show the payments of contract #7" }));
    const payments = await within(contracts).findByRole("table", { name: "Payments of contract #7" });
    expect(within(payments).getByText("23 USDT")).toBeTruthy();
    expect(within(payments).getByText("Nov 25, 2026, 15:30")).toBeTruthy();
    expect((await within(contracts).findByLabelText("Contract figures")).textContent).toBe(
      "Cycles paid 1 of 12, late 0 · interest paid 23 USDT · principal owed 3K USDT · next due Dec 3, 2026, 15:30",
    );

    const collaterals = await section("Collaterals");
    expect((await within(collaterals).findByRole("link", { name: "Collateral #4" })).getAttribute("href")).toBe("/pawn/offer/4");
    expect(within(collaterals).getByText("10 WBNB")).toBeTruthy();
    const packages = await section("Loan packages");
    expect((await within(packages).findByRole("link", { name: "Dashboard shop" })).getAttribute("href")).toBe("/pawn/lender/5");
    expect(within(packages).getByText("8–14%")).toBeTruthy();
    expect(within(packages).getByText("100 USDT")).toBeTruthy();
    const assets = await section("Crypto assets");
    expect(await within(assets).findByText("$600")).toBeTruthy();
    expect(within(assets).getByText("5,150 USDT")).toBeTruthy();
  });

  it("switches the chart to weeks", async () => {
    const calls = dashboardApi();
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "26 weeks" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/pawn/dashboard/volume-series" && call.query.get("interval") === "week" && call.query.get("periods") === "26")).toBe(true));
  });

  it("searches by token symbol in every list, and by contract number in the contracts", async () => {
    const calls = dashboardApi({
      "GET /api/pawn/dashboard/recent-contracts/99": errorReply(404, LENDING_API_MESSAGES.contractNotFound, LENDING_ERRORS.contractNotFound.code),
      "GET /api/pawn/dashboard/loan-packages": (call) => okReply(pageOf(call.query.get("loanSymbols") ? [] : [PACKAGE])),
    });
    const { router } = renderRoute("/dashboard");
    const box = await screen.findByRole("textbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "wbnb" } });
    await waitFor(() => expect(router.state.location.search).toBe("?search=wbnb"));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/pawn/dashboard/recent-contracts" && call.query.get("symbol") === "wbnb")).toBe(true));
    expect(calls.some((call) => call.path === "/api/pawn/collaterals/search" && call.query.get("search") === "wbnb" && call.query.get("status") === "OPEN")).toBe(true);
    expect(await within(await section("Loan packages")).findByText(M.packagesNoMatch)).toBeTruthy();
    const assets = await section("Crypto assets");
    await waitFor(() => expect(within(assets).queryByText("Tether")).toBeNull());
    expect(within(assets).getByText("WBNB")).toBeTruthy();

    fireEvent.change(box, { target: { value: "#99" } });
    await waitFor(() => expect(router.state.location.search).toBe("?search=%2399"));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain("/api/pawn/dashboard/recent-contracts/99"));
    expect(await within(await section("Recent contracts")).findByText(M.contractsNoMatch)).toBeTruthy();
  });

  it("says when a list is empty, and offers a retry when one cannot load", async () => {
    let fail = true;
    dashboardApi({
      "GET /api/pawn/dashboard/volume-series": okReply({ ...SERIES, points: [], tokens: [] }),
      "GET /api/pawn/dashboard/recent-contracts": () => (fail ? errorReply(503, "down") : okReply(pageOf([CONTRACT]))),
      "GET /api/pawn/collaterals": okReply(pageOf([])),
      "GET /api/pawn/dashboard/loan-packages": okReply(pageOf([])),
      "GET /api/pawn/crypto-asset": errorReply(503, "down"),
    });
    renderRoute("/dashboard");
    expect(await screen.findByText(M.volumeEmpty)).toBeTruthy();
    expect(await screen.findByText(M.collateralsEmpty)).toBeTruthy();
    expect(await screen.findByText(M.packagesEmpty)).toBeTruthy();
    expect(await screen.findByText(M.assetsError)).toBeTruthy();
    const contracts = await section("Recent contracts");
    const retry = await within(contracts).findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await within(contracts).findByRole("link", { name: "#7" })).toBeTruthy();
  });
});
