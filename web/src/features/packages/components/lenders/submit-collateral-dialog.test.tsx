import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { decodeFunctionData, encodeFunctionData, type Abi } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { logout, setToken } from "../../../../stores/auth.ts";
import { mockApi, okReply } from "../../../../test/mock-api.ts";
import { ownProfileOf } from "../../../../test/own-profile.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { loanLimitRpc, RPC_ROUTE, type LoanLimitRead } from "../../../../test/pawn-shop-rpc.ts";
import { collateralItem, e18, LENDER_WALLET, supportedAsset, transactionFee, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";
import { statementOf, summaryLine } from "../../../../test/summary.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { TEST_CONFIG } from "../../../../test/test-runtime-config.ts";
import { sendTransaction, type ContractCall } from "../../../../wallet/send-transaction.ts";
import { SUBMISSION_AMOUNT_TOLERANCE_BPS, SUBMISSION_DAYS } from "../../utils/submission-amount.ts";
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
    "GET /api/user/users/profile": okReply(ownProfileOf()),
    // WBNB at $600, USDT at $1: 2 WBNB are worth $1,200.
    "GET /api/pawn/supported-asset": okReply([supportedAsset(USDT, "1"), supportedAsset(WBNB, "600", { collateral: true, supply: false })]),
    "POST /api/pawn/transaction-fee": okReply(transactionFee()),
    "GET /api/pawn/pawn-shop-package/search": okReply(pageOf([item])),
    "GET /api/pawn/pawn-shop-package/2": okReply(item),
    "GET /api/pawn/collaterals/borrow-available-collateral": okReply(pageOf([COLLATERAL])),
    [RPC_ROUTE]: rpc.handler,
  });
  return { calls, reads: rpc.reads };
}

/** Opens Borrow on package 2 and picks collateral 7; resolves to the confirmation that follows. */
async function pickCollateral(type = "Auto") {
  renderRoute("/pawn/lender", CONFIG);
  fireEvent.click(within(await screen.findByRole("article", { name: `${type} package 2` })).getByRole("button", { name: "Borrow" }));
  const picker = await screen.findByRole("dialog", { name: "Borrow with this package" });
  fireEvent.click(within(await within(picker).findByRole("list", { name: "Your collaterals that fit" })).getByRole("button", { name: /Collateral 7/ }));
  return screen.findByRole("dialog", { name: type === "Auto" ? "Borrow with package #2?" : "Submit your collateral to package #2?" });
}

/** The submitCollateral the dialog handed to the wallet, as the PawnShop would decode it. */
function sentSubmission() {
  const call = vi.mocked(sendTransaction).mock.calls[0]![0].call as ContractCall;
  expect(call.address).toBe(PAWN_SHOP);
  return decodeFunctionData({ abi: iPawnShopAbi, data: encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: call.args }) });
}

describe("borrowing with a package: the summary before the wallet", { timeout: 60_000 }, () => {
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

  it("sums up an Auto loan before the wallet: the loan limit in USDT, the least accepted, rate, cycle interest, LTV, liquidation price and fees", async () => {
    const limit = 612_345_678n; // 612.345678 USDT
    const { reads } = market(() => limit);
    const dialog = await pickCollateral();

    await within(dialog).findByRole("button", { name: "Borrow" });
    await vi.waitFor(() => expect(summaryLine(dialog, "Prepaid fee on early principal").value).toBe("1%"));
    expect(reads).toEqual([{ to: PAWN_SHOP, packageId: 4n, collateralId: 7n }]);
    expect(summaryLine(dialog, "Collateral").value).toBe("2 WBNB — Collateral 7");
    // 612.345678 × 0.98 = 600.0987644…, shown to 5 decimals rounded down.
    expect(summaryLine(dialog, "You receive")).toEqual({ value: "612.34567 USDT", detail: "At today's prices; at least 600.09876 USDT (2% below, in case prices move before the loan starts)" });
    expect(summaryLine(dialog, "Lender").value).toBe("Golden Pawn");
    expect(summaryLine(dialog, "Interest rate").value).toBe("12% a year");
    expect(summaryLine(dialog, "Duration")).toEqual({ value: "4 weeks", detail: "Interest paid weekly in USDT; the principal by the end" });
    // 612.345678 × 12% × 7 / 365, rounded up as the core owes it: 1.409234 USDT.
    expect(summaryLine(dialog, "Each cycle's interest (4 cycles)").value).toBe("1.40923 USDT");
    // (612.345678 + 1.409234) / 1,200 = 51.14%; liquidated when 2 WBNB are worth 613.754912 / 75%.
    expect(summaryLine(dialog, "Starting LTV").value).toBe("51.14% of 75.00%");
    expect(summaryLine(dialog, "Liquidation price of WBNB").value).toBe("$409.16");
    expect(summaryLine(dialog, "If WBNB falls 40%").value).toBe("LTV 85.24% — liquidated");
    expect(summaryLine(dialog, "Fee to start").value).toBe("None");
    expect(summaryLine(dialog, "Penalty on late interest")).toEqual({ value: "15%", detail: "3 late payments liquidate the loan" });
    expect(summaryLine(dialog, "If the loan defaults")).toEqual({ value: "The lender receives 1.9 WBNB", detail: "95% of your collateral; the platform keeps 5% as its fee" });
    expect(statementOf(dialog)).toContain("If the lender's wallet can fund it, the loan starts at once");
    expect(sendTransaction).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Borrow" }));
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const { functionName, args } = sentSubmission();
    expect(functionName).toBe("submitCollateral");
    const minAmount = (limit * BigInt(10_000 - SUBMISSION_AMOUNT_TOLERANCE_BPS)) / 10_000n;
    expect(minAmount).toBe(600_098_764n);
    expect(args).toEqual([4n, 7n, minAmount, BigInt(NOW + SUBMISSION_DAYS * 24 * 3600)]);
    expect(vi.mocked(sendTransaction).mock.calls[0]![0].successText).toBe("Your loan has started");
  });

  it("goes back to the list without sending anything", async () => {
    market(() => usdt(600));
    const dialog = await pickCollateral();
    await within(dialog).findByText("600 USDT");

    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("list", { name: "Your collaterals that fit" })).toBeTruthy();
    expect(sendTransaction).not.toHaveBeenCalled();
  });

  it("caps the amount at the package's largest loan, and a Semi-auto package submits for the lender to choose", async () => {
    market(() => usdt(5000), pkg({ type: 1 }));
    const dialog = await pickCollateral("Semi-auto");

    const submit = await within(dialog).findByRole("button", { name: "Submit collateral" });
    await vi.waitFor(() => expect(summaryLine(dialog, "You receive up to").value).toBe("3,000 USDT"));
    expect(summaryLine(dialog, "You receive up to").detail).toContain("The lender chooses the amount when accepting; at least 2,940 USDT (2% below");
    expect(statementOf(dialog)).toContain("The lender has 7 days to accept it");
    expect(sendTransaction).not.toHaveBeenCalled();
    fireEvent.click(submit);
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(sentSubmission().args?.[2]).toBe(usdt(2940));
  });

  it("says so and offers no submission when the package would lend less than its smallest loan", async () => {
    market(() => usdt(40));
    const dialog = await pickCollateral();

    const refusal = await within(dialog).findByText(/At today's prices this package would lend only/);
    expect(refusal.textContent).toBe(
      "At today's prices this package would lend only 40 USDT on 2 WBNB, below its smallest loan of 100 USDT: it cannot lend on this collateral. Pick another one, or create one holding more on the Borrow page.",
    );
    expect(within(dialog).getByRole("button", { name: "Borrow" }).hasAttribute("disabled")).toBe(true);
    // Back to the list, to pick another.
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("list", { name: "Your collaterals that fit" })).toBeTruthy();
  });

  it("shows a failed read with Retry, loading while it reads, and never submits without an amount", async () => {
    let answer: bigint | "revert" = "revert";
    market(() => answer);
    const dialog = await pickCollateral();

    expect(within(dialog).getByRole("status", { name: "Reading the figures…" })).toBeTruthy();
    const failure = await within(dialog).findByText("What this package lends on your collateral cannot be read right now.");
    expect(within(dialog).getByRole("button", { name: "Borrow" }).hasAttribute("disabled")).toBe(true);

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
