import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUnits, parseEther, zeroAddress } from "viem";
import { refusals, startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";

const usdt = (amount: bigint) => amount * 10n ** 18n;

/**
 * The public dashboard over the demo positions (seed-demo.ts): loans 3 (1,200 USDT on 5 BNB) and 5 (1,950
 * USDT on 1 ETH) active, loan 4 (2,000 USDT on 2 ETH) repaid; 10 WBNB and an NFT open. Dev prices: WBNB and
 * BNB $600, ETH lowered to $2,750, USDT $1.
 */
describe("dashboard routes over the lending index", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("lists recent contracts to anyone, with a contract's payments and figures", async () => {
    const recent = await pawn.data("/dashboard/recent-contracts");
    expect(recent.content.map((item: { id: number }) => item.id)).toEqual([5, 4, 3]);
    expect((await pawn.data("/dashboard/recent-contracts?status=COMPLETED")).content).toMatchObject([{ id: 4, status: "COMPLETED" }]);
    // The search by token: lent or held as collateral, any case; an unknown symbol matches nothing.
    const ids = async (url: string) => (await pawn.data(url)).content.map((item: { id: number }) => item.id);
    expect(await ids("/dashboard/recent-contracts?symbol=ETH")).toEqual([5, 4]);
    expect(await ids("/dashboard/recent-contracts?symbol=usdt&status=ACTIVE")).toEqual([5, 3]);
    expect(await pawn.data("/dashboard/recent-contracts?symbol=NOPE")).toMatchObject({ content: [], total_elements: 0 });
    const payments = await pawn.data("/dashboard/recent-contracts/4/repayment-histories?size=1");
    expect(payments).toMatchObject({ total_elements: 1, content: [{ contractId: 4, principal: usdt(2000n).toString(), prepaidFee: usdt(60n).toString() }] });
    expect(await pawn.data("/dashboard/recent-contracts/4/statistic")).toMatchObject({ contractId: 4, cycles: 1, cyclesPaid: 1, principalOwed: "0" });
    const cases = [
      ["/dashboard/recent-contracts/99/statistic", 404, "pawn.contract.not-found"],
      ["/dashboard/recent-contracts/x/repayment-histories", 404, "pawn.contract.not-found"],
      ["/dashboard/recent-contracts/4/repayment-histories?size=0", 400, "invalid_input"],
      ["/dashboard/recent-contracts?status=OPEN", 400, "invalid_input"],
      [`/dashboard/recent-contracts?symbol=${"X".repeat(21)}`, 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), cases)).toEqual(cases);
  });

  it("shows any contract to anyone, and how close a running one stands to a risk liquidation", async () => {
    expect(await pawn.data("/dashboard/recent-contracts/5")).toMatchObject({ id: 5, status: "ACTIVE", loanAmount: usdt(1950n).toString() });
    // Loan 5: 1 ETH at $2,750 for 1,950 USDT, liquidated at 75%.
    const risk = await pawn.data("/dashboard/recent-contracts/5/risk");
    const debt = BigInt(risk.debtUsd);
    expect(risk).toMatchObject({ priced: true, collateralUsd: usdt(2750n).toString(), thresholdBps: 7500, liquidatable: false });
    expect(debt).toBeGreaterThanOrEqual(usdt(1950n));
    expect(risk.ltvBps).toBe(Number((debt * 10_000n) / usdt(2750n)));
    // At the liquidation price 1 ETH × 75% covers the debt; a wei of USD less does not.
    const price = BigInt(risk.liquidationPriceUsd);
    expect((price * 75n) / 100n).toBeGreaterThanOrEqual(debt);
    expect(((price - 2n) * 75n) / 100n).toBeLessThan(debt);
    expect(risk.stress.map((line: { dropPercent: number }) => line.dropPercent)).toEqual([20, 40]);
    expect(risk.stress[1]).toMatchObject({ liquidatable: true, ltvBps: Number((debt * 10_000n) / ((usdt(2750n) * 60n) / 100n)) });
    // A repaid contract is no longer at risk.
    expect(await pawn.data("/dashboard/recent-contracts/4/risk")).toMatchObject({ priced: false, ltvBps: null, liquidatable: false });
    const cases = [
      ["/dashboard/recent-contracts/99", 404, "pawn.contract.not-found"],
      ["/dashboard/recent-contracts/99/risk", 404, "pawn.contract.not-found"],
      ["/dashboard/recent-contracts/0/risk", 404, "pawn.contract.not-found"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), cases)).toEqual(cases);
  });

  it("sums the protocol's volumes in USD from the per-token totals, and shows each token's share", async () => {
    const paidInterest = BigInt((await pawn.data("/dashboard/recent-contracts/4/statistic")).paid.interest);
    expect(await pawn.data("/dashboard/volume-statistic")).toEqual({
      contracts: { total: 3, active: 2, completed: 1, liquidated: 0 },
      collaterals: 4,
      loanVolumeUsd: "5150",
      principalOutstandingUsd: "3150",
      collateralLockedUsd: String(10 * 600 + 5 * 600 + 2750),
      interestPaidUsd: formatUnits(paidInterest, 18),
    });
    const assets = await pawn.data("/crypto-asset");
    const asset = (symbol: string) => assets.find((entry: { token: { symbol: string } }) => entry.token.symbol === symbol);
    expect(asset("USDT")).toMatchObject({ usdExchange: "1", loanVolume: usdt(5150n).toString(), principalOutstanding: usdt(3150n).toString(), activeContracts: 2 });
    expect(asset("BNB")).toMatchObject({ token: { address: zeroAddress }, collateralLocked: parseEther("5").toString(), collaterals: 1 });
    expect(asset("ETH")).toMatchObject({ usdExchange: "2750", collateralLocked: parseEther("1").toString(), collaterals: 1 });
    expect(asset("DFY")).toMatchObject({ collateralLocked: "0", loanVolume: "0", activeContracts: 0 });
    expect(assets.every((entry: { token: { symbol: string | null } }) => entry.token.symbol !== null)).toBe(true);
  });

  it("documents the new calls in the OpenAPI document", async () => {
    const paths = (await pawn.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    for (const path of [
      "/api/pawn/my-contract/borrow-contracts/{id}",
      "/api/pawn/my-contract/{id}/calculate-repayment-fee",
      "/api/pawn/repayment-request/{id}/summary",
      "/api/pawn/collaterals/{id}/history",
      "/api/pawn/dashboard/volume-statistic",
      "/api/pawn/crypto-asset",
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    const fee = paths["/api/pawn/my-contract/{id}/calculate-repayment-fee"].post;
    expect(fee.responses["200"].content["application/json"].schema.properties.data.properties).toHaveProperty("payment");
  });
});
