import { mnemonicToAccount } from "viem/accounts";
import { bytesToHex } from "viem";

/** anvil's well-known development mnemonic: its accounts are public and funded on the local chain only. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";

export interface DevAccount {
  address: `0x${string}`;
  privateKey: `0x${string}`;
}

export function devAccount(addressIndex: number): DevAccount {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error("mnemonic account without a private key");
  return { address: account.address, privateKey: bytesToHex(privateKey) };
}

export function devAccounts(count = 10): DevAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => devAccount(addressIndex));
}

/**
 * The local lending keeper's account: the first one past the ten that anvil funds and `npm start`
 * prints for people to import, so no person's transactions ever compete with the keeper's nonces.
 */
export const keeperDevAccount = (): DevAccount => devAccount(10);
