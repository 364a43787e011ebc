import { describe, expect, it } from "vitest";
import type { AddEthereumChainParameter, EIP1193Provider } from "viem";
import { createFakeWallet } from "../test/fake-wallet-provider.ts";
import { switchWalletChain } from "./switch-wallet-chain.ts";

const LOCAL_CHAIN: AddEthereumChainParameter = {
  chainId: "0x7a69",
  chainName: "OpenPawn Local",
  nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
  rpcUrls: ["http://127.0.0.1:8545/"],
};

const chainCalls = (methods: string[]) => methods.filter((method) => method.endsWith("EthereumChain"));

describe("switchWalletChain", () => {
  it("only switches a wallet that knows the chain", async () => {
    const wallet = createFakeWallet({ chainId: 1, knownChainIds: [1, 31337] });
    await switchWalletChain(wallet.provider, LOCAL_CHAIN);
    expect(chainCalls(wallet.methods())).toEqual(["wallet_switchEthereumChain"]);
    expect(await wallet.provider.request({ method: "eth_chainId" })).toBe("0x7a69");
  });

  it("adds the chain with its parameters when the wallet answers 4902, then switches", async () => {
    const wallet = createFakeWallet({ chainId: 1 });
    await switchWalletChain(wallet.provider, LOCAL_CHAIN);
    expect(chainCalls(wallet.methods())).toEqual([
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ]);
    expect(wallet.requests.find((call) => call.method === "wallet_addEthereumChain")?.params).toEqual([LOCAL_CHAIN]);
    expect(await wallet.provider.request({ method: "eth_chainId" })).toBe("0x7a69");
  });

  it("understands the 4902 that MetaMask Mobile wraps in data.originalError", async () => {
    const calls: string[] = [];
    let added = false;
    const provider = {
      request: async ({ method }: { method: string }) => {
        calls.push(method);
        if (method === "wallet_addEthereumChain") added = true;
        if (method === "wallet_switchEthereumChain" && !added)
          throw Object.assign(new Error("wrapped"), { code: -32603, data: { originalError: { code: 4902 } } });
        return null;
      },
    } as unknown as EIP1193Provider;
    await switchWalletChain(provider, LOCAL_CHAIN);
    expect(calls).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain", "wallet_switchEthereumChain"]);
  });

  it("passes a refusal on without adding anything", async () => {
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method === "wallet_switchEthereumChain") throw Object.assign(new Error("rejected"), { code: 4001 });
        throw new Error(`unexpected ${method}`);
      },
    } as unknown as EIP1193Provider;
    await expect(switchWalletChain(provider, LOCAL_CHAIN)).rejects.toMatchObject({ code: 4001 });
  });
});
