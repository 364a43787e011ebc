import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { notifications } from "../../../db/schema.ts";
import { makeUser } from "../../../test/profile-fixtures.ts";
import { buildTestApp } from "../../../test/test-app.ts";
import { recordingLog } from "../test/recording-log.ts";
import { startDemoLoanChain, type DemoLoanChain } from "../test/demo-loan-chain.ts";
import { LoanWatcher } from "./loan-watcher.ts";
import { tokenBook } from "../../../chain-spine/deployment/token-book.ts";

const HOUR = 3600n;
/** The watcher warns only of loans it skipped on an error: none, or an empty result would prove nothing. */
const log = recordingLog();
let chain: DemoLoanChain;
let app: FastifyInstance;

beforeAll(async () => {
  [chain, app] = await Promise.all([startDemoLoanChain(), buildTestApp()]);
});
afterAll(async () => {
  await app?.close();
  await chain?.anvil.stop();
});
beforeEach(async () => {
  await chain.reset();
  await app.database.db.delete(notifications);
});
afterEach(() => {
  expect(log.warnings).toEqual([]);
});

function watcher(): LoanWatcher {
  const { contracts, reads, deployment, candidates } = chain;
  const db = app.database.db;
  return new LoanWatcher({
    chainId: deployment.chainId,
    core: contracts.core,
    candidates,
    reads,
    tokens: tokenBook(deployment.tokens),
    db,
    emit: (input) => app.notifier.emit(input),
    log,
  });
}

/** Two ticks of the same watcher instance and one of a fresh one (a restart) at the current head. */
async function tickRepeatedly(): Promise<void> {
  const running = watcher();
  await running.tick(await chain.head());
  await running.tick(await chain.head());
  await watcher().tick(await chain.head());
}

/** The notifications about one loan (the key's fourth part is the loan id): the demo also holds loan 5, near
 * liquidation from the start, which the watcher rightly warns about too. */
async function sent(loanId = "3") {
  const rows = await app.database.db.select().from(notifications).orderBy(notifications.id);
  return rows
    .filter((row) => row.sourceKey?.split(":")[3] === loanId)
    .map((row) => ({ userId: row.userId, txType: row.txType, sourceKey: row.sourceKey, meta: JSON.parse(row.metaData) as unknown }));
}

let borrowerUserId: number | undefined;
async function borrowerAccount(): Promise<number> {
  borrowerUserId ??= (await makeUser(app, { wallet: chain.borrower.toLowerCase() })).id;
  return borrowerUserId;
}

describe("loan watcher on a real chain", () => {
  it("tells nobody when the borrower's wallet belongs to no account", async () => {
    await chain.setBnbPrice("340");
    await tickRepeatedly();
    expect(await app.database.db.select().from(notifications)).toEqual([]);
  });

  it("warns once of the demo's loan that starts near liquidation", async () => {
    const userId = await borrowerAccount();
    await tickRepeatedly();
    const core = chain.contracts.core.toLowerCase();
    expect(await sent("5")).toEqual([
      {
        userId,
        txType: 19,
        sourceKey: `ltv-near:31337:${core}:5:0`,
        meta: { contract: { idContract: "5", ltvCurrent: expect.stringMatching(/^7\d\.\d+$/), ltvLiquidation: "75" } },
      },
    ]);
  });

  it("warns once when the debt reaches 90% of the liquidation limit", async () => {
    const userId = await borrowerAccount();
    await chain.setBnbPrice("400");
    await tickRepeatedly();
    expect(await sent()).toEqual([]);

    // 5 BNB at $340 x 75% = $1,275 of limit; the debt of about $1,203 is past 90% of it.
    await chain.setBnbPrice("340");
    await tickRepeatedly();
    const core = chain.contracts.core.toLowerCase();
    expect(await sent()).toEqual([
      {
        userId,
        txType: 19,
        sourceKey: `ltv-near:31337:${core}:3:0`,
        meta: { contract: { idContract: "3", ltvCurrent: expect.stringMatching(/^70\.\d+$/), ltvLiquidation: "75" } },
      },
    ]);
  });

  it("reminds once 24 h and once 2 h before the due date while interest is owed", async () => {
    const userId = await borrowerAccount();
    const loan = await chain.reads.asOfHead(3n, await chain.head());
    if (!loan) throw new Error("the demo loan is not active");
    const dueAt = loan.window.dueAt;
    const moveTo = async (left: bigint) => chain.advance(dueAt - left - (await chain.head()).timestamp);

    await moveTo(25n * HOUR);
    await tickRepeatedly();
    expect(await sent()).toEqual([]);

    await moveTo(23n * HOUR);
    await tickRepeatedly();
    await moveTo(HOUR);
    await tickRepeatedly();
    const core = chain.contracts.core.toLowerCase();
    const contract = { idContract: "3", dueDate: Number(dueAt), amountLoan: expect.stringMatching(/^3\.45/), cryptoLoan: "USDT" };
    expect(await sent()).toEqual([
      { userId, txType: 17, sourceKey: `due-soon:31337:${core}:3:0`, meta: { contract } },
      { userId, txType: 18, sourceKey: `due-urgent:31337:${core}:3:0`, meta: { contract } },
    ]);
  });

  it("sends no reminder once the cycle's interest is paid", async () => {
    await borrowerAccount();
    await chain.repayInterest();
    const loan = await chain.reads.asOfHead(3n, await chain.head());
    if (!loan) throw new Error("the demo loan is not active");
    expect(loan.loan.interestOwed + loan.loan.penaltyOwed).toBe(0n);
    await chain.advance(loan.window.dueAt - HOUR - (await chain.head()).timestamp);
    await tickRepeatedly();
    expect(await sent()).toEqual([]);
  });
});
