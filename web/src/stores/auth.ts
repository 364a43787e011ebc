import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";

/**
 * The logged-in state: the access token kept in localStorage (STORAGE_KEYS.authToken).
 * Every tab follows changes made in another tab through the storage event.
 */

const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEYS.authToken || event.key === null) notify();
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  notify();
}

/** Forgets the access token: the user is logged out in every tab. */
export function logout(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  notify();
}

export function subscribeToAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToAuth, getToken, () => null);
}

export function useIsLoggedIn(): boolean {
  return useAuthToken() !== null;
}

/**
 * The account an access token names (its `sub` claim), read without checking the token: only to tell one
 * account's session from another's in this browser (the server checks every token it receives). Null for no token
 * or one that is not a JWT.
 */
export function accountOfToken(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The account signed in in this browser (see accountOfToken), following other tabs like useAuthToken. */
export function useSignedInAccount(): string | null {
  return accountOfToken(useAuthToken());
}
