import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUnits } from "viem";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import { MAX_VOLUME_PERIODS, VOLUME_INTERVALS } from "@openpawn/shared/dashboard/schemas";
import { lendingActions } from "../../../test/lending-actions.ts";
import { refusals, startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";

const DAY_MS = 86_400_000;
const usdt = (amount: string) => parseUnits(amount, 18).toString();

interface Point {
  start: string;
  loans: number;
  loanVolumeUsd: string;
  tokens: { token: { symbol: string | null }; amount: string; amountUsd: string; loans: number }[];
}

/**
 * The dashboard's figures over time and its loan packages, over the demo positions (seed-demo.ts): three
 * loans of 5,150 USDT in all (loans 3, 4 and 5), started when the demo was seeded; USDT at $1.
 */
describe("dashboard: the volume lent over time, and the published loan packages", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("sums the loans started each day, in USD and by token, every day of the window present", async () => {
    const contracts: { startedAt: string }[] = (await pawn.data("/dashboard/recent-contracts")).content;
    const series = await pawn.data("/dashboard/volume-series");
    expect(series).toMatchObject({ interval: "day", tokens: [{ token: { symbol: "USDT" }, amount: usdt("5150"), amountUsd: "5150", loans: 3 }] });

    const starts: number[] = series.points.map((point: Point) => Date.parse(point.start));
    expect(starts).toHaveLength(30);
    expect(starts.every((start, index) => start % DAY_MS === 0 && (index === 0 || start - starts[index - 1]! === DAY_MS))).toBe(true);
    expect(series.from).toBe(series.points[0].start);
    const sinceLastStart = Date.parse(series.to) - starts.at(-1)!;
    expect(sinceLastStart >= 0 && sinceLastStart < DAY_MS).toBe(true);

    // Each loan counts on the UTC day it started.
    const expected = new Map<number, number>();
    for (const { startedAt } of contracts) {
      const day = Math.floor(Date.parse(startedAt) / DAY_MS) * DAY_MS;
      expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    const busy = series.points.filter((point: Point) => point.loans > 0);
    expect(busy.map((point: Point) => [Date.parse(point.start), point.loans])).toEqual([...expected].sort(([a], [b]) => a - b));
    expect(series.points.filter((point: Point) => point.loans === 0).every((point: Point) => point.loanVolumeUsd === "0" && point.tokens.length === 0)).toBe(true);
  });

  it("puts a loan started eight days later in its own day and ISO week, and a short window leaves the older loans out", async () => {
    const { chain } = pawn;
    const actions = lendingActions(chain.publicClient, chain.deployment);
    await chain.passTime(8 * 24 * 3600);
    await chain.refreshPrices();
    await actions.approve(chain.borrower, "WBNB");
    await actions.approve(chain.lender, "USDT");
    const { collateralId } = await actions.createCollateral(chain.borrower, { symbol: "WBNB", amount: "1", loanSymbol: "USDT", weeks: 4 });
    const { offerId } = await actions.createOffer(chain.lender, collateralId, "USDT", { amount: "100", weeks: 4, interestPercent: 12, liquidationPercent: 75 });
    await actions.acceptOffer(chain.borrower, offerId);
    await pawn.indexed();

    const days = await pawn.data("/dashboard/volume-series?interval=day&periods=30");
    expect(days.points.at(-1)).toMatchObject({ loans: 1, loanVolumeUsd: "100", tokens: [{ token: { symbol: "USDT" }, amount: usdt("100"), amountUsd: "100", loans: 1 }] });
    expect(days.tokens).toMatchObject([{ amount: usdt("5250"), amountUsd: "5250", loans: 4 }]);

    const weeks = await pawn.data("/dashboard/volume-series?interval=week&periods=3");
    expect(weeks.points.map((point: Point) => new Date(point.start).getUTCDay())).toEqual([1, 1, 1]);
    expect(weeks.points.every((point: Point) => point.start.endsWith("T00:00:00.000Z"))).toBe(true);
    expect(weeks.points.at(-1).loans).toBe(1);
    expect(weeks.tokens).toMatchObject([{ amountUsd: "5250", loans: 4 }]);

    const today = await pawn.data("/dashboard/volume-series?periods=1");
    expect(today.tokens).toMatchObject([{ amount: usdt("100"), loans: 1 }]);
  });

  it("refuses an interval or a number of periods it does not serve", async () => {
    const cases = [
      ["/dashboard/volume-series?interval=month", 400, "invalid_input"],
      ["/dashboard/volume-series?periods=0", 400, "invalid_input"],
      [`/dashboard/volume-series?periods=${MAX_VOLUME_PERIODS + 1}`, 400, "invalid_input"],
      ["/dashboard/volume-series?periods=2.5", 400, "invalid_input"],
      ["/dashboard/volume-series?periods=many", 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), cases)).toEqual(cases);
    expect((await pawn.get("/dashboard/volume-series?interval=month")).json().message).toBe(DASHBOARD_MESSAGES.invalidInterval(VOLUME_INTERVALS));
    expect((await pawn.get("/dashboard/volume-series?periods=0")).json().message).toBe(DASHBOARD_MESSAGES.invalidPeriods(MAX_VOLUME_PERIODS));
  });

  it("lists the published loan packages to anyone, filtered like the market, never a draft", async () => {
    const { lender } = pawn;
    const shop = { type: "PAWNSHOP", name: "Dashboard shop", phoneCountry: "VN", phone: "+84 912 345 678", address: "Hanoi", walletAddress: pawn.chain.lender.account.address.toLowerCase() };
    expect((await pawn.post("/pawn-shop", lender, shop)).statusCode).toBe(200);
    const body = {
      type: 2,
      message: "Negotiate your USDT",
      loanToken: "USDT",
      repaymentToken: "USDT",
      loanAmountMin: usdt("100"),
      loanAmountMax: usdt("3000"),
      budget: usdt("4000"),
      collateralAcceptance: ["WBNB"],
      interestRateMin: 8,
      interestRateMax: 14,
      durationFrom: 1,
      durationTo: 8,
      durationType: 0,
      loanToValue: 50,
      ltvLiquidationThreshold: 75,
    };
    const published = (await pawn.post("/crypto-package/create-and-publish", lender, body)).json().data;
    const draft = (await pawn.post("/crypto-package/create", lender, { ...body, message: "Not yet" })).json().data;

    const list = await pawn.data("/dashboard/loan-packages");
    expect(list).toMatchObject({ number: 0, size: 10, total_elements: 1, content: [{ id: published.id, status: "PUBLISHED", loanToken: { symbol: "USDT" }, shop: { name: "Dashboard shop" } }] });
    expect(list.content.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    expect((await pawn.data("/dashboard/loan-packages?loanSymbols=ETH")).content).toEqual([]);
    const cases = [
      ["/dashboard/loan-packages?size=0", 400, "invalid_input"],
      ["/dashboard/loan-packages?type=9", 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), cases)).toEqual(cases);
  });

  it("documents the new calls in the OpenAPI document", async () => {
    const paths = (await pawn.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    expect(paths).toHaveProperty(["/api/pawn/dashboard/volume-series"]);
    expect(paths).toHaveProperty(["/api/pawn/dashboard/loan-packages"]);
  });
});
