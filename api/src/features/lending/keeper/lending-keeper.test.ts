import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { LiquidationReason, LoanStatus } from "@openpawn/chain/generated/enums";
import { recordingLog } from "../test/recording-log.ts";
import { DEMO_LOAN_ID, startDemoLoanChain, WEEK, type DemoLoanChain } from "../test/demo-loan-chain.ts";
import { KeeperSender } from "./keeper-sender.ts";
import { LendingKeeper } from "./lending-keeper.ts";

let chain: DemoLoanChain;
const log = recordingLog();

beforeAll(async () => {
  chain = await startDemoLoanChain();
});
afterAll(() => chain?.anvil.stop());
beforeEach(() => chain.reset());
// A loan skipped on an error would make "sent nothing" prove nothing.
afterEach(() => expect(log.warnings.filter((warning) => warning.includes("skipped"))).toEqual([]));

/** A keeper as the API builds one; each call is a fresh instance, as after a restart. */
function keeper(options: { receiptTimeoutMs?: number } = {}) {
  const { publicClient: client, contracts, reads, candidates } = chain;
  const sender = new KeeperSender({
    client,
    privateKey: chain.keeper.privateKey,
    core: contracts.core,
    log,
    receiptTimeoutMs: options.receiptTimeoutMs ?? 30_000,
    pollMs: 50,
  });
  return new LendingKeeper({ candidates, reads, sender, maxTxPerTick: 5, log });
}

async function liquidationReason(): Promise<number | undefined> {
  const [event] = await chain.publicClient.getContractEvents({
    address: chain.contracts.core,
    abi: iPawnLendingAbi,
    eventName: "LoanLiquidated",
    fromBlock: 0n,
  });
  return event?.args.reason;
}

describe("lending keeper on a real chain", () => {
  it("sends nothing for a healthy loan in its first cycle", async () => {
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(0);
  });

  it("settles a loan once its cycle has ended", async () => {
    await chain.advance(WEEK);
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(1);
    const loan = await chain.storedLoan();
    expect(loan.cycle).toBe(1);
    expect(loan.lateCount).toBe(1);
    expect(loan.status).toBe(LoanStatus.Active);
  });

  it("liquidates after three missed cycles", async () => {
    for (let week = 0; week < 3; week += 1) {
      await chain.advance(WEEK);
      await keeper().tick(await chain.head());
    }
    expect((await chain.storedLoan()).status).toBe(LoanStatus.Defaulted);
    expect(await liquidationReason()).toBe(LiquidationReason.Late);
    expect(await chain.keeperNonce()).toBe(3);
  });

  it("liquidates when a price drop puts the debt over the limit", async () => {
    // 5 BNB at $300 x 75% = $1,125 of limit, under the 1,200 USDT borrowed.
    await chain.setBnbPrice("300");
    await keeper().tick(await chain.head());
    expect((await chain.storedLoan()).status).toBe(LoanStatus.Defaulted);
    expect(await liquidationReason()).toBe(LiquidationReason.Risk);
  });

  it("leaves a loan near, but under, its limit alone", async () => {
    // $340: a limit of $1,275 over a debt of about $1,203.
    await chain.setBnbPrice("340");
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(0);
    expect((await chain.storedLoan()).status).toBe(LoanStatus.Active);
  });

  it("never sends a call that would revert: a stale price leaves the loan alone", async () => {
    await chain.setBnbPrice("300");
    // An hour past the feeds' heartbeat without re-posting prices: liquidate would revert in the Hub.
    await chain.testClient.increaseTime({ seconds: 3601 });
    await chain.testClient.mine({ blocks: 1 });
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(0);
    expect((await chain.storedLoan()).status).toBe(LoanStatus.Active);
  });

  it("continues after a restart with the chain's nonce, and waits for a transaction left in flight", async () => {
    await chain.advance(WEEK);
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(1);

    // The next settle is sent but not mined before the process stops.
    await chain.advance(WEEK);
    await chain.testClient.setAutomine(false);
    await keeper({ receiptTimeoutMs: 200 }).tick(await chain.head());
    const pending = await chain.publicClient.getTransactionCount({ address: chain.keeper.address, blockTag: "pending" });
    expect(pending).toBe(2);

    // A new instance sends nothing while it is in flight, then finds the loan settled once it is mined.
    await keeper().tick(await chain.head());
    expect(await chain.publicClient.getTransactionCount({ address: chain.keeper.address, blockTag: "pending" })).toBe(2);
    await chain.testClient.mine({ blocks: 1 });
    await chain.testClient.setAutomine(true);
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(2);
    expect((await chain.storedLoan()).lateCount).toBe(2);

    // The third cycle ends: a fresh instance continues at nonce 2 and liquidates.
    await chain.advance(WEEK);
    await keeper().tick(await chain.head());
    expect(await chain.keeperNonce()).toBe(3);
    expect((await chain.storedLoan(DEMO_LOAN_ID)).status).toBe(LoanStatus.Defaulted);
  });
});
