import type { BrowserContext, Page } from "playwright-core";
import { createWalletClient, http, toHex, type Hex } from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

/** What the page-side provider receives back from Node: a result or an EIP-1193 error. */
type WalletReply = { result: unknown } | { error: { code: number; message: string } };

interface RpcRequest {
  method: string;
  params?: unknown[];
}

/**
 * An injected wallet for end-to-end tests: the page gets `window.ethereum` (EIP-1193) and an EIP-6963
 * announcement; requests come to Node, which signs with a dev-chain key and forwards reads to the chain.
 * Like a real wallet it has its own current chain and a list of chains it knows (4902 for others).
 */
export class TestWallet {
  private account: PrivateKeyAccount;
  private authorized = false;
  private knownChains: Set<number>;
  private page: Page | undefined;
  chainId: number;
  readonly requests: RpcRequest[] = [];

  constructor(
    privateKey: Hex,
    private readonly rpcUrl: string,
    chainId: number,
    knownChains: number[] = [chainId],
  ) {
    this.account = privateKeyToAccount(privateKey);
    this.chainId = chainId;
    this.knownChains = new Set(knownChains);
  }

  get address() {
    return this.account.address;
  }

  async install(context: BrowserContext): Promise<void> {
    await context.exposeFunction("__openpawnTestWallet", (request: RpcRequest) => this.handle(request));
    await context.addInitScript({ content: PAGE_PROVIDER_SCRIPT });
  }

  attach(page: Page): void {
    this.page = page;
  }

  /** The user switches chain inside the wallet. */
  async switchChainInWallet(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    this.chainId = chainId;
    await this.emit("chainChanged", toHex(chainId));
  }

  /** The user selects another account inside the wallet. */
  async switchAccountInWallet(privateKey: Hex): Promise<void> {
    this.account = privateKeyToAccount(privateKey);
    await this.emit("accountsChanged", [this.account.address]);
  }

  forgetChain(chainId: number): void {
    this.knownChains.delete(chainId);
  }

  private async emit(event: string, payload: unknown): Promise<void> {
    if (!this.page) throw new Error("attach(page) first");
    await this.page.evaluate(`window.ethereum.__emit(${JSON.stringify(event)}, ${JSON.stringify(payload)})`);
  }

  private async handle(request: RpcRequest): Promise<WalletReply> {
    this.requests.push(request);
    try {
      return { result: await this.answer(request) };
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      return { error: { code: code ?? -32603, message: message ?? String(error) } };
    }
  }

  private async answer({ method, params = [] }: RpcRequest): Promise<unknown> {
    switch (method) {
      case "eth_requestAccounts":
        this.authorized = true;
        return [this.account.address];
      case "eth_accounts":
        return this.authorized ? [this.account.address] : [];
      case "wallet_requestPermissions":
        this.authorized = true;
        return [{ parentCapability: "eth_accounts" }];
      case "wallet_revokePermissions":
        this.authorized = false;
        return null;
      case "eth_chainId":
        return toHex(this.chainId);
      case "net_version":
        return String(this.chainId);
      case "wallet_switchEthereumChain": {
        const target = Number((params[0] as { chainId: string }).chainId);
        if (!this.knownChains.has(target)) throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
        await this.switchChainInWallet(target);
        return null;
      }
      case "wallet_addEthereumChain": {
        const target = Number((params[0] as { chainId: string }).chainId);
        this.knownChains.add(target);
        await this.switchChainInWallet(target);
        return null;
      }
      case "personal_sign":
        return this.account.signMessage({ message: { raw: params[0] as Hex } });
      case "eth_signTypedData_v4":
        return this.account.signTypedData(JSON.parse(params[1] as string));
      case "eth_sendTransaction":
        return this.sendTransaction(params[0] as Record<string, Hex>);
      default:
        return this.forward(method, params);
    }
  }

  private async sendTransaction(tx: Record<string, Hex>): Promise<Hex> {
    const client = createWalletClient({ account: this.account, transport: http(this.rpcUrl) });
    return client.sendTransaction({
      chain: null,
      to: tx.to,
      data: tx.data,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    });
  }

  private async forward(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  }
}

/** Runs in the page before any app code; kept as a string so that no bundler helper leaks into it. */
const PAGE_PROVIDER_SCRIPT = `
(() => {
  const listeners = new Map();
  const provider = {
    isMetaMask: true,
    async request({ method, params }) {
      const reply = await window.__openpawnTestWallet({ method, params });
      if (reply.error) {
        const error = new Error(reply.error.message);
        error.code = reply.error.code;
        throw error;
      }
      return reply.result;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    __emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
  window.ethereum = provider;
  const info = {
    uuid: "8d5bd0a4-7c2e-4f55-9a8e-2b6f3c1d9e70",
    name: "OpenPawn Test Wallet",
    icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='32' height='32'/>",
    rdns: "io.openpawn.testwallet",
  };
  const announce = () =>
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
})();
`;
