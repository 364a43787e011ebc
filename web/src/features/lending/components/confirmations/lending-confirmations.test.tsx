import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { mockApi, okReply } from "../../../../test/mock-api.ts";
import { pageOf } from "../../../../test/paged-reply.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { BORROWER_WALLET, collateralItem, contractItem, e18, LENDER_WALLET, supportedAsset, transactionFee, USDT, WBNB } from "../../../../test/pawn-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../../test/signed-in-wallet.ts";
import { openConfirmation, statementOf, summaryLine } from "../../../../test/summary.ts";
import { TEST_CONFIG } from "../../../../test/test-runtime-config.ts";
import { sendTransaction } from "../../../../wallet/send-transaction.ts";
import { item as packageItem, submittedCollateral } from "../../../packages/components/lender-packages/package-fixtures.ts";

// The wallet is not what these tests look at: they take what a page hands to it, and when.
vi.mock("../../../../wallet/send-transaction.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), sendTransaction: vi.fn(), signWithAllowances: vi.fn() }));

configure({ asyncUtilTimeout: 20_000 });

const CORE = "0x00000000000000000000000000000000000000c0";
const SHOP = "0x00000000000000000000000000000000000000e5";
const CONFIG = {
  ...TEST_CONFIG,
  deployment: {
    ...TEST_CONFIG.deployment,
    contracts: { PawnLending: CORE, PawnShop: SHOP },
    tokens: [
      { ...USDT, name: "Tether", decimals: 18, priceFeed: USDT.address },
      { ...WBNB, name: "Wrapped BNB", decimals: 18, priceFeed: WBNB.address },
    ],
  },
} as typeof TEST_CONFIG;
/** USDT at $1, WBNB at `wbnb` dollars. */
const assets = (wbnb = "600") => okReply([supportedAsset(USDT, "1"), supportedAsset(WBNB, wbnb, { collateral: true, supply: false })]);
const FEE = okReply(transactionFee());

const sent = () => vi.mocked(sendTransaction).mock.calls.length;
const sentCall = () => vi.mocked(sendTransaction).mock.calls[0]![0];
const confirmWith = async (dialog: HTMLElement, name: string) => {
  const button = within(dialog).getByRole("button", { name });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  fireEvent.click(button);
  await waitFor(() => expect(sent()).toBe(1));
};
/** Picks `option` in the MUI select labelled `label`. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
};

/** Offer 12 on collateral 4 (10 WBNB): 3,000 USDT at 12% for 12 weeks, weekly, liquidated at 75%. */
const OFFER = {
  id: 12,
  collateralId: 4,
  lenderWalletAddress: LENDER_WALLET,
  status: "OPEN",
  amount: e18(3000),
  loanToken: USDT,
  repaymentToken: USDT,
  interestRate: 1_200_000,
  liquidationThreshold: 7_500_000,
  durationQty: 12,
  durationType: 0,
  repaymentCycleType: 0,
  message: null,
  createdAt: "2026-11-24T11:00:00.000Z",
  txnHash: `0x${"cd".repeat(32)}`,
};
const collateralPage = {
  "GET /api/pawn/collaterals/4": okReply(collateralItem()),
  "GET /api/pawn/supported-asset": assets(),
  "POST /api/pawn/transaction-fee": FEE,
  "GET /api/pawn/loan-crypto-offer": okReply(pageOf([OFFER])),
  "GET /api/pawn/signed-offers": okReply([]),
  "GET /api/pawn/negotiations": okReply(pageOf([])),
};
/** Contract 7 (3,000 USDT on 10 WBNB, liquidated at 75%) worth $3,800 for $3,007 owed: past its threshold. */
const RISK = {
  priced: true,
  debtUsd: e18(3007),
  collateralUsd: e18(3800),
  ltvBps: 7913,
  thresholdBps: 7500,
  liquidationPriceUsd: "400933333333333333334",
  liquidatable: true,
  stress: [],
};
const contractPage = {
  "GET /api/pawn/dashboard/recent-contracts/7": okReply(contractItem()),
  "GET /api/pawn/dashboard/recent-contracts/7/risk": okReply(RISK),
  "GET /api/pawn/dashboard/recent-contracts/7/repayment-histories": okReply(pageOf([])),
  "GET /api/pawn/supported-asset": assets("380"),
  "POST /api/pawn/transaction-fee": FEE,
};

describe("lending money actions: the summary before the wallet", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    cleanup();
    signOutWallet();
    vi.unstubAllGlobals();
    vi.mocked(sendTransaction).mockReset();
  });

  it("create collateral: what is locked, its worth today, what is asked for, and an approval of exactly that", async () => {
    signInWithWallet(BORROWER_WALLET);
    mockApi({ "GET /api/pawn/account/collaterals": okReply(pageOf([])), "GET /api/pawn/supported-asset": assets() });
    renderRoute("/pawn", CONFIG);
    fireEvent.click(await screen.findByRole("button", { name: "Create collateral" }));
    await choose("Collateral", "WBNB");
    fireEvent.change(screen.getByRole("textbox", { name: "Amount" }), { target: { value: "2" } });
    await choose("Loan token you want", "USDT");
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Two WBNB" } });

    const dialog = await openConfirmation(() => fireEvent.click(screen.getByRole("button", { name: "Create collateral" })), "Lock this collateral?", sent);
    expect(summaryLine(dialog, "You lock").value).toBe("2 WBNB");
    expect(summaryLine(dialog, "Value today").value).toBe("$1,200");
    expect(summaryLine(dialog, "Loan you ask for").value).toBe("USDT");
    expect(summaryLine(dialog, "Duration").value).toBe("4 weeks");
    expect(summaryLine(dialog, "Name").value).toBe("Two WBNB");
    expect(statementOf(dialog)).toContain("Your wallet approves the lending contract for exactly 2 WBNB");
    await confirmWith(dialog, "Lock collateral");
    expect(sentCall().call).toMatchObject({ address: CORE, functionName: "createCollateral" });
    expect(sentCall().allowances).toEqual([{ token: WBNB.address, symbol: "WBNB", spender: CORE, amount: BigInt(e18(2)) }]);
  });

  it("accept an offer: what arrives, the terms, each cycle's interest, the LTV and liquidation price, the fees and what a default costs", async () => {
    signInWithWallet(BORROWER_WALLET);
    mockApi(collateralPage);
    renderRoute("/pawn/collateral/4", CONFIG);
    const table = await screen.findByRole("table", { name: "Offers" });
    // A row is named by its amount's full figure (the tooltip), the cell shows it abbreviated.
    const row = within(table).getByRole("row", { name: /3,000 USDT/ });

    const dialog = await openConfirmation(() => fireEvent.click(within(row).getByRole("button", { name: "Accept" })), "Accept offer #12?", sent);
    await waitFor(() => expect(summaryLine(dialog, "Prepaid fee on early principal").value).toBe("1%"));
    expect(summaryLine(dialog, "You receive now").value).toBe("3,000 USDT");
    expect(summaryLine(dialog, "Interest rate").value).toBe("12% a year");
    expect(summaryLine(dialog, "Duration").value).toBe("12 weeks");
    // 3,000 × 12% × 7 / 365 = 6.904109…; owed 3,006.904109… on 10 WBNB worth $6,000.
    expect(summaryLine(dialog, "Each cycle's interest (12 cycles)").value).toBe("6.9041 USDT");
    expect(summaryLine(dialog, "Starting LTV").value).toBe("50.11% of 75.00%");
    expect(summaryLine(dialog, "Liquidation price of WBNB").value).toBe("$400.92");
    expect(summaryLine(dialog, "If WBNB falls 20%").value).toBe("LTV 62.64%");
    expect(summaryLine(dialog, "If WBNB falls 40%").value).toBe("LTV 83.52% — liquidated");
    expect(summaryLine(dialog, "Penalty on late interest").value).toBe("15%");
    expect(summaryLine(dialog, "If the loan defaults")).toEqual({ value: "The lender receives 9.5 WBNB", detail: "95% of your collateral; the platform keeps 5% as its fee" });
    expect(statementOf(dialog)).toContain("the LTV reaching 75%, liquidates the loan");
    await confirmWith(dialog, "Accept and receive the loan");
    expect(sentCall().call).toMatchObject({ address: CORE, functionName: "acceptOffer", args: [12n] });
  });

  it("withdraw collateral: what comes back and the offers that lapse", async () => {
    signInWithWallet(BORROWER_WALLET);
    mockApi(collateralPage);
    renderRoute("/pawn/collateral/4", CONFIG);
    const withdraw = await screen.findByRole("button", { name: "Withdraw collateral" });

    const dialog = await openConfirmation(() => fireEvent.click(withdraw), "Withdraw this collateral?", sent);
    expect(summaryLine(dialog, "Back to your wallet").value).toBe("10 WBNB");
    expect(summaryLine(dialog, "Open offers that lapse").value).toBe("2");
    await confirmWith(dialog, "Withdraw collateral");
    expect(sentCall().call).toMatchObject({ functionName: "withdrawCollateral", args: [4n] });
  });

  it("add collateral: the amount, and the LTV and liquidation price before and after", async () => {
    signInWithWallet(BORROWER_WALLET);
    mockApi(contractPage);
    renderRoute("/pawn/contract/7", CONFIG);
    fireEvent.click(await screen.findByRole("button", { name: "Add collateral" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount (WBNB)" }), { target: { value: "2" } });

    const dialog = await openConfirmation(() => fireEvent.click(screen.getByRole("button", { name: "Add" })), "Add collateral to contract #7?", sent, "Back");
    // $3,007 owed on 12 WBNB at $380: 65.94%, liquidated at 3,007 / (12 × 75%).
    await waitFor(() => expect(summaryLine(dialog, "LTV").value).toBe("79.13% → 65.94%"));
    expect(summaryLine(dialog, "You add").value).toBe("2 WBNB");
    expect(summaryLine(dialog, "Collateral after").value).toBe("12 WBNB");
    expect(summaryLine(dialog, "Liquidation price of WBNB").value).toBe("$400.93 → $334.11");
    await confirmWith(dialog, "Add collateral");
    expect(sentCall().call).toMatchObject({ functionName: "addCollateral", args: [7n, BigInt(e18(2))] });
  });

  it("liquidate: the LTV past its threshold and where the collateral goes, less the platform's fee", async () => {
    signInWithWallet(LENDER_WALLET);
    mockApi(contractPage);
    renderRoute("/pawn/contract/7", CONFIG);
    const liquidate = await within(await screen.findByLabelText("Health")).findByRole("button", { name: "Liquidate" });

    const dialog = await openConfirmation(() => fireEvent.click(liquidate), "Liquidate contract #7?", sent);
    await waitFor(() => expect(summaryLine(dialog, "To the lender").value).toBe("9.5 WBNB"));
    expect(summaryLine(dialog, "LTV").value).toBe("79.13% of 75.00%");
    expect(summaryLine(dialog, "Collateral").value).toBe("10 WBNB");
    expect(summaryLine(dialog, "To the platform (its fee)").value).toBe("0.5 WBNB");
    await confirmWith(dialog, "Liquidate");
    expect(sentCall().call).toMatchObject({ functionName: "liquidate", args: [7n] });
  });

  it("claim a payout: the amount and the wallet it goes to", async () => {
    signInWithWallet(LENDER_WALLET);
    const statistic = (credits: object[]) => okReply({ contracts: { total: 0, active: 0, completed: 0, liquidated: 0 }, principal: [], principalOwed: [], interest: [], credits });
    mockApi({
      "GET /api/pawn/supported-asset": assets(),
      "GET /api/pawn/my-contract/borrow-contract-statistic": statistic([]),
      "GET /api/pawn/my-contract/loan-contract-statistic": statistic([{ token: USDT, amount: e18(25) }]),
    });
    renderRoute("/inventory/overview", CONFIG);
    const claim = await screen.findByRole("button", { name: "Claim 25 USDT" });

    const dialog = await openConfirmation(() => fireEvent.click(claim), "Claim this payout?", sent);
    expect(summaryLine(dialog, "You receive").value).toBe("25 USDT");
    expect(summaryLine(dialog, "To").value).toBe("Your wallet 0x2222...2222");
    await confirmWith(dialog, "Claim");
    expect(sentCall().call).toMatchObject({ functionName: "claim", args: [USDT.address, LENDER_WALLET] });
  });

  it("send an offer on chain: the terms, the loan at today's prices, the platform's fee and the approval asked now", async () => {
    signInWithWallet(LENDER_WALLET);
    mockApi(collateralPage);
    renderRoute("/pawn/offer/4", CONFIG);
    fireEvent.click(await screen.findByRole("button", { name: "Send offer" }));
    const form = await screen.findByRole("dialog", { name: "Send an offer" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Amount (USDT)" }), { target: { value: "3000" } });

    const dialog = await openConfirmation(() => fireEvent.click(within(form).getByRole("button", { name: "Send on chain" })), "Send this offer?", sent);
    await waitFor(() => expect(summaryLine(dialog, "Platform fee").value).toBe("5% of the interest and penalty paid"));
    expect(summaryLine(dialog, "You offer").value).toBe("3,000 USDT");
    expect(summaryLine(dialog, "Collateral").value).toBe("10 WBNB");
    expect(summaryLine(dialog, "Liquidation threshold").value).toBe("70%");
    expect(summaryLine(dialog, "Starting LTV").value).toBe("50.11% of 70.00%");
    expect(summaryLine(dialog, "Liquidation price of WBNB").value).toBe("$429.55");
    expect(statementOf(dialog)).toContain("Your wallet approves the lending contract for exactly 3,000 USDT (unless it already may), then sends the offer on chain");
    await confirmWith(dialog, "Send the offer");
    expect(sentCall().call).toMatchObject({ functionName: "createOffer" });
    expect(sentCall().allowances).toEqual([{ token: USDT.address, symbol: "USDT", spender: CORE, amount: BigInt(e18(3000)) }]);
  });

  it("accept a loan request: what leaves the lender's wallet, on what terms, the loan's LTV and the platform's fee", async () => {
    signInWithWallet(LENDER_WALLET);
    const request = { submissionId: 3, packageId: 4, status: "PENDING", minAmount: "0", expiresAt: "2026-12-01T10:00:00.000Z", contractId: null, collateral: submittedCollateral(9, "Bea's WBNB"), createdAt: "2026-11-24T11:00:00.000Z" };
    mockApi({
      "GET /api/pawn/supported-asset": assets(),
      "POST /api/pawn/transaction-fee": FEE,
      "GET /api/pawn/crypto-package/4": okReply(packageItem(4, { type: 1, status: "PUBLISHED", interestRate: 12, chainPackageId: 7 })),
      "GET /api/pawn/crypto-package/4/collaterals-received": okReply(pageOf([request])),
    });
    renderRoute("/inventory/loan-package/4", CONFIG);
    const line = await screen.findByRole("listitem", { name: "Request 3" });
    fireEvent.change(within(line).getByRole("textbox", { name: "Amount to lend" }), { target: { value: "600" } });

    const dialog = await openConfirmation(() => fireEvent.click(within(line).getByRole("button", { name: "Accept" })), "Accept request #3?", sent);
    await waitFor(() => expect(summaryLine(dialog, "Platform fee").value).toBe("5% of the interest and penalty paid"));
    expect(summaryLine(dialog, "You lend").value).toBe("600 USDT");
    expect(summaryLine(dialog, "Borrower's collateral").value).toBe("2 WBNB — Bea's WBNB");
    expect(summaryLine(dialog, "Borrower").value).toBe("0x2222...2222");
    expect(summaryLine(dialog, "Duration")).toEqual({ value: "4 months", detail: "Interest paid monthly in USDT; the principal by the end" });
    // 600 × 12% × 30 / 365 = 5.917808…; owed 605.917808… on 2 WBNB worth $1,200.
    expect(summaryLine(dialog, "Each cycle's interest (4 cycles)").value).toBe("5.9178 USDT");
    expect(summaryLine(dialog, "Starting LTV").value).toBe("50.49% of 75.00%");
    expect(summaryLine(dialog, "Liquidation price of WBNB").value).toBe("$403.94");
    expect(summaryLine(dialog, "If the loan defaults").value).toBe("The lender receives 1.9 WBNB");
    expect(statementOf(dialog)).toContain("the lending contract takes 600 USDT from your wallet");
    await confirmWith(dialog, "Accept and lend");
    expect(sentCall().call).toMatchObject({ address: SHOP, functionName: "acceptSubmission", args: [3n, BigInt(e18(600))] });
  });

  it("allow lending: the allowance of the budget left, and that nothing moves before a loan starts", async () => {
    signInWithWallet(LENDER_WALLET);
    mockApi({
      "GET /api/pawn/supported-asset": assets(),
      "GET /api/pawn/crypto-package/4": okReply(packageItem(4, { type: 0, status: "PUBLISHED", interestRate: 12, chainPackageId: 7, budgetLeft: e18(9400) })),
      "GET /api/pawn/crypto-package/4/collaterals-received": okReply(pageOf([])),
    });
    renderRoute("/inventory/loan-package/4", CONFIG);
    const allow = await screen.findByRole("button", { name: "Allow lending 9,400 USDT" });
    // The card's terms are compact, the button and its confirmation (the approval about to be signed) full (decision 0045).
    const card = screen.getByRole("article", { name: "Package 4" });
    expect(card.textContent).toContain("9.4K USDT of 20K USDT");
    expect(card.textContent).toContain("100 USDT to 5K USDT");

    const dialog = await openConfirmation(() => fireEvent.click(allow), "Allow lending USDT for package #4?", sent);
    expect(summaryLine(dialog, "Allowance to the lending contract").value).toBe("9,400 USDT");
    expect(summaryLine(dialog, "Each loan").value).toBe("100 USDT to 5,000 USDT");
    expect(statementOf(dialog)).toContain("Nothing moves now: each loan takes its amount when it starts (at once when a borrower submits a collateral that fits)");
    await confirmWith(dialog, "Allow lending");
    expect(sentCall().call).toMatchObject({ address: USDT.address, functionName: "approve", args: [CORE, BigInt(e18(9400))] });
  });
});
