import { defineErrors } from "../errors.ts";
import { NFT_MARKET_MESSAGES } from "../nft-market/messages.ts";

/** The refusals of the NFT pawn feature (its collaterals' "not found" is lending's, whose index it reads). */
export const NFT_PAWN_ERRORS = defineErrors({
  notNftCollateral: { status: 400, code: "pawn.collateral.not-nft", message: NFT_MARKET_MESSAGES.notNftCollateral },
});
