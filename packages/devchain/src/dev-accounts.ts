import { mnemonicToAccount } from "viem/accounts";
import { bytesToHex } from "viem";

/** anvil's well-known development mnemonic: its accounts are public and funded on the local chain only. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";

export interface DevAccount {
  address: `0x${string}`;
  privateKey: `0x${string}`;
}

export function devAccounts(count = 10): DevAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
    const privateKey = account.getHdKey().privateKey;
    if (!privateKey) throw new Error("mnemonic account without a private key");
    return { address: account.address, privateKey: bytesToHex(privateKey) };
  });
}
