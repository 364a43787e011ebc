/**
 * What the reputation feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { chainReputation } from "./queries/chain-reputation.ts";
export { reputationsOfWallets, walletAddressesOf, type WalletReputation } from "./reputations.ts";
