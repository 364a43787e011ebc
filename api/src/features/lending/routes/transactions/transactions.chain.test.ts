import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "@openpawn/shared/lending/schemas/transactions";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";
import type { TestUser } from "../../../../test/profile-fixtures.ts";

const usdt = (amount: bigint) => amount * 10n ** 18n;

/**
 * A user's history on the demo chain (seed-demo.ts): the borrower (dev account 1) escrowed collaterals and
 * took loans from the lender (dev account 2); loan 4 was repaid in full in its first cycle (interest, then
 * principal with its 3% prepaid fee, in one payment). The stranger holds no position.
 */
describe("GET account/txn-histories over the lending index", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
  }, 120_000);
  afterAll(async () => pawn?.close());

  const history = async (user: TestUser, query = "size=100"): Promise<{ total_elements: number; content: Transaction[] }> =>
    pawn.data(`/account/txn-histories?${query}`, user);

  it("shows each side its own part of a loan's life, newest first, with every amount's token", async () => {
    const mine = await history(pawn.borrower);
    expect(mine.total_elements).toBe(mine.content.length);
    const times = mine.content.map((row) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const types = new Set(mine.content.map((row) => row.type));
    for (const type of ["CollateralCreated", "OfferCreated", "LoanStarted", "Repaid", "LoanCompleted"]) expect(types).toContain(type);

    const paid = mine.content.find((row) => row.type === "Repaid" && row.contractId === 4);
    expect(paid).toMatchObject({ side: "borrower", offerId: null });
    expect(paid?.amounts.map((part) => part.amount)).toContain(usdt(2060n).toString());
    expect(paid?.amounts.every((part) => part.token.symbol !== null)).toBe(true);
    // An NFT collateral's deposit names the NFT; a coin's amount does not.
    const deposits = mine.content.filter((row) => row.type === "CollateralCreated");
    expect(deposits.some((row) => row.amounts[0]?.nft?.kind === "ERC721")).toBe(true);
    expect(deposits.some((row) => row.amounts[0]?.nft === null)).toBe(true);
    const started = mine.content.find((row) => row.type === "LoanStarted" && row.contractId === 4);
    expect(started).toMatchObject({ side: "borrower", amounts: [{ token: { symbol: "USDT" }, amount: usdt(2000n).toString() }] });

    // The lender sees the same payment as received, and the offers it made.
    const theirs = await history(pawn.lender);
    const received = theirs.content.filter((row) => row.txHash === paid?.txHash).map((row) => [row.type, row.side, row.contractId]);
    expect(received).toEqual([
      ["LoanCompleted", "lender", 4],
      ["Repaid", "lender", 4],
    ]);
    expect(theirs.content.some((row) => row.type === "OfferCreated" && row.side === "lender")).toBe(true);
    expect(theirs.content.every((row) => row.side === "lender")).toBe(true);
  });

  it("pages and filters the same history", async () => {
    const all = (await history(pawn.borrower)).content;
    const pages = [];
    for (let page = 0; page * 3 < all.length; page += 1) pages.push(...(await history(pawn.borrower, `page=${page}&size=3`)).content);
    expect(pages).toEqual(all);

    const repaid = await history(pawn.borrower, "type=Repaid");
    expect(repaid.content.length).toBeGreaterThan(0);
    expect(repaid.content).toEqual(all.filter((row) => row.type === "Repaid"));
    expect(repaid.total_elements).toBe(repaid.content.length);
  });

  it("is private: a stranger's history holds none of theirs, and bad input is a 4xx", async () => {
    expect(await history(pawn.stranger)).toMatchObject({ total_elements: 0, content: [] });
    expect((await pawn.get("/account/txn-histories")).statusCode).toBe(401);
    const cases = [
      ["/account/txn-histories?type=Stolen", 400, "invalid_input"],
      ["/account/txn-histories?size=0", 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url, pawn.stranger), cases)).toEqual(cases);
  });
});
