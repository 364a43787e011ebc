import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUint256, type Hash } from "viem";
import { repayCall } from "@openpawn/chain/lending/loan-calls";
import { acceptOfferCall } from "@openpawn/chain/lending/offer-calls";
import { chainCheckpoints } from "../../../db/schema.ts";
import { catchUp } from "../../../chain-spine/test/spine-fixture.ts";
import { rollBackTo } from "../../../chain-spine/spine-store.ts";
import { startLendingFixture } from "../test/lending-fixture.ts";
import { indexedLoanCandidates } from "./indexed-loan-candidates.ts";

describe("the keeper's and the watcher's loan candidates from the lending index", () => {
  let fixture: Awaited<ReturnType<typeof startLendingFixture>>;
  beforeAll(async () => {
    fixture = await startLendingFixture();
  }, 240_000);
  afterAll(async () => fixture?.close());

  const activeLoanIds = async () => {
    const { db, deployment, core } = fixture;
    const loans = await indexedLoanCandidates(db, { chainId: deployment.chainId, core: core.address }).activeLoans();
    expect(loans.every((loan) => loan.borrower === fixture.borrower.account.address)).toBe(true);
    return loans.map((loan) => loan.loanId);
  };

  it("lists the active loans as indexed: a started loan joins, a repaid one leaves, a rollback brings it back", async () => {
    const { db, deployment, core, borrower, send } = fixture;
    await catchUp(fixture.indexer);
    // The demo: loans 3 and 5 active, loan 4 repaid in full.
    expect(await activeLoanIds()).toEqual([3n, 5n]);

    await send(borrower.writeContract({ ...core, ...acceptOfferCall(1n) }));
    await catchUp(fixture.indexer);
    expect(await activeLoanIds()).toEqual([1n, 3n, 5n]);
    const [beforeRepayment] = await db.select().from(chainCheckpoints);

    await fixture.approveBorrower(deployment.tokens.find((token) => token.symbol === "USDT")!.address);
    await send(borrower.writeContract({ ...core, ...repayCall(3n, { penalty: maxUint256, interest: maxUint256, principal: maxUint256 }) }));
    await catchUp(fixture.indexer);
    expect(await activeLoanIds()).toEqual([1n, 5n]);

    // The repayment's block abandoned (a reorganisation): the index, and so the candidates, go back.
    const fork = { blockNumber: beforeRepayment!.blockNumber, blockHash: beforeRepayment!.blockHash as Hash };
    await rollBackTo(db, deployment.chainId, fork, fixture.projectors);
    expect(await activeLoanIds()).toEqual([1n, 3n, 5n]);
  }, 120_000);
});
