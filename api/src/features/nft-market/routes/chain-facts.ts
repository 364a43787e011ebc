import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TransactionNotFoundError, WaitForTransactionReceiptTimeoutError, type Hash } from "viem";
import { z } from "zod";
import { iNftFactoryAbi, iNftMarketAbi, iSoftNftAbi } from "@openpawn/chain/generated/abis";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { txHashSchema } from "@openpawn/shared/schemas/pawn-common";
import { tokenRefSchema } from "@openpawn/shared/schemas/pawn-common";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { waitForIndexedBlock } from "../../../chain-spine/indexed-block.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { isModerator } from "../comments.ts";
import { nftScope } from "../nft-scope.ts";
import { transactionEffects } from "../transaction-effects.ts";

/** How long a transaction may take to be mined and then indexed before the client is asked to retry. */
const INDEX_TIMEOUT_MS = 20_000;

const effectsSchema = z.object({ collections: z.array(z.string()), nfts: z.array(z.number().int()), listings: z.array(z.number().int()), auctions: z.array(z.number().int()) });
const feesSchema = z.object({ mintFee: z.string(), feeToken: tokenRefSchema, marketFeeBps: z.number().int(), maxRoyaltyBps: z.number().int() });

/**
 * What the NFT screens read of the chain besides the index: a transaction's effects once indexed (the screens go
 * straight to what it made), the fees as the contracts set them now, and whether the caller holds the Operator role.
 */
const chainFactRoutes: FastifyPluginAsyncZod = async (app) => {
  async function minedBlock(hash: Hash): Promise<bigint> {
    try {
      // A hash the node never saw is a 404 at once; one it holds may still wait to be mined.
      await app.chain.client.getTransaction({ hash });
      const receipt = await app.chain.client.waitForTransactionReceipt({ hash, timeout: INDEX_TIMEOUT_MS, pollingInterval: 250 });
      return receipt.blockNumber;
    } catch (error) {
      if (error instanceof WaitForTransactionReceiptTimeoutError) throw new ApiError(NFT_MARKET_ERRORS.transactionPending);
      if (error instanceof TransactionNotFoundError) throw new ApiError(NFT_MARKET_ERRORS.transactionNotFound);
      throw error;
    }
  }

  app.get(
    "/transactions/:hash",
    { schema: { params: z.object({ hash: txHashSchema }), response: { 200: okSchema(effectsSchema) } } },
    async (request) => {
      const scope = await nftScope(app);
      const block = await minedBlock(request.params.hash);
      if (!(await waitForIndexedBlock(scope.db, scope.chainId, block, INDEX_TIMEOUT_MS))) throw new ApiError(NFT_MARKET_ERRORS.notIndexedYet);
      app.indexReads.forgetHere();
      return ok(await transactionEffects(scope, request.params.hash));
    },
  );

  app.get("/fees", { schema: { response: { 200: okSchema(feesSchema) } } }, async () => {
    const deployment = await app.chain.deployment();
    const [factory, market] = [deployment?.contracts.NftFactory, deployment?.contracts.NftMarket];
    if (!deployment || !factory || !market) throw new ApiError(NFT_MARKET_ERRORS.notDeployed);
    const read = app.chain.client.readContract;
    const [mintFee, dfy, feeBps, implementation] = await Promise.all([
      read({ address: factory, abi: iNftFactoryAbi, functionName: "mintFee" }),
      read({ address: factory, abi: iNftFactoryAbi, functionName: "dfy" }),
      read({ address: market, abi: iNftMarketAbi, functionName: "feeBps" }),
      read({ address: factory, abi: iNftFactoryAbi, functionName: "implementation721" }),
    ]);
    const maxRoyaltyBps = await read({ address: implementation, abi: iSoftNftAbi, functionName: "MAX_ROYALTY_BPS" });
    const symbol = deployment.tokens.find((token) => token.address.toLowerCase() === dfy.toLowerCase())?.symbol ?? null;
    return ok({ mintFee: mintFee.toString(), feeToken: { address: dfy, symbol }, marketFeeBps: Number(feeBps), maxRoyaltyBps: Number(maxRoyaltyBps) });
  });

  app.get("/account/roles", { onRequest: app.authenticate, schema: { response: { 200: okSchema(z.object({ operator: z.boolean() })) } } }, async (request) => {
    const scope = await nftScope(app);
    return ok({ operator: await isModerator(scope.db, app.chain, scope.hub, requireUser(request).id) });
  });
};

export default chainFactRoutes;
