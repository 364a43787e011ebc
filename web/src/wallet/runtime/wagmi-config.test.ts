import { afterEach, describe, expect, it } from "vitest";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { addEthereumChainParameter, createWagmiConfig } from "./wagmi-config.ts";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";

const runtimeConfig: RuntimeConfig = {
  ...TEST_CONFIG,
  chainId: 56,
  chainName: "BNB Smart Chain",
  rpcUrl: "/rpc",
  explorerUrl: "",
  deployment: { ...TEST_CONFIG.deployment, chainId: 56 },
};

afterEach(() => {
  delete (window as { BinanceChain?: unknown }).BinanceChain;
});

describe("addEthereumChainParameter", () => {
  it("describes the configured chain for wallet_addEthereumChain, with an absolute RPC URL", () => {
    expect(addEthereumChainParameter(runtimeConfig)).toEqual({
      chainId: "0x38",
      chainName: "BNB Smart Chain",
      nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      rpcUrls: [`${window.location.origin}/rpc`],
      blockExplorerUrls: undefined,
    });
    expect(addEthereumChainParameter({ ...runtimeConfig, explorerUrl: "https://bscscan.com" }).blockExplorerUrls).toEqual([
      "https://bscscan.com",
    ]);
  });
});

describe("createWagmiConfig", () => {
  it("has the chooser's connectors only, not every EIP-6963 announcement", () => {
    const announced = { request: async () => null, on: () => {}, removeListener: () => {} };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent("eip6963:announceProvider", {
          detail: Object.freeze({ info: { uuid: "1", name: "Other", icon: "data:,", rdns: "test.other" }, provider: announced }),
        }),
      );
    window.addEventListener("eip6963:requestProvider", announce);
    try {
      const config = createWagmiConfig(runtimeConfig);
      expect(config.connectors.map((connector) => connector.id)).toEqual(["injected", "binanceChain", "safePal"]);
      expect(config.chains.map((chain) => chain.id)).toEqual([56]);
    } finally {
      window.removeEventListener("eip6963:requestProvider", announce);
    }
  });

  it("finds the Binance wallet at window.BinanceChain", async () => {
    const binanceChain = { request: async () => null, on: () => {}, removeListener: () => {} };
    Object.assign(window, { BinanceChain: binanceChain });
    const connector = createWagmiConfig(runtimeConfig).connectors.find((candidate) => candidate.id === "binanceChain");
    await expect(connector?.getProvider()).resolves.toBe(binanceChain);
  });
});
