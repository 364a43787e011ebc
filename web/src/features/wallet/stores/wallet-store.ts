import { createStore, useStore } from "../../../stores/create-store.ts";

/** Wallet state the spec keeps beside wagmi's connection (§3 "Wallet state", §4). */
export type WalletState = {
  /** True while connecting or reconnecting; cleared at the latest after WALLET_LOADING_TIMEOUT_MS. */
  isWalletLoading: boolean;
  /** The chain the wallet reports, re-read every NETWORK_POLL_INTERVAL_MS while connected. */
  walletChainId: number | undefined;
  /** Set once the user signed the server's login message (wallet login). */
  isSigned: boolean;
};

const INITIAL_STATE: WalletState = { isWalletLoading: false, walletChainId: undefined, isSigned: false };

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
