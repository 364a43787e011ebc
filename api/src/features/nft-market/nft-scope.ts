import type { FastifyInstance } from "fastify";
import { getAddress, type Address } from "viem";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../lib/response.ts";
import { tokenRefs, type TokenRefs } from "../../chain-spine/deployment/token-refs.ts";

/** What every NFT query needs: this chain's rows, the market's address (its sales and auctions), token symbols. */
export interface NftScope {
  db: Database;
  chainId: number;
  market: Address;
  hub: Address;
  /** The lending core, whose NFT collateral the pawn calls read. */
  core: Address;
  tokens: TokenRefs;
  /** The deployment's tokens a pay-token filter may name. */
  payTokensOf(symbolOrAddress: string): string[];
}

/** The NFT contracts of the deployment, or 503: without them there is nothing to read. */
export async function nftScope(app: FastifyInstance): Promise<NftScope> {
  const deployment = await app.chain.deployment();
  const contracts = deployment?.contracts;
  const [market, factory, hub, core] = [contracts?.NftMarket, contracts?.NftFactory, contracts?.Hub, contracts?.PawnLending];
  if (!deployment || !market || !factory || !hub || !core) throw new ApiError(NFT_MARKET_ERRORS.notDeployed);
  const tokens = tokenRefs(deployment);
  return {
    db: app.database.db,
    chainId: app.chain.chainId,
    market,
    hub,
    core,
    tokens,
    payTokensOf: (value) => (/^0x[0-9a-fA-F]{40}$/.test(value) ? [getAddress(value.toLowerCase())] : tokens.addressesOf(value)),
  };
}
