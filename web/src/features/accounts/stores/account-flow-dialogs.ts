import { createStore, useStore } from "../../../stores/create-store.ts";

/**
 * The dialogs of the account flows that are not forms of the login dialog: forgot password, the
 * confirm-your-account notice after sign-up, "You're all set!", the maintenance notice.
 * At most one is open at a time.
 */
export type AccountFlowDialog =
  | { kind: "forgotPassword" }
  | { kind: "confirmAccount"; email: string }
  | { kind: "allSet" }
  | { kind: "maintenance" };

const store = createStore<AccountFlowDialog | null>(null);

export function openAccountFlowDialog(dialog: AccountFlowDialog): void {
  store.set(() => dialog);
}

export function closeAccountFlowDialog(): void {
  store.set(() => null);
}

export function getAccountFlowDialog(): AccountFlowDialog | null {
  return store.get();
}

export function useAccountFlowDialog(): AccountFlowDialog | null {
  return useStore(store, (state) => state);
}
