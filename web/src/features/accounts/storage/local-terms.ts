import { useSyncExternalStore } from "react";
import { INVESTOR_TYPES, STORAGE_KEYS, TERMS_COOKIE_MAX_AGE_DAYS, type InvestorType } from "@openpawn/shared/constants";

/**
 * The terms acceptance kept in this browser (spec §4, §9): localStorage 'terms-and-conditions' plus a
 * cookie of the same name, and the chosen investor type in localStorage 'investor-type'.
 * Used when no account and no wallet is known, and when the server refuses with the association error.
 */

const ACCEPTED = "true";
const COOKIE = STORAGE_KEYS.termsAndConditions;

export interface LocalTerms {
  accepted: boolean;
  investorType: InvestorType | null;
}

const listeners = new Set<() => void>();
let snapshot: LocalTerms | null = null;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function parseInvestorType(value: unknown): InvestorType | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return INVESTOR_TYPES.find((type) => type === number) ?? null;
}

function read(): LocalTerms {
  return {
    accepted: localStorage.getItem(STORAGE_KEYS.termsAndConditions) === ACCEPTED || readCookie(COOKIE) === ACCEPTED,
    investorType: parseInvestorType(localStorage.getItem(STORAGE_KEYS.investorType)),
  };
}

function changed(): void {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

export function getLocalTerms(): LocalTerms {
  const next = read();
  if (!snapshot || snapshot.accepted !== next.accepted || snapshot.investorType !== next.investorType) snapshot = next;
  return snapshot;
}

/** Records acceptance in this browser: localStorage and a year-long cookie. */
export function recordLocalAcceptance(): void {
  localStorage.setItem(STORAGE_KEYS.termsAndConditions, ACCEPTED);
  const maxAge = TERMS_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE}=${ACCEPTED}; max-age=${maxAge}; path=/; SameSite=Lax`;
  changed();
}

export function storeLocalInvestorType(type: InvestorType): void {
  localStorage.setItem(STORAGE_KEYS.investorType, String(type));
  changed();
}

/** Forgets the local record (tests, and a visitor who withdraws). */
export function clearLocalTerms(): void {
  localStorage.removeItem(STORAGE_KEYS.termsAndConditions);
  localStorage.removeItem(STORAGE_KEYS.investorType);
  document.cookie = `${COOKIE}=; max-age=0; path=/; SameSite=Lax`;
  changed();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.termsAndConditions || event.key === STORAGE_KEYS.investorType) changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useLocalTerms(): LocalTerms {
  return useSyncExternalStore(subscribe, getLocalTerms, getLocalTerms);
}
