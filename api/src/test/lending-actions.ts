import {
  maxUint256,
  parseEventLogs,
  parseUnits,
  type LocalAccount,
  type Chain,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { iLendingLensAbi, pawnLendingAbi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { repayCall } from "@openpawn/chain/lending/loan-calls";
import { acceptOfferCall, createOfferCall } from "@openpawn/chain/lending/offer-calls";
import { updateAnswerCall } from "@openpawn/chain/tokens/dev-token-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";

/** A wallet that signs its own transactions (a dev account). */
export type Signer = WalletClient<Transport, Chain | undefined, LocalAccount>;

/** Weekly terms in the loan token: the amount in token units, rates in percent. */
export interface WeeklyOffer {
  amount: string;
  weeks: number;
  interestPercent: number;
  liquidationPercent: number;
}

/**
 * What borrowers and lenders do on the lending core, as the web app has their wallets sign it, plus the
 * dev price feeds the deployer owns. Every call waits for its receipt and fails on a revert; amounts are in
 * token units of the deployment's tokens (by symbol). For tests and benches on a dev chain.
 */
export function lendingActions(publicClient: PublicClient, deployment: Deployment) {
  const core = deployment.contracts.PawnLending;
  const lens = deployment.contracts.LendingLens;
  if (!core || !lens) throw new Error("the deployment lacks the lending core or its lens");
  const tokenOf = (symbol: string) => {
    const token = deployment.tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`the deployment has no ${symbol}`);
    return token;
  };
  const units = (symbol: string, amount: string) => parseUnits(amount, tokenOf(symbol).decimals);
  const mined = async (hash: Hash): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };

  return {
    core,
    tokenOf,

    /** Lets the core take any amount of the wallet's `symbol`. */
    async approve(wallet: Signer, symbol: string): Promise<void> {
      const address = tokenOf(symbol).address;
      await mined(await wallet.writeContract({ chain: null, address, ...approveCall(core, maxUint256) }));
    },

    /** Escrows `amount` of an ERC-20 for `weeks`, asking for `loanSymbol`; the token must be approved. */
    async createCollateral(wallet: Signer, collateral: { symbol: string; amount: string; loanSymbol: string; weeks: number }) {
      const escrowed = {
        kind: AssetKind.ERC20,
        token: tokenOf(collateral.symbol).address,
        amount: units(collateral.symbol, collateral.amount),
        loanToken: tokenOf(collateral.loanSymbol).address,
        durationQty: collateral.weeks,
        durationType: TimeUnit.Week,
      };
      const hash = await wallet.writeContract({ chain: null, address: core, ...createCollateralCall(escrowed) });
      const [created] = parseEventLogs({ abi: pawnLendingAbi, logs: (await mined(hash)).logs, eventName: "CollateralCreated" });
      if (!created) throw new Error("no CollateralCreated");
      return { collateralId: created.args.collateralId, hash };
    },

    /** Offers `symbol` on a collateral, repaid in the same token in weekly cycles; the token must be approved. */
    async createOffer(wallet: Signer, collateralId: bigint, symbol: string, offer: WeeklyOffer) {
      const token = tokenOf(symbol).address;
      const terms = {
        amount: units(symbol, offer.amount),
        loanToken: token,
        repaymentToken: token,
        interestRate: offer.interestPercent * LENDING_RATE_ZOOM,
        liquidationThreshold: offer.liquidationPercent * LENDING_RATE_ZOOM,
        durationQty: offer.weeks,
        durationType: TimeUnit.Week,
        cycleType: TimeUnit.Week,
      };
      const hash = await wallet.writeContract({ chain: null, address: core, ...createOfferCall(collateralId, terms) });
      const [created] = parseEventLogs({ abi: pawnLendingAbi, logs: (await mined(hash)).logs, eventName: "OfferCreated" });
      if (!created) throw new Error("no OfferCreated");
      return { offerId: created.args.offerId, hash };
    },

    /** The borrower accepts an offer: the loan (whose id is the offer's) starts. */
    async acceptOffer(wallet: Signer, offerId: bigint): Promise<Hash> {
      const hash = await wallet.writeContract({ chain: null, address: core, ...acceptOfferCall(offerId) });
      await mined(hash);
      return hash;
    },

    /** Pays what the loan's current cycle owes (interest and penalty), not the principal. */
    async payCycle(wallet: Signer, loanId: bigint): Promise<Hash> {
      const loan = await publicClient.readContract({ address: lens, abi: iLendingLensAbi, functionName: "loan", args: [loanId] });
      const parts = { penalty: loan.penaltyOwed, interest: loan.interestOwed, principal: 0n };
      const hash = await wallet.writeContract({ chain: null, address: core, ...repayCall(loanId, parts) });
      await mined(hash);
      return hash;
    },

    /** Posts a USD price (8 decimals) on the dev feed of `symbol`; `owner` is the deployer, the feeds' owner. */
    async setPrice(owner: Signer, symbol: string, usd: string): Promise<void> {
      const feed = tokenOf(symbol).priceFeed;
      const hash = await owner.writeContract({ chain: null, address: feed, ...updateAnswerCall(parseUnits(usd, 8)) });
      await mined(hash);
    },
  };
}

export type LendingActions = ReturnType<typeof lendingActions>;
