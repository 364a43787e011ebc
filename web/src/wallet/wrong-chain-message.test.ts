import { describe, expect, it } from "vitest";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { wrongChainMessage } from "./wrong-chain-message.ts";

describe("wrongChainMessage", () => {
  it("is the spec's sentence on chain 56", () => {
    expect(wrongChainMessage({ chainId: 56, chainName: "BNB Smart Chain" })).toBe(WALLET_MESSAGES.wrongChain);
  });

  it("names the configured chain anywhere else", () => {
    expect(wrongChainMessage({ chainId: 31337, chainName: "OpenPawn Local" })).toBe("Please connect to the OpenPawn Local network (chain id 31337).");
    expect(wrongChainMessage({ chainId: 97, chainName: "BNB Smart Chain Testnet" })).not.toContain("appropriate Binance Smart Chain");
  });
});
