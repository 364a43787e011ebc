import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUint256, type Hash } from "viem";
import { repayCall, settleCall, type RepaymentParts } from "@openpawn/chain/lending/loan-calls";
import { mintTestTokenCall } from "@openpawn/chain/tokens/dev-token-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";
import type { TestUser } from "../../../../test/profile-fixtures.ts";

const WEEK = 7 * 24 * 3600;
const usdt = (amount: bigint) => amount * 10n ** 18n;

/**
 * Repayment on the demo chain (seed-demo.ts): loan 3 is 1,200 USDT at 15% on 5 BNB, weekly cycles over
 * 12 weeks, in its first cycle; loan 4 was repaid in full in its first cycle (interest and principal with
 * the 3% prepaid fee). The borrower is dev account 1, the lender dev account 2.
 */
describe("repayment routes over the lending index", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
    const { chain } = pawn;
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("USDT"), ...approveCall(chain.core.address, maxUint256) }));
  }, 120_000);
  afterAll(async () => pawn?.close());

  const quote = async (contractId: number, body: object, user: TestUser = pawn.borrower) => {
    const response = await pawn.post(`/my-contract/${contractId}/calculate-repayment-fee`, user, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const repay = (loanId: bigint, parts: RepaymentParts) => pawn.chain.borrower.writeContract({ ...pawn.chain.core, ...repayCall(loanId, parts) });
  const report = async (contractId: number, txnHash: Hash) => {
    const response = await pawn.post(`/my-contract/${contractId}/repayments`, pawn.borrower, { txnHash });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it("answers each contract's cycles as repayment requests, to its two parties only", async () => {
    const { borrower, lender, stranger } = pawn;
    const [open] = (await pawn.data("/my-contract/3/repayment-requests", borrower)).content;
    expect(open).toMatchObject({ id: "3-0", contractId: 3, cycle: 0, status: "ACTIVE", owed: { penalty: "0", principal: "0" }, paid: { interest: "0" } });
    expect(BigInt(open.owed.interest)).toBeGreaterThan(0n);
    expect(await pawn.data("/my-contract/3/active-repayment-request", lender)).toEqual(open);

    // Loan 4, paid off in its first cycle: the cycle is PAID with the principal and its prepaid fee.
    const [paidOff] = (await pawn.data("/my-contract/4/repayment-requests", borrower)).content;
    expect(paidOff).toMatchObject({ id: "4-0", status: "PAID", paid: { principal: usdt(2000n).toString(), prepaidFee: usdt(60n).toString() } });
    expect(paidOff.paid.interest).toBe(paidOff.owed.interest);
    expect(await pawn.data("/my-contract/4/active-repayment-request", borrower)).toBeNull();
    expect(await pawn.data("/repayment-request/4-0/summary", lender)).toMatchObject({ owed: paidOff.owed.interest, paid: paidOff.owed.interest, remaining: "0", principalPaid: usdt(2000n).toString() });
    const detail = await pawn.data("/repayment-request/4-0?size=5", borrower);
    expect(detail.repayments).toMatchObject({ total_elements: 1, size: 5, content: [{ contractId: 4, cycle: 0, principal: usdt(2000n).toString(), payerWalletAddress: pawn.chain.borrower.account.address }] });
    expect(await pawn.data("/my-contract/4/repayment-stats", borrower)).toMatchObject({
      cycles: 1,
      cyclesPaid: 1,
      cyclesLate: 0,
      principalOwed: "0",
      nextDueAt: null,
      paid: { principal: usdt(2000n).toString(), prepaidFee: usdt(60n).toString() },
    });
    const history = await pawn.data("/account/txn-histories/repayment-histories/4", lender);
    expect(history).toMatchObject({ total_elements: 1, content: [{ txnHash: detail.repayments.content[0].txnHash }] });

    for (const url of ["/my-contract/3/repayment-requests", "/my-contract/3/repayment-stats", "/repayment-request/3-0", "/repayment-request/3-0/summary", "/account/txn-histories/repayment-histories/3", "/my-contract/repayment_information?contractId=3"]) {
      const response = await pawn.get(url, stranger);
      expect([url, response.statusCode, response.json().errorCodes]).toEqual([url, 404, ["pawn.contract.not-found"]]);
    }
    const cases = [
      ["/repayment-request/3-9", 404, "pawn.repayment-request.not-found"],
      ["/repayment-request/3", 404, "pawn.repayment-request.not-found"],
      ["/repayment-request/x-1/summary", 404, "pawn.repayment-request.not-found"],
      ["/my-contract/0/repayment-requests", 404, "pawn.contract.not-found"],
      ["/my-contract/3/repayment-requests?size=1000", 400, "invalid_input"],
      ["/repayment-request/3-0?page=x", 400, "invalid_input"],
      ["/my-contract/repayment_information?contractId=abc", 404, "pawn.contract.not-found"],
      ["/my-contract/repayment_information?contractId=4", 409, "pawn.contract.not-active"],
    ] as const;
    expect(await refusals((url) => pawn.get(url, borrower), cases)).toEqual(cases);
    expect((await pawn.get("/my-contract/3/repayment-requests")).statusCode).toBe(401);
  });

  it("splits a payment as the core does, and answers the reported payment as indexed", async () => {
    const { borrower, lender } = pawn;
    const owed = await pawn.data("/my-contract/repayment_information?contractId=3", lender);
    expect(owed).toMatchObject({ contractId: 3, cycle: 0, inLastCycle: false, systemFeeRate: 2_000_000, prepaidFeeRate: 300_000, owed: { principal: usdt(1200n).toString() } });
    const interest = BigInt(owed.owed.interest);

    // All the interest (asked for more: capped) and 100 USDT of principal, which costs the 3% prepaid fee.
    const fee = await quote(3, { interest: (interest * 2n).toString(), principal: usdt(100n).toString() });
    expect(fee).toMatchObject({
      cycle: 0,
      payment: { penalty: "0", interest: interest.toString(), principal: usdt(100n).toString(), prepaidFee: usdt(3n).toString(), systemFee: ((interest * 20n) / 100n).toString() },
      repaymentTokenTotal: interest.toString(),
      loanTokenTotal: usdt(103n).toString(),
      remaining: { interest: "0", principal: usdt(1100n).toString() },
      completesContract: false,
    });
    const paid = await report(3, await repay(3n, { penalty: 0n, interest: interest * 2n, principal: usdt(100n) }));
    expect(paid).toMatchObject({ contractId: 3, cycle: 0, ...fee.payment });

    // A week on, nobody settled the ended cycle: the quote closes it by the core's own rules.
    await pawn.chain.passTime(WEEK);
    const next = await pawn.data("/my-contract/repayment_information?contractId=3", borrower);
    expect(next).toMatchObject({ cycle: 1, owed: { penalty: "0", principal: usdt(1100n).toString() } });
    expect(BigInt(next.owed.interest)).toBeGreaterThan(0n);
    const all = { penalty: maxUint256.toString(), interest: maxUint256.toString(), principal: maxUint256.toString() };
    const payOff = await quote(3, all);
    expect(payOff).toMatchObject({ cycle: 1, completesContract: true, payment: next.fullRepayment });
    const last = await report(3, await repay(3n, { penalty: maxUint256, interest: maxUint256, principal: maxUint256 }));
    expect(last).toMatchObject({ cycle: 1, ...payOff.payment });

    const requests = (await pawn.data("/my-contract/3/repayment-requests", borrower)).content;
    expect(requests.map((request: { id: string; status: string }) => [request.id, request.status])).toEqual([["3-0", "PAID"], ["3-1", "PAID"]]);
    expect((await pawn.data("/account/txn-histories/repayment-histories/3", borrower)).total_elements).toBe(2);
    const stats = await pawn.data("/my-contract/3/repayment-stats", lender);
    expect(stats).toMatchObject({ cycles: 2, cyclesPaid: 2, principalOwed: "0", nextDueAt: null, paid: { principal: usdt(1200n).toString() } });
  }, 60_000);

  it("refuses bad amounts, an ended contract, and payments the caller did not make for this contract", async () => {
    const { chain, borrower, lender, stranger } = pawn;
    const cases = [
      [5, { interest: "1.5" }, 400, "invalid_input"],
      [5, { principal: "-1" }, 400, "invalid_input"],
      [5, {}, 400, "pawn.repayment.nothing"],
      [3, { interest: "1" }, 409, "pawn.contract.not-active"],
      [99, { interest: "1" }, 404, "pawn.contract.not-found"],
    ] as const;
    for (const [contractId, body, status, code] of cases) {
      const response = await pawn.post(`/my-contract/${contractId}/calculate-repayment-fee`, borrower, body);
      expect([contractId, body, response.statusCode, response.json().errorCodes]).toEqual([contractId, body, status, [code]]);
    }
    expect((await pawn.post("/my-contract/5/calculate-repayment-fee", stranger, { interest: "1" })).statusCode).toBe(404);

    // Anyone may repay on chain, but a payment the stranger sent is not the borrower's to report.
    const usdtToken = chain.token("USDT");
    await chain.send(chain.deployer.writeContract({ chain: null, address: usdtToken, ...mintTestTokenCall(chain.stranger.account.address, usdt(10n)) }));
    await chain.send(chain.stranger.writeContract({ chain: null, address: usdtToken, ...approveCall(chain.core.address, maxUint256) }));
    const byStranger = await chain.send(chain.stranger.writeContract({ ...chain.core, ...repayCall(5n, { penalty: 0n, interest: usdt(1n), principal: 0n }) }));
    const ofAnotherContract = await repay(5n, { penalty: 0n, interest: 1n, principal: 0n });
    const notARepayment = await chain.borrower.writeContract({ ...chain.core, ...settleCall(5n) });
    const reports = [
      [5, borrower, byStranger.transactionHash, 403, "pawn.transaction.wrong-sender"],
      [4, borrower, ofAnotherContract, 422, "pawn.transaction.wrong-call"],
      [5, borrower, notARepayment, 422, "pawn.transaction.wrong-call"],
      [5, lender, ofAnotherContract, 404, "pawn.contract.not-found"],
      [5, stranger, byStranger.transactionHash, 404, "pawn.contract.not-found"],
      [5, borrower, `0x${"cd".repeat(32)}`, 404, "pawn.transaction.not-found"],
    ] as const;
    for (const [contractId, user, txnHash, status, code] of reports) {
      const response = await pawn.post(`/my-contract/${contractId}/repayments`, user, { txnHash });
      expect([contractId, txnHash, response.statusCode, response.json().errorCodes]).toEqual([contractId, txnHash, status, [code]]);
    }
    expect(await report(5, ofAnotherContract)).toMatchObject({ contractId: 5, interest: "1" });
  }, 60_000);
});
