import { numberToHex, type EIP1193Provider } from "viem";

export const ACCOUNT_A = "0x1111111111111111111111111111111111111111" as const;
export const ACCOUNT_B = "0x2222222222222222222222222222222222222222" as const;

type RequestArguments = { method: string; params?: unknown };
type Listener = (...args: unknown[]) => void;

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type FakeWalletOptions = {
  accounts?: `0x${string}`[];
  chainId: number;
  knownChainIds?: number[];
  /** The wallet already trusts the site (as after an earlier visit): eth_accounts answers without a prompt. */
  authorized?: boolean;
};

/**
 * An in-memory EIP-1193 wallet: answers the account and chain methods like an extension would,
 * refuses to switch to a chain it does not know (4902) until it is added, and emits accountsChanged
 * and chainChanged. `requests` records every call; `rejectNextConnection()` makes the user refuse.
 */
export function createFakeWallet({
  accounts = [ACCOUNT_A],
  chainId,
  knownChainIds = [chainId],
  authorized: initiallyAuthorized = false,
}: FakeWalletOptions) {
  const listeners = new Map<string, Set<Listener>>();
  const known = new Set(knownChainIds);
  const requests: RequestArguments[] = [];
  let currentAccounts = accounts;
  let currentChainId = chainId;
  let authorized = initiallyAuthorized;
  let rejectConnection = false;
  /** When false the wallet switches silently (no chainChanged event), as some mobile wallets do. */
  let emitsChainChanged = true;

  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    requests.push({ method, params });
    switch (method) {
      case "eth_chainId":
        return numberToHex(currentChainId);
      case "eth_accounts":
        return authorized ? currentAccounts : [];
      case "eth_requestAccounts":
        if (rejectConnection) {
          rejectConnection = false;
          throw new ProviderRpcError(4001, "User rejected the request.");
        }
        authorized = true;
        return currentAccounts;
      case "wallet_revokePermissions":
        authorized = false;
        return null;
      case "wallet_switchEthereumChain": {
        const target = Number((params as [{ chainId: string }])[0].chainId);
        if (!known.has(target)) throw new ProviderRpcError(4902, `Unrecognized chain ID ${target}`);
        setChainId(target);
        return null;
      }
      case "wallet_addEthereumChain":
        known.add(Number((params as [{ chainId: string }])[0].chainId));
        return null;
      default:
        throw new ProviderRpcError(-32601, `The method ${method} does not exist`);
    }
  }

  function setChainId(next: number) {
    currentChainId = next;
    if (emitsChainChanged) emit("chainChanged", numberToHex(next));
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as unknown as EIP1193Provider;

  return {
    provider,
    requests,
    /** The user picks another account in the wallet. */
    switchAccount(next: `0x${string}`) {
      currentAccounts = [next];
      emit("accountsChanged", currentAccounts);
    },
    /** The user picks another network in the wallet. */
    setChainId,
    switchesSilently() {
      emitsChainChanged = false;
    },
    rejectNextConnection() {
      rejectConnection = true;
    },
    /** The methods called, in order. */
    methods: () => requests.map((call) => call.method),
  };
}

export type FakeWallet = ReturnType<typeof createFakeWallet>;

/** Installs the fake as the page's injected provider (window.ethereum); returns the uninstaller. */
export function injectWallet(wallet: FakeWallet, property = "ethereum"): () => void {
  Object.defineProperty(window, property, { configurable: true, writable: true, value: wallet.provider });
  return () => {
    Reflect.deleteProperty(window, property);
  };
}
