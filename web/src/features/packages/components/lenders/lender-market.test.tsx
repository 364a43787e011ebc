import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import { mockApi, okReply } from "../../../../test/mock-api.ts";
import { ownProfileOf } from "../../../../test/own-profile.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { collateralItem, e18, LENDER_WALLET, transactionFee, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";
import { loanLimitRpc, RPC_ROUTE } from "../../../../test/pawn-shop-rpc.ts";
import { TEST_CONFIG } from "../../../../test/test-runtime-config.ts";
import { logout, setToken } from "../../../../stores/auth.ts";
import { signInWithWallet, signOutWallet } from "../../../../test/signed-in-wallet.ts";

configure({ asyncUtilTimeout: 20_000 });

/** A deployment with a PawnShop, which the borrow dialog reads each package's loan limit from. */
const CONFIG = { ...TEST_CONFIG, deployment: { ...TEST_CONFIG.deployment, contracts: { PawnShop: "0x00000000000000000000000000000000000000e5" } } } as typeof TEST_CONFIG;
const SHOP = { id: 3, type: "PAWNSHOP", name: "Golden Pawn", logo: null, walletAddress: "0x1111111111111111111111111111111111111111" };
const pkg = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 0,
  status: "PUBLISHED",
  message: "Fast USDT",
  loanToken: USDT,
  repaymentToken: USDT,
  loanAmountMin: e18("100"),
  loanAmountMax: e18("3000"),
  budget: e18("10000"),
  budgetLeft: e18("9400"),
  collateralAcceptance: [WBNB],
  interestRate: 12,
  interestRateMin: null,
  interestRateMax: null,
  durationFrom: 1,
  durationTo: 8,
  durationType: 0,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
  chainPackageId: 4,
  pausedReasons: [],
  shop: SHOP,
  createdAt: "2026-11-24T10:00:00.000Z",
  ...overrides,
});
const collateral = (id: number, overrides: Record<string, unknown> = {}) =>
  collateralItem({ id, borrowerWalletAddress: LENDER_WALLET, amount: e18("2"), durationQty: 4, openOffers: 0, name: `Collateral ${id}`, ...overrides });

describe("the lender market", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    logout();
  });

  it("lists published packages with the query's filters, shows a spent one paused, and offers Borrow only on chain packages", async () => {
    const calls = mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/pawn-shop-package/search": okReply(pageOf([pkg(2), pkg(1, { pausedReasons: ["BUDGET_SPENT"] }), pkg(5, { type: 2, interestRate: null, interestRateMin: 8, interestRateMax: 14 })])),
    });
    renderRoute("/pawn/lender?loanSymbols=USDT&durationTypes=0");
    const auto = await screen.findByRole("article", { name: "Auto package 2" });
    expect(within(auto).getByText("9.4K USDT of 10K USDT")).toBeTruthy();
    expect(within(auto).getByRole("link", { name: "Golden Pawn" }).getAttribute("href")).toBe("/pawn/lender/3");
    expect((within(auto).getByRole("button", { name: "Borrow" }) as HTMLButtonElement).disabled).toBe(false);
    const spent = screen.getByRole("article", { name: "Auto package 1" });
    expect(within(spent).queryByRole("button", { name: "Borrow" })).toBeNull();
    expect(within(spent).getByText(`Paused: ${PACKAGE_MESSAGES.pausedReason.BUDGET_SPENT}`)).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Negotiation package 5" })).queryByRole("button", { name: "Borrow" })).toBeNull();
    const search = calls.find((call) => call.path === "/api/pawn/pawn-shop-package/search");
    expect(search?.query.get("loanSymbols")).toBe("USDT");
    expect(search?.query.get("durationTypes")).toBe("0");
  });

  it("lets a borrower pick one of their open collaterals that fits the package", async () => {
    setToken("token");
    mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf()),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/pawn-shop-package/search": okReply(pageOf([pkg(2)])),
      "GET /api/pawn/collaterals/borrow-available-collateral": okReply(
        pageOf([collateral(7), collateral(8, { durationQty: 12 }), collateral(9, { loanToken: { address: "0x00000000000000000000000000000000000000c3", symbol: "DFY" } })]),
      ),
    });
    renderRoute("/pawn/lender");
    fireEvent.click(within(await screen.findByRole("article", { name: "Auto package 2" })).getByRole("button", { name: "Borrow" }));
    const list = await screen.findByRole("list", { name: "Your collaterals that fit" });
    // 12 weeks is beyond the package's 8; a DFY loan is not what it lends.
    expect(within(list).getAllByRole("button").map((item) => item.textContent)).toEqual([expect.stringContaining("Collateral 7")]);
  });

  it("shows why a package is paused and refuses a submission to one paused since the list was read", async () => {
    setToken("token");
    const calls = mockApi({
      "GET /api/user/users/profile": okReply(ownProfileOf()),
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/pawn-shop-package/search": okReply(pageOf([pkg(2), pkg(1, { pausedReasons: ["INSUFFICIENT_ALLOWANCE"] })])),
      "GET /api/pawn/pawn-shop-package/2": okReply(pkg(2, { pausedReasons: ["INSUFFICIENT_BALANCE"] })),
      "POST /api/pawn/transaction-fee": okReply(transactionFee()),
      "GET /api/pawn/collaterals/borrow-available-collateral": okReply(pageOf([collateral(7)])),
      [RPC_ROUTE]: loanLimitRpc(() => BigInt(e18("600"))).handler,
    });
    renderRoute("/pawn/lender", CONFIG);
    const revoked = await screen.findByRole("article", { name: "Auto package 1" });
    expect(within(revoked).getByText(PACKAGE_MESSAGES.pausedLabel.INSUFFICIENT_ALLOWANCE)).toBeTruthy();
    expect(within(revoked).getByText(`Paused: ${PACKAGE_MESSAGES.pausedReason.INSUFFICIENT_ALLOWANCE}`)).toBeTruthy();
    // A paused package offers no Borrow at all.
    expect(within(revoked).queryByRole("button", { name: "Borrow" })).toBeNull();

    fireEvent.click(within(screen.getByRole("article", { name: "Auto package 2" })).getByRole("button", { name: "Borrow" }));
    const list = await screen.findByRole("list", { name: "Your collaterals that fit" });
    fireEvent.click(within(list).getByRole("button"));
    const confirmation = await screen.findByRole("dialog", { name: "Borrow with package #2?" });
    const borrow = within(confirmation).getByRole("button", { name: "Borrow" });
    await vi.waitFor(() => expect(borrow.hasAttribute("disabled")).toBe(false));
    fireEvent.click(borrow);
    expect(await screen.findByText(`${PACKAGE_MESSAGES.pausedRefusal}: ${PACKAGE_MESSAGES.pausedReason.INSUFFICIENT_BALANCE}.`)).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/pawn/pawn-shop-package/2")).toHaveLength(1);
    expect(calls.some((call) => call.path === "/api/pawn/pawn-shop-package/submitCollateral")).toBe(false);
  });

  it("says a lender does not exist when the API has none", async () => {
    mockApi({ "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/lender/99");
    expect(await screen.findByText("This lender does not exist.")).toBeTruthy();
  });

  it("shows a lender with their packages, and a shop's contact", async () => {
    mockApi({
      "GET /api/pawn/supported-asset": okReply([]),
      "GET /api/pawn/pawn-shop/3": okReply({
        ...SHOP,
        userId: 9,
        description: "Loans within the hour",
        contact: { email: null, phoneCountry: "VN", phone: "+84 912 345 678", address: "12 Hang Bac, Hanoi", website: null },
        lendingSetting: null,
        createdAt: "2026-11-24T10:00:00.000Z",
      }),
      "GET /api/pawn/pawn-shop/3/pawn-shop-packages": okReply(pageOf([pkg(2)])),
    });
    renderRoute("/pawn/lender/3");
    expect(await screen.findByRole("heading", { name: "Golden Pawn" })).toBeTruthy();
    expect(screen.getByLabelText("Lender profile").textContent).toContain("12 Hang Bac, Hanoi");
    expect(await screen.findByRole("article", { name: "Auto package 2" })).toBeTruthy();
  });

  it("shows a lender their own page as theirs: no request to themselves, no Borrow from their own package", async () => {
    signInWithWallet(SHOP.walletAddress as `0x${string}`);
    try {
      mockApi({
        "GET /api/pawn/supported-asset": okReply([]),
        "GET /api/pawn/pawn-shop/3": okReply({ ...SHOP, userId: 9, description: "", contact: null, lendingSetting: null, createdAt: "2026-11-24T10:00:00.000Z" }),
        "GET /api/pawn/pawn-shop/3/pawn-shop-packages": okReply(pageOf([pkg(2)])),
      });
      renderRoute("/pawn/lender/3");
      expect((await screen.findByRole("link", { name: "Manage your shop" })).getAttribute("href")).toBe("/inventory/shop");
      expect(screen.queryByRole("button", { name: "Send a request" })).toBeNull();
      const own = await screen.findByRole("article", { name: "Auto package 2" });
      expect(within(own).getByRole("link", { name: "Your package: manage it" }).getAttribute("href")).toBe("/inventory/loan-package/2");
      expect(within(own).queryByRole("button", { name: "Borrow" })).toBeNull();
    } finally {
      signOutWallet();
    }
  });
});
