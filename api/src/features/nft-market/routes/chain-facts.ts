import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { iNftFactoryAbi, iNftMarketAbi, iSoftNftAbi } from "@openpawn/chain/generated/abis";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { verifyReportedTransaction } from "../../../chain-spine/reported-transactions/reported-action.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { holdsHubRole } from "../../../plugins/auth/hub-roles.ts";
import { nftScope } from "../nft-scope.ts";
import { nftMarketReportedContracts } from "../reported-contracts.ts";
import { transactionEffects } from "../transaction-effects.ts";

/**
 * What the NFT screens read of the chain besides the index: the effects of a transaction the caller sent, once
 * verified and indexed (the screens go straight to what it made), the fees as the contracts set them now, and
 * whether the caller holds the Operator role.
 */
const chainFactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The caller's own transaction to the factory, the market or a collection the factory made, verified and indexed
  // the one way every reported transaction is (the chain spine's registry).
  serve(app, ENDPOINTS.transactionEffects, { onRequest: app.authenticate }, async (request) => {
    const scope = await nftScope(app);
    const contracts = nftMarketReportedContracts.map((contract) => contract.name);
    await verifyReportedTransaction(app, requireUser(request).id, { hash: request.params.hash, contracts, action: "make an NFT market action" });
    return ok(await transactionEffects(scope, request.params.hash));
  });

  serve(app, ENDPOINTS.fees, {}, async () => {
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

  serve(app, ENDPOINTS.myRoles, { onRequest: app.authenticate }, async (request) => {
    return ok({ operator: await holdsHubRole(app, requireUser(request).id, "operator") });
  });
};

export default chainFactRoutes;
