import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, custom, parseEther, zeroAddress, type Hash } from "viem";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall, withdrawCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { claimCall } from "@openpawn/chain/lending/loan-calls";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";

const usdt = (amount: bigint) => amount * 10n ** 18n;

/**
 * Contracts on the demo chain (seed-demo.ts): the borrower (dev account 1) has loan 3 (1,200 USDT on 5 BNB,
 * active), loan 4 (2,000 USDT on 2 ETH, repaid in full at once) and loan 5 (1,950 USDT on 1 ETH, active),
 * all lent by the demo's lender (dev account 2).
 */
describe("contract routes over the lending index", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
  }, 120_000);
  afterAll(async () => pawn?.close());

  const ids = (page: { content: { id: number }[] }) => page.content.map((item) => item.id);

  it("lists each side's contracts to the wallets' owner only, newest first, with filters", async () => {
    const { borrower, lender, stranger } = pawn;
    expect(ids(await pawn.data("/my-contract/borrow-contracts", borrower))).toEqual([5, 4, 3]);
    expect(ids(await pawn.data("/my-contract/loan-contracts", lender))).toEqual([5, 4, 3]);
    expect(ids(await pawn.data("/my-contract/loan-contracts", borrower))).toEqual([]);
    expect(ids(await pawn.data("/my-contract/borrow-contracts", stranger))).toEqual([]);
    expect(ids(await pawn.data("/my-contract/borrow-contracts?status=COMPLETED", borrower))).toEqual([4]);
    expect(ids(await pawn.data("/my-contract/borrow-contracts?collateralType=NFT", borrower))).toEqual([]);
    expect(ids(await pawn.data("/my-contract/borrow-contracts?sort=id,asc&size=2", borrower))).toEqual([3, 4]);

    const contract = (await pawn.data("/my-contract/borrow-contracts?status=ACTIVE&collateralType=CRYPTO&size=1", borrower)).content[0];
    expect(contract).toMatchObject({
      id: 5,
      status: "ACTIVE",
      loanAmount: usdt(1950n).toString(),
      principalOwed: usdt(1950n).toString(),
      loanToken: { symbol: "USDT" },
      collateral: { kind: "ERC20", token: { symbol: "ETH" }, amount: parseEther("1").toString(), name: null },
      currentCycle: 0,
      lateCount: 0,
      configId: 0,
    });
    const signed = (await pawn.data("/my-contract/lender-signed-contracts?status=COMPLETED", lender)).content;
    expect(signed).toEqual([
      expect.objectContaining({ id: 4, userType: 2, counterpartyWalletAddress: pawn.chain.borrower.account.address, status: "COMPLETED" }),
    ]);
    expect(ids(await pawn.data("/my-contract/borrow-signed-contracts", borrower))).toEqual([5, 4, 3]);

    const cases = [
      ["/my-contract/borrow-contracts?status=LOST", 400, "invalid_input"],
      ["/my-contract/borrow-contracts?collateralType=GOLD", 400, "invalid_input"],
      ["/my-contract/borrow-contracts?page=-1", 400, "invalid_input"],
      [`/my-contract/borrow-contracts?walletAddress=${pawn.chain.borrower.account.address}`, 403, "pawn.wallet.not-owned"],
    ] as const;
    expect(await refusals((url) => pawn.get(url, stranger), cases)).toEqual(cases);
    expect((await pawn.get("/my-contract/borrow-contracts")).statusCode).toBe(401);
  });

  it("shows a contract from the side `type` names, to that side's party only, with what moved so far", async () => {
    const { borrower, lender, stranger } = pawn;
    const asBorrower = await pawn.data("/my-contract/borrow-contracts/4", borrower);
    // Loan 4 was repaid at once: its first cycle's interest (20% of it to the fee wallet) and the principal with 3%.
    const interest = BigInt(asBorrower.settled.repaymentToken);
    expect(interest).toBeGreaterThan(0n);
    expect(asBorrower).toMatchObject({
      id: 4,
      status: "COMPLETED",
      userType: 1,
      counterparty: { walletAddress: pawn.chain.lender.account.address },
      settled: { loanToken: (usdt(2000n) + usdt(60n)).toString() },
    });
    // The other side's on-chain scores: none on the demo chain, whose loans closed no cycle (a loan earns its
    // points at its first on-time cycle: decision 0035); the lending-life test sees them arrive.
    expect(asBorrower.counterparty).toMatchObject({ reputationBorrower: 0, reputationLender: 0 });
    const asLender = await pawn.data("/my-contract/lender-contracts/4", lender);
    expect(asLender).toMatchObject({ userType: 2, counterparty: { walletAddress: pawn.chain.borrower.account.address } });
    expect(BigInt(asLender.settled.repaymentToken)).toBe(interest - (interest * 20n) / 100n);
    // The lender reads it under the borrow path only by saying they are the lender.
    expect((await pawn.data("/my-contract/borrow-contracts/4?type=2", lender)).userType).toBe(2);

    const cases = [
      ["/my-contract/borrow-contracts/4", lender, 404, "pawn.contract.not-found"],
      ["/my-contract/lender-contracts/4", borrower, 404, "pawn.contract.not-found"],
      ["/my-contract/borrow-contracts/4", stranger, 404, "pawn.contract.not-found"],
      [`/my-contract/borrow-contracts/4?walletAddress=${pawn.chain.borrower.account.address}`, stranger, 403, "pawn.wallet.not-owned"],
      ["/my-contract/borrow-contracts/4?type=3", borrower, 400, "invalid_input"],
      ["/my-contract/borrow-contracts/99", borrower, 404, "pawn.contract.not-found"],
      ["/my-contract/borrow-contracts/x", borrower, 404, "pawn.contract.not-found"],
    ] as const;
    for (const [url, user, status, code] of cases) {
      const response = await pawn.get(url, user);
      expect([url, response.statusCode, response.json().errorCodes]).toEqual([url, status, [code]]);
    }
    const badType = await pawn.get("/my-contract/borrow-contracts/4?type=3", borrower);
    expect(badType.json().message).toBe("type must be 1 (borrower) or 2 (lender)");
  });

  it("sums one side's contracts per token for the wallets' owner", async () => {
    const { borrower, lender, stranger } = pawn;
    const borrowed = await pawn.data("/my-contract/borrow-contract-statistic", borrower);
    expect(borrowed.contracts).toEqual({ total: 3, active: 2, completed: 1, liquidated: 0 });
    expect(borrowed.principal).toEqual([{ token: expect.objectContaining({ symbol: "USDT" }), amount: usdt(1200n + 2000n + 1950n).toString() }]);
    expect(borrowed.principalOwed).toEqual([{ token: expect.objectContaining({ symbol: "USDT" }), amount: usdt(1200n + 1950n).toString() }]);
    const paid = BigInt(borrowed.interest[0].amount);
    const lent = await pawn.data(`/my-contract/loan-contract-statistic?lender_wallet_address=${pawn.chain.lender.account.address}`, lender);
    expect(BigInt(lent.interest[0].amount)).toBe(paid - (paid * 20n) / 100n);
    expect((await pawn.data("/my-contract/borrow-contract-statistic", stranger)).contracts.total).toBe(0);
    const naming = await pawn.get(`/my-contract/borrow-contract-statistic?borrower_wallet_address=${pawn.chain.borrower.account.address}`, stranger);
    expect([naming.statusCode, naming.json().errorCodes]).toEqual([403, ["pawn.wallet.not-owned"]]);
  });

  it("verifies a reported claim of a credit: the claimer's own transaction, of the core's claim", async () => {
    const { chain, stranger, borrower } = pawn;
    const strangerAddress = chain.stranger.account.address;
    // A wallet that refuses the native coin gets its withdrawn BNB as a credit: code that reverts on any call.
    const collateral = { kind: AssetKind.Native, token: zeroAddress, tokenId: 0n, amount: parseEther("1"), loanToken: chain.token("USDT"), durationQty: 4, durationType: TimeUnit.Week };
    const created = await chain.send(chain.stranger.writeContract({ ...chain.core, ...createCollateralCall(collateral), value: parseEther("1") }));
    const { collateralId } = chain.coreEvent(created, "CollateralCreated");
    await chain.testClient.setCode({ address: strangerAddress, bytecode: "0x60006000fd" });
    await chain.testClient.impersonateAccount({ address: strangerAddress });
    const impersonated = createWalletClient({ account: strangerAddress, transport: custom(chain.publicClient) });
    const withdrawn = await chain.send(impersonated.writeContract({ ...chain.core, ...withdrawCollateralCall(collateralId) }));
    await chain.testClient.stopImpersonatingAccount({ address: strangerAddress });
    await chain.testClient.setCode({ address: strangerAddress, bytecode: "0x" });
    await pawn.indexed();
    const credits = (await pawn.data("/my-contract/borrow-contract-statistic", stranger)).credits;
    expect(credits).toEqual([{ token: { address: zeroAddress, symbol: "BNB" }, amount: parseEther("1").toString() }]);

    const claim: Hash = await chain.stranger.writeContract({ ...chain.core, ...claimCall(zeroAddress, strangerAddress) });
    const put = (txnHash: string, user = stranger) => pawn.put(`/my-contract/claim?txnHash=${txnHash}`, user);
    const cases = [
      [claim, borrower, 403, "pawn.transaction.wrong-sender"],
      [withdrawn.transactionHash, stranger, 422, "pawn.transaction.wrong-call"],
      ["0x12", stranger, 400, "invalid_input"],
    ] as const;
    for (const [hash, user, status, code] of cases) {
      const response = await put(hash, user);
      expect([response.statusCode, response.json().errorCodes]).toEqual([status, [code]]);
    }
    const claimed = await put(claim);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toEqual({
      walletAddress: strangerAddress,
      token: { address: zeroAddress, symbol: "BNB" },
      amount: parseEther("1").toString(),
      to: strangerAddress,
      remainingCredit: "0",
      txnHash: claim,
    });
    expect((await pawn.data("/my-contract/borrow-contract-statistic", stranger)).credits).toEqual([]);
  }, 60_000);
});
