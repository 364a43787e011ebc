import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { decodeFunctionData, encodeFunctionData, type Abi } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import type { CollateralItem } from "@openpawn/shared/schemas/pawn-collaterals";
import type { LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import { logout, setToken } from "../../../../stores/auth.ts";
import { mockApi, okReply } from "../../../../test/mock-api.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { loanLimitRpc, RPC_ROUTE, type LoanLimitRead } from "../../../../test/pawn-shop-rpc.ts";
import { collateralItem, e18, LENDER_WALLET, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { TEST_CONFIG } from "../../../../test/test-runtime-config.ts";
import { sendTransaction, type ContractCall } from "../../../../wallet/send-transaction.ts";
import { SUBMISSION_DAYS } from "../../api/package-calls.ts";
import { SUBMISSION_AMOUNT_TOLERANCE_BPS } from "../../utils/submission-amount.ts";
import { fits } from "./submit-collateral-dialog.tsx";

// The wallet is not what these tests look at: they take the call the dialog would send.
vi.mock("../../../../wallet/send-transaction.ts", () => ({ sendTransaction: vi.fn() }));
vi.mock("../../../../wallet/wallet-actions.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), chainTime: vi.fn(async () => NOW) }));

configure({ asyncUtilTimeout: 20_000 });

const NOW = 1_800_000_000;
const PAWN_SHOP = "0x00000000000000000000000000000000000000e5";
/** USDT of 6 decimals here: the amounts shown must come from the token book, not from an assumed 18. */
const usdt = (value: number) => BigInt(Math.round(value * 1e6));
const CONFIG = {
  ...TEST_CONFIG,
  deployment: {
    ...TEST_CONFIG.deployment,
    contracts: { PawnShop: PAWN_SHOP },
    tokens: [
      { ...USDT, name: "Tether", decimals: 6, priceFeed: USDT.address },
      { ...WBNB, name: "Wrapped BNB", decimals: 18, priceFeed: WBNB.address },
    ],
  },
} as typeof TEST_CONFIG;

const SHOP = { id: 3, type: "PAWNSHOP", name: "Golden Pawn", logo: null, walletAddress: LENDER_WALLET };
/** Package 2 (PawnShop package 4): 100 to 3,000 USDT on WBNB at 50% LTV for 1 to 8 weeks; Auto unless said. */
const pkg = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  type: 0,
  status: "PUBLISHED",
  message: "Fast USDT",
  loanToken: USDT,
  repaymentToken: USDT,
  loanAmountMin: usdt(100).toString(),
  loanAmountMax: usdt(3000).toString(),
  budget: usdt(10_000).toString(),
  budgetLeft: usdt(10_000).toString(),
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
/** Collateral 7: 2 WBNB asking for USDT over 4 weeks. */
const COLLATERAL = collateralItem({ id: 7, amount: e18("2"), durationQty: 4, openOffers: 0, name: "Collateral 7" });

/** The market with package 2, the borrower's collateral 7, and the chain answering loanLimit with `limit`. */
function market(limit: (read: LoanLimitRead) => bigint | "revert", item = pkg()) {
  const rpc = loanLimitRpc(limit);
  const calls = mockApi({
    "GET /api/user/users/profile": okReply({ pawnShop: null }),
    "GET /api/pawn/supported-asset": okReply([]),
    "GET /api/pawn/pawn-shop-package/search": okReply(pageOf([item])),
    "GET /api/pawn/pawn-shop-package/2": okReply(item),
    "GET /api/pawn/collaterals/borrow-available-collateral": okReply(pageOf([COLLATERAL])),
    [RPC_ROUTE]: rpc.handler,
  });
  return { calls, reads: rpc.reads };
}

/** Opens Borrow on package 2 and picks collateral 7; resolves to the dialog. */
async function pickCollateral(type = "Auto") {
  renderRoute("/pawn/lender", CONFIG);
  fireEvent.click(within(await screen.findByRole("article", { name: `${type} package 2` })).getByRole("button", { name: "Borrow" }));
  const dialog = await screen.findByRole("dialog", { name: "Borrow with this package" });
  fireEvent.click(within(await within(dialog).findByRole("list", { name: "Your collaterals that fit" })).getByRole("button", { name: /Collateral 7/ }));
  return dialog;
}

/** The submitCollateral the dialog handed to the wallet, as the PawnShop would decode it. */
function sentSubmission() {
  const call = vi.mocked(sendTransaction).mock.calls[0]![0].call as ContractCall;
  expect(call.address).toBe(PAWN_SHOP);
  return decodeFunctionData({ abi: iPawnShopAbi, data: encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: call.args }) });
}

describe("borrowing with a package: what it lends before the wallet", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
    setToken("token");
    vi.mocked(sendTransaction).mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(sendTransaction).mockReset();
    cleanup();
    logout();
  });

  it("shows the loan limit in USDT and submits with the least the borrower accepts: the amount less 2%, rounded down", async () => {
    const limit = 612_345_678n; // 612.345678 USDT
    const { reads } = market(() => limit);
    const dialog = await pickCollateral();

    expect(within(dialog).getByText("2 WBNB — Collateral 7")).toBeTruthy();
    await within(dialog).findByRole("button", { name: "Borrow" });
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(reads).toEqual([{ to: PAWN_SHOP, packageId: 4n, collateralId: 7n }]);
    expect(dialog.textContent).toContain("This package lends 612.34567 USDT on it at today's prices.");
    expect(dialog.textContent).toContain("You accept at least 600.09876 USDT (2% below, in case prices move before the loan starts).");

    fireEvent.click(within(dialog).getByRole("button", { name: "Borrow" }));
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const { functionName, args } = sentSubmission();
    expect(functionName).toBe("submitCollateral");
    // 612.345678 × 0.98 = 600.0987644…: rounded down in base units.
    const minAmount = (limit * BigInt(10_000 - SUBMISSION_AMOUNT_TOLERANCE_BPS)) / 10_000n;
    expect(minAmount).toBe(600_098_764n);
    expect(args).toEqual([4n, 7n, minAmount, BigInt(NOW + SUBMISSION_DAYS * 24 * 3600)]);
    expect(vi.mocked(sendTransaction).mock.calls[0]![0].successText).toBe("Your loan has started");
  });

  it("caps the amount at the package's largest loan, and a Semi-auto package submits for the lender to choose", async () => {
    market(() => usdt(5000), pkg({ type: 1 }));
    const dialog = await pickCollateral("Semi-auto");

    const submit = await within(dialog).findByRole("button", { name: "Submit collateral" });
    expect(dialog.textContent).toContain("This package lends up to 3,000 USDT on it at today's prices; the lender chooses the amount when accepting.");
    expect(dialog.textContent).toContain("You accept at least 2,940 USDT (2% below");
    fireEvent.click(submit);
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(sentSubmission().args?.[2]).toBe(usdt(2940));
  });

  it("says so and offers no submission when the package would lend less than its smallest loan", async () => {
    market(() => usdt(40));
    const dialog = await pickCollateral();

    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toBe(
      "At today's prices this package would lend only 40 USDT on 2 WBNB, below its smallest loan of 100 USDT: it cannot lend on this collateral. Pick another one, or create one holding more on the Borrow page.",
    );
    expect(within(dialog).queryByRole("button", { name: "Borrow" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Submit collateral" })).toBeNull();
    // Back to the list, to pick another.
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(await within(dialog).findByRole("list", { name: "Your collaterals that fit" })).toBeTruthy();
  });

  it("shows a failed read with Retry, loading while it reads, and never submits without an amount", async () => {
    let answer: bigint | "revert" = "revert";
    market(() => answer);
    const dialog = await pickCollateral();

    expect(within(dialog).getByRole("status", { name: "Reading what the package lends" })).toBeTruthy();
    const failure = await within(dialog).findByText("What this package lends on your collateral cannot be read right now.");
    expect(within(dialog).queryByRole("button", { name: "Borrow" })).toBeNull();

    answer = usdt(600);
    fireEvent.click(within(failure.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Retry" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Borrow" }));
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(sentSubmission().args?.[2]).toBe(usdt(588));
  });

  it("never offers an NFT to a package: packages lend on coins and tokens, which have a loan limit", () => {
    const token = collateralItem({ durationQty: 4 }) as CollateralItem;
    const nft = { ...token, kind: "ERC721", tokenId: "3", amount: "1" } as CollateralItem;
    expect(fits(pkg() as unknown as LoanPackage, token)).toBe(true);
    expect(fits(pkg({ collateralAcceptance: [WBNB] }) as unknown as LoanPackage, nft)).toBe(false);
  });
});
