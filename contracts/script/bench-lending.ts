/**
 * One round of the lending scenario for bench.ts: a borrower escrows WBNB asking for USDT, five lenders
 * offer, the borrower accepts one, pays a cycle's interest in the next cycle (which also closes the
 * previous cycle), a keeper settles the following cycle and the borrower pays that cycle's interest
 * (the steady state when the keeper runs), the loan is liquidated on risk after the WBNB
 * price falls, and a lender's AUTO package contracts a submitted collateral at once. Chain time moves
 * with evm_increaseTime; the dev prices are re-posted after each jump so they stay fresh.
 * Every approval is exact, as a wallet asks for it before each call.
 */
import { pawnLendingAbi, pawnShopAbi } from "@openpawn/chain/generated/abis";
import { type TransactionReceipt, parseEther, parseUnits } from "viem";
import { type LendingBench, benchKit, warpTo, withPrice } from "./bench-kit.ts";
import { deployedToken } from "./dev-tokens.ts";
import { usdtAutoPackage } from "./seed-demo.ts";
import { AssetKind, TimeUnit, percent } from "./lending-types.ts";
import { emittedArgs } from "./transactions.ts";

/** How many lenders offer on the collateral before the borrower accepts one. */
export const LENDER_COUNT = 5;

const ACCEPT = `PawnLending.acceptOffer (${LENDER_COUNT} offers on the collateral)`;
const REPAY = "PawnLending.repay (a cycle's interest; the keeper opened the cycle)";
const REPAY_AND_CLOSE = "PawnLending.repay (a cycle's interest; also closes the previous cycle)";
const LIQUIDATE = "PawnLending.liquidate (risk)";

/** The gas targets. */
export const GAS_TARGETS: ReadonlyMap<string, bigint> = new Map([
  [ACCEPT, 200_000n],
  [REPAY, 90_000n],
  [LIQUIDATE, 150_000n],
]);

const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;
const COLLATERAL = parseEther("10");
const PRINCIPAL = parseUnits("3000", 18);
const MONTHLY_FOR_SIX_MONTHS = { durationQty: 6, durationUnit: TimeUnit.Month, cycleUnit: TimeUnit.Month } as const;
const LIQUIDATION_THRESHOLD = percent(75);

/** How long the bench's package submission stays open. */
const ONE_DAY = 86_400n;

/** Runs the scenario once on the deployment and returns the gas of each measured transaction. */
export async function measureLendingRound(bench: LendingBench): Promise<Map<string, bigint>> {
  const { deployment, publicClient, borrower, lenders } = bench;
  const { gas, measure, approve, core, shop, lens } = benchKit(bench);
  const [usdt, wbnb] = [deployedToken(deployment, "USDT"), deployedToken(deployment, "WBNB")];
  const escrowWbnb = async (name?: string): Promise<bigint> => {
    await approve(borrower, wbnb.address, COLLATERAL);
    const params = {
      kind: AssetKind.ERC20,
      token: wbnb.address,
      tokenId: 0n,
      amount: COLLATERAL,
      loanToken: usdt.address,
      ...MONTHLY_FOR_SIX_MONTHS,
    };
    const receipt = await measure(
      name,
      borrower.writeContract({ ...core, functionName: "createCollateral", args: [params] }),
    );
    return emittedArgs(receipt, pawnLendingAbi, "CollateralCreated").collateralId;
  };

  const collateralId = await escrowWbnb("PawnLending.createCollateral (ERC-20)");
  const terms = {
    loanToken: usdt.address,
    repaymentToken: usdt.address,
    amount: PRINCIPAL,
    interestRate: percent(12),
    liquidationThreshold: LIQUIDATION_THRESHOLD,
    ...MONTHLY_FOR_SIX_MONTHS,
  };
  const offerIds: bigint[] = [];
  for (const lender of lenders) {
    await approve(lender, usdt.address, PRINCIPAL);
    const offer = lender.writeContract({ ...core, functionName: "createOffer", args: [collateralId, terms] });
    offerIds.push(emittedArgs(await measure("PawnLending.createOffer", offer), pawnLendingAbi, "OfferCreated").offerId);
  }
  const [loanId] = offerIds;
  if (loanId === undefined) throw new Error("No lender offered");
  await measure(ACCEPT, borrower.writeContract({ ...core, functionName: "acceptOffer", args: [loanId] }));

  // Cycle 0's interest is paid within cycle 0; cycle 1's early in cycle 1, which first closes cycle 0.
  const repayInterest = async (name?: string): Promise<TransactionReceipt> => {
    const { result } = await publicClient.simulateContract({ ...core, functionName: "settle", args: [loanId] });
    const interest = result[0].interestOwed;
    await approve(borrower, usdt.address, interest);
    const repay = borrower.writeContract({ ...core, functionName: "repay", args: [loanId, 0n, interest, 0n] });
    return measure(name, repay);
  };
  await repayInterest();
  const { startedAt } = await publicClient.readContract({ ...lens, functionName: "loan", args: [loanId] });
  await warpTo(bench, BigInt(startedAt) + BigInt(MONTH + DAY));
  emittedArgs(await repayInterest(REPAY_AND_CLOSE), pawnLendingAbi, "CycleClosed");

  // A keeper closes cycle 1 (paid) and opens cycle 2.
  await warpTo(bench, BigInt(startedAt) + BigInt(2 * MONTH + DAY));
  const settle = borrower.writeContract({ ...core, functionName: "settle", args: [loanId] });
  emittedArgs(await measure("PawnLending.settle (closes a cycle)", settle), pawnLendingAbi, "CycleClosed");
  emittedArgs(await repayInterest(REPAY), pawnLendingAbi, "Repaid");

  // Halving WBNB puts the debt above 75% of the collateral's value.
  await withPrice(
    bench,
    wbnb.priceFeed,
    (answer) => answer / 2n,
    async () => {
      const liquidate = borrower.writeContract({ ...core, functionName: "liquidate", args: [loanId] });
      emittedArgs(await measure(LIQUIDATE, liquidate), pawnLendingAbi, "LoanLiquidated");
    },
  );

  const [packageOwner] = lenders;
  if (!packageOwner) throw new Error("No lender");
  const autoPackage = usdtAutoPackage(usdt.address, wbnb.address);
  const created = await measure(
    "PawnShop.createPackage",
    packageOwner.writeContract({ ...shop, functionName: "createPackage", args: [autoPackage] }),
  );
  const { packageId } = emittedArgs(created, pawnShopAbi, "PackageCreated");
  await approve(packageOwner, usdt.address, autoPackage.maxAmount);
  const submitted = await escrowWbnb();
  const { timestamp } = await publicClient.getBlock();
  const submission = [packageId, submitted, 0n, timestamp + ONE_DAY] as const;
  const submit = borrower.writeContract({ ...shop, functionName: "submitCollateral", args: submission });
  emittedArgs(
    await measure("PawnShop.submitCollateral (AUTO, contracts at once)", submit),
    pawnLendingAbi,
    "LoanStarted",
  );
  return gas;
}
