import { createStore, useStore } from "../stores/create-store.ts";

/** wagmi's connection status, as the wallet module reports it ("disconnected" until it has started). */
export type WalletConnectionStatus = "disconnected" | "connecting" | "reconnecting" | "connected";

/**
 * What the page shows of the wallet (spec §3 "Wallet state", §4), without wagmi or viem: the wallet module
 * (./runtime, loaded after the first paint) pushes wagmi's connection here, so that the shell reads it from a
 * plain store.
 */
export type WalletState = {
  status: WalletConnectionStatus;
  /** The connected account; undefined unless `status` is "connected". */
  address: `0x${string}` | undefined;
  /** The chain of the connection, as wagmi follows it from the wallet's events; undefined unless connected. */
  chainId: number | undefined;
  /** True while connecting or reconnecting; cleared at the latest after WALLET_LOADING_TIMEOUT_MS. */
  isWalletLoading: boolean;
  /** The chain the wallet reports, re-read every NETWORK_POLL_INTERVAL_MS while connected. */
  walletChainId: number | undefined;
  /** Set once the user signed the server's login message (wallet login). */
  isSigned: boolean;
};

const INITIAL_STATE: WalletState = {
  status: "disconnected",
  address: undefined,
  chainId: undefined,
  isWalletLoading: false,
  walletChainId: undefined,
  isSigned: false,
};

const walletStore = createStore<WalletState>(INITIAL_STATE);

function update(patch: Partial<WalletState>): void {
  walletStore.set((state) => {
    const unchanged = (Object.keys(patch) as (keyof WalletState)[]).every((key) => patch[key] === state[key]);
    return unchanged ? state : { ...state, ...patch };
  });
}

export function getWalletState(): WalletState {
  return walletStore.get();
}

/** Reads one value of the wallet state; `select` must return a value held in the state (no new objects). */
export function useWalletState<Selected>(select: (state: WalletState) => Selected): Selected {
  return useStore(walletStore, select);
}

/** The wallet module's report of wagmi's connection. */
export function setWalletConnection(connection: { status: WalletConnectionStatus; address?: `0x${string}`; chainId?: number }): void {
  const connected = connection.status === "connected";
  update({
    status: connection.status,
    address: connected ? connection.address : undefined,
    chainId: connected ? connection.chainId : undefined,
  });
}

const isSettled = (state: WalletState) => !state.isWalletLoading && state.status !== "connecting" && state.status !== "reconnecting";

/**
 * The wallet state once a connection under way has ended (a remembered wallet reconnects after a page load), or
 * as it stands after `timeoutMs`: a wallet action started meanwhile must not be told to connect a wallet that
 * is about to be there.
 */
export function settledWalletState(timeoutMs: number): Promise<WalletState> {
  return new Promise((resolve) => {
    if (isSettled(walletStore.get())) return resolve(walletStore.get());
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(walletStore.get());
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = walletStore.subscribe(() => {
      if (isSettled(walletStore.get())) finish();
    });
  });
}

export function setWalletLoading(isWalletLoading: boolean): void {
  update({ isWalletLoading });
}

export function setWalletChainId(walletChainId: number | undefined): void {
  update({ walletChainId });
}

export function setSigned(isSigned: boolean): void {
  update({ isSigned });
}

export function resetWalletState(): void {
  walletStore.set(() => INITIAL_STATE);
}
