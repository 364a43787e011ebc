import { createStore, useStore } from "./create-store.ts";

export type AuthTab = "login" | "signup";

export interface LoginDialogState {
  tab: AuthTab;
  /** Where to go after a successful login (e.g. the pawnshop creation page for Become a Lender). */
  redirectTo?: string;
}

interface AccountDialogsState {
  login: LoginDialogState | null;
  changePassword: boolean;
}

const store = createStore<AccountDialogsState>({ login: null, changePassword: false });

export function openLoginDialog(options: Partial<LoginDialogState> = {}): void {
  store.set((state) => ({ ...state, login: { tab: "login", ...options } }));
}

export function setLoginDialogTab(tab: AuthTab): void {
  store.set((state) => (state.login ? { ...state, login: { ...state.login, tab } } : state));
}

export function closeLoginDialog(): void {
  store.set((state) => ({ ...state, login: null }));
}

export function useLoginDialog(): LoginDialogState | null {
  return useStore(store, (state) => state.login);
}

export function openChangePasswordDialog(): void {
  store.set((state) => ({ ...state, changePassword: true }));
}

export function closeChangePasswordDialog(): void {
  store.set((state) => ({ ...state, changePassword: false }));
}

export function useChangePasswordDialogOpen(): boolean {
  return useStore(store, (state) => state.changePassword);
}
